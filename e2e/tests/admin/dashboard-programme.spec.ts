import { addDays, formatDate, indiaDate } from '@portal/shared';
import { loginAsRoot } from '../../support/fixtures';
import { scheduleVideos } from '../../support/learning';
import { expect, figure, test } from '../../support/programme';

interface AdminDashboardJson {
  pin_requests: Record<'0' | '1' | '2' | '3', number>;
  daily: { date: string; signups: number; activations: number; earnings: number }[];
  content: {
    date: string;
    daily: number;
    rotation: boolean;
    promotion: number;
    promotion_sessions: { 1: number; 2: number };
  }[];
}

const LABELS = { '0': 'Pending', '1': 'Approved', '2': 'Activated', '3': 'Rejected' } as const;

test.describe('admin dashboard: the programme', () => {
  test('PIN requests per status, the 30 days as charts with a table of the same figures, and the week’s videos', async ({
    page,
    programme,
  }) => {
    // Something of each kind today: a sign-up, a pending request and an activation.
    const member = await programme.member();
    await programme.requestLevel(member, 1);
    const promoted = await programme.member();
    await programme.promote(promoted, 0);

    await loginAsRoot(page, '/portal/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'PIN requests' })).toBeVisible();
    const dashboard = (await (
      await programme.root.get('/api/v1/admin-dashboard')
    ).json()) as AdminDashboardJson;
    for (const [status, label] of Object.entries(LABELS)) {
      // Other tests add requests meanwhile: the tile shows at least what the API said a moment ago.
      const shown = Number(await figure(page, `${label} PIN requests`).textContent());
      expect(shown, label).toBeGreaterThanOrEqual(dashboard.pin_requests[status as keyof typeof LABELS]);
    }
    expect(Number(await figure(page, 'Pending PIN requests').textContent())).toBeGreaterThanOrEqual(1);

    // The charts draw; the table holds the same figures, today first.
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await page.getByText('Show the figures as a table').click();
    const table = page.getByRole('table', { name: /Sign-ups, PIN activations and quiz earnings paid/ });
    const today = dashboard.daily.at(-1)!;
    const [day, month, year] = [today.date.slice(8, 10), today.date.slice(5, 7), today.date.slice(0, 4)];
    const row = table.getByRole('row', { name: new RegExp(`^${day}-${month}-${year}`) });
    await expect(row).toBeVisible();
    // The row's figures under their column headers (the date is the row's header).
    const headers = await table.getByRole('columnheader').allTextContents();
    const figures = [
      await row.getByRole('rowheader').textContent(),
      ...(await row.getByRole('cell').allTextContents()),
    ];
    const byColumn = Object.fromEntries(headers.map((header, index) => [header.trim(), figures[index]]));
    expect(Number(byColumn['Sign-ups'])).toBeGreaterThanOrEqual(2); // two sign-ups at least
    expect(Number(byColumn['Activations'])).toBeGreaterThanOrEqual(1); // one activation at least
    await expect(table.getByRole('row')).toHaveCount(31); // the header and 30 days

    // Seven days of videos as users will see them. The last day is this test's own: a daily video,
    // a full morning and half an evening.
    const last = addDays(indiaDate(), 6);
    await scheduleVideos(programme.root, last, { daily: true, morning: 4, evening: 2 });
    await page.reload();
    const week = page.getByRole('table', { name: 'Videos scheduled per day' });
    await expect(week.getByRole('row')).toHaveCount(8);
    await expect(week.getByRole('row', { name: formatDate(last) }).getByRole('cell')).toHaveText([
      'Scheduled',
      '4 of 4',
      '2 of 4',
    ]);
    // Every other day after today (no test schedules those) reads as the API counts it.
    const { content } = (await (
      await programme.root.get('/api/v1/admin-dashboard')
    ).json()) as AdminDashboardJson;
    const session = (count: number) => (count === 0 ? 'None' : `${count} of 4`);
    for (const day of content.slice(1))
      await expect(week.getByRole('row', { name: formatDate(day.date) }).getByRole('cell')).toHaveText([
        day.daily > 0 ? 'Scheduled' : day.rotation ? 'Rotation' : 'None',
        session(day.promotion_sessions[1]),
        session(day.promotion_sessions[2]),
      ]);
  });
});
