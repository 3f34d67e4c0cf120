import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { useTestApp } from '../test/test-app.js';
import { preparedByShape } from './prepared.js';

const t = useTestApp();

describe('preparedByShape', () => {
  /** A statement that counts its builds: the users of one role, usernames from a placeholder. */
  function countingStatement() {
    const builds: string[] = [];
    const run = preparedByShape((q, shape: { byRole: boolean }) => {
      builds.push(JSON.stringify(shape));
      return q
        .select({ username: users.username })
        .from(users)
        .where(shape.byRole ? eq(users.role, sql.placeholder('role')) : eq(users.id, sql.placeholder('id')))
        .orderBy(users.id);
    });
    return { run, builds };
  }

  it('builds a shape once per pool and runs it with each call’s values', async () => {
    const { run, builds } = countingStatement();
    const admins = await run(t.db, { byRole: true }, { role: 1 });
    const promoters = await run(t.db, { byRole: true }, { role: 2 });
    const byId = await run(t.db, { byRole: false }, { id: 1 });
    expect(admins.map((row) => row.username)).toContain('root');
    expect(promoters.map((row) => row.username)).not.toContain('root');
    expect(byId).toHaveLength(1);
    expect(builds).toEqual(['{"byRole":true}', '{"byRole":false}']);
  });

  it('builds again in a transaction, whose session is its own', async () => {
    const { run, builds } = countingStatement();
    await run(t.db, { byRole: true }, { role: 1 });
    await t.db.transaction(async (tx) => {
      expect((await run(tx, { byRole: true }, { role: 1 })).map((row) => row.username)).toContain('root');
    });
    expect(builds).toHaveLength(2);
  });

  it('refuses a call that does not give a value the statement needs', async () => {
    const { run } = countingStatement();
    await expect(run(t.db, { byRole: true }, {})).rejects.toThrow(/placeholder "role"/);
  });

  it('gives a statement’s text and values for EXPLAIN', () => {
    const { run } = countingStatement();
    const { sql: text, params } = run.sqlOf(t.db, { byRole: true }, { role: 2 });
    expect(text).toMatch(/"role" = \$1/);
    expect(params).toEqual([2]);
  });
});
