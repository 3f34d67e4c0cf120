/**
 * Faults under load, measured (issue 18, point 5; docs/decisions/167-faults-under-load.md): the
 * built API on a PostgreSQL of the benchmark's own (initdb on a free loopback port, made with the
 * test helpers' `startScratchServer`), which is stopped for BENCH_FAULT_DOWN_MS while promoters
 * read their wallets and request withdrawals, each withdrawal sent again with its Idempotency-Key
 * after every 503. Prints what the clients saw (statuses, latencies, how soon the API served again)
 * and whether every key was applied once, then `ledger:verify`. `npm run bench:faults`.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import {
  API_DIR,
  apiLogin,
  log,
  percentile,
  runBenchmark,
  runLedgerVerify,
  sleep,
  startApi,
} from './common.js';
import { markdownTable, ms } from './load.js';

interface OwnServer {
  url: string;
  halt(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const PROMOTERS = Number(process.env.BENCH_FAULT_PROMOTERS ?? 40);
const RUN_MS = Number(process.env.BENCH_FAULT_SECONDS ?? 10) * 1000;
const DOWN_AT_MS = 3000;
const DOWN_MS = Number(process.env.BENCH_FAULT_DOWN_MS ?? 2000);

type Answer = {
  kind: 'wallet' | 'withdraw';
  status: number;
  at: number;
  ms: number;
  retryAfter: string | null;
};

async function main(): Promise<void> {
  const helpers = (await import(path.join(API_DIR, 'dist/test/postgres-servers.js'))) as {
    startScratchServer(): Promise<OwnServer | { unavailable: string }>;
  };
  const made = await helpers.startScratchServer();
  if ('unavailable' in made) throw new Error(made.unavailable);
  const server = made;
  const admin = new pg.Client({ connectionString: `${server.url}postgres` });
  await admin.connect();
  await admin.query('create database portal_faults');
  await admin.end();
  const databaseUrl = `${server.url}portal_faults`;
  const api = await startApi({ databaseUrl, poolMax: 10, env: { REGISTER_RATE_LIMIT: '100000' } });
  try {
    const call = async (token: string, method: string, url: string, body?: unknown, headers = {}) => {
      const started = performance.now();
      const response = await fetch(`${api.baseUrl}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      return {
        status: response.status,
        ms: performance.now() - started,
        retryAfter: response.headers.get('retry-after'),
      };
    };
    const rootToken = await apiLogin(api, 'benchadmin', 'Bench#Portal2024');
    const me = await fetch(`${api.baseUrl}/api/v1/auth-user`, {
      headers: { authorization: `Bearer ${rootToken}` },
    });
    const code = ((await me.json()) as { promoter_code: string }).promoter_code;
    log(`registering ${PROMOTERS} funded promoters`);
    const promoters: { token: string }[] = [];
    for (let i = 0; i < PROMOTERS; i += 1) {
      const username = `fault_${i}_${Date.now() % 100000}`;
      const password = 'Fault@2024x';
      const registered = await fetch(`${api.baseUrl}/api/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          first_name: 'Fault',
          last_name: 'Bench',
          dob: '1990-01-01',
          mobile: `9${String(100000000 + i).slice(-9)}`,
          nationality: 'India',
          state: 'Tamil Nadu',
          district: 'Chennai',
          city: 'Chennai',
          pin_code: '600001',
          language: 'English',
          username,
          password,
          password_confirmation: password,
          referral_code: code,
        }),
      });
      if (registered.status !== 201)
        throw new Error(`register: ${registered.status} ${await registered.text()}`);
      const token = await apiLogin(api, username, password);
      const id = (
        (await (
          await fetch(`${api.baseUrl}/api/v1/auth-user`, { headers: { authorization: `Bearer ${token}` } })
        ).json()) as { id: number }
      ).id;
      const bank = await call(token, 'POST', '/api/v1/user-bank-detail/upsert', {
        account_holder: 'Fault Bench',
        acc_no: '123456789012',
        ifsc_code: 'SBIN0001234',
        bank_name: 'State Bank of India',
        branch_name: 'Chennai Main',
      });
      const funded = await call(rootToken, 'POST', '/api/v1/wallet-adjustments', {
        user_id: id,
        wallet_type: 1,
        amount: 1000,
        reason: 'Fault benchmark funding',
      });
      if (bank.status !== 200 || funded.status !== 201)
        throw new Error(`set-up: ${bank.status} ${funded.status}`);
      promoters.push({ token });
    }

    const answers: Answer[] = [];
    const started = Date.now();
    const client = async ({ token }: { token: string }, i: number) => {
      const withdrawAt = started + ((i + 0.5) * RUN_MS * 0.8) / PROMOTERS;
      const key = randomUUID();
      let withdrawn = false;
      while (Date.now() - started < RUN_MS || !withdrawn) {
        if (!withdrawn && Date.now() >= withdrawAt) {
          const answer = await call(
            token,
            'POST',
            '/api/v1/withdraws',
            { wallet_type: 1, amount: 100 },
            {
              'idempotency-key': key,
            },
          );
          answers.push({ kind: 'withdraw', at: Date.now() - started, ...answer });
          withdrawn = answer.status !== 503;
        } else {
          answers.push({
            kind: 'wallet',
            at: Date.now() - started,
            ...(await call(token, 'GET', '/api/v1/wallets')),
          });
        }
        await sleep(50);
      }
    };
    const load = Promise.all(promoters.map(client));
    await sleep(DOWN_AT_MS);
    const downAt = Date.now() - started;
    log(`stopping PostgreSQL at ${downAt} ms`);
    await server.halt();
    await sleep(DOWN_MS);
    await server.start();
    const backAt = Date.now() - started;
    log(`PostgreSQL answering again at ${backAt} ms`);
    await load;

    const count = (test: (answer: Answer) => boolean) => answers.filter(test).length;
    const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const firstServed = Math.min(...answers.filter((a) => a.status < 400 && a.at >= backAt).map((a) => a.at));
    const pool = new pg.Client({ connectionString: databaseUrl });
    await pool.connect();
    const perUser = await pool.query<{ n: number }>(
      `select count(*)::int as n from withdrawals group by user_id order by 1`,
    );
    await pool.end();
    const verify = await runLedgerVerify(databaseUrl);
    const rows = [
      ['requests', String(answers.length)],
      ['2xx', String(count((a) => a.status >= 200 && a.status < 300))],
      [
        '503 (with Retry-After)',
        `${count((a) => a.status === 503)} (${count((a) => a.status === 503 && a.retryAfter !== null)})`,
      ],
      ['500', String(count((a) => a.status === 500))],
      [
        'other',
        String(count((a) => a.status !== 503 && a.status !== 500 && (a.status < 200 || a.status >= 300))),
      ],
      [
        'latency p50 / p99 / max',
        `${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 99))} / ${ms(latencies.at(-1) ?? NaN)} ms`,
      ],
      ['PostgreSQL down', `${downAt} → ${backAt} ms`],
      ['first 2xx after it answered', `${firstServed - backAt} ms`],
      [
        'withdrawals per promoter',
        [...new Set(perUser.rows.map((row) => row.n))].join(', ') + ` (${perUser.rows.length} promoters)`,
      ],
      ['ledger:verify', `${verify.ok ? 'OK' : 'FAILED'} in ${verify.seconds.toFixed(1)} s`],
    ];
    console.log(`\n${markdownTable(['what', 'figure'], rows)}\n`);
    if (!verify.ok) console.log(verify.report);
  } finally {
    await api.stop();
    await server.stop();
  }
}

runBenchmark(main, 15 * 60_000);
