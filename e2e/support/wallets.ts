import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { ROOT_PASSWORD, ROOT_USERNAME } from './constants';
import { apiLogin, expect, type Registration, registerUserViaApi } from './fixtures';

/**
 * Money for the browser tests, made through the API like every other test datum
 * (docs/decisions/041-browser-tests-make-their-own-data.md). Calls carry a Bearer token, which
 * the server prefers to the cookie, so one request context can act for the super admin and for a
 * user in turn.
 */

export const WALLET = { cash: 1, scratch: 2, grow: 3 } as const;
export const WITHDRAW_STATUS = { pending: 0, processing: 1, completed: 2, rejected: 3 } as const;

export interface BankDetails {
  account_holder: string;
  acc_no: string;
  ifsc_code: string;
  bank_name: string;
  branch_name: string;
  /** Optional: the PAN and the name on it (docs/decisions/175-pan-on-bank-details.md). */
  pan?: string | null;
  pan_name?: string | null;
}

export const BANK: BankDetails = {
  account_holder: 'Kavya Raman',
  acc_no: '123456789012',
  ifsc_code: 'SBIN0001234',
  bank_name: 'State Bank of India',
  branch_name: 'Mysore Main',
};

/**
 * BANK with an account number of its own: users saving one number would be a fraud signal that
 * holds their payments (docs/decisions/186-fraud-signals.md).
 */
export function bankOfTheirOwn(): BankDetails {
  return { ...BANK, acc_no: `6${String(randomInt(0, 10 ** 11)).padStart(11, '0')}` };
}

export interface WithdrawalJson {
  id: number;
  wallet_type: number;
  amount: number;
  status: number;
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

async function tokenOf(request: APIRequestContext, username: string, password: string) {
  const response = await apiLogin(request, username, password);
  expect(response.status(), await response.text()).toBe(200);
  const body = await response.json();
  return { token: body.token as string, id: body.user.id as number };
}

function bearer(token: string) {
  return { Authorization: `Bearer ${token}` };
}

let rootSession: Promise<{ token: string }> | undefined;

/**
 * The super admin's money actions: wallet adjustments and withdrawal status changes. One sign-in
 * per worker: each costs a password hash, and no test ends the super admin's sessions but its own.
 */
export async function superAdminApi(request: APIRequestContext) {
  rootSession ??= tokenOf(request, ROOT_USERNAME, ROOT_PASSWORD).catch((error: unknown) => {
    rootSession = undefined;
    throw error;
  });
  const { token } = await rootSession;
  return {
    /** POST wallet-adjustments: a positive amount credits the wallet, with its reason. */
    async adjust(userId: number, walletType: number, amount: number, reason: string) {
      const response = await request.post('/api/v1/wallet-adjustments', {
        headers: bearer(token),
        data: { user_id: userId, wallet_type: walletType, amount, reason },
      });
      expect(response.status(), await response.text()).toBe(201);
    },
    /** POST withdraw-status-update: 1 process, 2 complete, 3 reject (with a reason). */
    async setWithdrawStatus(id: number, status: number, reason?: string) {
      const response = await request.post('/api/v1/withdraw-status-update', {
        headers: bearer(token),
        data: { id, status, ...(reason === undefined ? {} : { reason }) },
      });
      expect(response.status(), await response.text()).toBe(200);
    },
  };
}

export type SuperAdminApi = Awaited<ReturnType<typeof superAdminApi>>;

/** A registered user and their own money calls. */
export async function userMoneyApi(request: APIRequestContext, account: Registration) {
  const { token, id } = await tokenOf(request, account.username, account.password);
  return {
    id,
    async saveBankDetails(details: BankDetails = BANK, currentPassword?: string) {
      const response = await request.post('/api/v1/user-bank-detail/upsert', {
        headers: bearer(token),
        data: { ...details, ...(currentPassword ? { current_password: currentPassword } : {}) },
      });
      expect(response.status(), await response.text()).toBe(200);
    },
    async bankDetails(): Promise<BankDetails | null> {
      const response = await request.get('/api/v1/user-bank-detail', { headers: bearer(token) });
      expect(response.status(), await response.text()).toBe(200);
      return response.json();
    },
    async requestWithdrawal(walletType: number, amount: number): Promise<WithdrawalJson> {
      const response = await request.post('/api/v1/withdraws', {
        headers: bearer(token),
        data: { wallet_type: walletType, amount },
      });
      expect(response.status(), await response.text()).toBe(201);
      return response.json();
    },
    async withdrawals(): Promise<WithdrawalJson[]> {
      const response = await request.get('/api/v1/withdraw-histories?page_size=100', {
        headers: bearer(token),
      });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()).data;
    },
    async earnings(): Promise<{ description: string; created_at: string }[]> {
      const response = await request.get('/api/v1/earning-histories?page_size=100', {
        headers: bearer(token),
      });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()).data;
    },
    async wallet(walletType: number): Promise<WalletJson> {
      const response = await request.get('/api/v1/wallets', { headers: bearer(token) });
      expect(response.status(), await response.text()).toBe(200);
      const { wallets } = (await response.json()) as { wallets: WalletJson[] };
      return wallets.find((wallet) => wallet.wallet_type === walletType)!;
    },
  };
}

export type UserMoneyApi = Awaited<ReturnType<typeof userMoneyApi>>;

/**
 * A new user of the test's own, with credits from the super admin (each an adjustment with its
 * reason) and, unless `bank` is false, saved bank details with an account number of their own.
 */
export async function registerFundedUser(
  request: APIRequestContext,
  {
    credits = [],
    bank = true,
  }: { credits?: { walletType: number; amount: number; reason: string }[]; bank?: boolean } = {},
) {
  const account = await registerUserViaApi(request);
  const user = await userMoneyApi(request, account);
  if (credits.length > 0) {
    const admin = await superAdminApi(request);
    for (const credit of credits)
      await admin.adjust(user.id, credit.walletType, credit.amount, credit.reason);
  }
  if (bank) await user.saveBankDetails(bankOfTheirOwn());
  return { account, user };
}
