import type { Page } from '@playwright/test';
import { loginViaApi, uniquePan } from '../../support/fixtures';
import { settled } from '../../support/language-walk';
import { describeLatinText, findLatinText } from '../../support/latin-text';
import { expect, type Money, type Promoter, STATUS, test, WALLET } from '../../support/money';

// Tax deducted at source on a promoter's withdrawal, as My Withdraw Requests shows it
// (docs/decisions/178-tax-at-source.md). The settings are the defaults, which no browser test
// changes: 194H, 2 % with a PAN, 20 % without, once the payee's year passes ₹20,000. A new
// promoter's year starts at nothing, so one ₹25,000 payment crosses it and is taxed whole.

const WITHDRAW_PATH = '/portal/user/withdraw-requests';
const GROSS = 25_000;

function requestRow(page: Page) {
  return page
    .getByRole('table', { name: 'Your withdrawal requests' })
    .getByRole('row')
    .filter({ hasText: '-₹25,000.00' });
}

/** The Cash Wallet once paid: the gross left the balance, nothing is held. */
async function expectWalletPaid(money: Money, promoter: Promoter) {
  const cash = (await money.wallets(promoter)).find((wallet) => wallet.wallet_type === WALLET.cash);
  expect(cash).toMatchObject({ balance: 0, held: 0, available: 0 });
}

test('a promoter with a PAN sees the gross, the 2 % tax at source and the net paid once the admin completes the request', async ({
  page,
  money,
}) => {
  const promoter = await money.promoter({ bank: { pan: uniquePan(), pan_name: 'KAVYA RAMAN' } });
  const request = await money.request(promoter, WALLET.cash, GROSS);
  await loginViaApi(page, promoter.username, promoter.registration.password, WITHDRAW_PATH);

  // Pending: nothing is fixed yet, the gross shows as before with a note.
  const row = requestRow(page);
  await expect(row).toContainText('pending');
  await expect(row).toContainText('Tax at source, if any, is deducted when paid');
  await expect(row.getByTestId('withdrawal-tax')).toHaveCount(0);
  expect(await money.history(promoter, request.id)).toMatchObject({
    amount: GROSS,
    tds_amount: null,
    net_amount: null,
    paid_at: null,
  });

  await money.setStatus(request.id, STATUS.completed);
  await page.reload();
  await expect(row).toContainText('completed');
  await expect(row.getByTestId('withdrawal-tax')).toHaveText('Tax at source (2 %) ₹500.00');
  await expect(row.getByTestId('withdrawal-net')).toHaveText('Net paid ₹24,500.00');
  await expect(row).not.toContainText('if any');

  const paid = await money.history(promoter, request.id);
  expect(paid).toMatchObject({
    amount: GROSS,
    tds_amount: 500,
    tds_rate: 2,
    tds_section: '194H',
    net_amount: 24_500,
  });
  expect(paid.paid_at).not.toBeNull();
  await expectWalletPaid(money, promoter);
});

test('a promoter without a PAN has 20 % deducted: ₹5,000.00 tax, ₹20,000.00 net', async ({ page, money }) => {
  const promoter = await money.promoter();
  expect(promoter.bank?.pan).toBeUndefined();
  const request = await money.request(promoter, WALLET.cash, GROSS);
  await money.setStatus(request.id, STATUS.completed);
  await loginViaApi(page, promoter.username, promoter.registration.password, WITHDRAW_PATH);

  const row = requestRow(page);
  await expect(row).toContainText('completed');
  await expect(row.getByTestId('withdrawal-tax')).toHaveText('Tax at source (20 %) ₹5,000.00');
  await expect(row.getByTestId('withdrawal-net')).toHaveText('Net paid ₹20,000.00');
  expect(await money.history(promoter, request.id)).toMatchObject({
    amount: GROSS,
    tds_amount: 5_000,
    tds_rate: 20,
    net_amount: 20_000,
  });
  await expectWalletPaid(money, promoter);
});

test('a promoter reading Tamil sees the tax at source, the net and the pending note in Tamil, no Latin text outside data', async ({
  page,
  money,
}) => {
  // Registered with Tamil as mother tongue, the account starts in Tamil (docs/product/languages.md).
  const promoter = await money.promoter({
    registration: { language: 'Tamil' },
    bank: { pan: uniquePan(), pan_name: 'KAVYA RAMAN' },
  });
  const paid = await money.request(promoter, WALLET.cash, GROSS);
  await money.setStatus(paid.id, STATUS.completed);
  await money.request(promoter, WALLET.scratch, 150);
  await loginViaApi(page, promoter.username, promoter.registration.password, WITHDRAW_PATH);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await settled(page);

  const rows = page.getByRole('table').getByRole('row');
  const completed = rows.filter({ hasText: '-₹25,000.00' });
  await expect(completed.getByTestId('withdrawal-tax')).toHaveText('மூலத்தில் பிடித்த வரி (2 %) ₹500.00');
  await expect(completed.getByTestId('withdrawal-net')).toHaveText('நிகரமாகச் செலுத்தியது ₹24,500.00');
  const pending = rows.filter({ hasText: '-₹150.00' });
  await expect(pending).toContainText('பணம் செலுத்தும்போது கழிக்கப்படும்');
  for (const row of [completed, pending]) {
    // The account's bank name and masked number are data, marked where they are drawn.
    const found = await findLatinText(row);
    expect(found, describeLatinText(found)).toEqual([]);
  }
});
