import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { findUsers } from './users.repository.js';

const t = useTestApp();

// The list's statements are built once per shape (docs/decisions/171-statements-built-once-per-shape.md).
describe('a users list built once per shape', () => {
  it('shows each sponsor their own referrals, though both pages share one statement', async () => {
    const first = await registerAndLogin(t.app, t.root.promoterCode);
    const second = await registerAndLogin(t.app, t.root.promoterCode);
    const firstReferral = await registerAndLogin(t.app, first.promoterCode);
    const secondReferral = await registerAndLogin(t.app, second.promoterCode);
    const page = { start: { from: 'offset' as const, offset: 0 }, size: 10 };
    const referralsOf = async (sponsorId: number) =>
      (await findUsers(t.db, { sponsorId, filter: {} }, page)).map((row) => row.username);
    expect(await referralsOf(first.userId)).toEqual([firstReferral.username]);
    expect(await referralsOf(second.userId)).toEqual([secondReferral.username]);
  });
});
