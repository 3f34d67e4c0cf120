import { formatRupees, type PinFees } from '@portal/shared';
import { PROMOTER_LEVEL_LABELS } from '../../support/constants';
import { loginAsRoot, loginViaApi } from '../../support/fixtures';
import { expect, test } from '../../support/programme';

// The PIN fee is a Promotion Setting (docs/decisions/104-the-pin-fee-is-a-setting.md): the super
// admin sets it on the settings screen, and a promoter asking for that level is told it. Level 4's
// fee only, put back afterwards: the My Pins journey reads levels 0 and 1.

test('the super admin sets level 4’s PIN fee; a Trainee asking for level 4 is told the new fee', async ({
  page,
  browser,
  programme,
}) => {
  const { pin_fees: fees } = (await (await programme.root.get('/api/v1/programme-settings')).json()) as {
    pin_fees: PinFees['fees'];
  };
  const before = fees.find((row) => row.level === 4)!.fee;
  const fee = before + 0.5;
  await loginAsRoot(page, '/portal/admin/referral-settings');
  const section = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save pin fees' }) });
  const level4 = section.getByLabel(`${PROMOTER_LEVEL_LABELS[4]} (₹)`);
  await expect(level4).toHaveValue(String(before));
  try {
    await level4.fill(String(fee));
    await section.getByRole('button', { name: 'Save pin fees' }).click();
    await expect(page.getByText('Updated Successfull')).toBeVisible();
    const saved = (await (await programme.root.get('/api/v1/programme-settings')).json()) as {
      pin_fees: { level: number; fee: number }[];
    };
    expect(saved.pin_fees.find((row) => row.level === 4)!.fee).toBe(fee);

    const member = await programme.member();
    const context = await browser.newContext();
    const user = await context.newPage();
    try {
      await loginViaApi(user, member.username, member.registration.password, '/portal/user/pin-requests');
      await user.getByRole('button', { name: 'Request a level' }).click();
      const dialog = user.getByRole('dialog', { name: 'Request a PIN' });
      await dialog.getByLabel('Level').selectOption({ label: PROMOTER_LEVEL_LABELS[4]! });
      await expect(dialog.getByRole('status', { name: 'PIN fee' })).toContainText(
        `Fee for ${PROMOTER_LEVEL_LABELS[4]}: ${formatRupees(fee)}`,
      );
    } finally {
      await context.close();
    }
  } finally {
    const restore = await programme.root.put('/api/v1/programme-settings', {
      data: { pin_fees: fees },
    });
    expect(restore.status(), await restore.text()).toBe(200);
  }
});
