import { readFile } from 'node:fs/promises';
import { formatDate, indiaDate } from '@portal/shared';
import type { Page } from '@playwright/test';
import { firstSheetOf, holdRequests, toast, uniquePan, uniqueToken } from '../../support/fixtures';
import {
  expect,
  expectToastShown,
  openWithdrawals,
  requestRow,
  STATUS,
  test,
  WALLET,
  watchToasts,
  WITHDRAW_TEXT,
} from '../../support/money';

// The Admin Withdrawal Requests screen (docs/product/screens.md, Withdraw Request screen;
// docs/product/money.md, Withdrawals and Payouts). Each test makes its own promoters and requests
// through the API and searches the screen for them, so other tests' requests never show.

// The one mask (docs/decisions/102-one-formatter-one-mask-one-clock.md): four X and the last 4 digits.
const masked = (accNo: string) => `XXXX${accNo.slice(-4)}`;

/** The payout file's header: one file for bank accounts and UPI IDs (docs/decisions/177-upi-payout-method.md). */
const PAYOUT_HEADER =
  'Beneficiary Name,Payment Mode,Account Number (text),IFSC (text),UPI ID,Amount,Reference';

function confirmDialog(page: Page) {
  return page.getByRole('alertdialog');
}

/** The confirmation, with its title (docs/product/screens.md, Withdraw Request screen). */
async function expectConfirmation(page: Page, title: string) {
  const dialog = confirmDialog(page);
  await expect(dialog.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(dialog.getByText(WITHDRAW_TEXT.confirmText, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: WITHDRAW_TEXT.confirmYes, exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: WITHDRAW_TEXT.confirmCancel, exact: true })).toBeVisible();
  return dialog;
}

function actionButton(page: Page, username: string, action: 'Process' | 'Complete' | 'Reject') {
  return requestRow(page, username).getByRole('button', { name: `${action} ${username}`, exact: true });
}

/**
 * The 'Successfully updated' toast with its text (docs/product/screens.md, Withdraw Request screen)
 * was shown.
 */
function expectUpdatedToast(toasts: () => Promise<string[]>) {
  return expectToastShown(toasts, WITHDRAW_TEXT.updatedTitle, WITHDRAW_TEXT.updatedText);
}

test('a request shows its requester, the bank block masked to the last 4 digits, the wallet, date, status and signed amount', async ({
  page,
  money,
}) => {
  const { promoter, request } = await money.pendingRequest(150, {
    registration: { city: 'Nanjangud', district: 'Mysore', state: 'Karnataka', pin_code: '571301' },
  });
  const bank = promoter.bank!;
  // 1280 px with the sidebar open: every column fits, nothing scrolls sideways.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWithdrawals(page, promoter.username);

  await expect(page.getByRole('heading', { level: 1, name: WITHDRAW_TEXT.title, exact: true })).toBeVisible();
  await expect(page.getByText(WITHDRAW_TEXT.subtitle, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeEnabled();
  expect(await page.getByRole('columnheader').allTextContents()).toEqual([
    '#',
    '',
    'Request Details',
    'Method & Account',
    'Date',
    'Status',
    'Amount',
    'Action',
  ]);
  await expect(page.getByRole('columnheader', { name: 'Date' }).getByRole('button')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Amount' }).getByRole('button')).toBeVisible();
  await expect(page.getByText('Showing 1 to 1 of 1 results', { exact: true })).toBeVisible();
  const box = page.getByTestId('data-table-box');
  expect(await box.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  const row = requestRow(page, promoter.username);
  await expect(row).toHaveCount(1);
  const [number, , details, account, date, status, amount] = await row.getByRole('cell').allTextContents();
  expect(number).toBe('1');
  const r = promoter.registration;
  for (const value of [
    promoter.username,
    `${r.first_name} ${r.last_name}`,
    r.mobile,
    'Nanjangud',
    'Mysore',
    'Karnataka',
    '571301',
    'Promoter',
  ])
    expect(details).toContain(value);

  const bankBlock = row.getByTestId('bank-block');
  await expect(bankBlock).toContainText(bank.bank_name);
  await expect(bankBlock).toContainText(bank.account_holder);
  await expect(bankBlock).toContainText(bank.ifsc_code);
  await expect(bankBlock).toContainText(masked(bank.acc_no));
  expect(masked(bank.acc_no)).toMatch(/^X{4}\d{4}$/);
  // The whole number is nowhere on the page, only its last 4 digits.
  await expect(page.getByText(bank.acc_no.slice(0, 6))).toHaveCount(0);
  expect(account).toContain('Cash Wallet');
  expect(account).not.toContain('Shared account');

  expect(date).toBe(formatDate(request.request_at));
  expect(formatDate(request.request_at)).toBe(formatDate(indiaDate()));
  expect(status).toBe('pending');
  expect(amount).toBe('-₹150.00');
  for (const action of ['Process', 'Complete', 'Reject'] as const)
    await expect(actionButton(page, promoter.username, action)).toBeVisible();
});

test('the bank block shows only when the bank detail has an id, and an unknown status shows as pending', async ({
  page,
  money,
}) => {
  const { promoter, request } = await money.pendingRequest(120);
  // The API always answers with the saved details' id; a request whose details no longer exist,
  // and a status this screen does not know, are made by editing the answer.
  await page.route(/\/api\/v1\/withdraws\?/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const row of body.data) {
      if (row.id !== request.id) continue;
      row.bank_detail.id = null;
      row.status = 7;
    }
    await route.fulfill({ response, json: body });
  });
  await openWithdrawals(page, promoter.username);

  const row = requestRow(page, promoter.username);
  await expect(row).toContainText('No bank details on record');
  await expect(row.getByTestId('bank-block')).toHaveCount(0);
  await expect(row).not.toContainText(masked(promoter.bank!.acc_no));
  await expect(row).toContainText('Cash Wallet');
  await expect(row.getByText('pending', { exact: true })).toBeVisible();
  for (const action of ['Process', 'Complete', 'Reject'] as const)
    await expect(actionButton(page, promoter.username, action)).toBeVisible();
});

test("Process asks to confirm 'Progress', then the request is processing with Complete and Reject left", async ({
  page,
  money,
}) => {
  const { promoter, request } = await money.pendingRequest(140);
  const toasts = await watchToasts(page);
  await openWithdrawals(page, promoter.username);

  // 'No, cancel!' changes nothing.
  await actionButton(page, promoter.username, 'Process').click();
  let dialog = await expectConfirmation(page, 'Progress this request?');
  await dialog.getByRole('button', { name: WITHDRAW_TEXT.confirmCancel }).click();
  await expect(confirmDialog(page)).toHaveCount(0);
  expect((await money.row(promoter, request.id)).status).toBe(STATUS.pending);

  await actionButton(page, promoter.username, 'Process').click();
  dialog = await expectConfirmation(page, 'Progress this request?');
  await dialog.getByRole('button', { name: WITHDRAW_TEXT.confirmYes }).click();
  await expectUpdatedToast(toasts);

  const row = requestRow(page, promoter.username);
  await expect(row.getByText('processing', { exact: true })).toBeVisible();
  await expect(actionButton(page, promoter.username, 'Process')).toHaveCount(0);
  await expect(actionButton(page, promoter.username, 'Complete')).toBeVisible();
  await expect(actionButton(page, promoter.username, 'Reject')).toBeVisible();
  expect((await money.row(promoter, request.id)).status).toBe(STATUS.processing);
});

test('Complete asks to confirm, pays the held amount out of the wallet and shows the completion date', async ({
  page,
  money,
}) => {
  const promoter = await money.promoter();
  await money.fund(promoter, WALLET.cash, 350);
  const request = await money.request(promoter, WALLET.cash, 150);
  await money.setStatus(request.id, STATUS.processing);
  const toasts = await watchToasts(page);
  await openWithdrawals(page, promoter.username);

  await actionButton(page, promoter.username, 'Complete').click();
  const dialog = await expectConfirmation(page, 'Complete this request?');
  await dialog.getByRole('button', { name: WITHDRAW_TEXT.confirmYes }).click();
  await expectUpdatedToast(toasts);

  const completed = await money.row(promoter, request.id);
  expect(completed.status).toBe(STATUS.completed);
  const row = requestRow(page, promoter.username);
  await expect(row.getByText('completed', { exact: true })).toBeVisible();
  await expect(row).toContainText(`Completed on ${formatDate(completed.updated_at)}`);
  // Final: no actions and nothing to select.
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(row.getByRole('checkbox')).toHaveCount(0);

  const cash = (await money.wallets(promoter)).find((wallet) => wallet.wallet_type === WALLET.cash)!;
  expect(cash).toMatchObject({ balance: 350, held: 0, available: 350 });
});

test('Reject refuses an empty or blank reason, then sends it trimmed and shows it under the Rejected badge', async ({
  page,
  money,
}) => {
  const { promoter, request } = await money.pendingRequest(160);
  const before = (await money.wallets(promoter)).find((wallet) => wallet.wallet_type === WALLET.cash)!;
  expect(before).toMatchObject({ held: 160, available: 0 });
  const toasts = await watchToasts(page);
  await openWithdrawals(page, promoter.username);

  await actionButton(page, promoter.username, 'Reject').click();
  const dialog = page.getByRole('dialog', { name: 'Reject withdrawal request' });
  const reason = dialog.getByLabel('Reason');
  const submit = dialog.getByRole('button', { name: 'Submit', exact: true });
  await submit.click();
  await expect(dialog.getByText(WITHDRAW_TEXT.reasonRequired, { exact: true })).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');

  await reason.fill('   \t  ');
  await submit.click();
  await expect(dialog.getByText(WITHDRAW_TEXT.reasonRequired, { exact: true })).toBeVisible();
  expect((await money.row(promoter, request.id)).status).toBe(STATUS.pending);

  await reason.fill('   Account holder name does not match   ');
  const sent = page.waitForRequest(/\/api\/v1\/withdraw-status-update$/);
  await submit.click();
  expect((await sent).postDataJSON()).toEqual({
    id: request.id,
    status: STATUS.rejected,
    reason: 'Account holder name does not match',
  });
  // 'Your request is updated' shows for 3 seconds, longer than the 1-second toasts, then goes
  // (the pointer is kept off the toasts: hovering them pauses their timers).
  await page.mouse.move(0, 0);
  const rejectedToast = toast(page, WITHDRAW_TEXT.rejected);
  await expect(rejectedToast).toBeVisible();
  const shownAt = Date.now();
  await expect(rejectedToast).toHaveCount(0, { timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2_000);
  await expectToastShown(toasts, WITHDRAW_TEXT.rejected);
  await expect(dialog).toHaveCount(0);

  const row = requestRow(page, promoter.username);
  await expect(row.getByText('rejected', { exact: true })).toBeVisible();
  await expect(row.getByText('Account holder name does not match', { exact: true })).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);

  expect(await money.row(promoter, request.id)).toMatchObject({
    status: STATUS.rejected,
    reason: 'Account holder name does not match',
  });
  // The hold is released: the money is back in the wallet.
  const after = (await money.wallets(promoter)).find((wallet) => wallet.wallet_type === WALLET.cash)!;
  expect(after).toMatchObject({ balance: 160, held: 0, available: 160 });
});

test('Complete selected completes each request on its own and lists a result per request', async ({
  page,
  money,
}) => {
  const token = uniqueToken('Bulk');
  const first = await money.pendingRequest(110, { registration: { first_name: token } });
  const second = await money.pendingRequest(120, { registration: { first_name: token } });
  await openWithdrawals(page, token);
  await expect(page.getByText('Showing 1 to 2 of 2 results', { exact: true })).toBeVisible();

  const tools = page.getByRole('region', { name: 'Payout tools' });
  await tools.getByLabel('Select all open requests').check();
  await expect(tools.getByText('2 selected')).toBeVisible();
  for (const { promoter } of [first, second])
    await expect(requestRow(page, promoter.username).getByRole('checkbox')).toBeChecked();

  // Another admin completes the second request meanwhile: its own change is refused, the first goes through.
  await money.setStatus(second.request.id, STATUS.completed);
  await tools.getByRole('button', { name: 'Complete selected (2)' }).click();
  const dialog = await expectConfirmation(page, 'Complete 2 requests?');
  await dialog.getByRole('button', { name: WITHDRAW_TEXT.confirmYes }).click();

  const results = page.getByRole('dialog', { name: 'Complete: results' });
  await expect(results).toContainText('1 of 2 requests updated.');
  const items = results.getByRole('list', { name: 'Results' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: first.promoter.username })).toContainText('Updated');
  await expect(items.filter({ hasText: second.promoter.username })).toContainText(
    'This request is completed and cannot be completed',
  );
  await results.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(results).toHaveCount(0);

  for (const { promoter } of [first, second])
    await expect(requestRow(page, promoter.username).getByText('completed', { exact: true })).toBeVisible();
  expect((await money.row(first.promoter, first.request.id)).status).toBe(STATUS.completed);
  const cash = (await money.wallets(first.promoter)).find((wallet) => wallet.wallet_type === WALLET.cash)!;
  expect(cash).toMatchObject({ balance: 0, held: 0 });
});

test('Process selected, then the payout file (CSV) of the selected requests that are processing', async ({
  page,
  money,
}) => {
  const token = uniqueToken('Payout');
  const paid = await money.pendingRequest(210.5, { registration: { first_name: token } });
  const waiting = await money.pendingRequest(130, { registration: { first_name: token } });
  await openWithdrawals(page, token);
  const tools = page.getByRole('region', { name: 'Payout tools' });
  await expect(tools.getByRole('button', { name: 'Payout file (0)' })).toBeDisabled();

  await requestRow(page, paid.promoter.username).getByRole('checkbox').check();
  await tools.getByRole('button', { name: 'Process selected (1)' }).click();
  const dialog = await expectConfirmation(page, 'Progress 1 request?');
  await dialog.getByRole('button', { name: WITHDRAW_TEXT.confirmYes }).click();
  const results = page.getByRole('dialog', { name: 'Process: results' });
  await expect(results).toContainText('1 of 1 requests updated.');
  await results.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(
    requestRow(page, paid.promoter.username).getByText('processing', { exact: true }),
  ).toBeVisible();

  // Both selected; only the processing one goes to the bank.
  await tools.getByLabel('Select all open requests').check();
  await expect(tools.getByText('2 selected')).toBeVisible();
  const downloaded = page.waitForEvent('download');
  await tools.getByRole('button', { name: 'Payout file (1)' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('payouts.csv');
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r\n/);
  const bank = paid.promoter.bank!;
  expect(lines).toEqual([
    PAYOUT_HEADER,
    // Codes as `="…"` so a spreadsheet keeps them as text (docs/decisions/094-payout-file-codes-as-text.md);
    // a bank account is paid by NEFT, its UPI ID column empty (docs/decisions/177-upi-payout-method.md).
    `${bank.account_holder},NEFT,"=""${bank.acc_no}""","=""${bank.ifsc_code}""",,210.50,WD${paid.request.id}`,
  ]);
  expect(lines.join('\n')).not.toContain(`WD${waiting.request.id}`);
});

test("Export downloads withdraw_requests.xlsx of the current search and filters, 'Exporting...' meanwhile", async ({
  page,
  money,
}) => {
  const { promoter, request } = await money.pendingRequest(175);
  await openWithdrawals(page, promoter.username);
  await page.getByLabel('Status').selectOption({ label: 'Pending' });
  await expect(page).toHaveURL(/filter=/);
  await expect(requestRow(page, promoter.username)).toHaveCount(1);

  const exportUrls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v1/withdraws/export/excel')) exportUrls.push(sent.url());
  });
  const release = await holdRequests(page, '**/api/v1/withdraws/export/excel**');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
  release();
  const download = await downloaded;
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeEnabled();
  expect(download.suggestedFilename()).toBe(WITHDRAW_TEXT.exportFileName);

  const query = new URL(exportUrls[0]!).searchParams;
  expect(query.get('search')).toBe(promoter.username);
  expect(JSON.parse(query.get('search_param')!)).toEqual({ status: '0' });

  const sheet = await firstSheetOf(download);
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  expect(sheet.actualRowCount).toBe(2);
  const cell = (name: string) => sheet.getRow(2).getCell(header.indexOf(name)).value;
  // Ids and account numbers are text cells (docs/product/lists.md, Exports).
  expect(cell('Request ID')).toBe(String(request.id));
  expect(cell('Account Number')).toBe(promoter.bank!.acc_no);
  // The method beside the wallet, and no UPI ID for a bank account (docs/decisions/177-upi-payout-method.md).
  expect(header.indexOf('Payout Method')).toBe(header.indexOf('Wallet') + 1);
  expect(header.indexOf('UPI ID')).toBe(header.indexOf('Branch') + 1);
  expect(cell('Payout Method')).toBe('Bank');
  expect(cell('UPI ID')).toBeNull();
  expect(cell('Username')).toBe(promoter.username);
  expect(cell('Status')).toBe('pending');
  expect(cell('Amount')).toBe(175);
});

test('a UPI request shows the payee and the whole UPI ID, and the payout file and export pay it by UPI', async ({
  page,
  money,
}) => {
  const token = uniqueToken('Upi');
  const { promoter, request } = await money.pendingRequest(120, {
    registration: { first_name: token },
    upi: { account_holder: 'Ravi Kumar' },
  });
  const upiId = promoter.upi!.upi_id;
  // The request copied the method and the UPI ID, no bank account.
  expect((await money.row(promoter, request.id)).bank_detail).toMatchObject({
    payout_method: 'upi',
    account_holder: 'Ravi Kumar',
    upi_id: upiId,
    acc_no: null,
  });
  await money.setStatus(request.id, STATUS.processing);
  await openWithdrawals(page, token);

  // Not masked: the admin pays to it.
  const row = requestRow(page, promoter.username);
  const block = row.getByTestId('bank-block');
  await expect(block).toContainText('Ravi Kumar');
  await expect(block).toContainText(`UPI ID ${upiId}`);
  await expect(block).not.toContainText('IFSC');
  await expect(block).not.toContainText('XXXX');

  await row.getByRole('checkbox').check();
  const tools = page.getByRole('region', { name: 'Payout tools' });
  const downloaded = page.waitForEvent('download');
  await tools.getByRole('button', { name: 'Payout file (1)' }).click();
  const lines = (await readFile(await (await downloaded).path(), 'utf8')).trim().split(/\r\n/);
  expect(lines).toEqual([PAYOUT_HEADER, `Ravi Kumar,UPI,,,${upiId},120.00,WD${request.id}`]);

  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const sheet = await firstSheetOf(await exported);
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  expect(sheet.actualRowCount).toBe(2);
  const cell = (name: string) => sheet.getRow(2).getCell(header.indexOf(name)).value;
  expect(cell('Request ID')).toBe(String(request.id));
  expect(cell('Payout Method')).toBe('UPI ID');
  expect(cell('UPI ID')).toBe(upiId);
  expect(cell('Account Number')).toBeNull();
  expect(cell('IFSC')).toBeNull();
});

test('a request whose account number another user also saved shows a fraud badge naming them', async ({
  page,
  money,
}) => {
  const { promoter } = await money.pendingRequest(150);
  const other = await money.promoter({
    bank: { acc_no: promoter.bank!.acc_no, account_holder: 'Someone Else' },
  });
  await openWithdrawals(page, promoter.username);

  const badge = requestRow(page, promoter.username).getByRole('button', { name: 'Shared account' });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAccessibleDescription(
    new RegExp(`Bank account number shared with other accounts \\(1\\).*${other.username}`),
  );
  await badge.hover();
  const tip = page.getByRole('tooltip');
  await expect(tip).toBeVisible();
  await expect(tip).toContainText(other.username);
  await expect(tip).not.toContainText(promoter.username);
});

test("a request whose requester's PAN another user also saved shows a PAN fraud badge naming them", async ({
  page,
  money,
}) => {
  const pan = uniquePan();
  const { promoter, request } = await money.pendingRequest(150, { bank: { pan, pan_name: 'KAVYA RAMAN' } });
  // Another account number, the same PAN typed in lower case (the server upper-cases it).
  const other = await money.promoter({ bank: { pan: pan.toLowerCase(), pan_name: 'SOMEONE ELSE' } });
  expect((await money.row(promoter, request.id)).fraud_signals).toMatchObject([
    { kind: 'shared_pan', related_usernames: [other.username] },
  ]);
  await openWithdrawals(page, promoter.username);

  const row = requestRow(page, promoter.username);
  const badge = row.getByRole('button', { name: 'Shared PAN' });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAccessibleDescription(
    new RegExp(`PAN shared with other accounts \\(1\\).*${other.username}`),
  );
  // The account numbers differ: no shared-account badge.
  await expect(row.getByRole('button', { name: 'Shared account' })).toHaveCount(0);
  await badge.hover();
  const tip = page.getByRole('tooltip');
  await expect(tip).toBeVisible();
  await expect(tip).toContainText(other.username);
  await expect(tip).not.toContainText(promoter.username);
});

test('filters by status and wallet, and sorts by amount', async ({ page, money }) => {
  const promoter = await money.promoter();
  await money.request(promoter, WALLET.cash, 150);
  const scratch = await money.request(promoter, WALLET.scratch, 120);
  await money.setStatus(scratch.id, STATUS.processing);
  await openWithdrawals(page, promoter.username);
  const rows = page
    .getByRole('table', { name: WITHDRAW_TEXT.title })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  const amounts = () => rows.getByText(/^-₹/).allTextContents();
  await expect(rows).toHaveCount(2);

  // Amount: ascending first, then descending (docs/product/lists.md, On screen).
  const amountHeader = page.getByRole('columnheader', { name: 'Amount' });
  await amountHeader.getByRole('button').click();
  await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(amounts).toEqual(['-₹120.00', '-₹150.00']);
  await amountHeader.getByRole('button').click();
  await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(amounts).toEqual(['-₹150.00', '-₹120.00']);

  await page.getByLabel('Status').selectOption({ label: 'Processing' });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Scratch Wallet');
  await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toBe('{"status":"1"}');
  await page.getByLabel('Status').selectOption({ label: 'All' });
  await page.getByLabel('Wallet').selectOption({ label: 'Cash Wallet' });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('-₹150.00');
  await page.getByLabel('Wallet').selectOption({ label: 'All' });
  await expect(rows).toHaveCount(2);
});

test('filters by request date: whole India days, sent as fromdate and todate', async ({ page, money }) => {
  const { promoter, request } = await money.pendingRequest(150);
  await openWithdrawals(page, promoter.username);
  const rows = page
    .getByRole('table', { name: WITHDRAW_TEXT.title })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);

  // Request dates filter whole India days with fromdate/todate.
  const today = formatDate(request.request_at);
  const [day, month, year] = today.split('-');
  const listCall = page.waitForRequest(
    (sent) => sent.url().includes('/api/v1/withdraws?') && sent.url().includes('todate'),
  );
  await page.getByLabel('Request from').pressSequentially(today.replaceAll('-', ''));
  await page.getByLabel('Request to').pressSequentially(today.replaceAll('-', ''));
  const filter = JSON.parse(new URL((await listCall).url()).searchParams.get('search_param')!);
  expect(filter).toEqual({ fromdate: `${year}-${month}-${day}`, todate: `${year}-${month}-${day}` });
  await expect(rows).toHaveCount(1);
  // From tomorrow on: nothing.
  const tomorrow = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) + 1));
  await page.getByLabel('Request to').clear();
  await page.getByLabel('Request from').fill(formatDate(tomorrow.toISOString().slice(0, 10)));
  await expect(page.getByText('No Data', { exact: true })).toBeVisible();
  expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toEqual({
    fromdate: tomorrow.toISOString().slice(0, 10),
  });
});
