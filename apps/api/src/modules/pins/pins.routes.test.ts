import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { financialYearOf, indiaDate, Role } from '@portal/shared';
import { auditLogs, journalEntries, pinRequests, scratchCards, users } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import {
  asSession,
  createAdmin,
  loginRoot,
  registerAndLogin,
  type Session,
  savePaymentDetails,
} from '../../test/fixtures.js';
import { promoterAt } from '../../test/programme.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { checkMoneyHealth } from '../money-health/money-health.service.js';
import * as pinsRepo from './pins.repository.js';
import { raiseOverdueTerms, rejectStaleRequests } from './pins.service.js';
import { exported } from '../../test/exports.js';

let t: TestApp;
let root: Session;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
  admin = await createAdmin(t.app, root, { username: 'pin_admin' });
  await savePaymentDetails(t.app, admin);
});
afterAll(async () => {
  expect((await checkMoneyHealth(t.db)).problems).toEqual([]);
  await t.close();
});

const post = (session: Session, url: string, payload: Record<string, unknown>) =>
  t.app.inject(asSession(session, { method: 'POST', url: `/api/v1/${url}`, payload }));
const activation = (id: number, pin: string) => ({
  id,
  pin,
  gift_delivery: 2,
  address: '12 Temple Street, Madurai 625001',
  whatsapp: '9123456780',
});

/** A request taken to approved: requested, raised, accepted, PIN generated. */
async function approvedRequest(user: Session, level: number) {
  const requested = await post(user, 'user-promoters', { level });
  expect(requested.statusCode, requested.body).toBe(201);
  const { id } = requested.json();
  expect((await post(admin, 'term-raised', { id })).statusCode).toBe(200);
  expect((await post(user, 'term-accepted', { id })).statusCode).toBe(200);
  const generated = await post(admin, 'generate-pin', { id });
  expect(generated.statusCode, generated.body).toBe(200);
  return { id: id as number, pin: generated.json().pin as string };
}

const get = (session: Session, url: string) => t.app.inject(asSession(session, { url: `/api/v1/${url}` }));

async function levelOf(userId: number) {
  const [row] = await t.db
    .select({ level: users.currentPromoterLevel })
    .from(users)
    .where(eq(users.id, userId));
  return row?.level ?? null;
}

describe('the PIN journey', () => {
  it('request → raise → accept → generate → activate: the level changes at activation only, with a card for the sponsor', async () => {
    const sponsor = await promoterAt(t, 3, root);
    const user = await registerAndLogin(t.app, sponsor.promoterCode);

    const requested = await post(user, 'user-promoters', { level: 2 });
    expect(requested.statusCode).toBe(201);
    const { id } = requested.json();
    expect(requested.json()).toMatchObject({ level: 2, status: 0, terms: null, payment_details: null });

    const raised = await post(admin, 'term-raised', { id });
    expect(raised.json()).toMatchObject({ id, terms_raised_by: 'pin_admin' });
    const own = (await t.app.inject(asSession(user, { url: '/api/v1/user-promoters/list' }))).json().data[0];
    expect(own.terms).toContain('Promoter Level 2');
    expect(own.payment_details).toMatchObject({ acc_no: '50200012345678', whatsapp_number: '9876543210' });

    expect((await post(user, 'term-accepted', { id })).statusCode).toBe(200);
    const generated = await post(admin, 'generate-pin', { id });
    const { pin } = generated.json();
    expect(pin).toMatch(/^[A-Z2-9]{8}$/);
    expect(await levelOf(user.userId)).toBeNull();

    const activated = await post(user, 'activate-pin', activation(id, pin.toLowerCase()));
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ status: 2, gift_delivery: 2, whatsapp: '9123456780' });
    expect(await levelOf(user.userId)).toBe(2);

    const cards = await t.db.select().from(scratchCards).where(eq(scratchCards.pinRequestId, id));
    expect(cards.map((card) => ({ userId: card.userId, amount: card.amount }))).toEqual([
      { userId: sponsor.userId, amount: 100_00 },
    ]);
    const actions = await t.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'pin_requests'), eq(auditLogs.entityId, String(id))));
    expect(actions.map((row) => row.action)).toEqual([
      'pin.request',
      'pin.raise_terms',
      'pin.accept_terms',
      'pin.generate',
      'pin.activate',
    ]);
    const [generatedAudit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'pin.generate'), eq(auditLogs.entityId, String(id))));
    expect(JSON.stringify(generatedAudit)).not.toContain(pin);

    // The sponsor scratches the card: the Scratch wallet grows once.
    const [card] = (await t.app.inject(asSession(sponsor, { url: '/api/v1/get-scratch-cards' }))).json()
      .cards;
    expect(card).toMatchObject({
      from_username: user.username,
      level: 2,
      amount: null,
      message: null,
      scratched_at: null,
    });
    const scratched = await post(sponsor, 'scratched-status-update', { id: card.id });
    expect(scratched.json()).toMatchObject({ amount: 100, scratched_at: expect.any(String) });
    expect((await post(sponsor, 'scratched-status-update', { id: card.id })).statusCode).toBe(400);
    const wallets = (await t.app.inject(asSession(sponsor, { url: '/api/v1/wallets' }))).json().wallets;
    expect(wallets[1]).toMatchObject({ wallet_type: 2, balance: 100 });
  });

  it('no card when the sponsor is below the activated level; copies for additional scratch referrals', async () => {
    const low = await promoterAt(t, 1, root);
    const first = await registerAndLogin(t.app, low.promoterCode);
    const a = await approvedRequest(first, 3);
    expect((await post(first, 'activate-pin', activation(a.id, a.pin))).statusCode).toBe(200);
    expect(await t.db.$count(scratchCards, eq(scratchCards.pinRequestId, a.id))).toBe(0);

    const extra = await registerAndLogin(t.app, root.promoterCode);
    const put = await t.app.inject(
      asSession(root, {
        method: 'PUT',
        url: '/api/v1/programme-settings',
        payload: { additional_scratch_referrals: [extra.promoterCode.toLowerCase()] },
      }),
    );
    expect(put.statusCode, put.body).toBe(200);
    const second = await registerAndLogin(t.app, low.promoterCode);
    const b = await approvedRequest(second, 1);
    expect((await post(second, 'activate-pin', activation(b.id, b.pin))).statusCode).toBe(200);
    const cards = await t.db.select().from(scratchCards).where(eq(scratchCards.pinRequestId, b.id));
    expect(cards.map((card) => [card.userId, card.amount, card.isCopy]).sort()).toEqual(
      [
        [low.userId, 25_00, false],
        [extra.userId, 25_00, true],
      ].sort(),
    );
    await t.app.inject(
      asSession(root, {
        method: 'PUT',
        url: '/api/v1/programme-settings',
        payload: { additional_scratch_referrals: [] },
      }),
    );
  });
});

describe('going up the levels', () => {
  it('a Trainee becomes Promoter, then Level 2, then Level 4, each step through the portal with its card for the sponsor', async () => {
    const sponsor = await promoterAt(t, 4, root);
    const user = await registerAndLogin(t.app, sponsor.promoterCode);
    const dashboardLevel = async () =>
      (await get(user, 'user-dashboard')).json().current_promoter_level as number | null;
    expect(await dashboardLevel()).toBeNull();

    const refused = async (level: number) => {
      const response = await post(user, 'user-promoters', { level });
      expect(response.statusCode, `level ${level}`).toBe(422);
      return response.json().errors.level as string[];
    };
    const cardsOfSponsor = async () =>
      (await get(sponsor, 'get-scratch-cards')).json().cards as { from_username: string; level: number }[];
    const steps = [
      { level: 0, amount: 10_00, refusedBelow: [0] },
      { level: 2, amount: 100_00, refusedBelow: [2, 1, 0] },
      { level: 4, amount: 250_00, refusedBelow: [4, 3, 0] },
    ];
    const requestIds: number[] = [];
    for (const step of steps) {
      // A new request each time: an activated request is not an open one.
      const { id, pin } = await approvedRequest(user, step.level);
      expect(requestIds).not.toContain(id);
      requestIds.push(id);
      expect(await dashboardLevel()).toBe(steps[requestIds.length - 2]?.level ?? null);
      const activated = await post(user, 'activate-pin', activation(id, pin));
      expect(activated.statusCode, activated.body).toBe(200);
      expect(await levelOf(user.userId)).toBe(step.level);
      expect(await dashboardLevel()).toBe(step.level);

      const cards = await t.db.select().from(scratchCards).where(eq(scratchCards.pinRequestId, id));
      expect(cards.map((card) => [card.userId, card.level, card.amount])).toEqual([
        [sponsor.userId, step.level, step.amount],
      ]);
      const listed = await cardsOfSponsor();
      expect(listed).toHaveLength(requestIds.length);
      expect(listed[0]).toMatchObject({ from_username: user.username, level: step.level });

      for (const level of step.refusedBelow)
        expect(await refused(level)).toEqual([
          `You are already ${step.level === 0 ? 'Promoter' : `Promoter Level ${step.level}`}: choose a level above it`,
        ]);
    }
    const rows = await t.db.select().from(pinRequests).where(eq(pinRequests.userId, user.userId));
    expect(rows.map((row) => [row.level, row.status]).sort()).toEqual([
      [0, 2],
      [2, 2],
      [4, 2],
    ]);
    // Nothing is left to ask for at the top level.
    expect((await post(user, 'user-promoters', { level: 5 })).statusCode).toBe(422);
    expect(await t.db.$count(pinRequests, eq(pinRequests.userId, user.userId))).toBe(3);
  });
});

describe('scratch cards belong to their owner', () => {
  it("another user scratching a card gets 404 and no money moves; the list holds only the caller's cards, newest first", async () => {
    const sponsor = await promoterAt(t, 4, root);
    const first = await registerAndLogin(t.app, sponsor.promoterCode);
    const second = await registerAndLogin(t.app, sponsor.promoterCode);
    const a = await approvedRequest(first, 1);
    expect((await post(first, 'activate-pin', activation(a.id, a.pin))).statusCode).toBe(200);
    const b = await approvedRequest(second, 3);
    expect((await post(second, 'activate-pin', activation(b.id, b.pin))).statusCode).toBe(200);

    // The stranger has a card of their own, from their own referral.
    const stranger = await promoterAt(t, 4, root);
    const strangersReferral = await registerAndLogin(t.app, stranger.promoterCode);
    const c = await approvedRequest(strangersReferral, 0);
    expect((await post(strangersReferral, 'activate-pin', activation(c.id, c.pin))).statusCode).toBe(200);

    const sponsorCards = (await get(sponsor, 'get-scratch-cards')).json().cards;
    expect(
      sponsorCards.map((card: { from_username: string; level: number }) => [card.from_username, card.level]),
    ).toEqual([
      [second.username, 3],
      [first.username, 1],
    ]);
    const strangerCards = (await get(stranger, 'get-scratch-cards')).json().cards;
    expect(strangerCards.map((card: { from_username: string }) => card.from_username)).toEqual([
      strangersReferral.username,
    ]);

    const walletsOf = async (session: Session) => (await get(session, 'wallets')).json().wallets;
    const before = {
      sponsor: await walletsOf(sponsor),
      stranger: await walletsOf(stranger),
      entries: await t.db.$count(journalEntries),
    };
    for (const card of sponsorCards) {
      const response = await post(stranger, 'scratched-status-update', { id: card.id });
      expect(response.statusCode).toBe(404);
    }
    expect(await walletsOf(sponsor)).toEqual(before.sponsor);
    expect(await walletsOf(stranger)).toEqual(before.stranger);
    expect(await t.db.$count(journalEntries)).toBe(before.entries);
    const ids = sponsorCards.map((card: { id: number }) => card.id);
    const rows = await t.db.select().from(scratchCards).where(inArray(scratchCards.id, ids));
    expect(rows.map((row) => row.scratchedAt)).toEqual([null, null]);
    // The scratch itself is guarded by the owner too, not only the look-up before it.
    expect(
      await withTransaction(t.db, (tx) => pinsRepo.markScratched(tx, ids[0], stranger.userId)),
    ).toBeNull();
    expect(
      (await t.db.select().from(scratchCards).where(eq(scratchCards.id, ids[0])))[0]!.scratchedAt,
    ).toBeNull();

    // The owner still scratches their own.
    const own = await post(sponsor, 'scratched-status-update', { id: ids[0] });
    expect(own.json()).toMatchObject({ id: ids[0], amount: 150 });
  });
});

describe('refusals', () => {
  it('a level at or below the current one, and a second open request answers the first', async () => {
    const user = await promoterAt(t, 2, root);
    const same = await post(user, 'user-promoters', { level: 2 });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.level).toEqual(['You are already Promoter Level 2: choose a level above it']);
    expect((await post(user, 'user-promoters', { level: 5 })).statusCode).toBe(422);
    const first = await post(user, 'user-promoters', { level: 3 });
    const again = await post(user, 'user-promoters', { level: 4 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, level: 3 });
    expect(await t.db.$count(pinRequests, eq(pinRequests.userId, user.userId))).toBe(1);
  });

  it("accepting another user's terms is a 404; accepting before raising, generating before accepting are refused", async () => {
    const owner = await registerAndLogin(t.app, root.promoterCode);
    const other = await registerAndLogin(t.app, root.promoterCode);
    const { id } = (await post(owner, 'user-promoters', { level: 0 })).json();
    const early = await post(owner, 'term-accepted', { id });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('The terms of this request are not raised yet');
    const tooSoon = await post(admin, 'generate-pin', { id });
    expect(tooSoon.json().message).toBe(
      'The user has not accepted the terms yet: a PIN is generated after they accept',
    );
    await post(admin, 'term-raised', { id });
    expect((await post(admin, 'term-raised', { id })).json().message).toBe(
      'The terms of this request are already raised',
    );
    expect((await post(other, 'term-accepted', { id })).statusCode).toBe(404);
    expect((await post(admin, 'generate-pin', { id })).statusCode).toBe(400);
    const [row] = await t.db.select().from(pinRequests).where(eq(pinRequests.id, id));
    expect(row).toMatchObject({ status: 0, termsAcceptedAt: null, pin: null });
  });

  it('no PIN again for an approved, activated or rejected request', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const { id, pin } = await approvedRequest(user, 0);
    expect((await post(admin, 'generate-pin', { id })).json().message).toBe('This request is approved');
    await post(user, 'activate-pin', activation(id, pin));
    expect((await post(admin, 'generate-pin', { id })).json().message).toBe('This request is activated');
    const [row] = await t.db.select().from(pinRequests).where(eq(pinRequests.id, id));
    expect(row!.pin).toBe(pin);
    expect((await post(admin, 'pin-rejected', { id, reason: 'late' })).json().message).toBe(
      'This request is activated and cannot be rejected',
    );
    const other = await registerAndLogin(t.app, root.promoterCode);
    const rejected = (await post(other, 'user-promoters', { level: 1 })).json().id;
    const reject = await post(admin, 'pin-rejected', { id: rejected, reason: '  No payment  ' });
    expect(reject.json()).toMatchObject({ status: 3, reason: 'No payment' });
    expect((await post(admin, 'generate-pin', { id: rejected })).json().message).toBe(
      'This request is rejected',
    );
  });

  it('rejecting an approved request: rejected with its reason, audited, and its PIN no longer activates', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const { id, pin } = await approvedRequest(user, 2);
    const rejected = await post(admin, 'pin-rejected', { id, reason: 'Payment not received' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ id, status: 3, reason: 'Payment not received' });
    const [row] = await t.db.select().from(pinRequests).where(eq(pinRequests.id, id));
    expect(row).toMatchObject({ status: 3, reason: 'Payment not received', activatedAt: null });

    const late = await post(user, 'activate-pin', activation(id, pin));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This request is rejected: there is no PIN to activate');
    expect(await levelOf(user.userId)).toBeNull();
    expect(await t.db.$count(scratchCards, eq(scratchCards.pinRequestId, id))).toBe(0);

    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'pin.reject'), eq(auditLogs.entityId, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: admin.userId,
      before: { status: 1 },
      after: { status: 3, reason: 'Payment not received' },
    });
    expect((await post(admin, 'pin-rejected', { id })).json().message).toBe(
      'This request is rejected and cannot be rejected',
    );
  });

  it('a wrong PIN counts; the fifth locks activation for 15 minutes, even with the right PIN', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const { id, pin } = await approvedRequest(user, 1);
    const wrong = pin === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA';
    for (let i = 1; i <= 4; i++) {
      const response = await post(user, 'activate-pin', activation(id, wrong));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.pin).toEqual([
        `Wrong PIN: ${5 - i} ${5 - i === 1 ? 'try' : 'tries'} left before activation locks for 15 minutes`,
      ]);
    }
    const fifth = await post(user, 'activate-pin', activation(id, wrong));
    expect(fifth.json().errors.pin).toEqual(['Wrong PIN. Activation is locked for 15 minutes']);
    const locked = await post(user, 'activate-pin', activation(id, pin));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong PINs: try again in 15 minutes');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(await levelOf(user.userId)).toBeNull();
    // Once the lock has passed, the right PIN works.
    await t.db
      .update(pinRequests)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(pinRequests.id, id));
    expect((await post(user, 'activate-pin', activation(id, pin))).statusCode).toBe(200);
    const twice = await post(user, 'activate-pin', activation(id, pin));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('This PIN is already activated');
  });

  it("activating another user's request is a 404; gift delivery needs its detail", async () => {
    const owner = await registerAndLogin(t.app, root.promoterCode);
    const thief = await registerAndLogin(t.app, root.promoterCode);
    const { id, pin } = await approvedRequest(owner, 0);
    expect((await post(thief, 'activate-pin', activation(id, pin))).statusCode).toBe(404);
    const direct = await post(owner, 'activate-pin', {
      ...activation(id, pin),
      gift_delivery: 1,
      address: '',
    });
    expect(direct.json().errors).toEqual({ pickup_date: ['Choose a pick-up date, today or later'] });
    const courier = await post(owner, 'activate-pin', { ...activation(id, pin), address: ' ' });
    expect(courier.json().errors).toEqual({ address: ['Enter the address the gift is sent to'] });
    const past = await post(owner, 'activate-pin', {
      ...activation(id, pin),
      gift_delivery: 1,
      pickup_date: '2020-01-01',
    });
    expect(past.json().errors.pickup_date).toEqual(['Choose a pick-up date, today or later']);
    expect(await levelOf(owner.userId)).toBeNull();
    expect(await levelOf(thief.userId)).toBeNull();
  });

  it('users get 403 from the admin PIN endpoints', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const { id, pin } = await approvedRequest(user, 4);
    for (const [url, payload] of [
      ['term-raised', { id }],
      ['generate-pin', { id }],
      ['pin-rejected', { id }],
    ] as const)
      expect((await post(user, url, payload)).statusCode).toBe(403);
    expect((await get(user, 'user-promoters')).statusCode).toBe(403);
    const [row] = await t.db.select().from(pinRequests).where(eq(pinRequests.id, id));
    expect(row).toMatchObject({ status: 1, pin, reason: null });
  });

  it('no answer a user can get holds the PIN: every GET a user may call, and the journey’s POSTs', async () => {
    const sponsor = await promoterAt(t, 4, root);
    const user = await registerAndLogin(t.app, sponsor.promoterCode);
    const { id, pin } = await approvedRequest(user, 4);
    const wrong = pin === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA';

    // Every GET route open to users, as the authorization matrix enumerates them, but those whose
    // id names an export job or a ticket's file: what a promoter's export holds is read here
    // through its lists (user-promoters/list), and a ticket's files are what the promoter sent.
    const fileRoutes = [
      '/api/v1/exports/:id',
      '/api/v1/exports/:id/file',
      '/api/v1/contact-messages/:id/attachments/:attachment_id',
    ];
    const userGets = t.app.apiRoutes.filter(
      (route) =>
        route.method === 'GET' &&
        'roles' in route.policy &&
        route.policy.roles.includes(Role.User) &&
        !fileRoutes.includes(route.url),
    );
    expect(userGets.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/v1/user-promoters/list', '/api/v1/user-dashboard', '/api/v1/auth-user']),
    );
    // The GETs that need a query: the watch session of today's daily video, and the tax statement.
    const daily = await post(root, 'daily-videos', {
      title: 'Today',
      youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
      duration_seconds: 60,
      showing_date: indiaDate(),
    });
    expect(daily.statusCode, daily.body).toBe(201);
    const ticket = await post(user, 'contact-messages', { subject: 'My PIN', message: 'Where is my PIN?' });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const paths: Record<string, string> = {
      '/api/v1/contact-messages/:id': `/api/v1/contact-messages/${ticket.json().id}`,
    };
    const queries: Record<string, string> = {
      '/api/v1/watch-sessions/resumable': `?video_kind=daily&video_id=${daily.json().id}`,
      '/api/v1/tds-statement': `?financial_year=${financialYearOf(new Date())}`,
    };
    const answers: { call: string; status: number; body: string }[] = [];
    const record = (call: string, response: { statusCode: number; body: string }) =>
      answers.push({ call, status: response.statusCode, body: response.body });
    for (const route of userGets) {
      const url = (paths[route.url] ?? route.url.replace(/:id\b/g, String(id))) + (queries[route.url] ?? '');
      record(`GET ${url}`, await t.app.inject(asSession(user, { url })));
    }
    // The journey's user POSTs, at the approved request: asking again, accepting again, a wrong
    // PIN, and the activation itself.
    record('POST user-promoters', await post(user, 'user-promoters', { level: 4 }));
    record('POST term-accepted', await post(user, 'term-accepted', { id }));
    record('POST activate-pin (wrong)', await post(user, 'activate-pin', activation(id, wrong)));
    record('POST activate-pin', await post(user, 'activate-pin', activation(id, pin)));
    for (const url of ['user-promoters/list', 'user-dashboard'])
      record(`GET ${url} (activated)`, await get(user, url));

    // Every GET answered in full (a refused one would prove nothing).
    expect(
      answers.filter((answer) => answer.call.startsWith('GET') && answer.status !== 200).map((a) => a.call),
    ).toEqual([]);
    expect(answers.filter((answer) => answer.body.includes(pin)).map((answer) => answer.call)).toEqual([]);
    // The answers that describe the request were really read.
    const statusOf = (call: string) => answers.find((answer) => answer.call === call)?.status;
    expect(statusOf('GET /api/v1/user-promoters/list')).toBe(200);
    expect(statusOf('POST user-promoters')).toBe(200);
    expect(statusOf('POST activate-pin (wrong)')).toBe(422);
    expect(statusOf('POST activate-pin')).toBe(200);
    // The admins, who hand the PIN over, do see it.
    const adminList = (
      await t.app.inject(
        asSession(admin, { url: '/api/v1/user-promoters', query: { search: user.username } }),
      )
    ).json();
    expect(adminList.data[0]).toMatchObject({ id, pin, status: 2 });
  });
});

describe('the admin list', () => {
  it('filters by level, status and request date, counts per status, and exports pin_requests.xlsx', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const { id } = (await post(user, 'user-promoters', { level: 4 })).json();
    const list = (
      await t.app.inject(
        asSession(admin, {
          url: '/api/v1/user-promoters',
          query: { search: user.username, search_param: JSON.stringify({ level: 4, status: 0 }) },
        }),
      )
    ).json();
    expect(list.data.map((row: { id: number }) => row.id)).toEqual([id]);
    expect(list.data[0]).toMatchObject({ pin: null, user: { username: user.username } });
    // The counts the triggers keep equal the requests' own statuses (earlier tests made every status).
    const byStatus = await t.db
      .select({ status: pinRequests.status, count: sql<number>`count(*)::int` })
      .from(pinRequests)
      .groupBy(pinRequests.status);
    expect(byStatus.length).toBe(4);
    for (const { status, count } of byStatus)
      expect(list.status_counts[status], `status ${status}`).toBe(count);
    const none = await t.app.inject(
      asSession(admin, {
        url: '/api/v1/user-promoters',
        query: { search_param: JSON.stringify({ todate: '2020-01-01' }) },
      }),
    );
    expect(none.json().pageInfo.total_records).toBe(0);
    const file = await exported(t, admin, { url: '/api/v1/user-promoters', query: { exports: '1' } });
    expect(file.headers['content-disposition']).toBe('attachment; filename="pin_requests.xlsx"');
  });
});

describe('the PIN timers (jobs with an injected clock)', () => {
  /**
   * The requests of these tests are dated long before the others of this file, and the clock is
   * set from that date: the jobs see them and nothing else.
   */
  const longAgo = new Date('2020-01-06T04:30:00.000Z');
  const minutesAfter = (minutes: number) => new Date(longAgo.getTime() + minutes * 60_000);
  const backdate = (ids: number[]) =>
    t.db.update(pinRequests).set({ createdAt: longAgo }).where(inArray(pinRequests.id, ids));
  const putSettings = (payload: Record<string, unknown>) =>
    t.app.inject(asSession(root, { method: 'PUT', url: '/api/v1/programme-settings', payload }));
  const requestRow = async (id: number) =>
    (await t.db.select().from(pinRequests).where(eq(pinRequests.id, id)))[0]!;
  const auditsOf = (action: string, ids: number[]) =>
    t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, action), inArray(auditLogs.entityId, ids.map(String))));

  it('raise terms after the set minutes and reject pending requests after the set days, idempotently', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const { id } = (await post(user, 'user-promoters', { level: 0 })).json();
    await backdate([id]);

    await raiseOverdueTerms({ db: t.db, now: minutesAfter(9) });
    expect((await requestRow(id)).termsRaisedAt).toBeNull();
    const raisedRuns = await Promise.all([
      raiseOverdueTerms({ db: t.db, now: minutesAfter(10) }),
      raiseOverdueTerms({ db: t.db, now: minutesAfter(11) }),
    ]);
    expect(raisedRuns.map((run) => run.raised).sort()).toEqual([0, 1]);
    const raised = await requestRow(id);
    expect(raised.termsRaisedAt).toBeInstanceOf(Date);
    expect(raised.termsRaisedBy).toBeNull();
    expect(await auditsOf('pin.raise_terms', [id])).toHaveLength(1);

    expect(await rejectStaleRequests({ db: t.db, now: minutesAfter(5 * 24 * 60 - 1) })).toEqual({
      rejected: 0,
    });
    expect((await requestRow(id)).status).toBe(0);
    const rejectedRuns = await Promise.all([
      rejectStaleRequests({ db: t.db, now: minutesAfter(5 * 24 * 60) }),
      rejectStaleRequests({ db: t.db, now: minutesAfter(5 * 24 * 60 + 1) }),
    ]);
    expect(rejectedRuns.map((run) => run.rejected).sort()).toEqual([0, 1]);
    const rejected = await requestRow(id);
    expect(rejected.status).toBe(3);
    expect(rejected.reason).toBe(
      'No payment was confirmed within 5 days: ask for the level again when you are ready',
    );
    expect(await auditsOf('pin.reject', [id])).toHaveLength(1);
    // The user may ask again.
    expect((await post(user, 'user-promoters', { level: 0 })).statusCode).toBe(201);
  });

  it('follow the intervals set in Promotion Settings, and reject only pending requests', async () => {
    expect((await putSettings({ pin_auto_raise_minutes: 30, pin_auto_reject_days: 2 })).statusCode).toBe(200);
    try {
      const [pendingUser, approvedUser, activatedUser] = await Promise.all([
        registerAndLogin(t.app, root.promoterCode),
        registerAndLogin(t.app, root.promoterCode),
        registerAndLogin(t.app, root.promoterCode),
      ]);
      const pending = (await post(pendingUser, 'user-promoters', { level: 1 })).json().id as number;
      const approved = await approvedRequest(approvedUser, 1);
      const activated = await approvedRequest(activatedUser, 1);
      expect(
        (await post(activatedUser, 'activate-pin', activation(activated.id, activated.pin))).statusCode,
      ).toBe(200);
      const ids = [pending, approved.id, activated.id];
      await backdate(ids);

      // Raised at 30 minutes, not at the default 10.
      expect(await raiseOverdueTerms({ db: t.db, now: minutesAfter(29) })).toEqual({ raised: 0 });
      expect((await requestRow(pending)).termsRaisedAt).toBeNull();
      expect(await raiseOverdueTerms({ db: t.db, now: minutesAfter(30) })).toEqual({ raised: 1 });
      expect((await requestRow(pending)).termsRaisedAt).toBeInstanceOf(Date);

      // Rejected at 2 days, not at the default 5; the approved and activated requests, as old,
      // stay as they were.
      expect(await rejectStaleRequests({ db: t.db, now: minutesAfter(2 * 24 * 60 - 1) })).toEqual({
        rejected: 0,
      });
      const runs = await Promise.all([
        rejectStaleRequests({ db: t.db, now: minutesAfter(2 * 24 * 60) }),
        rejectStaleRequests({ db: t.db, now: minutesAfter(2 * 24 * 60 + 1) }),
      ]);
      expect(runs[0].rejected + runs[1].rejected).toBe(1);
      const rows = await Promise.all(ids.map(requestRow));
      expect(rows.map((row) => [row.id, row.status, row.reason])).toEqual([
        [pending, 3, 'No payment was confirmed within 2 days: ask for the level again when you are ready'],
        [approved.id, 1, null],
        [activated.id, 2, null],
      ]);
      expect((await auditsOf('pin.reject', ids)).map((row) => row.entityId)).toEqual([String(pending)]);
      expect(await levelOf(activatedUser.userId)).toBe(1);
      // The approved request still activates.
      expect(
        (await post(approvedUser, 'activate-pin', activation(approved.id, approved.pin))).statusCode,
      ).toBe(200);
    } finally {
      await putSettings({ pin_auto_raise_minutes: 10, pin_auto_reject_days: 5 });
    }
  });
});
