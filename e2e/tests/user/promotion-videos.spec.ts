import { formatDate, indiaDate } from '@portal/shared';
import { firstSheetOf, loginAsRoot, loginViaApi } from '../../support/fixtures';
import { test } from '../../support/gates';
import { ensureTodaysPromotionVideos, playToTheEnd } from '../../support/learning';
import { expect, figure, type Member, rupees } from '../../support/programme';

const PATH = '/portal/user/promotion-videos';

async function wallets(member: Member) {
  const { wallets: list } = (await (await member.api.get('/api/v1/wallets')).json()) as {
    wallets: { wallet_type: number; balance: number }[];
  };
  return {
    cash: list.find((w) => w.wallet_type === 1)!.balance,
    grow: list.find((w) => w.wallet_type === 3)!.balance,
  };
}

// The gates are programme settings, one value for the portal: the warning pages need them on, the
// earning run off. Each test holds them through the `gates` fixture
// (docs/decisions/085-browser-tests-share-the-gates.md).
test.describe('promotion videos', () => {
  test('the warning pages: a Trainee is sent to My Pins; a promoter to the daily video first', async ({
    page,
    programme,
    gates,
  }) => {
    test.slow(); // it may wait for another worker's test to give the gates back
    await gates({ daily_video_gate: true, training_gate: true });
    const trainee = await programme.member();
    await loginViaApi(page, trainee.username, trainee.registration.password, PATH);
    await expect(page.getByRole('alert')).toContainText('Promotion videos are for promoters');
    await expect(page.getByRole('link', { name: 'Get a level in My Pins' })).toBeVisible();

    const promoter = await programme.member();
    await programme.promote(promoter, 1);
    await loginViaApi(page, promoter.username, promoter.registration.password, PATH);
    await expect(page.getByRole('alert')).toContainText('Watch today’s daily video first');
    await page.getByRole('link', { name: 'Go to Daily Videos' }).click();
    await expect(page.getByRole('heading', { name: 'Daily Videos', level: 1 })).toBeVisible();
  });

  test('a level-1 promoter watches, lets a question run out, retries the set in Tamil, confirms, and Cash and Grow grow by the exact split', async ({
    page,
    programme,
    gates,
  }) => {
    test.slow();
    await ensureTodaysPromotionVideos(programme.root);
    const promoter = await programme.member();
    await programme.promote(promoter, 1);
    await gates({ daily_video_gate: false, training_gate: false });
    const before = await wallets(promoter);
    await loginViaApi(page, promoter.username, promoter.registration.password, PATH);
    await expect(page.getByText(/session · Set 1 of 1$/)).toBeVisible();
    // A level-1 promoter without referrals: ₹5.00 a video for a full score, less for each miss.
    const pays = page.getByRole('group', { name: 'What this video pays' });
    await expect(pays).toContainText(rupees(5));
    await expect(pays).toContainText('for a full score; less for each answer missed.');
    await expect(pays).toContainText(`Base ${rupees(5)}, at most ${rupees(35)}.`);
    await expect(page.getByRole('group', { name: 'Sets today' })).toContainText(
      /(Morning session: 0 of 1 done, 1 remaining|Evening session: 0 of 1 done, 1 remaining)/,
    );
    await playToTheEnd(page);
    // The page's clock from here on, so a question's seconds run out without waiting them out.
    await page.clock.install();
    await page.getByRole('button', { name: 'Start the quiz' }).click();
    const quiz = page.getByRole('region', { name: 'Quiz' });
    // The first question right; the second runs out of time and the quiz moves on by itself.
    await expect(quiz.getByText('Question 1 of 2')).toBeVisible();
    await quiz.getByLabel('Cash Wallet').check();
    await quiz.getByRole('button', { name: 'Next question' }).click();
    await expect(quiz.getByText('Question 2 of 2')).toBeVisible();
    const timer = quiz.getByRole('timer');
    await expect(timer).toHaveText(/^\d+ s$/);
    // Today's videos allow 30 s a question (support/learning.ts): the page's seconds pass one by
    // one (each tick sets the next once the page has drawn it) until the time has run out.
    const score = page.getByRole('status').filter({ hasText: 'You scored' });
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1000);
          return score.count();
        },
        { intervals: [20] },
      )
      .toBe(1);
    await expect(score).toHaveText('You scored 1 out of 2');
    // Both questions weigh the same at level 1: half of ₹5.00.
    await expect(page.getByText('This result pays')).toHaveText(`This result pays ${rupees(2.5)}.`);

    // The set's one retry: another video, a new quiz, in Tamil this time.
    await page.getByRole('button', { name: 'Retry this set' }).click();
    await expect(page.getByText(/session · Set 1 of 1 \(retry\)/)).toBeVisible();
    await playToTheEnd(page);
    await page.getByLabel('Quiz language').selectOption('ta');
    await page.getByRole('button', { name: 'Start the quiz' }).click();
    await expect(quiz.getByText('Question 1 of 2')).toBeVisible();
    await quiz.getByLabel('பண பணப்பை').check();
    await quiz.getByRole('button', { name: 'Next question' }).click();
    await quiz.getByLabel('பண பணப்பை').check();
    await quiz.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You scored' })).toHaveText(
      'You scored 2 out of 2',
    );
    await expect(page.getByText('This result pays')).toHaveText(`This result pays ${rupees(5)}.`);
    await expect(page.getByRole('button', { name: 'Retry this set' })).toHaveCount(0);

    // ₹5.00 split: 5 % (₹0.25) to Grow, ₹4.75 to Cash.
    const confirmed = page.waitForResponse((response) =>
      response.url().includes('/api/v1/user-promoter-quiz-result-confirmation'),
    );
    await page.getByRole('button', { name: `Confirm ${rupees(5)}` }).click();
    expect(await (await confirmed).json()).toMatchObject({ amount: 5, cash: 4.75, grow: 0.25 });
    const toast = page.getByText(`Confirmed: ${rupees(4.75)} to Cash and ${rupees(0.25)} to Grow`);
    await expect(toast).toBeVisible();
    // The toast goes after its second; the split credited stays until the promoter moves on,
    // although the session is already done behind it.
    const split = page.getByRole('region', { name: 'Confirmed result' });
    await expect(split).toContainText(
      `Confirmed ${rupees(5)}: ${rupees(4.75)} to your Cash wallet and ${rupees(0.25)} to your Grow wallet.`,
    );
    await page.clock.runFor(5_000);
    await expect(toast).toHaveCount(0);
    await expect(split).toBeVisible();
    await expect(split).toContainText('You scored 2 out of 2');
    await expect(page.getByRole('alert')).toHaveCount(0);
    const after = await wallets(promoter);
    expect(Math.round((after.cash - before.cash) * 100)).toBe(475);
    expect(Math.round((after.grow - before.grow) * 100)).toBe(25);
    // Level 1 has one set a session: once the promoter moves on, the session is done.
    await split.getByRole('button', { name: 'Continue' }).click();
    await expect(split).toHaveCount(0);
    await expect(page.getByRole('alert')).toContainText('This session is done');
    await expect(page.getByRole('group', { name: 'Sets today' })).toContainText(
      /session: 1 of 1 done, 0 remaining/,
    );

    await page.goto('/portal/user/dashboard');
    const sessions = page.getByRole('list', { name: "Today's promotion sessions" });
    await expect(sessions).toContainText('session: 1 of 1 done, 0 remaining');
    await expect(sessions).toContainText(`Set 1 ${rupees(5)} paid`);
    await expect(figure(page, 'Promotion earnings today')).toHaveText(rupees(5));
    // The wallet cards show the new balances: Cash and Grow grew by the split.
    for (const [name, balance] of [
      ['Cash Wallet', after.cash],
      ['Grow Wallet', after.grow],
    ] as const)
      await expect(figure(page.getByRole('group', { name, exact: true }), 'Available')).toHaveText(
        rupees(balance),
      );

    // The earnings history: the set's two lines, dated today, with the exact split.
    await page.goto('/portal/user/earnings-history');
    const history = page
      .getByRole('table', { name: 'Earnings history' })
      .getByRole('row')
      .filter({ hasText: 'You scored 2 out of 2' });
    await expect(history).toHaveCount(2);
    for (const [wallet, amount] of [
      ['Cash Wallet', 4.75],
      ['Grow Wallet', 0.25],
    ] as const) {
      const line = history.filter({ hasText: wallet });
      await expect(line).toContainText(rupees(amount));
      await expect(line).toContainText(formatDate(indiaDate()));
    }

    // The admins' attempt log: both attempts, the retry confirmed; then only this promoter's, and
    // their export.
    await loginAsRoot(page, `/portal/admin/quiz-attempts?search=${promoter.username}`);
    const rows = page.getByRole('row').filter({ hasText: promoter.username });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: '(retry)' })).toContainText('Confirmed');
    await expect(rows.filter({ hasText: '(retry)' })).toContainText('2 / 2');
    await expect(rows.filter({ hasNotText: '(retry)' })).toContainText('Not confirmed');
    await expect(rows.filter({ hasNotText: '(retry)' })).toContainText('1 / 2');
    await expect(rows.filter({ hasNotText: '(retry)' })).toContainText('unanswered');
    // Without the search, every promoter's attempts; then only this promoter's.
    await page.getByRole('searchbox', { name: 'Search' }).clear();
    await expect(page).not.toHaveURL(/search=/);
    await rows
      .filter({ hasText: '(retry)' })
      .getByRole('button', { name: `Only ${promoter.username}` })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Showing the attempts of' })).toContainText(
      promoter.username,
    );
    await expect(page.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(2);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('quiz_attempts.xlsx');
    const sheet = await firstSheetOf(file);
    expect(sheet.rowCount).toBe(3);
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const column = (header: string) => headers.indexOf(header);
    const exported = [2, 3].map((row) => sheet.getRow(row).values as unknown[]);
    expect(exported.map((values) => values[column('Username')])).toEqual([
      promoter.username,
      promoter.username,
    ]);
    expect(exported.map((values) => values[column('Answers')]).sort()).toEqual([
      'Cash Wallet (right) | unanswered',
      'பண பணப்பை (right) | பண பணப்பை (right)',
    ]);
    for (const values of exported)
      expect(String(values[column('Served At')])).toMatch(
        new RegExp(`^${formatDate(indiaDate())} \\d{2}:\\d{2}$`),
      );
  });
});
