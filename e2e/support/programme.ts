import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_BASE_URL, ROOT_PASSWORD, ROOT_USERNAME } from './constants';
import {
  apiLogin,
  expect,
  ok,
  type Registration,
  registerUserViaApi,
  rootPromoterCode,
  SAME_ORIGIN,
  test as base,
} from './fixtures';

// The promoter programme for the browser tests, made through the API like every other test datum
// (docs/decisions/041-browser-tests-make-their-own-data.md). There is no API that sets a level:
// a level comes only from a PIN journey (docs/product/pins-and-levels.md), so `promote` walks one
// — the member asks, the super admin raises the terms, the member accepts, the super admin
// generates the PIN, the member activates it — and a sponsor at a level at least the activated
// one gets a scratch card (docs/product/money.md, Scratch cards).

export const PINS_PATH = '/portal/user/pin-requests';
export const SCRATCH_PATH = '/portal/user/scratch-card';
export const REFERRALS_PATH = '/portal/user/referrals';
export const TREE_PATH = '/portal/user/referrals/tree';
export const USER_DASHBOARD_PATH = '/portal/user/dashboard';

export const PIN_STATUS = { pending: 0, approved: 1, activated: 2, rejected: 3 } as const;
export const GIFT = { direct: 1, courier: 2 } as const;
export const SCRATCH_WALLET = 2;

/** Where promoters pay for a PIN; saved only when the portal has none yet (one set, decision 042). */
export const PAYMENT_DETAILS = {
  account_holder: 'Promoter Portal Trust',
  acc_no: '501234567890',
  ifsc_code: 'HDFC0004321',
  bank_name: 'HDFC Bank',
  branch_name: 'Bengaluru MG Road',
  whatsapp_number: '9876543210',
} as const;

export interface PinRequestJson {
  id: number;
  level: number;
  status: number;
  request_at: string;
  terms_raised_at: string | null;
  terms_accepted_at: string | null;
  terms: string | null;
  /** The level's fee in rupees (Promotion Settings). */
  fee: number;
  payment_details: Record<keyof typeof PAYMENT_DETAILS, string> | null;
  reason: string | null;
  activated_at: string | null;
  gift_delivery: number | null;
  pickup_date: string | null;
  address: string | null;
  whatsapp: string | null;
  locked_until: string | null;
}

export interface ScratchCardJson {
  id: number;
  created_at: string;
  scratched_at: string | null;
  from_username: string;
  level: number;
  amount: number | null;
  message: string | null;
}

export interface WalletJson {
  wallet_type: number;
  balance: number;
  held: number;
  available: number;
}

export interface EarningJson {
  level: number | null;
  per_video: number;
  per_video_base: number;
  per_video_bonuses: { level: number; referrals: number; amount: number }[];
  per_video_max: number;
  daily: number;
  daily_max: number;
  videos_per_day: number;
}

export interface UserDashboardJson {
  current_promoter_level: number | null;
  direct_referrals: number;
  active_referrals: number;
  earning: EarningJson;
  scratch_cards_waiting: number;
  pin_request: { id: number; level: number; status: number } | null;
  referrals_by_level: Record<string, number>;
}

/** A registered user signed in on a request context of their own. */
export interface Member {
  id: number;
  username: string;
  promoterCode: string;
  registration: Registration;
  api: APIRequestContext;
}

export interface ActivationInput {
  gift_delivery?: number;
  pickup_date?: string;
  address?: string;
  whatsapp?: string;
}

export interface Programme {
  /** A request context signed in as the super admin. */
  root: APIRequestContext;
  /** Registers a user under `sponsor`'s promoter code (the root's without one) and signs them in. */
  member(options?: { sponsor?: Member; registration?: Partial<Registration> }): Promise<Member>;
  /** Saves the portal's payment details unless some are saved already. */
  ensurePaymentDetails(): Promise<void>;
  requestLevel(member: Member, level: number): Promise<PinRequestJson>;
  raiseTerms(id: number): Promise<void>;
  acceptTerms(member: Member, id: number): Promise<void>;
  /** The super admin generates the PIN, which only they ever see. */
  generatePin(id: number): Promise<string>;
  reject(id: number, reason: string): Promise<void>;
  activate(member: Member, id: number, pin: string, input?: ActivationInput): Promise<PinRequestJson>;
  /** A request for `level` taken up to Approved: the PIN is generated and handed to the test. */
  approved(member: Member, level: number): Promise<{ request: PinRequestJson; pin: string }>;
  /** The whole PIN journey: the member is at `level` afterwards. */
  promote(member: Member, level: number): Promise<PinRequestJson>;
  pinRequests(member: Member): Promise<PinRequestJson[]>;
  cards(member: Member): Promise<ScratchCardJson[]>;
  wallet(member: Member, walletType: number): Promise<WalletJson>;
  level(member: Member): Promise<number | null>;
}

/**
 * `programme`: API helpers on request contexts of their own (the super admin, and one per
 * member), so the page's own session is whatever the test signs it in as. Closed after the test.
 */
export const test = base.extend<{ programme: Programme }>({
  programme: async ({ playwright }, use) => {
    const contexts: APIRequestContext[] = [];
    const newContext = async () => {
      // Cookie-authenticated changes must come from the portal's own origin (docs/product/accounts.md).
      const context = await playwright.request.newContext({
        baseURL: E2E_BASE_URL,
        extraHTTPHeaders: SAME_ORIGIN,
      });
      contexts.push(context);
      return context;
    };
    const root = await newContext();
    await ok(await apiLogin(root, ROOT_USERNAME, ROOT_PASSWORD));

    const programme: Programme = {
      root,
      async member({ sponsor, registration = {} } = {}) {
        const api = await newContext();
        const code = sponsor?.promoterCode ?? (await rootPromoterCode(root));
        const payload = await registerUserViaApi(api, code, registration);
        const { user } = await ok<{ user: { id: number; promoter_code: string } }>(
          await apiLogin(api, payload.username, payload.password),
        );
        return {
          id: user.id,
          username: payload.username,
          promoterCode: user.promoter_code,
          registration: payload,
          api,
        };
      },
      async ensurePaymentDetails() {
        const saved = await ok<object | null>(await root.get('/api/v1/admin-bank-details'));
        if (!saved) await ok(await root.post('/api/v1/admin-bank-details/upsert', { data: PAYMENT_DETAILS }));
      },
      async requestLevel(member, level) {
        return ok<PinRequestJson>(await member.api.post('/api/v1/user-promoters', { data: { level } }), 201);
      },
      async raiseTerms(id) {
        await ok(await root.post('/api/v1/term-raised', { data: { id } }));
      },
      async acceptTerms(member, id) {
        await ok(await member.api.post('/api/v1/term-accepted', { data: { id } }));
      },
      async generatePin(id) {
        return (await ok<{ pin: string }>(await root.post('/api/v1/generate-pin', { data: { id } }))).pin;
      },
      async reject(id, reason) {
        await ok(await root.post('/api/v1/pin-rejected', { data: { id, reason } }));
      },
      async activate(member, id, pin, input = {}) {
        const data = {
          id,
          pin,
          gift_delivery: input.gift_delivery ?? GIFT.courier,
          address: input.address ?? '12 MG Road, Mysore 570001',
          pickup_date: input.pickup_date,
          whatsapp: input.whatsapp ?? member.registration.mobile,
        };
        return ok<PinRequestJson>(await member.api.post('/api/v1/activate-pin', { data }));
      },
      async approved(member, level) {
        const request = await programme.requestLevel(member, level);
        await programme.raiseTerms(request.id);
        await programme.acceptTerms(member, request.id);
        return { request, pin: await programme.generatePin(request.id) };
      },
      async promote(member, level) {
        const { request, pin } = await programme.approved(member, level);
        return programme.activate(member, request.id, pin);
      },
      async pinRequests(member) {
        return (
          await ok<{ data: PinRequestJson[] }>(
            await member.api.get('/api/v1/user-promoters/list?page_size=100'),
          )
        ).data;
      },
      async cards(member) {
        return (await ok<{ cards: ScratchCardJson[] }>(await member.api.get('/api/v1/get-scratch-cards')))
          .cards;
      },
      async wallet(member, walletType) {
        const { wallets } = await ok<{ wallets: WalletJson[] }>(await member.api.get('/api/v1/wallets'));
        return wallets.find((wallet) => wallet.wallet_type === walletType)!;
      },
      async level(member) {
        return (
          await ok<{ current_promoter_level: number | null }>(await member.api.get('/api/v1/auth-user'))
        ).current_promoter_level;
      },
    };
    await use(programme);
    await Promise.all(contexts.map((context) => context.dispose()));
  },
});

export { expect };

/**
 * A sponsor with one scratch card waiting: the sponsor reaches `level` through a PIN journey, then
 * a user who joined with their code activates a PIN for the same level.
 */
export async function sponsorWithCard(programme: Programme, level = 0) {
  const sponsor = await programme.member();
  await programme.promote(sponsor, level);
  const referral = await programme.member({ sponsor });
  await programme.promote(referral, level);
  return { sponsor, referral };
}

const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as the portal writes it: '₹1,250.50' (docs/decisions/046-user-money-screens.md). */
export function rupees(amount: number): string {
  return `₹${RUPEES.format(amount)}`;
}

/** The value of a labelled figure (a dashboard tile, a wallet's amount, a detail of a dialog). */
export function figure(scope: Page | Locator, label: string) {
  return scope.getByRole('group', { name: label, exact: true }).getByRole('definition');
}
