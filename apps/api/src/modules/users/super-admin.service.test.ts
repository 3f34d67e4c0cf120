import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ensureSuperAdmin } from './super-admin.service.js';

/** The first start without SUPERADMIN_USERNAME / SUPERADMIN_PASSWORD (docs/product/accounts.md). */
let t: TestApp;
beforeAll(async () => {
  // Blank values count as unset: the username and password are generated.
  t = await createTestApp({ SUPERADMIN_USERNAME: '', SUPERADMIN_PASSWORD: '' });
});
afterAll(() => t.close());

describe('the first super admin without a configured username', () => {
  it('gets a generated username, not superadmin, and later starts report that account', async () => {
    const admins = await t.db.select().from(users).where(eq(users.role, Role.SuperAdmin));
    expect(admins).toHaveLength(1);
    const username = admins[0]!.username;
    expect(username).not.toBe('superadmin');
    expect(username).toMatch(/^admin_[a-hjkmnp-z2-9]{8}$/);

    const again = await ensureSuperAdmin({ db: t.db });
    expect(again).toEqual({ created: false, username });
    expect(await t.db.$count(users, eq(users.role, Role.SuperAdmin))).toBe(1);
  });
});
