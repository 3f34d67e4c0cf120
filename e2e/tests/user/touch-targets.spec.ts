import type { Locator } from '@playwright/test';
import { loginAsRoot, loginViaApi } from '../../support/fixtures';
import { expect, test, USER_DASHBOARD_PATH } from '../../support/programme';

// A phone's targets are at least 44 px tall (a thumb's, as the shell's links are): the dashboard's
// 'Promotion videos' task and 'My Promoters' links, and the training quiz's language toggle.
test.use({ viewport: { width: 390, height: 844 } });

async function heightOf(target: Locator): Promise<number> {
  await expect(target).toBeVisible();
  return (await target.boundingBox())!.height;
}

test('the dashboard’s Promotion videos and My Promoters links and the language toggle are 44 px tall at 390 px', async ({
  page,
  programme,
}) => {
  // A PIN journey through the API: more than a screen's worth of time.
  test.slow();
  // A level brings promotion sets, so the Promotion videos task is there to do.
  const member = await programme.member();
  await programme.promote(member, 0);
  await loginViaApi(page, member.username, member.registration.password, USER_DASHBOARD_PATH);

  const tasks = page.getByRole('list', { name: "Today's tasks" });
  const promotion = tasks.getByRole('link', { name: 'Promotion videos', exact: true });
  expect(await heightOf(promotion)).toBeGreaterThanOrEqual(44);
  const promoters = page.getByRole('link', { name: 'My Promoters', exact: true });
  expect(await heightOf(promoters)).toBeGreaterThanOrEqual(44);

  await page.goto('/portal/user/training-program');
  const toggle = page.getByRole('group', { name: 'Quiz language' }).getByRole('button');
  await expect(toggle.first()).toBeVisible();
  for (const button of await toggle.all()) expect(await heightOf(button)).toBeGreaterThanOrEqual(44);
});

test('the referral tree names the super admin by role, not as a Trainee', async ({ page }) => {
  await loginAsRoot(page, '/portal/admin/users/tree');
  const root = page.getByRole('heading', { level: 2 }).first().locator('xpath=..');
  await expect(root).toContainText('· Super admin');
  await expect(root).not.toContainText('Trainee');
});
