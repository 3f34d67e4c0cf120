import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, programmeSettings } from '../../db/schema.js';
import { createAdmin, registerAndLogin, type Session } from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const { root } = t;
let admin: Session;

beforeAll(async () => {
  admin = await createAdmin(t.app, root);
});

const get = (session: Session, url = 'programme-settings') => t.request(session, { url: `/api/v1/${url}` });
const put = (session: Session, payload: Record<string, unknown>) =>
  t.request(session, { method: 'PUT', url: '/api/v1/programme-settings', payload });

describe('GET programme-settings', () => {
  it('answers the default rules as version 0 to admins, and not to users', async () => {
    const body = (await get(admin)).json();
    expect(body).toMatchObject({
      version: 0,
      grow_share_percent: 5,
      pin_auto_raise_minutes: 10,
      pin_auto_reject_days: 5,
      daily_video_gate: true,
      training_gate: true,
      training_pass_percent: 50,
      training_retry_wait_minutes: 10,
      quiz_questions_per_attempt: 3,
      minimum_age: 18,
      additional_scratch_referrals: [],
    });
    expect(body.levels).toEqual([
      { level: 0, base: 2.5, cap: 2.5, sets_per_session: 1 },
      { level: 1, base: 5, cap: 35, sets_per_session: 1 },
      { level: 2, base: 50, cap: 230, sets_per_session: 1 },
      { level: 3, base: 62.5, cap: 182.5, sets_per_session: 2 },
      { level: 4, base: 92.5, cap: 265, sets_per_session: 2 },
    ]);
    expect(body.referral_bonus).toEqual([
      { level: 1, amount: 2.5 },
      { level: 2, amount: 25 },
      { level: 3, amount: 17.5 },
      { level: 4, amount: 25 },
    ]);
    expect(
      body.scratch_ranges.map((range: { amount: number; to: null }) => [range.amount, range.to]),
    ).toEqual([
      [10, null],
      [25, null],
      [100, null],
      [150, null],
      [250, null],
    ]);
    expect(body.withdrawal).toEqual([
      { wallet_type: 1, min_amount: 100, cooldown_days: 30 },
      { wallet_type: 2, min_amount: 100, cooldown_days: 7 },
      { wallet_type: 3, min_amount: 100000, cooldown_days: 30 },
    ]);
    const user = await registerAndLogin(t.app, root.promoterCode);
    expect((await get(user)).statusCode).toBe(403);
  });
});

describe('PUT programme-settings (super admin)', () => {
  it('changes only what it is given, as a new audited version', async () => {
    const saved = await put(root, { daily_video_gate: false, grow_share_percent: 7 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      version: 1,
      daily_video_gate: false,
      training_gate: true,
      grow_share_percent: 7,
    });
    const again = await put(root, { training_pass_percent: 60 });
    expect(again.json()).toMatchObject({ version: 2, daily_video_gate: false, training_pass_percent: 60 });
    expect(await t.db.$count(programmeSettings)).toBe(2);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'programme_settings'), eq(auditLogs.entityId, '2')));
    expect(audit).toMatchObject({
      action: 'settings.save',
      actorId: root.userId,
      before: { training_pass_percent: 50 },
      after: { training_pass_percent: 60, daily_video_gate: false },
    });
    expect((await get(admin)).json().version).toBe(2);
  });

  it('refuses each wrong value on its field and saves nothing', async () => {
    const before = await t.db.$count(programmeSettings);
    const response = await put(root, {
      grow_share_percent: 101,
      pin_auto_raise_minutes: 0,
      daily_video_gate: 'yes',
      levels: [{ level: 0, base: 5, cap: 2, sets_per_session: 3 }],
      scratch_ranges: [
        { level: 2, from: 1, to: 5, amount: 10 },
        { level: 2, from: 4, to: null, amount: 20 },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      grow_share_percent: ['Grow share must be at most 100'],
      pin_auto_raise_minutes: ['Auto-raise must be at least 1'],
      daily_video_gate: ['daily_video_gate must be true or false'],
      'levels.0.sets_per_session': ['Sets per session must be at most 2'],
      'levels.0.cap': ['The cap must not be below the base'],
      levels: ['Give all five levels, 0 to 4'],
      'scratch_ranges.1.from': ['This range overlaps another range of level 2'],
    });
    expect((await put(root, { unknown_key: 1 })).statusCode).toBe(422);
    const codes = await put(root, { additional_scratch_referrals: ['NOPE1234'] });
    expect(codes.json().errors.additional_scratch_referrals).toEqual([
      'No active account has the promoter code NOPE1234',
    ]);
    expect(await t.db.$count(programmeSettings)).toBe(before);
  });

  it('is the super admin’s alone; scratch-setup and additional-scratch-referrals edit the same settings', async () => {
    expect((await put(admin, { training_gate: false })).statusCode).toBe(403);
    const ranges = await t.request(root, {
      method: 'POST',
      url: '/api/v1/scratch-setup',
      payload: {
        scratch_ranges: [
          { level: 1, from: 1, to: 2, amount: 20, message: 'First two' },
          { level: 1, from: 3, to: null, amount: 30.5 },
        ],
      },
    });
    expect(ranges.statusCode, ranges.body).toBe(200);
    expect((await get(admin, 'scratch-setup')).json().scratch_ranges).toEqual([
      { level: 1, from: 1, to: 2, amount: 20, message: 'First two' },
      { level: 1, from: 3, to: null, amount: 30.5, message: '' },
    ]);
    const extra = await registerAndLogin(t.app, root.promoterCode);
    const upsert = await t.request(root, {
      method: 'POST',
      url: '/api/v1/additional-scratch-referrals/upsert',
      payload: { additional_scratch_referrals: [extra.promoterCode] },
    });
    expect(upsert.statusCode, upsert.body).toBe(200);
    expect((await get(admin, 'additional-scratch-referrals')).json().additional_scratch_referrals).toEqual([
      { promoter_code: extra.promoterCode, username: extra.username },
    ]);
    expect((await get(admin)).json().daily_video_gate).toBe(false);
  });
});

describe('the grievance officer (docs/decisions/176-grievance-officer-in-the-settings.md)', () => {
  const publicSettings = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/public-settings' })).json();

  it('is named on the public settings once saved, and each part is checked on its field', async () => {
    expect((await publicSettings()).grievance_officer).toBeNull();
    const bad = await put(root, {
      grievance_officer: { name: 'Meena Iyer', phone: '12345', email: 'not-an-address' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'grievance_officer.phone': ['Enter a valid 10-digit mobile number'],
      'grievance_officer.email': ['Enter a valid email address'],
    });
    expect((await publicSettings()).grievance_officer).toBeNull();

    const officer = { name: 'Meena Iyer', phone: '9876543210', email: 'grievance@example.in' };
    const saved = await put(root, { grievance_officer: { ...officer, name: '  Meena Iyer ' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().grievance_officer).toEqual(officer);
    expect((await publicSettings()).grievance_officer).toEqual(officer);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.entity, 'programme_settings'), eq(auditLogs.entityId, String(saved.json().version))),
      );
    expect(audit?.after).toMatchObject({ grievance_officer: officer });

    // Cleared: the pages name no one.
    expect((await put(root, { grievance_officer: { name: '', phone: '', email: '' } })).statusCode).toBe(200);
    expect((await publicSettings()).grievance_officer).toBeNull();
  });
});
