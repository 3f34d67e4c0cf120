import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

const apiDir = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** A data folder with a migrated embedded database, changed by `tamper` before the check runs. */
async function dataDir(tamper?: (run: (statement: string) => Promise<unknown>) => Promise<void>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-verify-'));
  const snapshot = inject('pgliteSnapshot');
  const database = await openDatabase({
    pgliteDir: path.join(dir, 'pglite'),
    pgliteSnapshot: snapshot ? new Blob([await readFile(snapshot)]) : undefined,
  });
  try {
    await runMigrations(database.db);
    await tamper?.((statement) => database.db.execute(sql.raw(statement)));
  } finally {
    await database.close();
  }
  return dir;
}

/** `npm run ledger:verify` as built (npm test builds first), on the embedded database in `dir`. */
function verify(dir: string) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return spawnSync(process.execPath, ['dist/scripts/ledger-verify.js'], {
    cwd: apiDir,
    env: { ...env, DATA_DIR: dir },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run ledger:verify', () => {
  it('exits 0 with OK on a clean ledger', async () => {
    const result = verify(await dataDir());
    expect(result.stdout).toContain('OK: every entry balances');
    expect(result.status).toBe(0);
  });

  it('exits 1 naming an unbalanced entry and a balance that differs from its lines', async () => {
    const dir = await dataDir(async (run) => {
      await run(`insert into users (username, password_hash, first_name, last_name, promoter_code)
                 values ('tampered', 'x', 'T', 'U', 'TAMPER01')`);
      await run(`insert into ledger_accounts (user_id, wallet_type)
                 select id, w from users, (values (1), (2), (3)) v(w) where username = 'tampered'`);
      await run(`insert into journal_entries (kind, idempotency_key, fingerprint, description)
                 values ('adjustment', 'tampered:1', 'x', 'half an entry')`);
      await run(`insert into journal_lines (entry_id, account_id, amount)
                 select e.id, a.id, 500 from journal_entries e, ledger_accounts a, users u
                 where e.idempotency_key = 'tampered:1' and a.user_id = u.id and u.username = 'tampered' and a.wallet_type = 1`);
    });
    const result = verify(dir);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('FAILED: 2 problem(s)');
    expect(result.stdout).toMatch(/unbalanced entry: entry \d+: 1 line\(s\) summing to ₹5\.00/);
    expect(result.stdout).toMatch(
      /balance differs from its lines: user \d+ Cash Wallet: balance ₹0\.00, lines ₹5\.00/,
    );
  });
});
