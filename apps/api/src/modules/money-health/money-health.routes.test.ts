import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adjustWallet, createAdmin, registerAndLogin, type Session } from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';

/**
 * The super admin's ledger-health tile (docs/product/money.md, Verification) is the same check as
 * `npm run ledger:verify`: on a ledger broken behind the portal's back it says so, naming the
 * problem; admins get no tile.
 */
const t = useTestApp();
const { root } = t;
let admin: Session;

beforeAll(async () => {
  admin = await createAdmin(t.app, root);
});

const tile = async (session: Session) =>
  (await t.request(session, { url: '/api/v1/admin-dashboard' })).json().ledger_health as {
    ok: boolean;
    problems: { check: string; detail: string }[];
  } | null;

describe('the ledger-health tile of the admin dashboard', () => {
  it('is ok on a sound ledger, then not ok naming the problem once a wallet is tampered with', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    expect(
      (await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount: 500 })).statusCode,
    ).toBe(201);
    expect(await tile(root)).toMatchObject({ ok: true, problems: [] });

    // ₹200 held on the Cash wallet with no hold behind it: money set aside for nothing.
    await t.db.execute(
      sql`update ledger_accounts set held = 20000 where user_id = ${user.userId} and wallet_type = 1`,
    );

    expect(await tile(root)).toMatchObject({
      ok: false,
      problems: [
        {
          check: 'held differs from its open holds',
          detail: `user ${user.userId} Cash Wallet: held ₹200.00, open holds ₹0.00`,
        },
      ],
    });
    expect(await tile(admin)).toBeNull();
  });
});
