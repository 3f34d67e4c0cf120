import type { APIRequestContext, Page } from '@playwright/test';
import {
  createAdminViaApi,
  loginAsRoot,
  loginViaApi,
  registerUserViaApi,
  rootPromoterCode,
  uniqueToken,
} from '../../support/fixtures';
import { expect, test } from '../../support/gates';

const SETTINGS_PATH = '/portal/admin/referral-settings';

interface SettingsJson {
  version: number;
  levels: { level: number; base: number; cap: number; sets_per_session: number }[];
  scratch_ranges: { level: number; from: number; to: number | null; amount: number; message: string }[];
  withdrawal: { wallet_type: number; min_amount: number; cooldown_days: number }[];
  training_pass_percent: number;
  training_gate: boolean;
}

async function settingsOf(root: APIRequestContext): Promise<SettingsJson> {
  const response = await root.get('/api/v1/programme-settings');
  expect(response.status()).toBe(200);
  return response.json();
}

function section(page: Page, title: string) {
  return page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: `Save ${title.toLowerCase()}` }) });
}

// Settings are global: these tests change them and put them back, one after the other.
test.describe.configure({ mode: 'serial' });

test.describe('Promotion Settings', () => {
  test('the super admin edits a level: a cap below the base is refused on its field, then a valid save makes a new version', async ({
    page,
    programme,
    gates,
  }) => {
    test.slow(); // it may wait for another worker's test to give the gates back
    // Held for this test alone: other workers' tests change the gates, and each change is a new
    // settings version (docs/decisions/085-browser-tests-share-the-gates.md).
    await gates({ daily_video_gate: true, training_gate: true });
    const before = await settingsOf(programme.root);
    const level1 = before.levels.find((row) => row.level === 1)!;
    await loginAsRoot(page, SETTINGS_PATH);
    await expect(page.getByRole('heading', { name: 'Promotion Settings', level: 1 })).toBeVisible();
    const earning = section(page, 'Earning');
    const cap = earning.getByRole('group', { name: 'Promoter Level 1', exact: true }).getByLabel('Cap (₹)');
    await cap.fill(String(level1.base - 1));
    await earning.getByRole('button', { name: 'Save earning' }).click();
    await expect(earning.getByText('The cap must not be below the base')).toBeVisible();
    expect((await settingsOf(programme.root)).version).toBe(before.version);

    // Back to the saved cap: the save makes a new version with the same values, so tests running
    // meanwhile see no change in what anyone earns.
    await cap.fill(String(level1.cap));
    await earning.getByRole('button', { name: 'Save earning' }).click();
    await expect(page.getByText('Updated Successfull')).toBeVisible();
    const after = await settingsOf(programme.root);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.levels).toEqual(before.levels);
  });

  test('overlapping scratch ranges are refused on the range; the training pass mark saves and the gates show as saved', async ({
    page,
    programme,
    gates,
  }) => {
    test.slow(); // it may wait for another worker's test to give the gates back
    // The gates are global: held for this test alone, one of them off, so the screen must show
    // what was saved rather than the default (docs/decisions/085-browser-tests-share-the-gates.md).
    await gates({ daily_video_gate: true, training_gate: false });
    const before = await settingsOf(programme.root);
    await loginAsRoot(page, SETTINGS_PATH);
    const scratch = section(page, 'Scratch cards');
    await scratch.getByRole('button', { name: 'Add a range' }).click();
    const added = scratch.getByRole('group', { name: `Range ${before.scratch_ranges.length + 1}` });
    await added.getByLabel('Level').fill(String(before.scratch_ranges[0]!.level));
    await added.getByLabel('From').fill(String(before.scratch_ranges[0]!.from));
    await added.getByLabel('Amount (₹)').fill('5');
    await scratch.getByRole('button', { name: 'Save scratch cards' }).click();
    await expect(added.getByText(/overlaps another range/)).toBeVisible();
    expect((await settingsOf(programme.root)).scratch_ranges).toEqual(before.scratch_ranges);

    const rules = section(page, 'PINs and learning');
    await rules.getByLabel('Training pass mark (%)').fill('60');
    const shownGates = section(page, 'Before promotion videos');
    await expect(shownGates.getByLabel(/7-day training must be complete/)).not.toBeChecked();
    await expect(shownGates.getByLabel(/daily video/i)).toBeChecked();
    await rules.getByRole('button', { name: 'Save pins and learning' }).click();
    await expect(page.getByText('Updated Successfull')).toBeVisible();
    const after = await settingsOf(programme.root);
    expect(after.training_pass_percent).toBe(60);
    // Saving another section leaves the gates as they were.
    expect(after.training_gate).toBe(false);

    const restore = await programme.root.put('/api/v1/programme-settings', {
      data: { training_pass_percent: before.training_pass_percent },
    });
    expect(restore.status(), await restore.text()).toBe(200);
  });

  test('the minimum age saved in Registration is what the welcome page names and the registration form checks', async ({
    page,
    browser,
    programme,
  }) => {
    // Older than 30: every other test's promoters are born in 1992 or before.
    await loginAsRoot(page, SETTINGS_PATH);
    const registration = section(page, 'Registration');
    const minimumAge = registration.getByLabel('Minimum age to register (years)');
    await expect(minimumAge).toHaveValue('18');
    await minimumAge.fill('17');
    await registration.getByRole('button', { name: 'Save registration' }).click();
    await expect(registration.getByText('Minimum age must be at least 18')).toBeVisible();
    await minimumAge.fill('30');
    await registration.getByRole('button', { name: 'Save registration' }).click();
    await expect(page.getByText('Updated Successfull')).toBeVisible();
    try {
      expect(await (await programme.root.get('/api/v1/public-settings')).json()).toMatchObject({
        minimum_age: 30,
      });
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto('/');
      await expect(visitor.locator('#join')).toContainText('You need to be at least 30.');
      await visitor.goto(`/register?promoter_code=${await rootPromoterCode(programme.root)}`);
      const year = new Date().getFullYear() - 25;
      const dob = visitor.getByLabel('Date of Birth');
      await dob.fill(`01-01-${year}`);
      await dob.blur();
      await expect(visitor.getByText('You must be at least 30 years old')).toBeVisible();
      await visitor.context().close();
    } finally {
      const restore = await programme.root.put('/api/v1/programme-settings', { data: { minimum_age: 18 } });
      expect(restore.status(), await restore.text()).toBe(200);
    }
  });

  test('the grievance officer saved in Settings is named, with a call and a mail link, in the public footer and on Contact Us', async ({
    page,
    browser,
    programme,
    request,
  }) => {
    // A name no other test's page holds: the notice shows only while this test has one saved.
    const name = `Officer ${uniqueToken('Meena')}`;
    const phone = '9876501234';
    const email = 'grievance.officer@example.com';
    await loginAsRoot(page, SETTINGS_PATH);
    const officer = section(page, 'Grievance officer');
    try {
      await officer.getByLabel('Name').fill(name);
      await officer.getByLabel('Mobile number').fill('12345');
      await officer.getByLabel('Email').fill(email);
      await officer.getByRole('button', { name: 'Save grievance officer' }).click();
      await expect(officer.getByText('Enter a valid 10-digit mobile number')).toBeVisible();
      await officer.getByLabel('Mobile number').fill(phone);
      await officer.getByRole('button', { name: 'Save grievance officer' }).click();
      await expect(page.getByText('Updated Successfull')).toBeVisible();
      expect((await (await programme.root.get('/api/v1/public-settings')).json()).grievance_officer).toEqual({
        name,
        phone,
        email,
      });

      const visitorContext = await browser.newContext();
      const visitor = await visitorContext.newPage();
      await visitor.goto('/');
      const footer = visitor.getByRole('contentinfo');
      await expect(footer).toContainText(`Grievance officer: ${name}`);
      await expect(footer.getByRole('link', { name: `+91 ${phone}` })).toHaveAttribute(
        'href',
        `tel:+91${phone}`,
      );
      await expect(footer.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
      await visitorContext.close();

      const promoter = await registerUserViaApi(request);
      const promoterContext = await browser.newContext();
      const promoterPage = await promoterContext.newPage();
      await loginViaApi(promoterPage, promoter.username, promoter.password, '/portal/user/contact-us');
      await expect(promoterPage.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
      const notice = promoterPage.getByRole('main').getByText(`Grievance officer: ${name}`);
      await expect(notice).toBeVisible();
      await expect(promoterPage.getByRole('link', { name: `+91 ${phone}` })).toHaveAttribute(
        'href',
        `tel:+91${phone}`,
      );
      await expect(promoterPage.getByRole('link', { name: email })).toHaveAttribute(
        'href',
        `mailto:${email}`,
      );
      await promoterContext.close();
    } finally {
      const restore = await programme.root.put('/api/v1/programme-settings', {
        data: { grievance_officer: { name: '', phone: '', email: '' } },
      });
      expect(restore.status(), await restore.text()).toBe(200);
    }
  });

  test('an admin reads the settings but cannot change them', async ({ page, programme }) => {
    const { username, password } = await createAdminViaApi(programme.root, 'set');
    await loginViaApi(page, username, password, SETTINGS_PATH);
    await expect(page.getByText('Only the super admin can change them.')).toBeVisible();
    await expect(page.getByLabel('Grow share (%)')).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Save / })).toHaveCount(0);
  });
});
