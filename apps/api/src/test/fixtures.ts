import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { RegisterInput } from '@portal/shared';
import { ROOT_PASSWORD, ROOT_USERNAME, TEST_ORIGIN } from './test-app.js';

let sequence = 0;

/** A valid registration payload with a unique username and mobile. */
/** Overrides are plain strings so tests can also send values the schema refuses. */
export type RegistrationOverrides = Partial<Record<keyof RegisterInput, string>>;

export function registration(referralCode: string, overrides: RegistrationOverrides = {}): RegisterInput {
  sequence += 1;
  const suffix = `${process.pid % 1000}${sequence}`.slice(-6).padStart(6, '0');
  return {
    first_name: 'Asha',
    last_name: 'Kumar',
    dob: '1990-05-17',
    mobile: `98${Math.floor(Math.random() * 100)
      .toString()
      .padStart(2, '0')}${suffix}`,
    nationality: 'India',
    state: 'Tamil Nadu',
    district: 'Chennai',
    city: 'Chennai',
    pin_code: '600001',
    // English, so a test account reads the API's English messages (a Tamil account reads Tamil,
    // docs/decisions/144-server-messages-by-code.md); the language tests choose theirs.
    language: 'English',
    username: `user_${suffix}_${Math.floor(Math.random() * 1e4)}`,
    password: 'Secret@123',
    password_confirmation: 'Secret@123',
    referral_code: referralCode,
    ...overrides,
  } as RegisterInput;
}

export interface Session {
  cookie: string;
  token: string;
  userId: number;
  promoterCode: string;
}

export async function login(app: FastifyInstance, username: string, password: string): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  const cookie = response.cookies.find((c) => c.name === 'session-token');
  if (!cookie) throw new Error('no session cookie');
  return {
    cookie: cookie.value,
    token: body.token,
    userId: body.user.id,
    promoterCode: body.user.promoter_code,
  };
}

export const loginRoot = (app: FastifyInstance) => login(app, ROOT_USERNAME, ROOT_PASSWORD);

export async function registerAndLogin(
  app: FastifyInstance,
  referralCode: string,
  overrides: RegistrationOverrides = {},
): Promise<Session & { username: string }> {
  const payload = registration(referralCode, overrides);
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
  expect(response.statusCode, response.body).toBe(201);
  return { ...(await login(app, payload.username, payload.password)), username: payload.username };
}

export interface AdminOverrides {
  first_name?: string;
  last_name?: string;
  mobile?: string;
  username?: string;
  password?: string;
}

/**
 * An admin account made by the super admin through `POST /admins`, logged in. Defaults give a
 * unique username and mobile; a test that names its admin elsewhere passes them.
 */
export async function createAdmin(
  app: FastifyInstance,
  root: Session,
  overrides: AdminOverrides = {},
): Promise<Session & { username: string }> {
  sequence += 1;
  const suffix = `${process.pid % 10000}${sequence}`.slice(-8).padStart(8, '0');
  const { password = 'AdminPass1', ...details } = overrides;
  const payload = {
    first_name: 'Office',
    last_name: 'Admin',
    mobile: `97${suffix}`,
    username: `admin_${suffix}`,
    ...details,
    password,
    password_confirmation: password,
  };
  const created = await app.inject(asSession(root, { method: 'POST', url: '/api/v1/admins', payload }));
  expect(created.statusCode, created.body).toBe(201);
  return { ...(await login(app, payload.username, password)), username: payload.username };
}

/** A request as the portal's own page would send it: session cookie plus same Origin. */
export function asSession(session: Session, options: InjectOptions): InjectOptions {
  return {
    ...options,
    cookies: { 'session-token': session.cookie },
    headers: { origin: TEST_ORIGIN, ...(options.headers ?? {}) },
  };
}

/**
 * POST upload as `session`, with the file in `field` as a browser's FormData sends it; the
 * stored file's name (the upload must succeed).
 */
export async function uploadFile(
  app: FastifyInstance,
  session: Session,
  field: 'video' | 'image',
  bytes: Buffer,
  filename: string,
): Promise<string> {
  const form = new FormData();
  form.append(field, new Blob([bytes]), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await app.inject(
    asSession(session, {
      method: 'POST',
      url: '/api/v1/upload',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().file;
}

/** Funds (or, negative, debits) a wallet through the super admin's adjustment endpoint. */
export async function adjustWallet(
  app: FastifyInstance,
  root: Session,
  input: { user_id: number; wallet_type: number; amount: number; reason?: string },
  idempotencyKey?: string,
) {
  return app.inject(
    asSession(root, {
      method: 'POST',
      url: '/api/v1/wallet-adjustments',
      payload: { reason: 'Test funding', ...input },
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    }),
  );
}

export const BANK_DETAILS = {
  account_holder: 'Asha Kumar',
  acc_no: '123456789012',
  ifsc_code: 'SBIN0001234',
  bank_name: 'State Bank of India',
  branch_name: 'Chennai Main',
};

/**
 * An account number of the user's own: test users sharing one would be a fraud signal that holds
 * their payments (docs/decisions/186-fraud-signals.md).
 */
export const ownAccountNumber = (userId: number) => `7${String(userId).padStart(11, '0')}`;
/** A PAN of the user's own (AAAAA9999A), for the same reason. */
export const ownPan = (userId: number) => `ABCDE${String(userId % 10_000).padStart(4, '0')}F`;

/**
 * Saves a user's bank details (their first save: no password needed), with an account number of
 * their own unless the overrides give one.
 */
export async function saveBankDetails(
  app: FastifyInstance,
  session: Session,
  overrides: Record<string, unknown> = {},
) {
  const response = await app.inject(
    asSession(session, {
      method: 'POST',
      url: '/api/v1/user-bank-detail/upsert',
      payload: { ...BANK_DETAILS, acc_no: ownAccountNumber(session.userId), ...overrides },
    }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A promoter with bank details and `funds` rupees in their Cash wallet, ready to withdraw. */
export async function fundedPayee(
  app: FastifyInstance,
  root: Session,
  options: { funds?: number; bank?: Record<string, unknown>; registration?: RegistrationOverrides } = {},
): Promise<Session & { username: string }> {
  const user = await registerAndLogin(app, root.promoterCode, options.registration);
  await saveBankDetails(app, user, options.bank);
  const credited = await adjustWallet(app, root, {
    user_id: user.userId,
    wallet_type: 1,
    amount: options.funds ?? 100_000,
  });
  expect(credited.statusCode, credited.body).toBe(201);
  return user;
}

/** The payee's withdrawal request of `amount` rupees from their Cash wallet: its id. */
export async function requestWithdrawal(
  app: FastifyInstance,
  user: Session,
  amount: number,
): Promise<number> {
  const response = await app.inject(
    asSession(user, { method: 'POST', url: '/api/v1/withdraws', payload: { wallet_type: 1, amount } }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** An admin's status change of a withdrawal (1 process, 2 complete, 3 reject), expected to succeed. */
export async function setWithdrawalStatus(
  app: FastifyInstance,
  admin: Session,
  payload: { id: number; status: 1 | 2 | 3; reason?: string; reference?: string; confirm_note?: string },
) {
  const response = await app.inject(
    asSession(admin, { method: 'POST', url: '/api/v1/withdraw-status-update', payload }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The portal's own bank details, where promoters pay for a PIN: raising PIN terms needs them. */
export async function savePaymentDetails(app: FastifyInstance, admin: Session) {
  const response = await app.inject(
    asSession(admin, {
      method: 'POST',
      url: '/api/v1/admin-bank-details/upsert',
      payload: {
        account_holder: 'Promoter Portal',
        acc_no: '50200012345678',
        ifsc_code: 'HDFC0001234',
        bank_name: 'HDFC Bank',
        branch_name: 'Anna Salai',
        whatsapp_number: '9876543210',
      },
    }),
  );
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * A PIN of `level` asked for by `user` and taken through every step to activation (the admin
 * raises the terms, the user accepts, the admin generates the PIN, the user activates it with
 * `whatsapp` as their WhatsApp number): the request's id and the PIN. The portal's payment details must be
 * saved (savePaymentDetails).
 */
export async function activatePin(
  app: FastifyInstance,
  admin: Session,
  user: Session,
  { level, whatsapp = '9123456780' }: { level: number; whatsapp?: string },
): Promise<{ id: number; pin: string }> {
  const post = async (session: Session, path: string, payload: Record<string, unknown>) => {
    const response = await app.inject(
      asSession(session, { method: 'POST', url: `/api/v1/${path}`, payload }),
    );
    expect(response.statusCode, `${path}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const { id } = await post(user, 'user-promoters', { level });
  await post(admin, 'term-raised', { id });
  await post(user, 'term-accepted', { id });
  const { pin } = await post(admin, 'generate-pin', { id });
  await post(user, 'activate-pin', {
    id,
    pin,
    gift_delivery: 2,
    address: '12 Temple Street, Madurai 625001',
    whatsapp,
  });
  return { id, pin };
}
