import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '../../db/schema.js';
import { asSession, createAdmin, loginRoot, registerAndLogin, type Session } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The account's portal language (docs/product/languages.md). */
let t: TestApp;
let root: Session;
beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
});
afterAll(() => t.close());

const setLanguage = (session: Session, payload: object) =>
  t.app.inject(asSession(session, { method: 'PUT', url: '/api/v1/ui-language', payload }));

async function storedLanguage(userId: number) {
  const [row] = await t.db.select({ uiLanguage: users.uiLanguage }).from(users).where(eq(users.id, userId));
  return row?.uiLanguage;
}

const authUser = async (session: Session) =>
  (await t.app.inject(asSession(session, { url: '/api/v1/auth-user' }))).json() as { ui_language: string };

describe('PUT ui-language', () => {
  it('stores the language on the account, audits it and answers it in auth-user', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode, { language: 'English' });
    expect(await storedLanguage(user.userId)).toBe('en');
    const changed = await setLanguage(user, { language: 'ml' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ ui_language: 'ml' });
    expect(await storedLanguage(user.userId)).toBe('ml');
    expect((await authUser(user)).ui_language).toBe('ml');
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, String(user.userId)), eq(auditLogs.action, 'user.ui_language')));
    expect(audits).toMatchObject([
      {
        actorId: user.userId,
        entity: 'users',
        before: { ui_language: 'en' },
        after: { ui_language: 'ml' },
      },
    ]);
  });

  it('is open to every signed-in role and to nobody else', async () => {
    const admin = await createAdmin(t.app, root);
    expect((await setLanguage(admin, { language: 'hi' })).statusCode).toBe(200);
    expect(await storedLanguage(admin.userId)).toBe('hi');
    expect((await setLanguage(root, { language: 'kn' })).statusCode).toBe(200);
    expect(await storedLanguage(root.userId)).toBe('kn');
    const visitor = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/ui-language',
      payload: { language: 'ta' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it.each([[{ language: 'fr' }], [{ language: 'Tamil' }], [{ language: '' }], [{}], [{ language: 7 }]])(
    'refuses %j with a 422 naming language, and keeps the stored one',
    async (payload) => {
      const user = await registerAndLogin(t.app, root.promoterCode, { language: 'Telugu' });
      const refused = await setLanguage(user, payload);
      expect(refused.statusCode).toBe(422);
      // A Telugu account reads the refusal in Telugu (docs/product/languages.md).
      expect(refused.json().errors).toEqual({ language: ['వీటిలో ఒకటి ఎంచుకోండి: en, ta, hi, te, kn, ml'] });
      expect(await storedLanguage(user.userId)).toBe('te');
    },
  );
});

describe('a new account starts in its mother tongue', () => {
  it.each([
    ['Tamil', 'ta'],
    ['Hindi', 'hi'],
    ['Telugu', 'te'],
    ['Kannada', 'kn'],
    ['Malayalam', 'ml'],
    ['English', 'en'],
  ])('registered with %s, it starts in %s', async (motherTongue, expected) => {
    const user = await registerAndLogin(t.app, root.promoterCode, { language: motherTongue });
    expect(await storedLanguage(user.userId)).toBe(expected);
    expect((await authUser(user)).ui_language).toBe(expected);
  });

  it('an admin account starts in English', async () => {
    const admin = await createAdmin(t.app, root);
    expect(await storedLanguage(admin.userId)).toBe('en');
  });
});
