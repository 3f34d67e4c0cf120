import { PATHS } from '../support/constants';
import { loginViaApi, ok, toast } from '../support/fixtures';
import { expect, FIRST_SCREEN, STATUS, test } from '../support/money';
import {
  bell,
  bellCount,
  completeWithReference,
  eventRow,
  expectBellCount,
  newPayoutReference,
  notificationPanel,
  notificationSettings,
  notificationSettingsOf,
  notificationsOf,
  offerChannels,
  pushDevice,
  standInPushService,
  subscribedWith,
} from '../support/notifications';

// A promoter learns what happened without opening the screens it happened on (issue 20, point 1;
// docs/decisions/183-notifications-outbox.md): the bell in the header counts what is unread, the
// list opens each entry's screen, and Profile Settings chooses the channels. Each test makes its
// own promoter and withdrawal.

const WITHDRAW_REQUESTS_PATH = '/portal/user/withdraw-requests';

test('completing a withdrawal as admin makes the bell count go up for the promoter with the reference; marking read clears it', async ({
  page,
  money,
}) => {
  const { promoter, request } = await money.pendingRequest(150);
  await loginViaApi(page, promoter.username, promoter.registration.password, PATHS.userDashboard);
  await expect(bell(page)).toBeVisible(FIRST_SCREEN);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(bellCount(page)).toHaveCount(0);

  const reference = newPayoutReference();
  await completeWithReference(money.root, request.id, reference);
  // The open page learns it when it next asks: brought to the front, as a promoter switching back.
  await expectBellCount(page, 1);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

  await bell(page).click();
  const panel = notificationPanel(page);
  await expect(panel.getByText('1 unread', { exact: true })).toBeVisible();
  const entry = panel.getByRole('link').filter({ hasText: 'Your withdrawal is paid' });
  await expect(entry).toContainText(`Reference: ${reference}`);
  await expect(entry).toHaveAttribute('data-unread', 'true');
  await expect(entry).toHaveAttribute('href', WITHDRAW_REQUESTS_PATH);

  // Following it opens Withdraw Requests and marks it read.
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`${WITHDRAW_REQUESTS_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw Requests' })).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(bellCount(page)).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  await expect.poll(async () => (await notificationsOf(promoter.api)).unread).toBe(0);
  const { data } = await notificationsOf(promoter.api);
  const completed = data.find((row) => row.event === 'withdrawal_completed');
  expect(completed?.body).toContain(reference);
  expect(completed?.read_at).not.toBeNull();

  // Read stays read: a new page load counts nothing, and the entry shows read.
  await page.reload();
  await expect(bell(page)).toBeVisible(FIRST_SCREEN);
  await bell(page).click();
  await expect(panel.getByRole('link').filter({ hasText: reference })).not.toHaveAttribute('data-unread');
  await expect(bellCount(page)).toHaveCount(0);
});

test('a screen opened by pressing a push notification marks its entry read and drops the entry from its address', async ({
  page,
  money,
}) => {
  const { promoter, request } = await money.pendingRequest(150);
  const reference = newPayoutReference();
  await completeWithReference(money.root, request.id, reference);
  const { data, unread } = await notificationsOf(promoter.api);
  expect(unread).toBe(1);
  const completed = data.find((row) => row.event === 'withdrawal_completed');
  expect(completed?.read_at).toBeNull();

  // What the service worker opens when the notification is pressed (public/push-handler.js).
  await loginViaApi(
    page,
    promoter.username,
    promoter.registration.password,
    `${WITHDRAW_REQUESTS_PATH}?notification=${completed!.id}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw Requests' })).toBeVisible(FIRST_SCREEN);
  await expect(page).toHaveURL(new RegExp(`${WITHDRAW_REQUESTS_PATH}$`));
  await expect.poll(async () => (await notificationsOf(promoter.api)).unread).toBe(0);
  const after = (await notificationsOf(promoter.api)).data.find((row) => row.id === completed!.id);
  expect(after?.read_at).not.toBeNull();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(bellCount(page)).toHaveCount(0);
});

test('Mark all read clears every entry of the list and the count', async ({ page, money }) => {
  const { promoter, request } = await money.pendingRequest(150);
  await money.setStatus(request.id, STATUS.processing);
  const reference = newPayoutReference();
  await completeWithReference(money.root, request.id, reference);

  await loginViaApi(page, promoter.username, promoter.registration.password, PATHS.userDashboard);
  await expect(bellCount(page)).toHaveText('2', FIRST_SCREEN);
  // The count is asked for only once the page has loaded, after the screen's own requests
  // (bench/results/2026-11-27-lighthouse-pwa.md).
  const timing = await page.evaluate(() => ({
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    asked: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/api/v1/notifications')
      .map((entry) => entry.startTime),
  }));
  expect(timing.loaded).toBeGreaterThan(0);
  expect(timing.asked.length).toBeGreaterThan(0);
  expect(Math.min(...timing.asked)).toBeGreaterThanOrEqual(timing.loaded);
  await bell(page).click();
  const panel = notificationPanel(page);
  const entries = panel.getByRole('listitem');
  // Newest first: paid, then being paid.
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Your withdrawal is paid');
  await expect(entries.nth(1)).toContainText('Your withdrawal is being paid');
  await expect(panel.locator('[data-unread]')).toHaveCount(2);

  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(panel.locator('[data-unread]')).toHaveCount(0);
  await expect(panel.getByText('All read', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  await expect(bellCount(page)).toHaveCount(0);
  const after = await notificationsOf(promoter.api);
  expect(after.unread).toBe(0);
  expect(after.data.every((row) => row.read_at !== null)).toBe(true);

  // Escape closes the list and gives the focus back to the bell.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();
});

test('a promoter turns on email for an event with the address to send it to, and it stays on', async ({
  page,
  money,
}) => {
  const promoter = await money.promoter({ bank: null });
  const before = await notificationSettingsOf(promoter.api);
  await loginViaApi(page, promoter.username, promoter.registration.password, PATHS.userProfile);
  const section = notificationSettings(page);
  await expect(section.getByRole('heading', { name: 'Notifications' })).toBeVisible(FIRST_SCREEN);
  const paid = eventRow(page, 'My withdrawal is paid');

  // A portal without an SMTP server or a gateway shows those channels and cannot choose them.
  for (const [channel, name] of [
    ['sms', 'SMS'],
    ['whatsapp', 'WhatsApp'],
    ['email', 'Email'],
  ] as const) {
    if (before.available_channels.includes(channel)) continue;
    await expect(paid.getByRole('checkbox', { name, exact: true })).toBeDisabled();
    await expect(section.getByText(`${name} is not set up on this portal yet.`)).toBeVisible();
  }
  await expect(paid.getByRole('checkbox', { name: 'In the portal' })).toBeChecked();
  await offerChannels(page, ['sms', 'whatsapp', 'email']);
  await page.reload();
  // SMS and WhatsApp name the mobile they go to.
  await expect(
    section.getByText(`SMS and WhatsApp messages go to your mobile number, ${before.mobile}.`),
  ).toBeVisible(FIRST_SCREEN);
  // Email is on for a withdrawal by default, but goes nowhere until there is an address.
  await expect(paid.getByRole('checkbox', { name: 'Email' })).toBeChecked(FIRST_SCREEN);
  await expect(section.getByText('Add an email address to get the emails you chose.')).toBeVisible();

  // Today's video is told only to those who ask; this promoter asks for it by email.
  const video = eventRow(page, "Today's daily video is up");
  const email = video.getByRole('checkbox', { name: 'Email' });
  await expect(email).toBeEnabled();
  await expect(email).not.toBeChecked();
  await email.check();

  // A malformed address is refused under the field, by the shared schema.
  const address = section.getByLabel('Email for notifications');
  await address.fill('kavya.raman@');
  await section.getByRole('button', { name: 'Update notifications' }).click();
  await expect(section.getByText('Enter a valid email address')).toBeVisible();
  await expect(address).toBeFocused();

  const mailbox = `${promoter.username}@example.in`;
  await address.fill(mailbox);
  await expect(section.getByText('Add an email address to get the emails you chose.')).toBeHidden();
  await section.getByRole('button', { name: 'Update notifications' }).click();
  await expect(toast(page, 'Updated Successfull')).toBeVisible();

  const saved = await notificationSettingsOf(promoter.api);
  expect(saved.email).toBe(mailbox);
  expect(saved.preferences.daily_video).toEqual({ ...before.preferences.daily_video, email: true });
  // Nothing else changed.
  expect({ ...saved.preferences, daily_video: before.preferences.daily_video }).toEqual(before.preferences);

  await page.reload();
  const videoAgain = eventRow(page, "Today's daily video is up");
  await expect(videoAgain.getByRole('checkbox', { name: 'Email' })).toBeChecked(FIRST_SCREEN);
  await expect(videoAgain.getByRole('checkbox', { name: 'Push' })).not.toBeChecked();
  await expect(notificationSettings(page).getByLabel('Email for notifications')).toHaveValue(mailbox);
});

test.describe(() => {
  // Push needs the service worker, which the rest of the suite blocks (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test("push on this device: the browser's refusal is told, and a push service's subscription is kept and forgotten", async ({
    page,
    money,
  }) => {
    const promoter = await money.promoter({ bank: null });
    await loginViaApi(page, promoter.username, promoter.registration.password, PATHS.userProfile);
    const device = pushDevice(page);
    const turnOn = device.getByRole('button', { name: 'Turn on notifications on this device' });
    await expect(turnOn).toBeEnabled(FIRST_SCREEN);
    await expect(device).toContainText('No device of yours gets push notifications yet.');

    // Permission not given: the browser's settings are named.
    await turnOn.click();
    await expect(device.getByRole('alert')).toHaveText(
      "Notifications are blocked for this portal in your browser's settings. Allow them there, then try again.",
    );

    // Given, headless Chromium still has no push service (a browser context is incognito to it, and
    // there is no internet here): subscribing fails, and says so.
    await page.context().grantPermissions(['notifications']);
    await turnOn.click();
    await expect(device.getByRole('alert')).toHaveText(
      'Your browser could not turn on notifications. Try again later, or use another browser.',
    );
    expect((await notificationSettingsOf(promoter.api)).push_subscriptions).toBe(0);

    // With a push service standing in for the browser's, the subscription reaches the server.
    const { public_key } = await ok<{ public_key: string }>(
      await promoter.api.get('/api/v1/push/public-key'),
    );
    await standInPushService(page);
    await page.reload();
    await expect(turnOn).toBeEnabled(FIRST_SCREEN);
    await turnOn.click();
    await expect(device.getByText('Notifications are on for this device.')).toBeVisible();
    await expect(device).toContainText('1 device of yours gets push notifications.');
    await expect(device.getByRole('alert')).toHaveCount(0);
    // Subscribed with the portal's VAPID key, for messages the user sees.
    expect(await subscribedWith(page)).toEqual({ userVisibleOnly: true, key: public_key });
    expect((await notificationSettingsOf(promoter.api)).push_subscriptions).toBe(1);

    await device.getByRole('button', { name: 'Turn off notifications on this device' }).click();
    await expect(device.getByRole('button', { name: 'Turn on notifications on this device' })).toBeEnabled();
    await expect(device).toContainText('No device of yours gets push notifications yet.');
    expect((await notificationSettingsOf(promoter.api)).push_subscriptions).toBe(0);
  });
});
