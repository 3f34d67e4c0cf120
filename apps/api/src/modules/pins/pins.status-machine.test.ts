import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_STEP_CASES, pinStageOf, type PinStage, type PinStep } from '@portal/shared';
import { pinRequests } from '../../db/schema.js';
import { asSession, loginRoot, registerAndLogin, type Session } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Every (stage, step) case of the shared PIN steps, driven through the API: the guarded steps allow
 * exactly what the shared machine says, which the admin screen's buttons also follow (its test
 * checks the same cases; docs/decisions/107-one-status-machine-each.md). A refused step changes
 * nothing.
 */

let t: TestApp;
let root: Session;

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
});
afterAll(() => t.close());

const post = (session: Session, url: string, payload: Record<string, unknown>) =>
  t.app.inject(asSession(session, { method: 'POST', url: `/api/v1/${url}`, payload }));

interface Request {
  id: number;
  owner: Session;
  pin: string;
}

/** Takes `step` as the one who takes it: the owner accepts and activates, an admin does the rest. */
function take(step: PinStep, request: Request) {
  const { id, owner, pin } = request;
  switch (step) {
    case 'raise':
      return post(root, 'term-raised', { id });
    case 'accept':
      return post(owner, 'term-accepted', { id });
    case 'generate':
      return post(root, 'generate-pin', { id });
    case 'reject':
      return post(root, 'pin-rejected', { id, reason: 'Not paid' });
    case 'activate':
      return post(owner, 'activate-pin', {
        id,
        // A PIN that was never generated is refused by the stage before the PIN is compared.
        pin: pin || 'ABCD2345',
        gift_delivery: 2,
        address: '12 Temple Street, Madurai 625001',
        whatsapp: '9123456780',
      });
  }
}

/** The path to each stage, in steps taken from a new request. */
const PATH: Record<PinStage, PinStep[]> = {
  requested: [],
  terms_raised: ['raise'],
  terms_accepted: ['raise', 'accept'],
  approved: ['raise', 'accept', 'generate'],
  activated: ['raise', 'accept', 'generate', 'activate'],
  rejected: ['reject'],
};

async function requestIn(stage: PinStage): Promise<Request> {
  const owner = await registerAndLogin(t.app, root.promoterCode);
  const requested = await post(owner, 'user-promoters', { level: 1 });
  expect(requested.statusCode, requested.body).toBe(201);
  const request: Request = { id: requested.json().id, owner, pin: '' };
  for (const step of PATH[stage]) {
    const answer = await take(step, request);
    expect(answer.statusCode, `${step}: ${answer.body}`).toBe(200);
    if (step === 'generate') request.pin = answer.json().pin;
  }
  return request;
}

async function rowOf(id: number) {
  const [row] = await t.db.select().from(pinRequests).where(eq(pinRequests.id, id));
  return row!;
}

const stageOfRow = (row: Awaited<ReturnType<typeof rowOf>>) =>
  pinStageOf({
    status: row.status,
    termsRaised: row.termsRaisedAt !== null,
    termsAccepted: row.termsAcceptedAt !== null,
  });

describe("the PIN request's steps through the API", () => {
  it.each(PIN_STEP_CASES)('$stage, $step: next $next', async ({ stage, step, next }) => {
    const request = await requestIn(stage);
    const before = await rowOf(request.id);
    expect(stageOfRow(before)).toBe(stage);
    const answer = await take(step, request);
    if (next === null) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(await rowOf(request.id)).toEqual(before);
    } else {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(stageOfRow(await rowOf(request.id))).toBe(next);
    }
  });
});
