import type { Page } from '@playwright/test';
import { PROMOTER_LEVEL_LABELS, TRAINEE_LABEL } from '../../support/constants';
import { loginViaApi } from '../../support/fixtures';
import {
  expect,
  figure,
  rupees,
  SCRATCH_PATH,
  test,
  USER_DASHBOARD_PATH,
  type UserDashboardJson,
} from '../../support/programme';

/** The dashboard as the page itself received it. */
function dashboardAnswer(page: Page): Promise<UserDashboardJson> {
  return page
    .waitForResponse(
      (response) => response.url().endsWith('/api/v1/user-dashboard') && response.status() === 200,
    )
    .then((response) => response.json() as Promise<UserDashboardJson>);
}

test.describe('user dashboard: the promoter programme', () => {
  test('shows the per-video amount and its parts, the cards waiting, the PIN request and the referrals by level', async ({
    page,
    programme,
  }) => {
    // Two PIN journeys through the API: more than a screen's worth of time.
    test.slow();
    const sponsor = await programme.member();
    await programme.promote(sponsor, 1);
    const active = await programme.member({ sponsor });
    // An active direct referral at Promoter Level 1 adds its bonus, and as the sponsor is at that
    // level too, the activation leaves them a scratch card (docs/product/money.md).
    await programme.promote(active, 1);
    await programme.member({ sponsor });

    const answered = dashboardAnswer(page);
    await loginViaApi(page, sponsor.username, sponsor.registration.password, USER_DASHBOARD_PATH);
    const dashboard = await answered;
    const { earning } = dashboard;
    expect(earning.level).toBe(1);
    expect(earning.per_video_bonuses).toEqual([{ level: 1, referrals: 1, amount: expect.any(Number) }]);
    expect(earning.per_video).toBeCloseTo(
      Math.min(earning.per_video_max, earning.per_video_base + earning.per_video_bonuses[0]!.amount),
      2,
    );

    await expect(figure(page, 'Level')).toHaveText(PROMOTER_LEVEL_LABELS[1]!);
    await expect(figure(page, 'Per video')).toHaveText(rupees(earning.per_video));
    const workedOut = page.getByLabel('How it is worked out');
    await expect(workedOut).toContainText(
      `${PROMOTER_LEVEL_LABELS[1]} base${rupees(earning.per_video_base)}`,
    );
    await expect(workedOut).toContainText(
      `1 active ${PROMOTER_LEVEL_LABELS[1]} referral+${rupees(earning.per_video_bonuses[0]!.amount)}`,
    );
    await expect(workedOut).toContainText(rupees(earning.per_video_max));

    expect(dashboard.scratch_cards_waiting).toBe(1);
    await expect(figure(page, 'Scratch cards waiting')).toHaveText('1');
    await expect(figure(page, 'PIN request')).toContainText(PROMOTER_LEVEL_LABELS[1]!);
    await expect(figure(page, 'PIN request')).toContainText('Activated');

    expect(dashboard.referrals_by_level).toMatchObject({ trainee: 1, '1': 1 });
    await expect(figure(page, 'Direct Referrals')).toHaveText('2');
    // Active: reached a level (the dashboard's meaning); the Trainee is not counted.
    await expect(figure(page, 'Active Referrals')).toHaveText('1');
    await expect(figure(page, TRAINEE_LABEL)).toHaveText('1');
    await expect(figure(page, PROMOTER_LEVEL_LABELS[1]!)).toHaveText('1');
    await expect(figure(page, PROMOTER_LEVEL_LABELS[2]!)).toHaveText('0');

    await page.getByRole('link', { name: 'Scratch now' }).click();
    await expect(page).toHaveURL(SCRATCH_PATH);
    await expect(page.getByRole('heading', { name: 'Cards to scratch (1)' })).toBeVisible();
  });

  test('a Trainee earns nothing per video yet and is pointed to My Pins', async ({ page, programme }) => {
    const member = await programme.member();
    await loginViaApi(page, member.username, member.registration.password, USER_DASHBOARD_PATH);
    await expect(page.getByText('Trainees do not earn from promotion videos yet.')).toBeVisible();
    await expect(figure(page, 'Scratch cards waiting')).toHaveText('0');
    await expect(figure(page, 'PIN request')).toHaveText('None yet');
    await page.getByRole('link', { name: 'Request a level in My Pins' }).click();
    await expect(page.getByRole('heading', { name: 'My Pins' })).toBeVisible();
  });
});
