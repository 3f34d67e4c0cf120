import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../db/client.js';

const apiDir = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** `npm run seed:demo` as built (npm test builds first), on a new embedded database in `dir`. */
function seed(dir: string) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return spawnSync(process.execPath, ['dist/scripts/seed-demo.js'], {
    cwd: apiDir,
    env: { ...env, DATA_DIR: dir, SUPERADMIN_PASSWORD: 'RootPass123' },
    encoding: 'utf8',
    timeout: 180_000,
  });
}

describe('npm run seed:demo', () => {
  it('fills a new portal through the services: money that verifies, every status, a trained promoter with 30 days of earnings; a second run adds nothing', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-seed-'));
    const first = seed(dir);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('OK: every entry balances');

    const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
    try {
      const count = async (query: string) =>
        Number(rowsOf<{ n: number }>(await database.db.execute(sql.raw(query)))[0]!.n);
      expect(await count(`select count(distinct status)::int as n from withdrawals`)).toBe(4);
      expect(await count(`select count(distinct status)::int as n from pin_requests`)).toBe(4);
      // The level-1 promoter: training done one day a day, and earnings on most of the last 30 days.
      const promoter = `(select id from users where username = 'demo_lakshmi4')`;
      expect(
        await count(`select count(*)::int as n from training_progress where user_id = ${promoter}`),
      ).toBe(7);
      expect(
        await count(
          `select count(distinct attempt_date)::int as n from quiz_attempts
           where user_id = ${promoter} and confirmed_at is not null`,
        ),
      ).toBeGreaterThanOrEqual(20);
      expect(
        await count(`select count(*)::int as n from journal_entries where kind = 'quiz'`),
      ).toBeGreaterThan(100);
    } finally {
      await database.close();
    }

    const again = seed(dir);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('Demo data is already there');
  }, 240_000);
});
