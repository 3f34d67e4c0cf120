import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  auditLogs,
  fraudSignals,
  journalEntries,
  quizAttempts,
  userBankDetails,
  users,
  withdrawals,
} from '../../db/schema.js';
import {
  activatePin,
  adjustWallet,
  login,
  registration,
  saveBankDetails,
  savePaymentDetails,
  type Session,
} from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';

/**
 * Fraud signals (issue 20, point 5; docs/decisions/186-fraud-signals.md): each raised by its
 * scenario and not by an innocent look-alike, on the three lists with their filter, and the hold
 * on paying a flagged payee until an admin confirms it with a note.
 */
const t = useTestApp();
const { root } = t;

type Member = Session & { username: string; mobile: string };

/** A promoter registered under `sponsor` from `ip` (the loopback address by default), logged in. */
async function member(sponsor: Session = root, ip?: string): Promise<Member> {
  const payload = registration(sponsor.promoterCode);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload,
    ...(ip ? { remoteAddress: ip } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return {
    ...(await login(t.app, payload.username, payload.password)),
    username: payload.username,
    mobile: payload.mobile,
  };
}

/** The kinds stored for an account, each with the accounts it names. */
async function signalsOf(userId: number): Promise<Record<string, number[]>> {
  const rows = await t.db.select().from(fraudSignals).where(eq(fraudSignals.userId, userId));
  return Object.fromEntries(rows.map((row) => [row.kind, [...row.relatedUserIds].sort((a, b) => a - b)]));
}

const post = (session: Session, url: string, payload: Record<string, unknown>) =>
  t.request(session, { method: 'POST', url: `/api/v1/${url}`, payload });

async function saveFraudSettings(fraud: Record<string, number>) {
  const response = await t.request(root, {
    method: 'PUT',
    url: '/api/v1/programme-settings',
    payload: {
      fraud: {
        ip_registrations_per_hour: 5,
        sponsor_registrations_per_hour: 10,
        quiz_min_seconds_per_question: 3,
        fast_quizzes: 3,
        ...fraud,
      },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A request for ₹100 from the member's Cash wallet, funded first: its id. */
async function withdrawal(user: Session): Promise<number> {
  const funded = await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount: 100 });
  expect(funded.statusCode, funded.body).toBe(201);
  const requested = await post(user, 'withdraws', { wallet_type: 1, amount: 100 });
  expect(requested.statusCode, requested.body).toBe(201);
  return requested.json().id as number;
}

beforeAll(async () => {
  // Several requests of one promoter in a test: no cool-down between them.
  const rules = await t.request(root, {
    method: 'PUT',
    url: '/api/v1/programme-settings',
    payload: {
      withdrawal: [1, 2, 3].map((walletType) => ({
        wallet_type: walletType,
        min_amount: 100,
        cooldown_days: 0,
      })),
    },
  });
  expect(rules.statusCode, rules.body).toBe(200);
  // Where promoters pay for a PIN: raising terms needs it.
  await savePaymentDetails(t.app, root);
});

describe('the same mobile number on several accounts', () => {
  it("flags two members of a family when one gives the other's mobile as WhatsApp, each naming the other; two strangers are not", async () => {
    const mother = await member();
    const son = await member();
    const stranger = await member();
    const another = await member();
    await activatePin(t.app, root, son, { level: 0, whatsapp: mother.mobile });
    await activatePin(t.app, root, stranger, { level: 0, whatsapp: stranger.mobile });
    await activatePin(t.app, root, another, { level: 0, whatsapp: '9000000001' });

    expect(await signalsOf(son.userId)).toEqual({ shared_mobile: [mother.userId] });
    expect(await signalsOf(mother.userId)).toEqual({ shared_mobile: [son.userId] });
    expect(await signalsOf(stranger.userId)).toEqual({});
    expect(await signalsOf(another.userId)).toEqual({});
  });

  it("flags a UPI ID named by another account's mobile number, and not one named by the account's own", async () => {
    const owner = await member();
    const payee = await member();
    const ownNumber = await member();
    await saveBankDetails(t.app, payee, { payout_method: 'upi', upi_id: `${owner.mobile}@ybl` });
    await saveBankDetails(t.app, ownNumber, { payout_method: 'upi', upi_id: `${ownNumber.mobile}@okaxis` });

    expect(await signalsOf(payee.userId)).toEqual({ shared_mobile: [owner.userId] });
    expect(await signalsOf(owner.userId)).toEqual({ shared_mobile: [payee.userId] });
    expect(await signalsOf(ownNumber.userId)).toEqual({});
  });
});

describe('the same PAN, bank account or UPI ID on several accounts', () => {
  it('flags the accounts holding one and not those holding their own, and clears the pair when one changes it', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    await saveBankDetails(t.app, a, { acc_no: '611111111111', pan: 'AAAAA1111A', pan_name: 'A' });
    await saveBankDetails(t.app, b, { acc_no: '611111111111', pan: 'AAAAA1111A', pan_name: 'B' });
    await saveBankDetails(t.app, c, { acc_no: '611111111112', pan: 'AAAAA1111B', pan_name: 'C' });
    expect(await signalsOf(a.userId)).toEqual({
      shared_bank_account: [b.userId],
      shared_pan: [b.userId],
    });
    expect(await signalsOf(b.userId)).toEqual({
      shared_bank_account: [a.userId],
      shared_pan: [a.userId],
    });
    expect(await signalsOf(c.userId)).toEqual({});

    // b moves to an account and PAN of their own: a's signals go too, though a did nothing.
    const changed = await post(b, 'user-bank-detail/upsert', {
      account_holder: 'B',
      acc_no: '611111111113',
      ifsc_code: 'SBIN0001234',
      bank_name: 'State Bank of India',
      branch_name: 'Chennai Main',
      pan: 'AAAAA1111C',
      pan_name: 'B',
      current_password: 'Secret@123',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await signalsOf(a.userId)).toEqual({});
    expect(await signalsOf(b.userId)).toEqual({});
  });

  it('flags a UPI ID two accounts saved, and not two different ones', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    await saveBankDetails(t.app, a, { payout_method: 'upi', upi_id: 'kavya.r@oksbi' });
    await saveBankDetails(t.app, b, { payout_method: 'upi', upi_id: 'KAVYA.R@oksbi' });
    await saveBankDetails(t.app, c, { payout_method: 'upi', upi_id: 'kavya.s@oksbi' });
    expect(await signalsOf(a.userId)).toEqual({ shared_upi: [b.userId] });
    expect(await signalsOf(b.userId)).toEqual({ shared_upi: [a.userId] });
    expect(await signalsOf(c.userId)).toEqual({});
  });
});

describe('many registrations from one address within an hour (a setting)', () => {
  it('flags them once the threshold is reached, each naming the others; fewer, other addresses and the loopback are not', async () => {
    await saveFraudSettings({ ip_registrations_per_hour: 3 });
    try {
      const first = await member(root, '203.0.113.7');
      const second = await member(root, '203.0.113.7');
      const elsewhere = await member(root, '198.51.100.9');
      expect(await signalsOf(first.userId)).toEqual({});
      expect(await signalsOf(second.userId)).toEqual({});

      const third = await member(root, '203.0.113.7');
      const burst = [first.userId, second.userId, third.userId];
      for (const id of burst)
        expect(await signalsOf(id)).toEqual({ ip_burst: burst.filter((other) => other !== id) });
      expect(await signalsOf(elsewhere.userId)).toEqual({});

      // Registrations through an untrusted proxy all show the loopback address: never counted.
      const local = [await member(), await member(), await member()];
      for (const user of local) expect(await signalsOf(user.userId)).toEqual({});
    } finally {
      await saveFraudSettings({});
    }
  });

  it('does not count registrations from the address more than an hour apart', async () => {
    await saveFraudSettings({ ip_registrations_per_hour: 3 });
    try {
      const early = await member(root, '192.0.2.44');
      await t.db
        .update(users)
        .set({ createdAt: sql`${users.createdAt} - interval '61 minutes'` })
        .where(eq(users.id, early.userId));
      const second = await member(root, '192.0.2.44');
      const third = await member(root, '192.0.2.44');
      for (const user of [early, second, third]) expect(await signalsOf(user.userId)).toEqual({});
    } finally {
      await saveFraudSettings({});
    }
  });
});

describe('many registrations under one sponsor within an hour (a setting)', () => {
  it("flags the sponsor and the accounts of the burst; a promoter with fewer, and the programme's own code, are not", async () => {
    await saveFraudSettings({ sponsor_registrations_per_hour: 3 });
    try {
      const busy = await member();
      const quiet = await member();
      const referrals = [await member(busy), await member(busy)];
      expect(await signalsOf(busy.userId)).toEqual({});
      referrals.push(await member(busy));
      const ids = referrals.map((r) => r.userId);
      expect(await signalsOf(busy.userId)).toEqual({ sponsor_burst: ids });
      for (const id of ids)
        expect(await signalsOf(id)).toEqual({
          sponsor_burst: [busy.userId, ...ids.filter((other) => other !== id)].sort((a, b) => a - b),
        });

      const few = [await member(quiet), await member(quiet)];
      expect(await signalsOf(quiet.userId)).toEqual({});
      for (const user of few) expect(await signalsOf(user.userId)).toEqual({});
      // Every account above registered under the super admin's code within the hour: not a sign.
      const underRoot = await member();
      expect(await signalsOf(underRoot.userId)).toEqual({});
    } finally {
      await saveFraudSettings({});
    }
  });
});

describe('a sponsor chain whose members share an identifier (a self-referral ring)', () => {
  it('flags a grandparent and grandchild sharing a PAN, not the link between them, nor a sharing pair outside one chain', async () => {
    const grandparent = await member();
    const parent = await member(grandparent);
    const child = await member(parent);
    await saveBankDetails(t.app, grandparent, { pan: 'RINGS1234R', pan_name: 'G' });
    await saveBankDetails(t.app, child, { pan: 'RINGS1234R', pan_name: 'C' });
    await saveBankDetails(t.app, parent, { pan: 'OWNPN1234P', pan_name: 'P' });
    expect(await signalsOf(grandparent.userId)).toEqual({
      shared_pan: [child.userId],
      sponsor_ring: [child.userId],
    });
    expect(await signalsOf(child.userId)).toEqual({
      shared_pan: [grandparent.userId],
      sponsor_ring: [grandparent.userId],
    });
    expect(await signalsOf(parent.userId)).toEqual({});

    // Cousins: both under the root, in no chain of each other.
    const cousin = await member(grandparent);
    const otherCousin = await member(await member());
    await saveBankDetails(t.app, cousin, { pan: 'COUSN1234C', pan_name: 'X' });
    await saveBankDetails(t.app, otherCousin, { pan: 'COUSN1234C', pan_name: 'Y' });
    expect(await signalsOf(cousin.userId)).toEqual({ shared_pan: [otherCousin.userId] });
    expect(await signalsOf(otherCousin.userId)).toEqual({ shared_pan: [cousin.userId] });
  });

  it('looks 10 sponsors up and down, no further', async () => {
    const top = await member();
    const chain = [top];
    for (let step = 1; step <= 11; step++) chain.push(await member(chain.at(-1)!));
    await saveBankDetails(t.app, top, { acc_no: '622222222222' });
    await saveBankDetails(t.app, chain[10]!, { acc_no: '622222222222' });
    await saveBankDetails(t.app, chain[11]!, { acc_no: '622222222222' });
    // Ten steps apart: a ring; eleven: only the shared account.
    expect(await signalsOf(top.userId)).toEqual({
      shared_bank_account: [chain[10]!.userId, chain[11]!.userId],
      sponsor_ring: [chain[10]!.userId],
    });
    expect((await signalsOf(chain[11]!.userId)).sponsor_ring).toEqual([chain[10]!.userId]);
  });
});

describe('quiz answers faster than the questions could be read (a setting)', () => {
  let videoId: number;
  beforeAll(async () => {
    const video = await post(root, 'promotion-videos', {
      title: 'Fraud signals',
      youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
      duration_seconds: 40,
      showing_date: '2026-01-05',
      session: 1,
      order: 1,
    });
    expect(video.statusCode, video.body).toBe(201);
    videoId = video.json().id;
  });

  /** Graded attempts of three questions, each answered `seconds` after the quiz opened. */
  async function attempts(user: Session, seconds: number[]) {
    const served = [1, 2, 3].map((id) => ({
      id,
      text: 'Q',
      time_limit: 30,
      weight: 10,
      correct_choice_id: 1,
    }));
    for (const [index, after] of seconds.entries()) {
      const startedAt = new Date(Date.UTC(2026, 0, 5 + index, 5, 0, 0));
      await t.db.insert(quizAttempts).values({
        userId: user.userId,
        videoId,
        attemptDate: `2026-01-${String(5 + index).padStart(2, '0')}`,
        session: 1,
        setNo: 1,
        level: 0,
        amountPaise: 250,
        amountParts: {},
        settingsVersion: 0,
        language: 'en',
        served,
        quizStartedAt: startedAt,
        answers: [{ question_id: 1, choice_id: 1 }],
        gradedAt: new Date(startedAt.getTime() + after * 1000),
        score: 1,
        total: 3,
      });
    }
  }

  it('flags an account with as many quick quizzes as the setting says, at its withdrawal request; slower or fewer are not', async () => {
    const quick = await member();
    const reader = await member();
    const twice = await member();
    await attempts(quick, [2, 4, 8]);
    await attempts(reader, [9, 12, 30]);
    await attempts(twice, [2, 2, 60]);
    for (const user of [quick, reader, twice]) {
      await saveBankDetails(t.app, user);
      await withdrawal(user);
    }
    expect(await signalsOf(quick.userId)).toEqual({ fast_quiz: [] });
    const [stored] = await t.db.select().from(fraudSignals).where(eq(fraudSignals.userId, quick.userId));
    expect(stored!.params).toEqual({ count: 3 });
    expect(await signalsOf(reader.userId)).toEqual({});
    expect(await signalsOf(twice.userId)).toEqual({});

    await saveFraudSettings({ fast_quizzes: 2 });
    try {
      await withdrawal(twice);
      expect(await signalsOf(twice.userId)).toEqual({ fast_quiz: [] });
    } finally {
      await saveFraudSettings({});
    }
  });
});

describe('the lists: fraud_signals on the rows, and the filter', () => {
  let flagged: Member;
  let partner: Member;
  let clean: Member;
  let flaggedRequest: number;
  let cleanRequest: number;
  beforeAll(async () => {
    flagged = await member();
    partner = await member();
    clean = await member();
    await saveBankDetails(t.app, flagged, { acc_no: '633333333333' });
    await saveBankDetails(t.app, partner, { acc_no: '633333333333' });
    await saveBankDetails(t.app, clean);
    flaggedRequest = await withdrawal(flagged);
    cleanRequest = await withdrawal(clean);
    for (const user of [flagged, clean])
      expect((await post(user, 'user-promoters', { level: 0 })).statusCode).toBe(201);
  });

  const expectedSignal = () => ({
    kind: 'shared_bank_account',
    reason: 'Bank account number shared with other accounts (1)',
    related_user_ids: [partner.userId],
    related_usernames: [partner.username],
  });
  const list = async (url: string, hasSignals?: 'true' | 'false') => {
    const query = hasSignals
      ? `&search_param=${encodeURIComponent(JSON.stringify({ has_fraud_signals: hasSignals }))}`
      : '';
    const response = await t.request(root, { url: `/api/v1/${url}?page_size=100${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; fraud_signals: unknown[]; user?: { id: number } }[];
  };

  it('User Management: rows carry the signals with the reason and the named accounts; the filter keeps or drops them', async () => {
    const rows = await list('all-referrals');
    expect(rows.find((row) => row.id === flagged.userId)!.fraud_signals).toEqual([expectedSignal()]);
    expect(rows.find((row) => row.id === clean.userId)!.fraud_signals).toEqual([]);
    const withSignals = (await list('all-referrals', 'true')).map((row) => row.id);
    expect(withSignals).toContain(flagged.userId);
    expect(withSignals).toContain(partner.userId);
    expect(withSignals).not.toContain(clean.userId);
    const searched = await t.request(root, {
      url: '/api/v1/all-referrals',
      query: { search: flagged.username, search_param: JSON.stringify({ has_fraud_signals: 'true' }) },
    });
    expect(searched.json().data.map((row: { id: number }) => row.id)).toEqual([flagged.userId]);
    const withoutSignals = (await list('all-referrals', 'false')).map((row) => row.id);
    expect(withoutSignals).toContain(clean.userId);
    expect(withoutSignals).not.toContain(flagged.userId);
    // The user dialog's row too.
    const one = await t.request(root, { url: `/api/v1/all-referrals/${flagged.userId}` });
    expect(one.json().fraud_signals).toEqual([expectedSignal()]);
  });

  it('Withdraw Request: the requester’s signals on each row; the filter', async () => {
    const rows = await list('withdraws');
    expect(rows.find((row) => row.id === flaggedRequest)!.fraud_signals).toEqual([expectedSignal()]);
    expect(rows.find((row) => row.id === cleanRequest)!.fraud_signals).toEqual([]);
    expect((await list('withdraws', 'true')).map((row) => row.id)).toContain(flaggedRequest);
    expect((await list('withdraws', 'true')).map((row) => row.id)).not.toContain(cleanRequest);
    expect((await list('withdraws', 'false')).map((row) => row.id)).toContain(cleanRequest);
    expect((await list('withdraws', 'false')).map((row) => row.id)).not.toContain(flaggedRequest);
    // With a search, which reads its page another way (lib/list.ts, searchedPageIds).
    const searched = await t.request(root, {
      url: '/api/v1/withdraws',
      query: { search: flagged.username, search_param: JSON.stringify({ has_fraud_signals: 'true' }) },
    });
    expect(searched.json().data.map((row: { id: number }) => row.id)).toEqual([flaggedRequest]);
    const searchedClean = await t.request(root, {
      url: '/api/v1/withdraws',
      query: { search: flagged.username, search_param: JSON.stringify({ has_fraud_signals: 'false' }) },
    });
    expect(searchedClean.json().data).toEqual([]);
  });

  it('Pin Requests: the requester’s signals on each row; the filter', async () => {
    const rows = await list('user-promoters');
    const rowOf = (userId: number) => rows.find((row) => row.user!.id === userId)!;
    expect(rowOf(flagged.userId).fraud_signals).toEqual([expectedSignal()]);
    expect(rowOf(clean.userId).fraud_signals).toEqual([]);
    const flaggedOnly = (await list('user-promoters', 'true')).map((row) => row.user!.id);
    expect(flaggedOnly).toContain(flagged.userId);
    expect(flaggedOnly).not.toContain(clean.userId);
    const cleanOnly = (await list('user-promoters', 'false')).map((row) => row.user!.id);
    expect(cleanOnly).toContain(clean.userId);
    expect(cleanOnly).not.toContain(flagged.userId);
  });

  it('refuses a filter value other than true or false', async () => {
    const search = encodeURIComponent(JSON.stringify({ has_fraud_signals: 'maybe' }));
    for (const url of ['all-referrals', 'withdraws', 'user-promoters']) {
      const response = await t.request(root, { url: `/api/v1/${url}?search_param=${search}` });
      expect(response.statusCode, url).toBe(422);
    }
  });
});

describe('the hold on paying a flagged payee', () => {
  const NOTE_REFUSAL = 'Write a note of at least 10 characters to confirm paying despite the fraud signals';
  let flagged: Member;
  let partner: Member;
  beforeAll(async () => {
    flagged = await member();
    partner = await member();
    await saveBankDetails(t.app, flagged, { pan: 'HOLDS1234H', pan_name: 'F' });
    await saveBankDetails(t.app, partner, { pan: 'HOLDS1234H', pan_name: 'P' });
  });

  const statusOf = async (id: number) =>
    (await t.db.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, id)))[0]!
      .status;
  const paymentEntries = (id: number) =>
    t.db.$count(journalEntries, eq(journalEntries.idempotencyKey, `withdrawal:${id}:complete`));

  it('refuses completing without a note of 10 characters, changing nothing; with one it pays and audits the note and the signals', async () => {
    const id = await withdrawal(flagged);
    for (const payload of [{}, { confirm_note: '  short  ' }]) {
      const refused = await post(root, 'withdraw-status-update', { id, status: 2, ...payload });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors).toEqual({ confirm_note: [NOTE_REFUSAL] });
      expect(await statusOf(id)).toBe(0);
      expect(await paymentEntries(id)).toBe(0);
    }
    const note = 'Called both: a married couple sharing one PAN card by mistake';
    const paid = await post(root, 'withdraw-status-update', { id, status: 2, confirm_note: note });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await statusOf(id)).toBe(2);
    expect(await paymentEntries(id)).toBe(1);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'withdrawal.complete'), eq(auditLogs.entityId, String(id))));
    expect(audit!.actorId).toBe(root.userId);
    expect(audit!.after).toMatchObject({
      status: 2,
      confirm_note: note,
      fraud_signals: {
        [flagged.userId]: [
          {
            kind: 'shared_pan',
            reason: 'PAN shared with other accounts (1)',
            related_user_ids: [partner.userId],
          },
        ],
      },
    });
  });

  it('asks no note of a payee without signals, and none to process', async () => {
    const clean = await member();
    await saveBankDetails(t.app, clean);
    const id = await withdrawal(clean);
    expect((await post(root, 'withdraw-status-update', { id, status: 2 })).statusCode).toBe(200);
    const flaggedId = await withdrawal(flagged);
    expect((await post(root, 'withdraw-status-update', { id: flaggedId, status: 1 })).statusCode).toBe(200);
    expect(await statusOf(flaggedId)).toBe(1);
  });

  it('computes the signals afresh before paying: a detail shared since the request holds it', async () => {
    const late = await member();
    await saveBankDetails(t.app, late);
    const id = await withdrawal(late);
    expect(await signalsOf(late.userId)).toEqual({});
    // Another account gives the payee's mobile as its UPI ID after the request was made.
    const relative = await member();
    await t.db.insert(userBankDetails).values({
      userId: relative.userId,
      accountHolder: 'Relative',
      payoutMethod: 'upi',
      upiId: `${late.mobile}@ybl`,
    });
    const refused = await post(root, 'withdraw-status-update', { id, status: 2 });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(await signalsOf(late.userId)).toEqual({ shared_mobile: [relative.userId] });
  });

  it('in bulk: refuses the flagged row alone without the note; with it, completes all and audits each', async () => {
    const clean = await member();
    await saveBankDetails(t.app, clean);
    const ids = [await withdrawal(flagged), await withdrawal(clean)];
    const first = await post(root, 'withdraw-status-update/bulk', { ids, status: 2 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().results).toEqual([
      { id: ids[0], ok: false, status: 0, message: NOTE_REFUSAL },
      { id: ids[1], ok: true, status: 2, message: 'Updated' },
    ]);
    const note = 'Checked the PAN card copies: two brothers';
    const second = await post(root, 'withdraw-status-update/bulk', {
      ids: [ids[0]],
      status: 2,
      confirm_note: note,
    });
    expect(second.json().results).toEqual([{ id: ids[0], ok: true, status: 2, message: 'Updated' }]);
    const [audit] = await t.db
      .select({ after: auditLogs.after })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'withdrawal.complete'), eq(auditLogs.entityId, String(ids[0]))));
    expect(audit!.after).toMatchObject({ confirm_note: note });
  });

  it('the payout file, which pays them, needs the note too, and audits it', async () => {
    const id = await withdrawal(flagged);
    expect((await post(root, 'withdraw-status-update', { id, status: 1 })).statusCode).toBe(200);
    const refused = await post(root, 'withdraws/payout-file', { ids: [id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ confirm_note: [NOTE_REFUSAL] });
    const note = 'Verified on a video call with both holders';
    const file = await post(root, 'withdraws/payout-file', { ids: [id], confirm_note: note });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body).toContain(`WD${id}`);
    const [audit] = await t.db
      .select({ after: auditLogs.after })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'withdrawal.payout_file'))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(audit!.after).toMatchObject({ ids: [id], confirm_note: note });
  });
});

describe('the thresholds in Promotion Settings', () => {
  it('answers the defaults, saves a change as a new version, refuses values out of range on the field', async () => {
    const current = (await t.request(root, { url: '/api/v1/programme-settings' })).json();
    expect(current.fraud).toEqual({
      ip_registrations_per_hour: 5,
      sponsor_registrations_per_hour: 10,
      quiz_min_seconds_per_question: 3,
      fast_quizzes: 3,
    });
    const saved = await saveFraudSettings({ quiz_min_seconds_per_question: 5 });
    expect(saved.fraud.quiz_min_seconds_per_question).toBe(5);
    expect(saved.version).toBeGreaterThan(current.version);
    const refused = await t.request(root, {
      method: 'PUT',
      url: '/api/v1/programme-settings',
      payload: {
        fraud: {
          ip_registrations_per_hour: 1,
          sponsor_registrations_per_hour: 10,
          quiz_min_seconds_per_question: 3,
          fast_quizzes: 3,
        },
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'fraud.ip_registrations_per_hour': ['Registrations from one address per hour must be at least 2'],
    });
    await saveFraudSettings({});
  });
});
