import type { Page } from '@playwright/test';
import { MSG } from '../../support/constants';
import { expect, loginAsRoot, SAME_ORIGIN, test, uniqueToken } from '../../support/fixtures';
import { watchToasts } from '../../support/money';

// Two things a new user found on the screens (docs/decisions/105-list-history-and-delete-feedback.md):
// Back undoes a list's last change instead of leaving the list, and a delete says 'Deleted!'.

const PATH = '/portal/admin/youtube-channels';

async function addChannel(page: Page, name: string, running: boolean): Promise<number> {
  const response = await page.request.post('/api/v1/youtube-channels', {
    headers: SAME_ORIGIN,
    data: { name, url: 'https://www.youtube.com/@promoterportal', description: '', is_running: running },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const channelRows = (page: Page) =>
  page
    .getByRole('table', { name: 'YouTube Channels' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test.describe('list history and deletes', () => {
  test('Back after a filter change restores the list before it; a search typed in two goes is one step', async ({
    page,
  }) => {
    const token = uniqueToken('Hist');
    await loginAsRoot(page);
    await addChannel(page, `${token} Running`, true);
    await addChannel(page, `${token} Stopped`, false);
    await page.goto(PATH);
    await expect(page.getByRole('heading', { name: 'YouTube Channels', level: 1 })).toBeVisible();

    // A search refined while typing: the first part, then the whole token.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(token.slice(0, 6));
    await expect(page).toHaveURL(new RegExp(`search=${token.slice(0, 6)}(&|$)`));
    await search.fill(token);
    await expect(page).toHaveURL(new RegExp(`search=${token}(&|$)`));
    await expect(channelRows(page)).toHaveCount(2);

    // A filter change: only the stopped channel.
    await page.getByLabel('Status').selectOption({ label: 'Stopped' });
    await expect(page).toHaveURL(/filter=/);
    await expect(channelRows(page)).toHaveCount(1);
    await expect(channelRows(page)).toContainText(`${token} Stopped`);

    // Back: the list as it was before the filter, search kept, both channels again.
    await page.goBack();
    await expect(page).not.toHaveURL(/filter=/);
    await expect(page).toHaveURL(new RegExp(`search=${token}(&|$)`));
    await expect(page.getByLabel('Status')).toHaveValue('');
    await expect(search).toHaveValue(token);
    await expect(channelRows(page)).toHaveCount(2);

    // Back again: the search was one step, however it was refined; the list is where it began.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(search).toHaveValue('');

    // Forward twice: the search, then the filter again.
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`search=${token}(&|$)`));
    await page.goForward();
    await expect(page).toHaveURL(/filter=/);
    await expect(channelRows(page)).toHaveCount(1);
  });

  test("deleting a YouTube channel shows 'Deleted!', not 'Updated Successfull', and the channel is gone", async ({
    page,
  }) => {
    const toasts = await watchToasts(page);
    const name = uniqueToken('Gone');
    await loginAsRoot(page);
    const id = await addChannel(page, name, true);
    await page.goto(`${PATH}?search=${name}`);
    await expect(channelRows(page)).toHaveCount(1);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: MSG.confirmTitle });
    await expect(confirm).toContainText("You won't be able to revert this!");
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();

    const deleted = page.getByRole('alertdialog', { name: 'Deleted!' });
    await expect(deleted).toBeVisible();
    await expect(deleted).toContainText('The channel has been deleted.');
    const list = await page.request.get(`/api/v1/youtube-channels?search=${name}`);
    expect(((await list.json()) as { data: { id: number }[] }).data.map((row) => row.id)).not.toContain(id);
    expect(await toasts()).not.toContain(MSG.updated);

    await deleted.getByRole('button', { name: 'OK' }).click();
    await expect(deleted).toBeHidden();
    await expect(page.getByRole('table', { name: 'YouTube Channels' }).getByText('No Data')).toBeVisible();
  });
});
