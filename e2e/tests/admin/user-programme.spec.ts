import { loginAsRoot, sidebar } from '../../support/fixtures';
import { expect, figure, test } from '../../support/programme';

interface EarningJson {
  per_video: number;
  per_video_max: number;
  daily: number;
  daily_max: number;
}

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

test.describe('User Management: a promoter’s earning and referral tree', () => {
  test('the user dialog shows per video and per day, now and at most; the tree opens at the user', async ({
    page,
    programme,
  }) => {
    // A level-2 sponsor with an active level-1 referral (a bonus) and a Trainee below that.
    const sponsor = await programme.member();
    await programme.promote(sponsor, 2);
    const referral = await programme.member({ sponsor });
    await programme.promote(referral, 1);
    const grandchild = await programme.member({ sponsor: referral });
    const earning = (await (
      await programme.root.get(`/api/v1/all-referrals/${sponsor.id}/earning`)
    ).json()) as EarningJson;
    expect(earning.per_video).toBeGreaterThan(0);

    await loginAsRoot(page, `/portal/admin/users?search=${sponsor.username}`);
    await page.getByRole('button', { name: new RegExp(`\\b${sponsor.username}$`) }).click();
    const dialog = page.getByRole('dialog', { name: 'User Details' });
    await expect(figure(dialog, 'Per video now')).toHaveText(rupees(earning.per_video));
    await expect(figure(dialog, 'Per video at most')).toHaveText(rupees(earning.per_video_max));
    await expect(figure(dialog, 'Per day now')).toHaveText(rupees(earning.daily));
    await expect(figure(dialog, 'Per day at most')).toHaveText(rupees(earning.daily_max));

    await dialog.getByRole('link', { name: 'Referral tree' }).click();
    await expect(page).toHaveURL(new RegExp(`/portal/admin/users/tree\\?id=${sponsor.id}$`));
    await expect(page.getByRole('heading', { name: 'Referral Tree', level: 1 })).toBeVisible();
    await expect(figure(page, 'Direct referrals')).toHaveText('1');
    await expect(figure(page, 'Downline')).toHaveText('2');
    // The path runs from the root of the programme down to the sponsor.
    await expect(page.getByRole('navigation', { name: 'Tree path' })).toContainText(sponsor.username);
    await page.getByRole('button', { name: `@${referral.username}` }).click();
    await expect(page.getByRole('list', { name: `Referrals of ${referral.username}` })).toContainText(
      grandchild.username,
    );
    // User Management stays the marked entry of the sidebar.
    await expect(sidebar(page).getByRole('link', { name: 'User Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
