/**
 * The read replica, measured (issue 18, point 4; docs/decisions/166-reads-from-a-replica.md): a real
 * streaming replica of the local PostgreSQL (pg_basebackup and a second `postgres` on a free
 * loopback port, the tests' `startReplica`), then the same load against the API twice, without and
 * with DATABASE_REPLICA_URL: admins reading list pages (withdrawals, a filtered and a searched one)
 * from BENCH_REPLICA_CLIENTS closed-loop clients for BENCH_REPLICA_SECONDS, while BENCH_REPLICA_WRITERS
 * promoters each request a withdrawal and at once read their wallet and their history, which must
 * show it. Prints the lists' throughput and latency, what each PostgreSQL spent, the replica's lag
 * as /ready reports it, and how many of the writers' own reads were stale (must be 0).
 * `npm run bench:replica` on the seeded `portal_bench` (seeds first unless BENCH_SKIP_SEED=1).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  API_DIR,
  apiLogin,
  benchDatabaseUrl,
  config,
  log,
  percentile,
  processTreeCpuMs,
  runBenchmark,
  sleep,
  startApi,
  type ApiServer,
} from './common.js';
import { closedLoop, markdownTable, ms } from './load.js';
import { FIND_REQUEST_READY_USERS } from './queries.js';
import { seed } from './seed.js';

interface OwnServer {
  url: string;
  stop(): Promise<void>;
}

const CLIENTS = Number(process.env.BENCH_REPLICA_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_REPLICA_SECONDS ?? 20);
const WRITERS = Number(process.env.BENCH_REPLICA_WRITERS ?? 100);
const LISTS = [
  '/api/v1/withdraws?page_size=10&page_number=1',
  `/api/v1/withdraws?page_size=10&page_number=1&search_param=${encodeURIComponent('{"status":"0"}')}`,
  '/api/v1/all-referrals?page_size=10&page_number=1&search=kumar',
];
const WITHDRAW_RUPEES = 101;

/** The postmaster's pid of the server at `url` (the first line of its data directory's postmaster.pid). */
async function postmasterPid(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const dir = await client.query<{ data_directory: string }>('show data_directory');
    return Number(
      readFileSync(path.join(dir.rows[0]!.data_directory, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
  } finally {
    await client.end();
  }
}

interface RunResult {
  mode: string;
  lists: { requests: number; errors: number; p50: number; p99: number };
  writes: { accepted: number; refused: number; staleWallet: number; staleHistory: number; p99: number };
  primaryCpuS: number;
  replicaCpuS: number;
  lag: { samples: number; p50: number; p99: number; max: number } | null;
}

async function run(
  mode: string,
  env: Record<string, string>,
  writers: { username: string }[],
  pids: { primary: number; replica: number },
): Promise<RunResult> {
  const api: ApiServer = await startApi({ databaseUrl: benchDatabaseUrl(), poolMax: config.poolMax, env });
  try {
    const admin = await apiLogin(api, config.adminUsername, config.adminPassword);
    const tokens: string[] = [];
    for (const writer of writers) tokens.push(await apiLogin(api, writer.username, config.userPassword));
    const get = (token: string, url: string) =>
      fetch(`${api.baseUrl}${url}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(30_000),
      });
    // Warm both: the first pages of each list once.
    for (const url of LISTS) await (await get(admin, url)).arrayBuffer();

    const lagSamples: number[] = [];
    let running = true;
    const lagLoop = (async () => {
      while (running) {
        const ready = (await (await get(admin, '/api/v1/ready')).json()) as {
          replica_lag_ms?: number | null;
        };
        if (typeof ready.replica_lag_ms === 'number') lagSamples.push(ready.replica_lag_ms);
        await sleep(200);
      }
    })();

    const primaryBefore = processTreeCpuMs(pids.primary);
    const replicaBefore = processTreeCpuMs(pids.replica);
    const until = Date.now() + SECONDS * 1000;
    const cashHeld = async (token: string) => {
      const { wallets } = (await (await get(token, '/api/v1/wallets')).json()) as {
        wallets: { wallet_type: number; held: number }[];
      };
      return wallets.find((wallet) => wallet.wallet_type === 1)?.held ?? 0;
    };
    const writes = { accepted: 0, refused: 0, staleWallet: 0, staleHistory: 0 };
    const writeLatencies: number[] = [];
    const writer = async (token: string, index: number) => {
      await sleep(((index + 0.5) * SECONDS * 900) / tokens.length);
      const heldBefore = await cashHeld(token);
      const started = performance.now();
      const response = await fetch(`${api.baseUrl}/api/v1/withdraws`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ wallet_type: 1, amount: WITHDRAW_RUPEES }),
        signal: AbortSignal.timeout(30_000),
      });
      const created = (await response.json()) as { id?: number };
      writeLatencies.push(performance.now() - started);
      if (response.status !== 201) {
        writes.refused += 1;
        return;
      }
      writes.accepted += 1;
      // At once: the user's own wallet and history must show what they just did.
      if ((await cashHeld(token)) < heldBefore + WITHDRAW_RUPEES) writes.staleWallet += 1;
      const history = (await (await get(token, '/api/v1/withdraw-histories?page_size=10')).json()) as {
        data: { id: number }[];
      };
      if (!history.data.some((row) => row.id === created.id)) writes.staleHistory += 1;
    };
    const [lists] = await Promise.all([
      closedLoop(
        CLIENTS,
        () => Date.now() >= until,
        (n) => get(admin, LISTS[n % LISTS.length]!),
      ),
      ...tokens.map((token, index) => writer(token, index)),
    ]);
    const primaryCpuS = (processTreeCpuMs(pids.primary) - primaryBefore) / 1000;
    const replicaCpuS = (processTreeCpuMs(pids.replica) - replicaBefore) / 1000;
    running = false;
    await lagLoop;
    writeLatencies.sort((a, b) => a - b);
    lagSamples.sort((a, b) => a - b);
    return {
      mode,
      lists,
      writes: { ...writes, p99: percentile(writeLatencies, 99) },
      primaryCpuS,
      replicaCpuS,
      lag:
        lagSamples.length === 0
          ? null
          : {
              samples: lagSamples.length,
              p50: percentile(lagSamples, 50),
              p99: percentile(lagSamples, 99),
              max: lagSamples.at(-1)!,
            },
    };
  } finally {
    await api.stop();
  }
}

async function main(): Promise<void> {
  if (config.skipSeed) log(`BENCH_SKIP_SEED=1: using database ${config.database} as it is`);
  else await seed();
  const helpers = (await import(path.join(API_DIR, 'dist/test/postgres-servers.js'))) as {
    startReplica(primaryUrl: string): Promise<OwnServer | { unavailable: string }>;
  };
  log('making the replica (pg_basebackup of the local PostgreSQL)');
  const made = await helpers.startReplica(config.pgUrl);
  if ('unavailable' in made) throw new Error(made.unavailable);
  const replica = made;
  try {
    const replicaUrl = new URL(benchDatabaseUrl());
    const own = new URL(replica.url);
    replicaUrl.host = own.host;
    const pids = {
      primary: await postmasterPid(config.pgUrl),
      replica: await postmasterPid(`${replica.url}postgres`),
    };
    const pool = new pg.Pool({ connectionString: benchDatabaseUrl(), max: 2 });
    const ready = await pool.query<{ id: number; username: string }>(FIND_REQUEST_READY_USERS, [
      1,
      WITHDRAW_RUPEES * 100 * 2,
      32,
      2 * WRITERS,
    ]);
    await pool.end();
    if (ready.rows.length < 2 * WRITERS)
      throw new Error(`only ${ready.rows.length} promoters may withdraw now`);
    const results = [
      await run('primary only', {}, ready.rows.slice(0, WRITERS), pids),
      await run(
        'with the replica',
        { DATABASE_REPLICA_URL: replicaUrl.toString() },
        ready.rows.slice(WRITERS),
        pids,
      ),
    ];
    const rows = results.map((r) => [
      r.mode,
      (r.lists.requests / SECONDS).toFixed(0),
      ms(r.lists.p50),
      ms(r.lists.p99),
      String(r.lists.errors),
      `${r.writes.accepted}/${r.writes.accepted + r.writes.refused}`,
      ms(r.writes.p99),
      `${r.writes.staleWallet} / ${r.writes.staleHistory}`,
      r.primaryCpuS.toFixed(1),
      r.replicaCpuS.toFixed(1),
      r.lag ? `${ms(r.lag.p50)} / ${ms(r.lag.p99)} / ${ms(r.lag.max)} (${r.lag.samples})` : '–',
    ]);
    console.log(
      [
        '',
        `${CLIENTS} admins reading list pages for ${SECONDS} s while ${WRITERS} promoters request a withdrawal each:`,
        markdownTable(
          [
            'reads from',
            'list req/s',
            'list p50 ms',
            'list p99 ms',
            'list errors',
            'withdrawals',
            'withdrawal p99 ms',
            'stale own wallet / history',
            'primary PG CPU s',
            'replica PG CPU s',
            'lag p50 / p99 / max ms (samples)',
          ],
          rows,
        ),
        '',
      ].join('\n'),
    );
  } finally {
    await replica.stop();
  }
}

runBenchmark(main, 45 * 60_000);
