/**
 * The ledger over years, measured (issue 18, point 9; docs/decisions/168-incremental-ledger-check.md):
 * a database of its own (`portal_ledger`) with BENCH_LEDGER_USERS promoters and BENCH_LEDGER_LINES
 * journal lines — quiz credits of three lines each (programme expense, Cash, Grow) over the last
 * three years, a few promoters with years of daily credits and most with fewer, each entry with its
 * audit row and every balance equal to its lines. Then, against the built API: each promoter's
 * earnings history (the wallet statement, all wallets and one wallet) page 1 across many
 * promoters, and the heaviest promoter's first and last page, with p50/p99; then `ledger:verify`
 * in full, a day's new credits, and `ledger:verify --incremental`. `npm run bench:ledger`
 * (BENCH_SKIP_SEED=1 reuses the database).
 */
import type pgTypes from 'pg';

// Before common.js reads its configuration: this benchmark's own database, users only.
process.env.BENCH_DATABASE ??= 'portal_ledger';
process.env.BENCH_USERS ??= process.env.BENCH_LEDGER_USERS ?? '100000';
process.env.BENCH_WITHDRAWALS = '0';
process.env.BENCH_PIN_REQUESTS = '0';

const { default: pg } = await import('pg');
const { apiLogin, benchDatabaseUrl, config, log, runBenchmark, runLedgerVerify, startApi } =
  await import('./common.js');
const { closedLoop, markdownTable, ms } = await import('./load.js');
const { seed, setIndexesAside, timed, withClient } = await import('./seed.js');

const LINES = Number(process.env.BENCH_LEDGER_LINES ?? 20_000_000);
const CHUNK_ENTRIES = 1_000_000;
const CLIENTS = Number(process.env.BENCH_LEDGER_CLIENTS ?? 2);
const SECONDS = Number(process.env.BENCH_LEDGER_SECONDS ?? 10);
/** Promoters signed in for the spread scenarios (each sign-in is an argon2 hash). */
const SIGNED_IN = Number(process.env.BENCH_LEDGER_SIGNED_IN ?? 100);
/** A day's new credits before the incremental check. */
const DAY_ENTRIES = 20_000;
const YEARS = 3;

/**
 * Quiz credits for entries (from, to]: each to a promoter drawn with a skew (random()^1.5 over the
 * users, so the busiest have a few thousand credits, as years of two sets a session would give),
 * at a time that grows with the entry id over the last YEARS years; three lines and an audit row.
 */
async function seedCredits(client: pgTypes.Client, from: number, to: number, total: number, start: string) {
  await client.query(`drop table if exists bench_credit`);
  await client.query(
    `create temp table bench_credit as
     select n, u.cash, u.grow, (1000 + floor(random() * 4000))::bigint as amount,
            $4::timestamptz + (n - 1) * (make_interval(years => ${YEARS}) / $3::double precision) as at
     from (select n, floor(power(random(), 1.5) * $5::int)::int as k
           from generate_series($1::bigint + 1, $2::bigint) as n offset 0) g
     join bench_wallets u on u.k = g.k`,
    [from, to, total, start, await walletCount(client)],
  );
  await client.query(
    `insert into journal_entries (id, kind, idempotency_key, fingerprint, description, actor_id, created_at)
     overriding system value
     select n, 'quiz', 'quiz:bench:' || n, md5(n::text),
            case n % 2 when 0 then 'Morning' else 'Evening' end || ' session, set ' || (1 + n % 2) || ': 3/3',
            null, at
     from bench_credit order by n`,
  );
  await client.query(
    `insert into journal_lines (entry_id, account_id, amount, created_at)
     select c.n, case l.side when 1 then $1::int when 2 then c.cash else c.grow end,
            case l.side when 1 then -c.amount when 2 then c.amount - c.amount / 20 else c.amount / 20 end, c.at
     from bench_credit c cross join (values (1), (2), (3)) as l(side)
     order by c.n, l.side`,
    [await expenseAccount(client)],
  );
  await client.query(
    `insert into audit_logs (action, entity, entity_id, after, created_at)
     select 'bench.seed', 'journal_entries', n::text, jsonb_build_object('kind', 'quiz'), at
     from bench_credit order by n`,
  );
}

async function walletCount(client: pgTypes.Client): Promise<number> {
  const found = await client.query<{ n: number }>(`select count(*)::int as n from bench_wallets`);
  return found.rows[0]!.n;
}

async function expenseAccount(client: pgTypes.Client): Promise<number> {
  const found = await client.query<{ id: number }>(
    `select id from ledger_accounts where system_code = 'programme_expense'`,
  );
  return found.rows[0]!.id;
}

/** Every user wallet's balance made its lines' sum, as the ledger keeps it. */
async function settleBalances(client: pgTypes.Client) {
  await client.query(
    `update ledger_accounts a set balance = s.total
     from (select account_id, sum(amount) as total from journal_lines group by account_id) s
     where a.id = s.account_id and a.user_id is not null`,
  );
}

async function seedLedger(): Promise<void> {
  await seed();
  await withClient(benchDatabaseUrl(), async (client) => {
    await client.query(`set maintenance_work_mem = '512MB'`);
    await client.query(`set work_mem = '64MB'`);
    await client.query(
      `create temp table bench_wallets as
       select (row_number() over (order by user_id) - 1)::int as k, user_id,
              max(a.id) filter (where a.wallet_type = 1) as cash, max(a.id) filter (where a.wallet_type = 3) as grow
       from ledger_accounts a join users u on u.id = a.user_id
       where u.role = 2 group by user_id`,
    );
    await client.query(`create unique index on bench_wallets (k)`);
    await client.query(`select setseed(0.2468)`);
    const entries = Math.ceil(LINES / 3);
    const base = await client.query<{ e0: number }>(
      `select coalesce(max(id), 0)::bigint as e0 from journal_entries`,
    );
    const e0 = Number(base.rows[0]!.e0);
    const start = new Date(Date.now() - YEARS * 365.25 * 86_400_000 - 86_400_000).toISOString();
    const restore = await setIndexesAside(client, ['journal_entries', 'journal_lines', 'audit_logs']);
    for (let from = 0; from < entries; from += CHUNK_ENTRIES) {
      const to = Math.min(entries, from + CHUNK_ENTRIES);
      await timed(`credits ${(from + 1).toLocaleString('en')}–${to.toLocaleString('en')}`, () =>
        seedCredits(client, e0 + from, e0 + to, entries, start),
      );
    }
    await client.query(
      `select setval(pg_get_serial_sequence('journal_entries', 'id'), (select max(id) + 1 from journal_entries), false)`,
    );
    await timed('indexes and foreign keys', async () => {
      for (const statement of restore) await client.query(statement);
    });
    await timed('balances from their lines', () => settleBalances(client));
    await timed('vacuum analyze', () =>
      client.query(`vacuum (analyze) journal_entries, journal_lines, audit_logs, ledger_accounts`),
    );
  });
}

interface Scenario {
  label: string;
  request: (n: number) => { token: string; path: string };
}

async function measure(baseUrl: string, scenario: Scenario) {
  const until = Date.now() + SECONDS * 1000;
  const result = await closedLoop(
    CLIENTS,
    () => Date.now() >= until,
    (n) => {
      const { token, path } = scenario.request(n);
      return fetch(`${baseUrl}${path}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(30_000),
      });
    },
  );
  return { ...scenario, ...result };
}

async function main(): Promise<void> {
  if (config.skipSeed) log(`BENCH_SKIP_SEED=1: using database ${config.database} as it is`);
  else await seedLedger();
  const databaseUrl = benchDatabaseUrl();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const size = await pool.query<{ lines: string; entries: string; bytes: string }>(
    `select (select count(*) from journal_lines)::text as lines, (select count(*) from journal_entries)::text as entries,
            pg_size_pretty(pg_total_relation_size('journal_lines'))::text as bytes`,
  );
  log(
    `ledger: ${size.rows[0]!.lines} lines, ${size.rows[0]!.entries} entries, journal_lines ${size.rows[0]!.bytes}`,
  );
  const perUser = await pool.query<{ username: string; lines: number }>(
    `select u.username, count(*)::int as lines
     from journal_lines l join ledger_accounts a on a.id = l.account_id join users u on u.id = a.user_id
     where u.role = 2 group by u.username order by 2 desc limit 1`,
  );
  const heavy = perUser.rows[0]!;
  const spread = await pool.query<{ username: string }>(
    `select username from users where role = 2 and is_active order by md5(id::text) limit $1`,
    [SIGNED_IN],
  );
  const median = await pool.query<{ lines: number }>(
    `select percentile_disc(0.5) within group (order by n)::int as lines
     from (select count(*) as n from journal_lines l join ledger_accounts a on a.id = l.account_id
           where a.user_id is not null group by a.user_id) s`,
  );
  log(
    `busiest promoter ${heavy.username}: ${heavy.lines} lines; median promoter: ${median.rows[0]!.lines} lines`,
  );

  const api = await startApi({ databaseUrl, poolMax: config.poolMax });
  const rows: string[][] = [];
  try {
    const heavyToken = await apiLogin(api, heavy.username, config.userPassword);
    const tokens: string[] = [];
    for (const row of spread.rows) tokens.push(await apiLogin(api, row.username, config.userPassword));
    const pageSize = 10;
    const lastPage = Math.ceil(heavy.lines / pageSize);
    const cash = encodeURIComponent(JSON.stringify({ wallet_type: '1' }));
    const scenarios: Scenario[] = [
      {
        label: `statement page 1, ${SIGNED_IN} promoters in turn`,
        request: (n) => ({
          token: tokens[n % tokens.length]!,
          path: `/api/v1/earning-histories?page_size=${pageSize}`,
        }),
      },
      {
        label: `Cash wallet statement page 1, ${SIGNED_IN} promoters in turn`,
        request: (n) => ({
          token: tokens[n % tokens.length]!,
          path: `/api/v1/earning-histories?page_size=${pageSize}&search_param=${cash}`,
        }),
      },
      {
        label: `busiest promoter (${heavy.lines.toLocaleString('en')} lines), page 1`,
        request: () => ({ token: heavyToken, path: `/api/v1/earning-histories?page_size=${pageSize}` }),
      },
      {
        label: `busiest promoter, last page (${lastPage.toLocaleString('en')})`,
        request: () => ({
          token: heavyToken,
          path: `/api/v1/earning-histories?page_size=${pageSize}&page_number=${lastPage}`,
        }),
      },
      {
        label: 'busiest promoter, Cash wallet, page 1',
        request: () => ({
          token: heavyToken,
          path: `/api/v1/earning-histories?page_size=${pageSize}&search_param=${cash}`,
        }),
      },
    ];
    for (const scenario of scenarios) {
      await measure(api.baseUrl, { ...scenario, label: 'warm-up' });
      const result = await measure(api.baseUrl, scenario);
      log(`${result.label}: p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms, ${result.errors} errors`);
      rows.push([
        result.label,
        String(result.requests),
        (result.requests / SECONDS).toFixed(0),
        String(result.errors),
        ms(result.p50),
        ms(result.p99),
      ]);
    }
  } finally {
    await api.stop();
  }

  const full = await runLedgerVerify(databaseUrl);
  log(`ledger:verify (full): ${full.ok ? 'OK' : 'FAILED'} in ${full.seconds.toFixed(1)} s`);
  if (!full.ok) console.log(full.report);
  // A day of new credits after the clean checkpoint the full check recorded.
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `create temp table bench_wallets as
       select (row_number() over (order by user_id) - 1)::int as k, user_id,
              max(id) filter (where wallet_type = 1) as cash, max(id) filter (where wallet_type = 3) as grow
       from ledger_accounts where user_id is not null group by user_id`,
    );
    const base = await client.query<{ e0: string }>(`select max(id)::text as e0 from journal_entries`);
    const e0 = Number(base.rows[0]!.e0);
    await client.query('begin');
    await seedCredits(
      client,
      e0,
      e0 + DAY_ENTRIES,
      DAY_ENTRIES,
      new Date(Date.now() - 86_400_000).toISOString(),
    );
    await client.query(
      `update ledger_accounts a set balance = a.balance + s.total
       from (select account_id, sum(amount) as total from journal_lines where entry_id > $1 group by account_id) s
       where a.id = s.account_id and a.user_id is not null`,
      [e0],
    );
    await client.query('commit');
    await client.query(
      `select setval(pg_get_serial_sequence('journal_entries', 'id'), (select max(id) + 1 from journal_entries), false)`,
    );
  });
  const incremental = await runLedgerVerify(databaseUrl, ['--incremental']);
  log(
    `ledger:verify --incremental: ${incremental.ok ? 'OK' : 'FAILED'} in ${incremental.seconds.toFixed(1)} s`,
  );
  if (!incremental.ok) console.log(incremental.report);
  await pool.end();

  console.log(
    [
      '',
      `Ledger: ${Number(size.rows[0]!.lines).toLocaleString('en')} lines (journal_lines ${size.rows[0]!.bytes}); ` +
        `busiest promoter ${heavy.lines.toLocaleString('en')} lines, median ${median.rows[0]!.lines}.`,
      `Earnings history (the wallet statement), ${CLIENTS} clients for ${SECONDS} s each:`,
      markdownTable(['request', 'requests', 'req/s', 'errors', 'p50 ms', 'p99 ms'], rows),
      '',
      markdownTable(
        ['ledger:verify', 'result', 'seconds'],
        [
          ['full', full.ok ? 'OK' : 'FAILED', full.seconds.toFixed(1)],
          [
            `--incremental after ${DAY_ENTRIES.toLocaleString('en')} new entries`,
            incremental.ok ? 'OK' : 'FAILED',
            incremental.seconds.toFixed(1),
          ],
        ],
      ),
      '',
    ].join('\n'),
  );
}

runBenchmark(main, 90 * 60_000);
