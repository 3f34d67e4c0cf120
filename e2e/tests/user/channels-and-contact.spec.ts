import { loginAsRoot, loginViaApi, uniqueToken } from '../../support/fixtures';
import { expect, test } from '../../support/programme';

test.describe('YouTube channels and Contact Us', () => {
  test('an admin adds a channel; users see it while it runs, with a link to YouTube, and not once stopped', async ({
    page,
    browser,
    programme,
  }) => {
    const name = uniqueToken('Channel');
    await loginAsRoot(page, '/portal/admin/youtube-channels');
    await page.getByRole('button', { name: 'Add Channel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add YouTube Channel' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('YouTube URL').fill('https://example.com/not-youtube');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(/Enter a YouTube address/)).toBeVisible();
    await dialog.getByLabel('YouTube URL').fill('https://www.youtube.com/@promoterportal');
    await dialog.getByLabel('Description').fill('Weekly training');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const member = await programme.member();
    const userContext = await browser.newContext();
    const user = await userContext.newPage();
    try {
      // Searched: the list pages, and other tests' channels may fill its first page.
      const channels = `/portal/user/youtube-channels?search=${encodeURIComponent(name)}`;
      await loginViaApi(user, member.username, member.registration.password, channels);
      const row = user
        .getByRole('table', { name: 'YouTube channels' })
        .getByRole('row')
        .filter({ hasText: name });
      await expect(row).toContainText('Weekly training');
      await expect(
        row.getByRole('link', { name: new RegExp(`^Open on YouTube ?: ${name}$`) }),
      ).toHaveAttribute('href', 'https://www.youtube.com/@promoterportal');

      // Stopped: the users' list no longer has it.
      await page.goto(`/portal/admin/youtube-channels?search=${encodeURIComponent(name)}`);
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit YouTube Channel' });
      await edit.getByLabel('Running (promoters see it)').uncheck();
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Stopped');
      await user.reload();
      await expect(user.getByRole('heading', { name: 'YouTube Channels', level: 1 })).toBeVisible();
      await expect(user.getByRole('table', { name: 'YouTube channels' }).getByText('No Data')).toBeVisible();
      await expect(user.getByText(name)).toHaveCount(0);
    } finally {
      await userContext.close();
    }
  });

  test('a user writes to the admins; a short message is refused under its field; the admin marks it read', async ({
    page,
    browser,
    programme,
  }) => {
    const member = await programme.member();
    const subject = uniqueToken('Help');
    const userContext = await browser.newContext();
    const user = await userContext.newPage();
    try {
      await loginViaApi(user, member.username, member.registration.password, '/portal/user/contact-us');
      await user.getByLabel('Subject').fill(subject);
      await user.getByLabel('Message').fill('Too short');
      await user.getByRole('button', { name: 'Send message' }).click();
      await expect(user.getByText('Please write at least 10 characters')).toBeVisible();
      // Each message is a ticket about something (docs/decisions/181-grievance-tickets.md).
      await expect(user.getByText('Choose what the message is about')).toBeVisible();
      await user.getByLabel('What is it about?').selectOption({ label: 'Withdrawal' });
      await user.getByLabel('Message').fill('My withdrawal has been pending for a week.');
      await user.getByRole('button', { name: 'Send message' }).click();
      await expect(user.getByText('Created Successfull')).toBeVisible();
      await expect(user.getByLabel('Subject')).toHaveValue('');
    } finally {
      await userContext.close();
    }

    await loginAsRoot(page, `/portal/admin/contact-messages?search=${encodeURIComponent(subject)}`);
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText(member.username);
    await expect(row).toContainText('My withdrawal has been pending for a week.');
    await row.getByRole('button', { name: `Mark read the message of ${member.username}` }).click();
    // The badge, once the server has marked it (not the 'Mark read' button, whose text also holds
    // the word while the request is under way).
    await expect(row.getByText('Read', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Mark read/ })).toHaveCount(0);
    const unread = await programme.root.get(
      `/api/v1/contact-messages?search=${encodeURIComponent(subject)}&search_param=${encodeURIComponent('{"unread":"true"}')}`,
    );
    expect(((await unread.json()) as { data: unknown[] }).data).toHaveLength(0);
  });
});
