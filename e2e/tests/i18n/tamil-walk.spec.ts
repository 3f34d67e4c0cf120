import type { Page } from '@playwright/test';
import { loadMessageCatalogue } from '@portal/shared';
import { ROOT_USERNAME } from '../../support/constants';
import {
  apiLogin,
  createAdminViaApi,
  newRegistration,
  ok,
  rootPromoterCode,
  SAME_ORIGIN,
} from '../../support/fixtures';
import { test } from '../../support/gates';
import { latinTextWalk, textsIn } from '../../support/language-walk';
import {
  ensureTodaysDailyVideo,
  ensureTodaysPromotionVideos,
  ensureTrainingDayOne,
  playToTheEnd,
} from '../../support/learning';
import { expect } from '../../support/programme';

// Issue 16: a promoter who reads Tamil meets no English sentence on any screen, nor does an admin
// who chose Tamil, nor a visitor whose browser asks for Hindi. Each screen is checked for Latin
// letters outside data (docs/decisions/148-latin-text-walk.md); one run lists every screen that
// still shows some.

const ta = textsIn('ta');

/**
 * Answers the open quiz (the first choice of each question) and finishes it. Finish is the last
 * click: after it the quiz stays on screen while it is graded, so the loop must not look at it
 * again (it once waited for a question that the result had replaced).
 */
async function answerQuiz(page: Page) {
  const quiz = page.getByRole('region', { name: ta('Quiz') });
  const finish = quiz.getByRole('button', { name: ta('Finish') });
  for (let question = 0; question < 4; question++) {
    await quiz.getByRole('radio').first().check();
    if (await finish.isVisible()) return finish.click();
    await quiz.getByRole('button', { name: ta('Next question') }).click();
  }
  throw new Error('the quiz had no Finish within 4 questions');
}

test.describe('the portal in Tamil, screen by screen', () => {
  // A control the walk cannot find fails in seconds, not at the end of the test's time.
  test.use({ actionTimeout: 30_000 });

  test('a promoter registered with Tamil as mother tongue meets no Latin text outside data on any user screen', async ({
    page,
    programme,
    gates,
  }, testInfo) => {
    test.setTimeout(480_000); // some twenty screens, and a video played to its end
    const { root } = programme;
    await programme.ensurePaymentDetails();
    await ensureTodaysDailyVideo(root);
    await ensureTrainingDayOne(root);
    await ensureTodaysPromotionVideos(root);
    const channel = `பயிற்சி சேனல் ${Date.now()}`;
    await ok(
      await root.post('/api/v1/youtube-channels', {
        data: {
          name: channel,
          url: 'https://www.youtube.com/@promoterportal',
          description: 'வாராந்திர பயிற்சி',
          is_running: true,
        },
      }),
      201,
    );

    // The promoter: Tamil mother tongue, a level-0 PIN approved (activated below on screen), money
    // in two wallets, saved bank details and a refused Cash withdrawal.
    const promoter = await programme.member({ registration: { language: 'Tamil' } });
    const { pin } = await programme.approved(promoter, 0);
    for (const [wallet, amount] of [
      [1, 500],
      [2, 300],
    ] as const)
      await ok(
        await root.post('/api/v1/wallet-adjustments', {
          data: { user_id: promoter.id, wallet_type: wallet, amount, reason: 'Browser test funds' },
        }),
        201,
      );
    const bank = {
      account_holder: 'Kavya Raman',
      acc_no: `5${Date.now() % 10 ** 11}`.padEnd(12, '0'),
      ifsc_code: 'SBIN0001234',
      bank_name: 'State Bank of India',
      branch_name: 'Mysore Main',
    };
    await ok(await promoter.api.post('/api/v1/user-bank-detail/upsert', { data: bank }));
    const refused = await ok<{ id: number }>(
      await promoter.api.post('/api/v1/withdraws', { data: { wallet_type: 1, amount: 200 } }),
      201,
    );
    await ok(
      await root.post('/api/v1/withdraw-status-update', {
        data: { id: refused.id, status: 3, reason: 'கணக்கு விவரம் பொருந்தவில்லை' },
      }),
    );

    // Data the test itself put on the screens, Latin by nature (docs/decisions/148-latin-text-walk.md).
    const { registration } = promoter;
    const walk = latinTextWalk(page, testInfo, {
      data: [
        promoter.username,
        promoter.promoterCode,
        registration.first_name,
        registration.last_name,
        registration.city,
        registration.district,
        registration.state,
        ...Object.values(bank),
        'Browser test funds', // the reason the super admin typed for the credits
        'Message of the day',
        'Welcome to the programme',
        /Promotion \d\/\d/,
      ],
    });

    // Registered with Tamil, the account starts in Tamil (docs/product/languages.md).
    const me = await ok<{ ui_language: string }>(await promoter.api.get('/api/v1/auth-user'));
    expect(me.ui_language).toBe('ta');
    await ok(await apiLogin(page.request, promoter.username, registration.password));
    await page.goto('/portal/user/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await walk.check('Dashboard (Trainee)');
    // The account's language, not the browser's: a reload keeps it (the browser asks for English).
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    // Promotion Videos without a level: the warning page, the server's reason in Tamil
    // (docs/decisions/154-success-answers-and-blocked-pages-by-code.md).
    const tamil = await loadMessageCatalogue('ta');
    await page.goto('/portal/user/promotion-videos');
    await expect(
      page.getByRole('alert').filter({ hasText: tamil['earning.blocked_no_level'] }),
    ).toBeVisible();
    await walk.check('Promotion Videos (no level)');

    // My Pins: the approved request, its Activate PIN dialog, activated on screen; then the Request
    // a PIN dialog for the next level.
    await page.goto('/portal/user/pin-requests');
    await walk.check('My Pins (approved)');
    await page.getByRole('button', { name: ta('Activate PIN') }).click();
    const activate = page.getByRole('dialog');
    await expect(activate).toBeVisible();
    await walk.check('My Pins: Activate PIN dialog');
    await activate.getByLabel(ta('PIN')).fill(pin);
    await activate.getByRole('radio', { name: ta('Courier', { start: true }) }).check();
    await activate.getByLabel(ta('Address')).fill('12 MG Road, Mysore 570001');
    await activate.getByRole('button', { name: ta('Activate') }).click();
    await expect(activate).toBeHidden();
    await expect.poll(() => programme.level(promoter)).toBe(0);
    await walk.check('My Pins (activated)', { data: ['12 MG Road, Mysore 570001'] });
    await page.getByRole('button', { name: ta('Request a level') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await walk.check('My Pins: Request a PIN dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // A referral who activates the same level: My Promoters lists them, and a scratch card waits.
    const referral = await programme.member({ sponsor: promoter });
    await programme.promote(referral, 0);
    const withReferral = [referral.username, referral.promoterCode];
    await page.goto('/portal/user/referrals');
    await walk.check('My Promoters', { data: withReferral });
    await page.goto('/portal/user/referrals/tree');
    await walk.check('My Promoters: referral tree', { data: withReferral });
    await page.goto('/portal/user/scratch-card');
    await walk.check('Scratch Card (waiting)', { data: withReferral });
    await page
      .getByRole('button', { name: ta('Reveal') })
      .first()
      .click();
    await expect(page.getByRole('button', { name: ta('Reveal') })).toHaveCount(0);
    await walk.check('Scratch Card (scratched)', { data: withReferral });

    await page.goto('/portal/user/dashboard');
    await walk.check('Dashboard (Promoter)', { data: withReferral });
    await page.goto('/portal/user/daily-video-watch');
    await walk.check('Daily Videos');
    await page.goto('/portal/user/training-program');
    await walk.check('Training Videos');

    // Promotion videos: watched, a quiz answered, its result (at level 1, as the earning tests).
    await programme.promote(promoter, 1);
    // With a level but without the 7-day training: the training warning page.
    await gates({ daily_video_gate: false, training_gate: true });
    await page.goto('/portal/user/promotion-videos');
    await expect(
      page.getByRole('alert').filter({ hasText: tamil['earning.blocked_training'] }),
    ).toBeVisible();
    await walk.check('Promotion Videos (training first)');
    await gates({ daily_video_gate: false, training_gate: false });
    await page.goto('/portal/user/promotion-videos');
    await walk.check('Promotion Videos');
    await playToTheEnd(page);
    await walk.check('Promotion Videos (watched)');
    await page.getByRole('button', { name: ta('Start the quiz') }).click();
    await expect(page.getByRole('region', { name: ta('Quiz') })).toBeVisible();
    await walk.check('Promotion Videos: quiz');
    await answerQuiz(page);
    await expect(page.getByRole('button', { name: ta('Retry this set') })).toBeVisible({ timeout: 40_000 });
    await walk.check('Promotion Videos: quiz result');

    await page.goto('/portal/user/earnings-history');
    await walk.check('Earnings History', { data: withReferral });

    // Withdraw Requests: the refused request with its reason, and the request dialog.
    await page.goto('/portal/user/withdraw-requests');
    await walk.check('Withdraw Requests (a refused request)');
    await page.getByRole('button', { name: ta('Withdraw from the Scratch Wallet') }).click();
    const request = page.getByRole('dialog');
    await expect(request).toBeVisible();
    await walk.check('Withdraw Requests: request dialog');
    await page.keyboard.press('Escape');
    await expect(request).toBeHidden();

    await page.goto(`/portal/user/youtube-channels?search=${encodeURIComponent(channel)}`);
    await walk.check('YouTube Channels');
    await page.goto('/portal/user/contact-us');
    await walk.check('Contact Us');
    await page.getByRole('button', { name: ta('Send message') }).click();
    await walk.check('Contact Us (the form refused)');
    await page.goto('/portal/user/profile-settings');
    await walk.check('Profile (personal and bank details)');

    console.log(await walk.summary());
  });

  test('an admin who chose Tamil meets no Latin text outside data on one screen of each module', async ({
    page,
    programme,
  }, testInfo) => {
    test.setTimeout(300_000); // thirteen screens and the user dialog
    // An admin of the test's own: the super admin's language is every other test's too.
    const admin = await createAdminViaApi(programme.root, 'walk');
    await ok(await apiLogin(page.request, admin.username, admin.password));
    await ok(
      await page.request.put('/api/v1/ui-language', { data: { language: 'ta' }, headers: SAME_ORIGIN }),
    );
    expect((await ok<{ ui_language: string }>(await page.request.get('/api/v1/auth-user'))).ui_language).toBe(
      'ta',
    );
    const walk = latinTextWalk(page, testInfo, {
      data: [
        admin.username,
        admin.promoter_code,
        admin.first_name,
        admin.last_name,
        // Other tests' accounts on the dashboard's recent sign-ups: the e2e registration's values.
        /\bkavya_\d+\b/,
        newRegistration('').state,
        ROOT_USERNAME,
        'Message of the day',
        'Welcome to the programme',
        /Promotion \d\/\d/,
      ],
    });
    // One screen of each module, each list searched for rows this walk knows (its own admin, the
    // videos it made), so other tests' rows, data of their own, stay off it.
    await ensureTodaysDailyVideo(programme.root);
    await ensureTrainingDayOne(programme.root);
    await ensureTodaysPromotionVideos(programme.root);
    const screens: [string, string?][] = [
      ['/portal/admin/dashboard'],
      ['/portal/admin/daily-videos', 'Message of the day'],
      ['/portal/admin/training-videos', 'Welcome to the programme'],
      ['/portal/admin/promotion-videos', 'Promotion 1/1'],
      ['/portal/admin/youtube-channels', admin.username],
      ['/portal/admin/users', admin.username],
      ['/portal/admin/withdraw-request', admin.username],
      ['/portal/admin/pin-requests', admin.username],
      ['/portal/admin/referral-settings'],
      ['/portal/admin/quiz-attempts', admin.username],
      ['/portal/admin/contact-messages', admin.username],
      [`/portal/admin/users/tree?id=${admin.id}`],
      ['/portal/admin/profile-settings'],
    ];
    for (const [path, search] of screens) {
      await page.goto(search ? `${path}?search=${encodeURIComponent(search)}` : path);
      await walk.check(search ? `${path} (searched)` : path);
    }

    // The user dialog and its edit form, for a promoter of the walk's own: the state and district
    // lists' names are data (docs/decisions/151-place-names-and-badges.md), their labels, first
    // options and the form's messages are not. The promoter's names, places and codes are marked
    // where they are drawn, so the walk names only their username (its search below).
    const member = await programme.member({ registration: { language: 'Tamil' } });
    await page.goto(`/portal/admin/users?search=${encodeURIComponent(member.username)}`);
    await page.getByRole('button', { name: new RegExp(`${member.username}$`) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`@${member.username}`)).toBeVisible();
    // The mother tongue is named in Tamil, as the form's list names it.
    await expect(dialog.getByText('தமிழ்', { exact: true })).toBeVisible();
    await walk.check('Users: user dialog', { data: [member.username] });
    await dialog.getByRole('button', { name: ta('Edit') }).click();
    const state = dialog.getByLabel(ta('State'));
    const district = dialog.getByLabel(ta('District'));
    await expect(state).toHaveValue(member.registration.state);
    await expect(district).toHaveValue(member.registration.district);
    await walk.check('Users: user dialog, edit form', { data: [member.username] });
    // No state chosen: the district waits for one, and saving names both in Tamil.
    await state.selectOption({ value: '' });
    await expect(district).toBeDisabled();
    await expect(district).toHaveAccessibleDescription(ta('Choose a state first'));
    await dialog.getByRole('button', { name: ta('Save changes') }).click();
    await expect(state).toHaveAccessibleDescription('மாநிலம் அவசியம்*');
    await expect(district).toHaveAccessibleDescription('மாவட்டம் அவசியம்*');
    await walk.check('Users: user dialog, edit form refused', { data: [member.username] });
    console.log(await walk.summary());
  });
});

test.describe('the public pages in Hindi', () => {
  test.use({ locale: 'hi-IN', actionTimeout: 30_000 });

  test('a visitor whose browser asks for Hindi meets no Latin text on the welcome, login and registration pages', async ({
    page,
    programme,
  }, testInfo) => {
    test.setTimeout(120_000);
    // Registration opens from a promoter's link only: without a code it sends the visitor to the
    // login page (docs/product/screens.md, Routes).
    const code = await rootPromoterCode(programme.root);
    const walk = latinTextWalk(page, testInfo);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await walk.check('Welcome');
    await page.goto('/login');
    await walk.check('Login');
    await page.getByRole('button', { name: textsIn('hi')('Login') }).click();
    await walk.check('Login (the form refused)');
    await page.goto(`/register?promoter_code=${encodeURIComponent(code)}`);
    await expect(page).toHaveURL(/\/register\?/);
    await walk.check('Register');
    await page.getByRole('button', { name: textsIn('hi')('Register') }).click();
    await walk.check('Register (the form refused)');
    console.log(await walk.summary());
  });
});
