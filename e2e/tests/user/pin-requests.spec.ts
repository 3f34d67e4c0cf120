import { addDays, formatDate, formatRupees, indiaDate, type PinFees, pinTermsText } from '@portal/shared';
import type { Page } from '@playwright/test';
import { MSG, PROMOTER_LEVEL_LABELS, TRAINEE_LABEL } from '../../support/constants';
import { loginViaApi, optionTexts } from '../../support/fixtures';
import { expectToastShown, watchToasts } from '../../support/money';
import {
  expect,
  figure,
  GIFT,
  PIN_STATUS,
  PINS_PATH,
  type PinRequestJson,
  test,
} from '../../support/programme';

// The server's own wording of a wrong PIN (docs/product/pins-and-levels.md).
const wrongPin = (left: number) => `Wrong PIN: ${left} tries left before activation locks for 15 minutes`;

function requestPanel(page: Page) {
  return page.getByRole('region', { name: 'Your PIN request' });
}

function requestsTable(page: Page) {
  return page.getByRole('table', { name: 'Your PIN requests' });
}

/** The user's requests as the page itself received them (the latest first). */
function pinListAnswer(page: Page): Promise<PinRequestJson[]> {
  return page
    .waitForResponse(
      (response) => response.url().includes('/api/v1/user-promoters/list') && response.status() === 200,
    )
    .then(async (response) => ((await response.json()) as { data: PinRequestJson[] }).data);
}

test.describe('My Pins', () => {
  test('the whole journey: request a level, read the terms and where to pay, accept, activate the PIN, and the new level shows', async ({
    page,
    programme,
  }) => {
    // A user session and four admin steps in between: more than a screen's worth of time.
    test.slow();
    const toasts = await watchToasts(page);
    const member = await programme.member();
    await programme.ensurePaymentDetails();
    await loginViaApi(page, member.username, member.registration.password, PINS_PATH);
    await expect(figure(page, 'Your level')).toHaveText(TRAINEE_LABEL);
    await expect(requestsTable(page).getByText('No Data', { exact: true })).toBeVisible();

    // A Trainee may ask for any level.
    await page.getByRole('button', { name: 'Request a level' }).click();
    const requestDialog = page.getByRole('dialog', { name: 'Request a PIN' });
    expect(await optionTexts(requestDialog.getByLabel('Level'))).toEqual(
      Object.values(PROMOTER_LEVEL_LABELS),
    );
    // The fee of the level chosen, as Promotion Settings hold it now, before anything is sent.
    const { fees } = (await (await member.api.get('/api/v1/pin-fees')).json()) as PinFees;
    const feeOf = (level: number) => fees.find((row) => row.level === level)!.fee;
    const fee = requestDialog.getByRole('status', { name: 'PIN fee' });
    await expect(fee).toHaveText(
      `Fee for ${PROMOTER_LEVEL_LABELS[0]}: ${formatRupees(feeOf(0))}, paid to the portal's account once an admin raises the terms.`,
    );
    await requestDialog.getByLabel('Level').selectOption({ label: PROMOTER_LEVEL_LABELS[1]! });
    await expect(fee).toContainText(`Fee for ${PROMOTER_LEVEL_LABELS[1]}: ${formatRupees(feeOf(1))}`);
    await requestDialog.getByRole('button', { name: 'Send request' }).click();
    await expectToastShown(toasts, MSG.created);
    await expect(requestDialog).toBeHidden();

    const panel = requestPanel(page);
    await expect(panel.getByRole('heading', { name: PROMOTER_LEVEL_LABELS[1] })).toBeVisible();
    await expect(panel).toContainText('Pending');
    await expect(panel).toContainText('Waiting for the terms');
    // One open request at a time: no second one while this one is open.
    await expect(page.getByRole('button', { name: 'Request a level' })).toBeDisabled();
    const [requested] = await programme.pinRequests(member);
    expect(requested).toMatchObject({ level: 1, status: PIN_STATUS.pending, terms_raised_at: null });
    await expect(
      requestsTable(page).getByRole('row').filter({ hasText: PROMOTER_LEVEL_LABELS[1] }),
    ).toContainText('Pending');

    // The admin raises the terms: the user sees them and where to pay, as the server answered them.
    await programme.raiseTerms(requested!.id);
    const answered = pinListAnswer(page);
    await page.reload();
    const [raised] = await answered;
    expect(raised!.terms).toBe(pinTermsText(1, raised!.fee));
    await expect(panel.getByRole('region', { name: 'Terms' })).toContainText(pinTermsText(1, raised!.fee));
    await expect(panel.getByRole('region', { name: 'Terms' })).toContainText(
      `Fee: ${formatRupees(raised!.fee)}`,
    );
    expect(raised!.terms).toContain(`fee of ${formatRupees(feeOf(1))}`);
    const payment = panel.getByRole('region', { name: 'Payment details' });
    const details = raised!.payment_details!;
    await expect(figure(payment, 'Account holder')).toHaveText(details.account_holder);
    await expect(figure(payment, 'Account number')).toHaveText(details.acc_no);
    await expect(figure(payment, 'IFSC code')).toHaveText(details.ifsc_code);
    await expect(figure(payment, 'Bank')).toHaveText(details.bank_name);
    await expect(figure(payment, 'Branch')).toHaveText(details.branch_name);
    await expect(figure(payment, 'WhatsApp number')).toHaveText(details.whatsapp_number);

    await panel.getByRole('button', { name: 'Accept terms' }).click();
    await expect(panel).toContainText(`You accepted the terms on ${formatDate(indiaDate())}`);
    expect((await programme.pinRequests(member))[0]!.terms_accepted_at).not.toBeNull();

    // The admin generates the PIN after the payment; only the admin's answer holds it.
    const pin = await programme.generatePin(requested!.id);
    await page.reload();
    await expect(panel).toContainText('Approved');
    await panel.getByRole('button', { name: 'Activate PIN' }).click();
    const activate = page.getByRole('dialog', { name: 'Activate PIN' });
    await expect(activate.getByLabel('WhatsApp number')).toHaveValue(member.registration.mobile);
    // Typed in small letters: PINs are capitals, and the form says so to the server.
    await activate.getByLabel('PIN', { exact: true }).fill(pin.toLowerCase());
    await activate.getByLabel('Courier').check();
    const address = '12 MG Road, Mysore 570001';
    await activate.getByLabel('Address', { exact: true }).fill(address);
    await activate.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect(activate).toBeHidden();

    await expect(figure(page, 'Your level')).toHaveText(PROMOTER_LEVEL_LABELS[1]!);
    await expect(panel).toContainText('Activated');
    await expect(panel).toContainText(`Gift: Courier to ${address}`);
    const [activated] = await programme.pinRequests(member);
    expect(activated).toMatchObject({
      status: PIN_STATUS.activated,
      gift_delivery: GIFT.courier,
      address,
      whatsapp: member.registration.mobile,
    });
    expect(await programme.level(member)).toBe(1);

    // Only the levels above the new one are offered now.
    await page.getByRole('button', { name: 'Request a level' }).click();
    expect(await optionTexts(requestDialog.getByLabel('Level'))).toEqual([
      PROMOTER_LEVEL_LABELS[2],
      PROMOTER_LEVEL_LABELS[3],
      PROMOTER_LEVEL_LABELS[4],
    ]);
  });

  test('a wrong PIN is refused under the PIN with the tries left; the right one activates with a pick-up date', async ({
    page,
    programme,
  }) => {
    test.slow();
    const member = await programme.member();
    const { request, pin } = await programme.approved(member, 0);
    await loginViaApi(page, member.username, member.registration.password, PINS_PATH);
    await requestPanel(page).getByRole('button', { name: 'Activate PIN' }).click();
    const activate = page.getByRole('dialog', { name: 'Activate PIN' });
    const pinBox = activate.getByLabel('PIN', { exact: true });

    // Nothing chosen yet: each missing answer is named under its field, before anything is sent.
    await activate.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect(
      activate.getByText('Enter the 8-character PIN the admin gave you', { exact: true }),
    ).toBeVisible();
    await expect(
      activate.getByText('Choose how you receive your gift: 1 Direct or 2 Courier', { exact: true }),
    ).toBeVisible();

    const wrong = pin === 'ZZZZ9999' ? 'YYYY8888' : 'ZZZZ9999';
    await pinBox.fill(wrong);
    await activate.getByLabel('Direct').check();
    const pickup = addDays(indiaDate(), 3);
    await activate.getByLabel('Pick-up date').fill(formatDate(pickup));
    await activate.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect(activate.getByText(wrongPin(4), { exact: true })).toBeVisible();
    await expect(pinBox).toHaveAccessibleDescription(wrongPin(4));
    await expect(pinBox).toBeFocused();

    // Refused: the request stays approved and the level unchanged.
    expect((await programme.pinRequests(member))[0]).toMatchObject({
      id: request.id,
      status: PIN_STATUS.approved,
    });
    expect(await programme.level(member)).toBeNull();

    await pinBox.fill(pin);
    await activate.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect(activate).toBeHidden();
    await expect(figure(page, 'Your level')).toHaveText(PROMOTER_LEVEL_LABELS[0]!);
    await expect(requestPanel(page)).toContainText(`Gift: Direct, pick-up on ${formatDate(pickup)}`);
    expect((await programme.pinRequests(member))[0]).toMatchObject({
      status: PIN_STATUS.activated,
      gift_delivery: GIFT.direct,
      pickup_date: pickup,
    });
    expect(await programme.level(member)).toBe(0);
  });

  test('a rejected request shows the reason, and a level can be asked for again', async ({
    page,
    programme,
  }) => {
    test.slow();
    const member = await programme.member();
    const request = await programme.requestLevel(member, 2);
    const reason = 'No payment reached the account';
    await programme.reject(request.id, reason);
    await loginViaApi(page, member.username, member.registration.password, PINS_PATH);

    const panel = requestPanel(page);
    await expect(panel).toContainText('Rejected');
    await expect(panel).toContainText(`Reason: ${reason}`);
    const row = requestsTable(page).getByRole('row').filter({ hasText: PROMOTER_LEVEL_LABELS[2] });
    await expect(row).toContainText('Rejected');
    await expect(row).toContainText(`Reason: ${reason}`);

    await page.getByRole('button', { name: 'Request a level' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a PIN' });
    await dialog.getByLabel('Level').selectOption({ label: PROMOTER_LEVEL_LABELS[3]! });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByRole('heading', { name: PROMOTER_LEVEL_LABELS[3] })).toBeVisible();
    await expect(panel).toContainText('Pending');
    const requests = await programme.pinRequests(member);
    expect(requests.map((row) => [row.level, row.status])).toEqual([
      [3, PIN_STATUS.pending],
      [2, PIN_STATUS.rejected],
    ]);
  });
});
