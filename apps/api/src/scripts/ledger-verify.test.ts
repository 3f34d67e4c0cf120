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
function verify(dir: string, ...args: string[]) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return spawnSync(process.execPath, ['dist/scripts/ledger-verify.js', ...args], {
    cwd: apiDir,
    env: { ...env, DATA_DIR: dir },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

type Run = (statement: string) => Promise<unknown>;

/** The audit row a movement writes, naming the entry (by key) or hold (by key) it made. */
async function auditOf(
  run: Run,
  entity: 'journal_entries' | 'ledger_holds',
  key: string,
  action = 'test.move',
) {
  await run(`insert into audit_logs (action, entity, entity_id)
             select '${action}', '${entity}', id::text from ${entity} where idempotency_key = '${key}'`);
}

/**
 * A user `name` (at most 8 characters: it is also the promoter code) whose Cash wallet holds `paise`, honestly: one balanced entry (the user's line and
 * the adjustments account's) and the balance that matches it, so each tamper below breaks one
 * check only.
 */
async function fundedUser(run: Run, name: string, paise: number) {
  await run(`insert into users (username, password_hash, first_name, last_name, promoter_code)
             values ('${name}', 'x', 'T', 'U', upper('${name}'))`);
  await run(`insert into ledger_accounts (user_id, wallet_type)
             select id, w from users, (values (1), (2), (3)) v(w) where username = '${name}'`);
  await run(`insert into journal_entries (kind, idempotency_key, fingerprint, description)
             values ('adjustment', '${name}:fund', 'x', 'funding')`);
  await run(`insert into journal_lines (entry_id, account_id, amount)
             select e.id, a.id, ${paise} from journal_entries e, ledger_accounts a, users u
             where e.idempotency_key = '${name}:fund' and a.user_id = u.id and u.username = '${name}' and a.wallet_type = 1
             union all
             select e.id, a.id, ${-paise} from journal_entries e, ledger_accounts a
             where e.idempotency_key = '${name}:fund' and a.system_code = 'adjustments'`);
  await auditOf(run, 'journal_entries', `${name}:fund`);
  await run(`update ledger_accounts set balance = ${paise}
             where wallet_type = 1 and user_id = (select id from users where username = '${name}')`);
}

/** The Cash wallet of `name`, in SQL. */
const cashOf = (name: string) =>
  `(select a.id from ledger_accounts a join users u on u.id = a.user_id where u.username = '${name}' and a.wallet_type = 1)`;

/** An open hold of `paise` on the Cash wallet of `name`, counted in its held amount. */
async function openHold(run: Run, name: string, paise: number, reference: string) {
  await run(`insert into ledger_holds (account_id, amount, status, idempotency_key, reference)
             values (${cashOf(name)}, ${paise}, 0, '${name}:hold', '${reference}')`);
  await auditOf(run, 'ledger_holds', `${name}:hold`);
  await run(`update ledger_accounts set held = held + ${paise} where id = ${cashOf(name)}`);
}

/** A withdrawal request of `name` over the hold it made, in `status`. */
async function withdrawal(run: Run, name: string, paise: number, status: number) {
  await run(`insert into withdrawals (user_id, wallet_type, amount, status, hold_id,
                                      account_holder, acc_no, ifsc_code, bank_name, branch_name)
             select u.id, 1, ${paise}, ${status}, h.id, 'T U', '123456789012', 'SBIN0001234', 'SBI', 'Main'
             from users u, ledger_holds h where u.username = '${name}' and h.idempotency_key = '${name}:hold'`);
}

/** Exit 1 and a report naming exactly one problem, matching `problem`. */
function expectOneProblem(result: ReturnType<typeof verify>, problem: RegExp) {
  expect(result.stdout).toContain('FAILED: 1 problem(s)');
  expect(result.stdout).toMatch(problem);
  expect(result.status).toBe(1);
}

describe('npm run ledger:verify', () => {
  it('exits 0 with OK on a clean ledger', async () => {
    const result = verify(await dataDir());
    expect(result.stdout).toContain('OK: every entry balances');
    expect(result.status).toBe(0);
  });

  it('with --incremental checks from the last clean checkpoint, which each clean check records', async () => {
    const dir = await dataDir((run) => fundedUser(run, 'steady', 800));
    const first = verify(dir, '--incremental');
    expect(first.stdout).toContain('Incremental: no clean checkpoint yet, so everything was checked.');
    expect(first.stdout).toMatch(/Checkpoint (\d+) recorded/);
    expect(first.status).toBe(0);
    const second = verify(dir, '--incremental');
    expect(second.stdout).toMatch(/Incremental: entries after \d+ and lines after \d+ \(checkpoint \d+\)\./);
    expect(second.stdout).toContain('OK: every entry balances');
    expect(second.status).toBe(0);
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
      await auditOf(run, 'journal_entries', 'tampered:1');
    });
    const result = verify(dir);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('FAILED: 2 problem(s)');
    expect(result.stdout).toMatch(/unbalanced entry: entry \d+: 1 line\(s\) summing to ₹5\.00/);
    expect(result.stdout).toMatch(
      /balance differs from its lines: user \d+ Cash Wallet: balance ₹0\.00, lines ₹5\.00/,
    );
  });
  it('exits 1 naming a wallet whose held amount differs from its open holds', async () => {
    const dir = await dataDir(async (run) => {
      await fundedUser(run, 'heldoff', 50_000);
      await run(`update ledger_accounts set held = 20000 where id = ${cashOf('heldoff')}`);
    });
    expectOneProblem(
      verify(dir),
      /held differs from its open holds: user \d+ Cash Wallet: held ₹200\.00, open holds ₹0\.00/,
    );
  });

  it('exits 1 naming a negative available balance', async () => {
    const dir = await dataDir(async (run) => {
      await fundedUser(run, 'overheld', 50_000);
      // Lines, balance and holds agree; only more is held than the wallet has. The database refuses
      // that (ledger_accounts_available_check), so this copy loses the constraint first, as a
      // restored or hand-edited database could, and gets it back NOT VALID over the bad row.
      await run('alter table ledger_accounts drop constraint ledger_accounts_available_check');
      await openHold(run, 'overheld', 80_000, 'test');
      await run(`alter table ledger_accounts add constraint ledger_accounts_available_check
                 check (balance >= held and held >= 0) not valid`);
    });
    expectOneProblem(
      verify(dir),
      /negative available balance: user \d+ Cash Wallet: balance ₹500\.00, held ₹800\.00/,
    );
  });

  it('exits 1 naming a withdrawal whose status disagrees with its hold', async () => {
    const dir = await dataDir(async (run) => {
      await fundedUser(run, 'pendoff', 50_000);
      // A pending request whose hold was released: the request still waits, nothing is set aside.
      await run(`insert into ledger_holds (account_id, amount, status, idempotency_key, reference, settled_at)
                 values (${cashOf('pendoff')}, 20000, 2, 'pendoff:hold', 'withdrawal', now())`);
      await auditOf(run, 'ledger_holds', 'pendoff:hold', 'withdrawal.hold');
      await auditOf(run, 'ledger_holds', 'pendoff:hold', 'withdrawal.release');
      await withdrawal(run, 'pendoff', 20_000, 0);
    });
    expectOneProblem(
      verify(dir),
      /withdrawal differs from its hold: request \d+ \(status 0, ₹200\.00\): hold status 2, ₹200\.00/,
    );
  });

  it('exits 1 naming an open withdrawal hold that no open request accounts for', async () => {
    const dir = await dataDir(async (run) => {
      await fundedUser(run, 'orphan', 50_000);
      await openHold(run, 'orphan', 20_000, 'withdrawal');
    });
    expectOneProblem(
      verify(dir),
      /held amount without an open request: hold \d+ of ₹200\.00 belongs to no pending or processing request/,
    );
  });

  it('exits 1 naming an entry that no audit row names', async () => {
    const dir = await dataDir(async (run) => {
      await fundedUser(run, 'unaudit', 50_000);
      await run(`delete from audit_logs where entity = 'journal_entries'
                 and entity_id = (select id::text from journal_entries where idempotency_key = 'unaudit:fund')`);
    });
    expectOneProblem(
      verify(dir),
      /entry without its audit row: entry \d+ \(adjustment\) has no audit row naming it/,
    );
  });

  it('exits 1 naming a released hold with only the audit row of its setting aside', async () => {
    const dir = await dataDir(async (run) => {
      await fundedUser(run, 'relaudit', 50_000);
      await run(`insert into ledger_holds (account_id, amount, status, idempotency_key, reference, settled_at)
                 values (${cashOf('relaudit')}, 20000, 2, 'relaudit:hold', 'test', now())`);
      await auditOf(run, 'ledger_holds', 'relaudit:hold', 'withdrawal.hold');
    });
    expectOneProblem(
      verify(dir),
      /hold without its audit rows: hold \d+ \(status 2\) has 1 audit row\(s\), needs 2/,
    );
  });

  it('exits 1 naming an account without its three wallets', async () => {
    const dir = await dataDir(async (run) => {
      await run(`insert into users (username, password_hash, first_name, last_name, promoter_code)
                 values ('nowallet', 'x', 'T', 'U', 'NOWALLET')`);
    });
    expectOneProblem(verify(dir), /missing wallets: user \d+ has 0 of 3 wallets/);
  });
});
