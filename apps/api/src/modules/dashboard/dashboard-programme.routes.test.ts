import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDate } from '@portal/shared';
import { asSession, loginRoot, registerAndLogin, type Session } from '../../test/fixtures.js';
import { promoterAt } from '../../test/programme.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The programme's figures on the dashboards (docs/product/pins-and-levels.md): a user's scratch
 * cards waiting, latest PIN request and direct referrals by level; the admins' PIN requests per
 * status and activations per day. This file's database is its own, so the admin's counts are
 * exactly the requests made here.
 */
let t: TestApp;
let root: Session;

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
});
afterAll(() => t.close());

const post = async (session: Session, url: string, payload: Record<string, unknown>) => {
  const response = await t.app.inject(asSession(session, { method: 'POST', url: `/api/v1/${url}`, payload }));
  expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
};
const get = async (session: Session, url: string) => {
  const response = await t.app.inject(asSession(session, { url: `/api/v1/${url}` }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** Takes a user's new request for `level` as far as `until`. */
async function requestUpTo(
  user: Session,
  level: number,
  until: 'pending' | 'approved' | 'activated' | 'rejected',
) {
  const { id } = await post(user, 'user-promoters', { level });
  if (until === 'pending') return id as number;
  if (until === 'rejected') {
    await post(root, 'pin-rejected', { id, reason: 'No payment' });
    return id as number;
  }
  await post(root, 'term-raised', { id });
  await post(user, 'term-accepted', { id });
  const { pin } = await post(root, 'generate-pin', { id });
  if (until === 'activated')
    await post(user, 'activate-pin', {
      id,
      pin,
      gift_delivery: 2,
      address: '3 Lake View Road, Coimbatore 641001',
      whatsapp: '9123400000',
    });
  return id as number;
}

describe('the programme on the dashboards', () => {
  it("a user's cards waiting, latest PIN request and referrals by level; the admins' requests per status and today's activations", async () => {
    const sponsor = await promoterAt(t, 4, root);
    const referral = () => registerAndLogin(t.app, sponsor.promoterCode);
    const [promoter, levelTwo, trainee, waiting] = [
      await referral(),
      await referral(),
      await referral(),
      await referral(),
    ];
    await requestUpTo(promoter, 0, 'activated');
    await requestUpTo(levelTwo, 1, 'activated');
    const latest = await requestUpTo(levelTwo, 2, 'activated');
    await requestUpTo(trainee, 3, 'rejected');
    const pending = await requestUpTo(waiting, 1, 'pending');

    const before = await get(sponsor, 'user-dashboard');
    expect(before).toMatchObject({
      current_promoter_level: 4,
      direct_referrals: 4,
      active_referrals: 2,
      scratch_cards_waiting: 3,
      pin_request: null,
      referrals_by_level: { trainee: 2, 0: 1, 2: 1 },
    });
    const { cards } = await get(sponsor, 'get-scratch-cards');
    await post(sponsor, 'scratched-status-update', { id: cards[0].id });
    expect((await get(sponsor, 'user-dashboard')).scratch_cards_waiting).toBe(2);

    // Each user's latest request, in its state.
    expect((await get(levelTwo, 'user-dashboard')).pin_request).toEqual({ id: latest, level: 2, status: 2 });
    expect((await get(trainee, 'user-dashboard')).pin_request).toMatchObject({ level: 3, status: 3 });
    expect((await get(waiting, 'user-dashboard')).pin_request).toEqual({ id: pending, level: 1, status: 0 });
    await post(root, 'term-raised', { id: pending });
    await post(waiting, 'term-accepted', { id: pending });
    await post(root, 'generate-pin', { id: pending });
    expect((await get(waiting, 'user-dashboard')).pin_request).toEqual({ id: pending, level: 1, status: 1 });

    const admin = await get(root, 'admin-dashboard');
    expect(admin.pin_requests).toEqual({ 0: 0, 1: 1, 2: 3, 3: 1 });
    // Today's sign-ups and activations (summed over the last days: the India day may have turned
    // while the test ran).
    const total = (key: 'signups' | 'activations') =>
      admin.daily.reduce((sum: number, day: Record<typeof key, number>) => sum + day[key], 0);
    expect({ signups: total('signups'), activations: total('activations') }).toEqual({
      signups: 5,
      activations: 3,
    });
    expect(admin.daily.at(-1)?.date).toBe(indiaDate(new Date()));
  });
});
