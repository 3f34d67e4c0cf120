import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';

type Playwright = PlaywrightWorkerArgs['playwright'];
import { E2E_BASE_URL, ROOT_PASSWORD, ROOT_USERNAME } from './constants';
import {
  apiLogin,
  expect,
  loginAsRoot,
  ok,
  registerUserViaApi,
  rootPromoterCode,
  SAME_ORIGIN,
  test as base,
  type Registration,
} from './fixtures';

// Money for the browser tests, made through the API like everything else
// (docs/decisions/041-browser-tests-make-their-own-data.md): the super admin funds a wallet with
// an adjustment, a promoter saves bank details and requests a withdrawal
// (docs/product/money.md, Withdrawals). Each request needs a promoter of its own: one Cash request
// per 30 days per wallet.

export const WITHDRAW_PATH = '/portal/admin/withdraw-request';

/** Word for word (docs/product/screens.md, Withdraw Request screen). */
export const WITHDRAW_TEXT = {
  title: 'Withdrawal Requests',
  subtitle: 'Manage withdrawal requests and track their payment status',
  confirmText: "You won't be able to revert this!",
  confirmYes: 'Yes, Confirm',
  confirmCancel: 'No, cancel!',
  updatedTitle: 'Successfully updated',
  updatedText: 'the request has been successfully update.',
  reasonRequired: 'Please provide reason before submitting',
  rejected: 'Your request is updated',
  exportFileName: 'withdraw_requests.xlsx',
} as const;

export const WALLET = { cash: 1, scratch: 2, grow: 3 } as const;
export const STATUS = { pending: 0, processing: 1, completed: 2, rejected: 3 } as const;

export interface BankAccount {
  account_holder: string;
  acc_no: string;
  ifsc_code: string;
  bank_name: string;
  branch_name: string;
  /** Optional: the PAN and the name on it (docs/decisions/175-pan-on-bank-details.md). */
  pan?: string;
  pan_name?: string;
}

/** A bank account with a fresh 12-digit number, unless one is given (a shared account). */
export function newBankAccount(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    account_holder: 'Kavya Raman',
    acc_no: `5${String(randomInt(0, 10 ** 11)).padStart(11, '0')}`,
    ifsc_code: 'SBIN0001234',
    bank_name: 'State Bank of India',
    branch_name: 'Mysore Main',
    ...overrides,
  };
}

/**
 * A UPI ID saved instead of a bank account (docs/decisions/177-upi-payout-method.md): the payee's
 * name and the ID, which the server lower-cases.
 */
export interface UpiAccount {
  payout_method: 'upi';
  account_holder: string;
  upi_id: string;
  pan?: string;
  pan_name?: string;
}

/** A UPI ID of its own (a shared one is flagged), unless one is given. */
export function newUpiAccount(overrides: Partial<Omit<UpiAccount, 'payout_method'>> = {}): UpiAccount {
  return {
    payout_method: 'upi',
    account_holder: 'Ravi Kumar',
    upi_id: `ravi.${String(randomInt(0, 10 ** 9)).padStart(9, '0')}@okaxis`,
    ...overrides,
  };
}

export interface WithdrawRequestJson {
  id: number;
  status: number;
  wallet_type: number;
  amount: number;
  reason: string | null;
  request_at: string;
  updated_at: string;
}

export interface WalletJson {
  wallet_type: number;
  balance: number;
  held: number;
  available: number;
}

/** A registered promoter signed in on a request context of their own. */
export interface Promoter {
  id: number;
  username: string;
  registration: Registration;
  api: APIRequestContext;
  bank: BankAccount | null;
  /** The UPI ID saved instead of a bank account, when `upi` was asked for. */
  upi: UpiAccount | null;
}

export interface Money {
  /** A request context signed in as the super admin (one per worker). */
  root: APIRequestContext;
  /**
   * Registers a promoter (optionally with bank details) and signs them in. With `upi`, a UPI ID
   * is saved instead of a bank account.
   */
  promoter(options?: {
    registration?: Partial<Registration>;
    bank?: Partial<BankAccount> | null;
    upi?: Partial<Omit<UpiAccount, 'payout_method'>>;
  }): Promise<Promoter>;
  /** The super admin credits `amount` to one of the promoter's wallets. */
  fund(promoter: Promoter, walletType: number, amount: number): Promise<void>;
  /** The promoter asks to withdraw `amount` from a wallet (funded first by the same amount). */
  request(promoter: Promoter, walletType: number, amount: number): Promise<WithdrawRequestJson>;
  /** A promoter with bank details and one pending Cash request of `amount`. */
  pendingRequest(
    amount?: number,
    options?: {
      registration?: Partial<Registration>;
      bank?: Partial<BankAccount>;
      upi?: Partial<Omit<UpiAccount, 'payout_method'>>;
    },
  ): Promise<{ promoter: Promoter; request: WithdrawRequestJson }>;
  /** The super admin moves a request on (1 Process, 2 Complete, 3 Reject). */
  setStatus(id: number, status: 1 | 2 | 3, reason?: string): Promise<void>;
  /** The request as the admins' list answers it. */
  row(promoter: Promoter, id: number): Promise<AdminWithdrawRowJson>;
  wallets(promoter: Promoter): Promise<WalletJson[]>;
  /** The request as its promoter's history (withdraw-histories) answers it. */
  history(promoter: Promoter, id: number): Promise<HistoryRowJson>;
}

/**
 * The tax deducted at source on a request and the net paid (docs/decisions/178-tax-at-source.md):
 * null until fixed, by the payout file or at completion; `amount` stays the gross.
 */
export interface TaxDeductionJson {
  tds_amount: number | null;
  /** In percent: 2 for 2 %. */
  tds_rate: number | null;
  tds_section: string | null;
  net_amount: number | null;
  paid_at: string | null;
}

/** A request as its promoter's history answers it. */
export interface HistoryRowJson extends WithdrawRequestJson, TaxDeductionJson {}

export interface AdminWithdrawRowJson extends WithdrawRequestJson, TaxDeductionJson {
  user: { username: string };
  bank_detail: {
    id: number | null;
    payout_method: 'bank' | 'upi';
    account_holder: string;
    /** Null for a UPI request. */
    acc_no: string | null;
    upi_id: string | null;
  };
  /** docs/decisions/186-fraud-signals.md */
  fraud_signals: { kind: string; reason: string; related_user_ids: number[]; related_usernames: string[] }[];
}

/**
 * `money`: API helpers on request contexts of their own (the super admin, and one per promoter),
 * so the page's own session is whatever the test signs it in as. Closed after the test.
 */
function apiContext(playwright: Playwright) {
  // Cookie-authenticated changes must come from the portal's own origin (docs/product/accounts.md, Sessions).
  return playwright.request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: SAME_ORIGIN });
}

export const test = base.extend<{ money: Money }, { rootApi: APIRequestContext }>({
  // One super admin session per worker: every sign-in costs a password hash on a busy machine.
  rootApi: [
    async ({ playwright }, use) => {
      const root = await apiContext(playwright);
      await ok(await apiLogin(root, ROOT_USERNAME, ROOT_PASSWORD));
      await use(root);
      await root.dispose();
    },
    { scope: 'worker' },
  ],
  money: async ({ playwright, rootApi: root }, use) => {
    const contexts: APIRequestContext[] = [];
    const newContext = async () => {
      const context = await apiContext(playwright);
      contexts.push(context);
      return context;
    };

    const money: Money = {
      root,
      async promoter({ registration = {}, bank = {}, upi } = {}) {
        const api = await newContext();
        const payload = await registerUserViaApi(api, await rootPromoterCode(root), registration);
        const { user } = await ok<{ user: { id: number } }>(
          await apiLogin(api, payload.username, payload.password),
        );
        let saved: BankAccount | null = null;
        let savedUpi: UpiAccount | null = null;
        if (upi !== undefined) {
          savedUpi = newUpiAccount(upi);
          await ok(await api.post('/api/v1/user-bank-detail/upsert', { data: savedUpi }));
        } else if (bank !== null) {
          saved = newBankAccount(bank);
          await ok(await api.post('/api/v1/user-bank-detail/upsert', { data: saved }));
        }
        return {
          id: user.id as number,
          username: payload.username,
          registration: payload,
          api,
          bank: saved,
          upi: savedUpi,
        };
      },
      async fund(promoter, walletType, amount) {
        await ok(
          await root.post('/api/v1/wallet-adjustments', {
            data: { user_id: promoter.id, wallet_type: walletType, amount, reason: 'Browser test funds' },
          }),
          201,
        );
      },
      async request(promoter, walletType, amount) {
        await money.fund(promoter, walletType, amount);
        return ok<WithdrawRequestJson>(
          await promoter.api.post('/api/v1/withdraws', { data: { wallet_type: walletType, amount } }),
          201,
        );
      },
      async pendingRequest(amount = 150, options = {}) {
        const promoter = await money.promoter(options);
        return { promoter, request: await money.request(promoter, WALLET.cash, amount) };
      },
      async setStatus(id, status, reason) {
        await ok(await root.post('/api/v1/withdraw-status-update', { data: { id, status, reason } }));
      },
      async row(promoter, id) {
        const query = new URLSearchParams({ search: promoter.username, page_size: '100' });
        const { data } = (await ok(await root.get(`/api/v1/withdraws?${query}`))) as {
          data: AdminWithdrawRowJson[];
        };
        const row = data.find((candidate) => candidate.id === id);
        expect(row, `request ${id} in the admins' list`).toBeDefined();
        return row!;
      },
      async wallets(promoter) {
        return ((await ok(await promoter.api.get('/api/v1/wallets'))) as { wallets: WalletJson[] }).wallets;
      },
      async history(promoter, id) {
        const { data } = (await ok(await promoter.api.get('/api/v1/withdraw-histories?page_size=100'))) as {
          data: HistoryRowJson[];
        };
        const row = data.find((candidate) => candidate.id === id);
        expect(row, `request ${id} in the promoter's history`).toBeDefined();
        return row!;
      },
    };
    await use(money);
    await Promise.all(contexts.map((context) => context.dispose()));
  },
});

export { expect };

/** The withdraw screen searched for one promoter: their requests alone, whatever other tests add. */
export function withdrawUrl(search: string, filter?: Record<string, string>): string {
  const query = new URLSearchParams({ search });
  if (filter) query.set('filter', JSON.stringify(filter));
  return `${WITHDRAW_PATH}?${query}`;
}

/**
 * The first screen a test opens loads its code on demand; with two browsers and the server on two
 * busy cores that can take longer than one assertion's wait. Later assertions keep the default.
 */
export const FIRST_SCREEN = { timeout: 30_000 };

/** Signs the page in as the super admin and opens the withdraw screen searched for `search`. */
export async function openWithdrawals(page: Page, search: string) {
  await loginAsRoot(page, withdrawUrl(search));
  await expect(page.getByRole('heading', { level: 1, name: WITHDRAW_TEXT.title })).toBeVisible(FIRST_SCREEN);
}

/** The table row (or the phone card) of a promoter's request, found by its username. */
export function requestRow(page: Page, username: string) {
  return page
    .getByRole('table', { name: WITHDRAW_TEXT.title })
    .getByRole('row')
    .filter({ hasText: username });
}

/**
 * Records every toast the page shows from its next navigation on. A toast stays one second
 * (docs/product/screens.md, Feedback), less than a polling assertion may take to look on a busy
 * machine; the record keeps what was shown, so the test reads it whenever it gets there.
 */
export async function watchToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__toasts', { value: seen });
    new MutationObserver(() => {
      document.querySelectorAll('[data-sonner-toast]').forEach((item) => {
        const text = (item.textContent ?? '').trim();
        if (text && !seen.includes(text)) seen.push(text);
      });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}

/** A toast holding every one of `parts` (a title and its text) has been shown. */
export async function expectToastShown(toasts: () => Promise<string[]>, ...parts: string[]) {
  await expect
    .poll(async () => (await toasts()).some((text) => parts.every((part) => text.includes(part))), {
      message: `a toast with ${parts.map((part) => `'${part}'`).join(' and ')}`,
    })
    .toBe(true);
}
