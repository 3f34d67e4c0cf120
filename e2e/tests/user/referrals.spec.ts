import { addDays, formatDate, indiaDate } from '@portal/shared';
import type { Locator, Page } from '@playwright/test';
import { PROMOTER_LEVEL_LABELS, TRAINEE_LABEL } from '../../support/constants';
import { loginViaApi, sidebar } from '../../support/fixtures';
import { expect, figure, type Member, REFERRALS_PATH, test, TREE_PATH } from '../../support/programme';

function table(page: Page) {
  return page.getByRole('table', { name: 'My Promoters' });
}

function rowOf(page: Page, member: Member) {
  return table(page).getByRole('row').filter({ hasText: member.username });
}

/** The usernames among `among` that the list shows, whatever their order. */
async function listedUsernames(page: Page, among: Member[]): Promise<string[]> {
  const listed: string[] = [];
  for (const member of among) if ((await rowOf(page, member).count()) > 0) listed.push(member.username);
  return listed.sort();
}

/** Waits until the list has loaded and shows exactly `expected` of `among`. */
async function expectListed(page: Page, among: Member[], expected: Member[]) {
  const usernames = expected.map((member) => member.username).sort();
  await expect
    .poll(async () => {
      if ((await table(page).getAttribute('aria-busy')) === 'true') return null;
      return listedUsernames(page, among);
    })
    .toEqual(usernames);
  if (expected.length === 0) await expect(table(page).getByText('No Data', { exact: true })).toBeVisible();
}

/** A branch of the tree: the button that opens a member's referrals (it names them with '@username'). */
function branch(scope: Page | Locator, member: Member) {
  return scope.getByRole('button', { name: `@${member.username}` });
}

test.describe('My Promoters', () => {
  test('lists the direct referrals with their details, and the level, search and join-date filters narrow them', async ({
    page,
    programme,
  }) => {
    test.slow();
    const sponsor = await programme.member();
    const promoter = await programme.member({
      sponsor,
      registration: { first_name: 'Anita', last_name: 'Devi' },
    });
    const trainee = await programme.member({
      sponsor,
      registration: { state: 'Kerala', district: 'Idukki' },
    });
    const other = await programme.member({ sponsor });
    await programme.promote(promoter, 0);
    // Joined through a referral: in the sponsor's downline, not among their direct referrals.
    const grandchild = await programme.member({ sponsor: promoter });
    const all = [promoter, trainee, other, grandchild];

    await loginViaApi(page, sponsor.username, sponsor.registration.password, REFERRALS_PATH);
    await expectListed(page, all, [promoter, trainee, other]);
    const today = formatDate(indiaDate());
    const promoterRow = rowOf(page, promoter);
    await expect(promoterRow).toContainText('Anita Devi');
    await expect(promoterRow).toContainText(PROMOTER_LEVEL_LABELS[0]!);
    await expect(promoterRow).toContainText('Active');
    await expect(promoterRow).toContainText('Mysore, Karnataka');
    await expect(promoterRow).toContainText(today);
    await expect(rowOf(page, trainee)).toContainText(TRAINEE_LABEL);
    await expect(rowOf(page, trainee)).toContainText('Idukki, Kerala');
    // Never contact details (docs/product/pins-and-levels.md, Referrals).
    await expect(table(page)).not.toContainText(promoter.registration.mobile);

    const level = page.getByLabel('Promoter Level');
    await level.selectOption({ label: PROMOTER_LEVEL_LABELS[0]! });
    await expectListed(page, all, [promoter]);
    await level.selectOption({ label: TRAINEE_LABEL });
    await expectListed(page, all, [trainee, other]);
    await level.selectOption({ label: PROMOTER_LEVEL_LABELS[1]! });
    await expectListed(page, all, []);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expectListed(page, all, [promoter, trainee, other]);

    await page.getByRole('searchbox', { name: 'Search' }).fill(other.username);
    await expectListed(page, all, [other]);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expectListed(page, all, [promoter, trainee, other]);

    // Whole India days: everyone joined today, nobody up to yesterday.
    await page.getByLabel('Joined to').fill(formatDate(addDays(indiaDate(), -1)));
    await expectListed(page, all, []);
    await page.getByLabel('Joined to').fill(today);
    await page.getByLabel('Joined from').fill(today);
    await expectListed(page, all, [promoter, trainee, other]);
    // The filter is in the address: a reload keeps it.
    await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toContain('fromdate');
    await page.reload();
    await expect(page.getByLabel('Joined from')).toHaveValue(today);
    await expectListed(page, all, [promoter, trainee, other]);
  });

  test('the referral dialog opens a member in the tree, which opens level by level with downline counts', async ({
    page,
    programme,
  }) => {
    test.slow();
    const sponsor = await programme.member();
    const first = await programme.member({ sponsor });
    const second = await programme.member({ sponsor });
    const firstA = await programme.member({ sponsor: first });
    const firstB = await programme.member({ sponsor: first });
    const firstAChild = await programme.member({ sponsor: firstA });
    const outsider = await programme.member();

    await loginViaApi(page, sponsor.username, sponsor.registration.password, REFERRALS_PATH);
    await page.getByRole('button', { name: `View ${first.username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Referral Details' });
    await expect(dialog).toContainText(`@${first.username}`);
    await expect(figure(dialog, 'Direct referrals')).toHaveText('2');
    await dialog.getByRole('link', { name: 'Open in tree' }).click();

    await expect(page).toHaveURL(`${TREE_PATH}?id=${first.id}`);
    await expect(dialog).toBeHidden();
    // Inside My Promoters: the sidebar keeps that entry marked.
    await expect(sidebar(page).getByRole('link', { name: 'My Promoters' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('navigation', { name: 'Tree path' })).toContainText(first.username);
    await expect(figure(page, 'Direct referrals')).toHaveText('2');
    await expect(figure(page, 'Downline')).toHaveText('3');
    await expect(branch(page, firstA)).toContainText('Downline 1');
    await expect(branch(page, firstA)).toHaveAttribute('aria-expanded', 'false');
    // A member nobody joined through has nothing to open.
    const leaf = page.getByRole('listitem').filter({ hasText: `@${firstB.username}` });
    await expect(leaf).toContainText('Downline 0');
    await expect(branch(page, firstB)).toHaveCount(0);

    // Opening a member shows the next level under them.
    await branch(page, firstA).click();
    await expect(branch(page, firstA)).toHaveAttribute('aria-expanded', 'true');
    const next = page.getByRole('list', { name: `Referrals of ${firstA.username}` });
    await expect(next.getByRole('listitem').filter({ hasText: `@${firstAChild.username}` })).toContainText(
      'Downline 0',
    );

    // Back up to the user's own tree through the path.
    await page.getByRole('navigation', { name: 'Tree path' }).getByRole('link', { name: 'You' }).click();
    await expect(page).toHaveURL(TREE_PATH);
    await expect(figure(page, 'Downline')).toHaveText('5');
    await expect(branch(page, first)).toContainText('Downline 3');
    await expect(page.getByRole('listitem').filter({ hasText: `@${second.username}` })).toContainText(
      'Downline 0',
    );

    // Someone outside the user's downline cannot be opened.
    await page.goto(`${TREE_PATH}?id=${outsider.id}`);
    await expect(page.getByRole('heading', { name: 'Not in your team' })).toBeVisible();
    await expect(page.getByText(outsider.username)).toHaveCount(0);
  });
});
