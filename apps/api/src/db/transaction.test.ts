import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { writeAudit } from '../lib/audit.js';
import { loginRoot } from '../test/fixtures.js';
import { createTestApp, ROOT_USERNAME, type TestApp } from '../test/test-app.js';
import { openDatabase, rowsOf, type Database, type Queryable, type Tx } from './client.js';
import { auditLogs, users } from './schema.js';
import { afterCommit, lockRowForUpdate, withTransaction } from './transaction.js';

let t: TestApp;
let rootId: number;

beforeAll(async () => {
  t = await createTestApp();
  rootId = (await loginRoot(t.app)).userId;
});
afterAll(() => t.close());

const auditCount = async (action: string) =>
  (await t.db.select().from(auditLogs).where(eq(auditLogs.action, action))).length;

describe('Tx and Queryable', () => {
  it('admit the database for reads only: a write needs an open transaction', () => {
    expectTypeOf<Database>().not.toExtend<Tx>();
    expectTypeOf<Database>().toExtend<Queryable>();
    expectTypeOf<Tx>().toExtend<Queryable>();
    // @ts-expect-error writeAudit is a write: it takes a Tx, never the database handle.
    const unsafe = () => writeAudit(t.db, { actor: null, action: 'x', entity: 'x', entityId: 1 });
    expect(unsafe).toBeTypeOf('function');
  });
});

describe('withTransaction', () => {
  it('runs what afterCommit was given once the transaction committed, never after a rollback', async () => {
    const heard: string[] = [];
    await withTransaction(t.db, async (tx) => {
      afterCommit(tx, () => heard.push(`committed, rows: ${heard.length}`));
      await writeAudit(tx, { actor: null, action: 'test.after-commit', entity: 'users', entityId: rootId });
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(['committed, rows: 0']);
    await expect(
      withTransaction(t.db, async (tx) => {
        afterCommit(tx, () => heard.push('rolled back'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(heard).toEqual(['committed, rows: 0']);
    // A savepoint is not a transaction of its own: what waits for the commit needs the outer one.
    await withTransaction(t.db, (tx) =>
      tx.transaction(async (savepoint) => {
        expect(() => afterCommit(savepoint, () => {})).toThrow(/not a savepoint/);
      }),
    );
  });

  it('commits what the function wrote and answers its result', async () => {
    const result = await withTransaction(t.db, async (tx) => {
      await writeAudit(tx, { actor: null, action: 'test.commit', entity: 'users', entityId: rootId });
      return 'done';
    });
    expect(result).toBe('done');
    expect(await auditCount('test.commit')).toBe(1);
  });

  it('rolls back every write when the function throws', async () => {
    const failing = withTransaction(t.db, async (tx) => {
      await writeAudit(tx, { actor: null, action: 'test.rollback', entity: 'users', entityId: rootId });
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    expect(await auditCount('test.rollback')).toBe(0);
  });
});

describe('lockRowForUpdate', () => {
  it('answers the locked row (every column, or the ones asked for), or null when there is none', async () => {
    await withTransaction(t.db, async (tx) => {
      const whole = await lockRowForUpdate(tx, users, eq(users.id, rootId));
      expect(whole).toMatchObject({ id: rootId, username: ROOT_USERNAME });
      expect(await lockRowForUpdate(tx, users, eq(users.id, rootId), { name: users.username })).toEqual({
        name: ROOT_USERNAME,
      });
      expect(await lockRowForUpdate(tx, users, eq(users.id, 2_000_000_000))).toBeNull();
    });
  });

  it('refuses to run without a condition, which would lock the whole table', async () => {
    await withTransaction(t.db, async (tx) => {
      await expect(lockRowForUpdate(tx, users, undefined)).rejects.toThrow('needs a condition');
    });
  });

  it('takes the row lock: the statement it runs ends in FOR UPDATE', async () => {
    const statements: string[] = [];
    await withTransaction(t.db, async (tx) => {
      const session = (tx as unknown as { session: { logger: { logQuery(q: string): void } } }).session;
      const original = session.logger.logQuery;
      session.logger.logQuery = (query: string) => statements.push(query);
      try {
        await lockRowForUpdate(tx, users, eq(users.id, rootId));
      } finally {
        session.logger.logQuery = original;
      }
    });
    expect(statements.at(-1)).toMatch(/for update$/i);
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can show a second one waiting.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'makes a second transaction wait for the first, then see its change',
    async () => {
      const second = await openDatabase({ url: t.config.DATABASE_URL! });
      try {
        const events: string[] = [];
        let releaseFirst!: () => void;
        const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
        let firstPid = 0;
        const first = withTransaction(t.db, async (tx) => {
          firstPid = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;
          await lockRowForUpdate(tx, users, eq(users.id, rootId));
          await tx.update(users).set({ lastName: 'Locked' }).where(eq(users.id, rootId));
          await firstMayCommit;
          events.push('first commits');
        });
        await vi.waitFor(() => expect(firstPid).toBeGreaterThan(0));
        let secondPid = 0;
        const seen = withTransaction(second.db, async (tx) => {
          secondPid = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;
          await lockRowForUpdate(tx, users, eq(users.id, rootId));
          events.push('second holds the lock');
          const [row] = await tx.select({ lastName: users.lastName }).from(users).where(eq(users.id, rootId));
          return row!.lastName;
        });
        // The second transaction is blocked by the first one's lock, not merely slow.
        await vi.waitFor(
          async () => {
            const blockers = rowsOf<{ pids: number[] }>(
              await t.db.execute(sql`select pg_blocking_pids(${secondPid}::int) as pids`),
            );
            expect(secondPid).toBeGreaterThan(0);
            expect(blockers[0]!.pids).toContain(firstPid);
          },
          { timeout: 10_000 },
        );
        expect(events).toEqual([]);
        releaseFirst();
        await first;
        expect(await seen).toBe('Locked');
        expect(events).toEqual(['first commits', 'second holds the lock']);
      } finally {
        await second.close();
      }
    },
  );
});
