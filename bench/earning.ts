/**
 * The earning benchmark (bench/README.md, "Earning"): BENCH_EARNING_SEQUENCES promotion sequences
 * (serve → watch → quiz start → result → confirmation) against the API from level-4 promoters,
 * two sets each in the current India-time session; then every confirmation sent again (the
 * replay), which must credit nothing. Beside it the ceiling: the same steps' core statements sent
 * straight through `pg` for as many other promoters. Each side is checked in the ledger: exactly
 * one quiz entry per sequence, none from the replay, and ledger:verify clean afterwards.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { indiaDate, indiaHour, Role } from '@portal/shared';
import {
  apiLogin,
  config,
  cpuSample,
  foreignCpuPercent,
  log,
  percentile,
  runLedgerVerify,
  sleep,
  type ApiBase,
  type ApiServer,
} from './common.js';
import { markdownTable, ms, rate } from './load.js';

/** The video's length: the quiz opens once the real time reaches 90 % of it. */
const VIDEO_SECONDS = 1;
const QUESTIONS_PER_VIDEO = 3;
const SETS_PER_PROMOTER = 2;
export const STEPS = [
  'serve',
  'watch start',
  'watch progress',
  'quiz start',
  'result',
  'confirmation',
] as const;
export type Step = (typeof STEPS)[number];

/**
 * How one promoter goes through its sets: how many, the video's length, and how a started watch
 * session is watched through (the earning benchmark: one report after the whole video; the rush:
 * the player's reports every 5 s).
 */
export interface SequencePlan {
  sets: number;
  videoSeconds: number;
  watch: (watchId: string) => Promise<void>;
}

/** A step that failed: its name leads the message, so failures are counted by step. */
export class StepError extends Error {
  constructor(
    readonly step: string,
    cause: unknown,
  ) {
    super(`${step}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

interface SideResult {
  sequences: number;
  completed: number;
  failures: Record<string, number>;
  totalMs: number;
  steps: Record<Step, number[]>;
  foreignCpu: number;
}

export interface EarningOutcome {
  api: SideResult & { loginSeconds: number };
  sql: SideResult;
  replay: { requests: number; unchanged: number; totalMs: number; p50: number; p99: number };
  quizEntries: { api: number; sql: number; afterReplay: number };
  verify: { ok: boolean; report: string; seconds: number };
}

/** India time now: session 1 (Morning) before 12:00, else 2 (Evening). */
export function currentSession(): 1 | 2 {
  return indiaHour() < 12 ? 1 : 2;
}

export async function call<T>(
  api: ApiBase,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${api.baseUrl}/api/v1/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...api.headers,
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

export async function inParallel<T>(
  items: T[],
  width: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

/**
 * The promotion videos of both sessions of `date` (orders 1–4, `videoSeconds` long, each with
 * QUESTIONS_PER_VIDEO bilingual questions) through the admin API, and the gates switched off.
 */
export async function preparePromotionVideos(
  api: ApiBase,
  pool: pg.Pool,
  adminToken: string,
  videoSeconds: number,
  date = indiaDate(),
) {
  await call(api, adminToken, 'PUT', 'programme-settings', { daily_video_gate: false, training_gate: false });
  // A second run on the same day finds them there.
  const existing = await pool.query<{ session: number; video_order: number }>(
    `select session, video_order from videos where kind = 'promotion' and showing_date = $1`,
    [date],
  );
  for (const session of [1, 2])
    for (const order of [1, 2, 3, 4]) {
      if (existing.rows.some((row) => row.session === session && row.video_order === order)) continue;
      const video = await call<{ id: number }>(api, adminToken, 'POST', 'promotion-videos', {
        title: `Bench ${session}/${order}`,
        youtube_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        duration_seconds: videoSeconds,
        showing_date: date,
        session,
        order,
      });
      for (let n = 1; n <= QUESTIONS_PER_VIDEO; n++)
        await call(api, adminToken, 'POST', 'promotion-video-quizzes', {
          video_id: video.id,
          question: { en: `Question ${n}?`, ta: `கேள்வி ${n}?` },
          choices: [
            { en: 'Right', ta: 'சரி', correct: true },
            { en: 'Wrong', ta: 'தவறு', correct: false },
          ],
        });
    }
}

/**
 * Today's videos (VIDEO_SECONDS long) and the promoters (2 × the sequences' share) raised to
 * level 4, which has two sets a session.
 */
async function prepare(api: ApiServer, pool: pg.Pool, adminToken: string, promoters: number) {
  const today = indiaDate();
  await preparePromotionVideos(api, pool, adminToken, VIDEO_SECONDS, today);
  const picked = await pool.query<{ id: number; username: string }>(
    `update users set current_promoter_level = 4
     where id in (
       select id from users
       where role = $1 and is_active
         and id not in (select user_id from quiz_attempts where attempt_date = $3)
       order by md5(id::text || 'earning') limit $2)
     returning id, username`,
    [Role.User, promoters, today],
  );
  return picked.rows;
}

function emptySteps(): Record<Step, number[]> {
  return Object.fromEntries(STEPS.map((step) => [step, []])) as unknown as Record<Step, number[]>;
}

/** Runs one step and records its latency; a failure is thrown as a StepError naming the step. */
export async function timed<S extends string, T>(
  steps: Record<S, number[]>,
  step: S,
  fn: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  let result: T;
  try {
    result = await fn();
  } catch (error) {
    throw error instanceof StepError ? error : new StepError(step, error);
  }
  steps[step].push(performance.now() - started);
  return result;
}

/** The earning benchmark's watch: one report once the whole (short) video's time has passed. */
function reportOnceWatched(api: ApiBase, token: string, steps: Record<Step, number[]>) {
  return async (watchId: string) => {
    await sleep(VIDEO_SECONDS * 1000);
    for (;;) {
      const progress = await timed(steps, 'watch progress', () =>
        call<{ watched: boolean }>(api, token, 'POST', `watch-sessions/${watchId}/progress`, {
          position: VIDEO_SECONDS,
        }),
      );
      if (progress.watched) break;
      await sleep(200);
    }
  };
}

/** One promoter's sets (two by default) through the API; answers the attempts it confirmed. */
export async function apiSequences(
  api: ApiBase,
  token: string,
  steps: Record<Step, number[]>,
  plan: Omit<SequencePlan, 'videoSeconds'> = {
    sets: SETS_PER_PROMOTER,
    watch: reportOnceWatched(api, token, steps),
  },
): Promise<number[]> {
  const confirmed: number[] = [];
  for (let set = 1; set <= plan.sets; set++) {
    const served = await timed(steps, 'serve', () =>
      call<{ state: string; attempt_id: number; video: { id: number } }>(
        api,
        token,
        'GET',
        'user-promoter-video-get',
      ),
    );
    if (served.state !== 'ready') throw new Error(`serve: ${served.state}`);
    const watch = await timed(steps, 'watch start', () =>
      call<{ id: string }>(api, token, 'POST', 'watch-sessions', {
        video_kind: 'promotion',
        video_id: served.video.id,
      }),
    );
    await plan.watch(watch.id);
    const quiz = await timed(steps, 'quiz start', () =>
      call<{ questions: { id: number; choices: { id: number; text: string }[] }[] }>(
        api,
        token,
        'POST',
        'user-promoter-quiz-start',
        { attempt_id: served.attempt_id, language: 'en' },
      ),
    );
    const answers = quiz.questions.map((question) => ({
      question_id: question.id,
      choice_id: question.choices.find((choice) => choice.text === 'Right')!.id,
    }));
    await timed(steps, 'result', () =>
      call(api, token, 'POST', 'user-promoter-quiz-result-get', { attempt_id: served.attempt_id, answers }),
    );
    await timed(steps, 'confirmation', () =>
      call(api, token, 'POST', 'user-promoter-quiz-result-confirmation', { attempt_id: served.attempt_id }),
    );
    confirmed.push(served.attempt_id);
  }
  return confirmed;
}

// ---- the ceiling: the same steps' core statements through pg -------------------------------------

async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export interface CeilingContext {
  date: string;
  session: number;
  settingsVersion: number;
  expenseAccount: number;
}

/**
 * One promoter's two sets as the service's essential reads and writes: settings, level and
 * bonus counts, the day's attempts, the session's videos and the attempt insert (serve); the
 * watch session and its progress; the watched check, the questions and the served copy (quiz
 * start); the locked grade (result); the locked confirmation with its balanced ledger entry and
 * both wallet balances (confirmation).
 */
export async function sqlSequences(
  pool: pg.Pool,
  userId: number,
  ctx: CeilingContext,
  steps: Record<Step, number[]>,
  plan: SequencePlan = {
    sets: SETS_PER_PROMOTER,
    videoSeconds: VIDEO_SECONDS,
    watch: (watchId) => sqlReportOnceWatched(pool, userId, watchId, steps),
  },
) {
  for (let set = 1; set <= plan.sets; set++) {
    const order = set === 1 ? 1 : 3;
    const attempt = await timed(steps, 'serve', async () => {
      await pool.query(`select id, values from programme_settings order by id desc limit 1`);
      await pool.query(`select current_promoter_level from users where id = $1`, [userId]);
      await pool.query(
        `select current_promoter_level, count(*)::int from users
         where sponsor_id = $1 and is_active and current_promoter_level is not null group by 1`,
        [userId],
      );
      await pool.query(
        `select * from quiz_attempts where user_id = $1 and attempt_date = $2 and session = $3
         order by session, set_no, is_retry`,
        [userId, ctx.date, ctx.session],
      );
      const videos = await pool.query<{ id: number; video_order: number }>(
        `select * from videos where kind = 'promotion' and showing_date = $1 and session = $2 order by video_order`,
        [ctx.date, ctx.session],
      );
      const video = videos.rows.find((row) => row.video_order === order)!;
      const inserted = await inTransaction(pool, (client) =>
        client.query<{ id: number }>(
          `insert into quiz_attempts (user_id, video_id, attempt_date, session, set_no, level, amount_paise,
             amount_parts, settings_version)
           values ($1, $2, $3, $4, $5, 4, 1000, '{"base":10,"bonuses":[],"cap":null}', $6)
           on conflict do nothing returning *`,
          [userId, video.id, ctx.date, ctx.session, set, ctx.settingsVersion],
        ),
      );
      return { id: inserted.rows[0]!.id, videoId: video.id };
    });
    const watchId = randomUUID();
    await timed(steps, 'watch start', async () => {
      await pool.query(`select * from videos where id = $1 and kind = 'promotion'`, [attempt.videoId]);
      await inTransaction(pool, (client) =>
        client.query(
          `insert into watch_sessions (id, user_id, video_id, duration_seconds, started_at, expires_at)
           values ($1, $2, $3, $4, now(), now() + interval '1 day') returning *`,
          [watchId, userId, attempt.videoId, plan.videoSeconds],
        ),
      );
    });
    // The same real-time watch as the API's, so both sides have as many sequences in flight.
    await plan.watch(watchId);
    await timed(steps, 'quiz start', async () => {
      await pool.query(`select * from quiz_attempts where id = $1`, [attempt.id]);
      await pool.query(
        `select id from watch_sessions where user_id = $1 and video_id = $2 and watched_at is not null limit 1`,
        [userId, attempt.videoId],
      );
      await pool.query(`select id, values from programme_settings order by id desc limit 1`);
      const questions = await pool.query(
        `select q.*, c.id as choice_id, c.choice_value, c.is_correct from quiz_questions q
         join quiz_choices c on c.question_id = q.id where q.video_id = $1 and q.lang_type = 1
         order by q.id, c.position`,
        [attempt.videoId],
      );
      await inTransaction(pool, (client) =>
        client.query(
          `update quiz_attempts set language = 'en', served = $2, quiz_started_at = now()
           where id = $1 and quiz_started_at is null returning *`,
          [attempt.id, JSON.stringify(questions.rows)],
        ),
      );
      await pool.query(`select * from quiz_attempts where id = $1`, [attempt.id]);
    });
    await timed(steps, 'result', async () => {
      await inTransaction(pool, async (client) => {
        await client.query(`select * from quiz_attempts where id = $1 for update`, [attempt.id]);
        await client.query(
          `update quiz_attempts set answers = '[]', score = 3, total = 3, earned_paise = amount_paise,
             graded_at = now() where id = $1 and graded_at is null returning *`,
          [attempt.id],
        );
      });
      await pool.query(`select * from quiz_attempts where id = $1`, [attempt.id]);
      await pool.query(
        `select * from quiz_attempts where user_id = $1 and attempt_date = $2 and session = $3`,
        [userId, ctx.date, ctx.session],
      );
    });
    await timed(steps, 'confirmation', async () => {
      await pool.query(`select id, values from programme_settings order by id desc limit 1`);
      await inTransaction(pool, async (client) => {
        const locked = await client.query<{ earned_paise: string }>(
          `select * from quiz_attempts where id = $1 for update`,
          [attempt.id],
        );
        await client.query(
          `select * from quiz_attempts where user_id = $1 and attempt_date = $2 and session = $3`,
          [userId, ctx.date, ctx.session],
        );
        const earned = Number(locked.rows[0]!.earned_paise);
        const grow = Math.floor(earned * 0.05);
        await client.query('savepoint entry');
        const entry = await client.query<{ id: number }>(
          `insert into journal_entries (kind, idempotency_key, fingerprint, description, actor_id)
           values ('quiz', $1, $2, 'bench ceiling', $3) on conflict (idempotency_key) do nothing
           returning id, created_at`,
          [`bench-quiz:${userId}:${ctx.date}:${ctx.session}:${set}`, `attempt:${attempt.id}`, userId],
        );
        const accounts = await client.query<{ id: number; wallet_type: number }>(
          `select id, wallet_type from ledger_accounts where user_id = $1 and wallet_type in (1, 3) order by id`,
          [userId],
        );
        const cash = accounts.rows.find((row) => row.wallet_type === 1)!.id;
        const growAccount = accounts.rows.find((row) => row.wallet_type === 3)!.id;
        for (const [account, amount] of [
          [cash, earned - grow],
          [growAccount, grow],
        ] as const)
          await client.query(
            `update ledger_accounts set balance = balance + $2 where id = $1 and balance + $2 >= held returning id`,
            [account, amount],
          );
        await client.query(
          `insert into journal_lines (entry_id, account_id, amount, created_at)
           values ($1, $2, $3, now()), ($1, $4, $5, now()), ($1, $6, $7, now())`,
          [entry.rows[0]!.id, cash, earned - grow, growAccount, grow, ctx.expenseAccount, -earned],
        );
        // Every movement's audit row names its entry (docs/decisions/095-every-movement-audited-by-the-ledger.md).
        await client.query(
          `insert into audit_logs (actor_id, action, entity, entity_id, after)
           values ($1, 'quiz_attempt.confirm', 'journal_entries', $2, $3)`,
          [
            userId,
            String(entry.rows[0]!.id),
            JSON.stringify({ quiz_attempt_id: attempt.id, amount: earned / 100 }),
          ],
        );
        await client.query('release savepoint entry');
        await client.query(
          `update quiz_attempts set confirmed_at = now(), entry_id = $2
           where id = $1 and graded_at is not null and confirmed_at is null returning *`,
          [attempt.id, entry.rows[0]!.id],
        );
      });
    });
  }
}

/** The ceiling's context now: India date and session, the settings version, the expense account. */
export async function ceilingContext(pool: pg.Pool): Promise<CeilingContext> {
  const settings = await pool.query<{ id: number }>(
    `select id from programme_settings order by id desc limit 1`,
  );
  const expense = await pool.query<{ id: number }>(
    `select id from ledger_accounts where system_code = 'programme_expense'`,
  );
  return {
    date: indiaDate(),
    session: currentSession(),
    settingsVersion: settings.rows[0]!.id,
    expenseAccount: expense.rows[0]!.id,
  };
}

/** A progress report that writes: the session locked, its position (and, watched, the time) set. */
export function sqlRecordProgress(
  pool: pg.Pool,
  userId: number,
  watchId: string,
  position: number,
  watched: boolean,
) {
  return inTransaction(pool, async (client) => {
    await client.query(`select * from watch_sessions where id = $1 and user_id = $2 for update`, [
      watchId,
      userId,
    ]);
    await client.query(
      `update watch_sessions set position = $2${watched ? ', watched_at = coalesce(watched_at, now())' : ''}
       where id = $1`,
      [watchId, position],
    );
  });
}

async function sqlReportOnceWatched(
  pool: pg.Pool,
  userId: number,
  watchId: string,
  steps: Record<Step, number[]>,
) {
  await sleep(VIDEO_SECONDS * 1000);
  await timed(steps, 'watch progress', () => sqlRecordProgress(pool, userId, watchId, VIDEO_SECONDS, true));
}

// ---- the run --------------------------------------------------------------------------------------

async function quizEntries(pool: pg.Pool, prefix: string): Promise<number> {
  const result = await pool.query<{ n: number }>(
    `select count(*)::int as n from journal_entries where kind = 'quiz' and idempotency_key like $1`,
    [`${prefix}%`],
  );
  return result.rows[0]?.n ?? 0;
}

async function side(
  label: string,
  users: number[],
  run: (index: number, steps: Record<Step, number[]>) => Promise<void>,
): Promise<SideResult> {
  const steps = emptySteps();
  const failures: Record<string, number> = {};
  let completed = 0;
  const cpuBefore = cpuSample();
  const started = performance.now();
  await inParallel(
    users.map((_, index) => index),
    config.earningConcurrency,
    async (index) => {
      try {
        await run(index, steps);
        completed += SETS_PER_PROMOTER;
      } catch (error) {
        const key = String(error instanceof Error ? error.message : error).slice(0, 80);
        failures[key] = (failures[key] ?? 0) + 1;
      }
    },
  );
  const totalMs = performance.now() - started;
  for (const step of STEPS) steps[step].sort((a, b) => a - b);
  log(
    `${label}: ${completed} sequences in ${(totalMs / 1000).toFixed(1)} s, failures ${JSON.stringify(failures)}`,
  );
  return {
    sequences: users.length * SETS_PER_PROMOTER,
    completed,
    failures,
    totalMs,
    steps,
    foreignCpu: foreignCpuPercent(cpuBefore, cpuSample(), totalMs),
  };
}

export async function runEarning(
  api: ApiServer,
  pool: pg.Pool,
  databaseUrl: string,
  adminToken: string,
): Promise<EarningOutcome> {
  const perSide = Math.ceil(config.earningSequences / SETS_PER_PROMOTER);
  const promoters = await prepare(api, pool, adminToken, 2 * perSide);
  if (promoters.length < 2 * perSide) throw new Error(`only ${promoters.length} promoters to raise`);
  const apiUsers = promoters.slice(0, perSide);
  const sqlUsers = promoters.slice(perSide);

  const loginStarted = performance.now();
  const tokens: string[] = new Array<string>(apiUsers.length);
  await inParallel(
    apiUsers.map((_, index) => index),
    10,
    async (index) => {
      tokens[index] = await apiLogin(api, apiUsers[index]!.username, config.userPassword);
    },
  );
  const loginSeconds = (performance.now() - loginStarted) / 1000;
  log(`${apiUsers.length} promoters signed in through the API in ${loginSeconds.toFixed(1)} s`);

  // Credits already there (an earlier run on the same database): only this run's are counted.
  const apiBefore = await quizEntries(pool, 'quiz:');
  const sqlBefore = await quizEntries(pool, 'bench-quiz:');
  const confirmedAttempts: { token: string; attempt: number }[] = [];
  const apiSide = await side(
    'API sequences',
    apiUsers.map((user) => user.id),
    async (index, steps) => {
      for (const attempt of await apiSequences(api, tokens[index]!, steps))
        confirmedAttempts.push({ token: tokens[index]!, attempt });
    },
  );

  const ctx = await ceilingContext(pool);
  const sqlSide = await side(
    'SQL sequences',
    sqlUsers.map((user) => user.id),
    (index, steps) => sqlSequences(pool, sqlUsers[index]!.id, ctx, steps),
  );

  const apiEntries = (await quizEntries(pool, 'quiz:')) - apiBefore;
  const sqlEntries = (await quizEntries(pool, 'bench-quiz:')) - sqlBefore;

  // The replay: every confirmation again; each must answer the first result and credit nothing.
  const replayLatencies: number[] = [];
  let unchanged = 0;
  const replayStarted = performance.now();
  await inParallel(confirmedAttempts, config.earningConcurrency, async ({ token, attempt }) => {
    const started = performance.now();
    try {
      const answer = await call<{ confirmed: boolean }>(
        api,
        token,
        'POST',
        'user-promoter-quiz-result-confirmation',
        {
          attempt_id: attempt,
        },
      );
      if (answer.confirmed) unchanged += 1;
    } finally {
      replayLatencies.push(performance.now() - started);
    }
  });
  const replayMs = performance.now() - replayStarted;
  replayLatencies.sort((a, b) => a - b);
  const afterReplay = (await quizEntries(pool, 'quiz:')) - apiBefore;
  log(
    `replay: ${confirmedAttempts.length} confirmations again in ${(replayMs / 1000).toFixed(1)} s; ` +
      `quiz entries ${apiEntries} before, ${afterReplay} after`,
  );

  const verify = await runLedgerVerify(databaseUrl);
  return {
    api: { ...apiSide, loginSeconds },
    sql: sqlSide,
    replay: {
      requests: confirmedAttempts.length,
      unchanged,
      totalMs: replayMs,
      p50: percentile(replayLatencies, 50),
      p99: percentile(replayLatencies, 99),
    },
    quizEntries: { api: apiEntries, sql: sqlEntries, afterReplay },
    verify,
  };
}

export function earningTable(outcome: EarningOutcome): string {
  const header = ['step', 'API p50 ms', 'API p99 ms', 'SQL p50 ms', 'SQL p99 ms', 'API/ceiling (p50)'];
  const rows = STEPS.map((step) => {
    const api = outcome.api.steps[step];
    const sql = outcome.sql.steps[step];
    const apiP50 = percentile(api, 50);
    const sqlP50 = percentile(sql, 50);
    return [
      step,
      ms(apiP50),
      ms(percentile(api, 99)),
      ms(sqlP50),
      ms(percentile(sql, 99)),
      `${((sqlP50 / apiP50) * 100).toFixed(0)} %`,
    ];
  });
  const whole = (s: SideResult) => `${rate((s.completed / s.totalMs) * 1000)} sequences/s`;
  return [
    markdownTable(header, rows),
    '',
    `API: ${outcome.api.completed}/${outcome.api.sequences} sequences in ${(outcome.api.totalMs / 1000).toFixed(1)} s ` +
      `(${whole(outcome.api)}, each including a ${VIDEO_SECONDS} s watch; other CPU ${outcome.api.foreignCpu.toFixed(0)} %); ` +
      `SQL: ${outcome.sql.completed}/${outcome.sql.sequences} in ${(outcome.sql.totalMs / 1000).toFixed(1)} s ` +
      `(${whole(outcome.sql)}, the same ${VIDEO_SECONDS} s watch; other CPU ${outcome.sql.foreignCpu.toFixed(0)} %).`,
    `Quiz credits in the ledger: ${outcome.quizEntries.api} from the API's sequences, ${outcome.quizEntries.sql} from ` +
      `the ceiling's; replay of ${outcome.replay.requests} confirmations in ${(outcome.replay.totalMs / 1000).toFixed(1)} s ` +
      `(p50 ${ms(outcome.replay.p50)} ms, p99 ${ms(outcome.replay.p99)} ms), ${outcome.replay.unchanged} answered ` +
      `as already confirmed, credits afterwards ${outcome.quizEntries.afterReplay} ` +
      `(${outcome.quizEntries.afterReplay - outcome.quizEntries.api} new).`,
    `ledger:verify (${outcome.verify.seconds.toFixed(0)} s): ${outcome.verify.ok ? 'OK' : 'FAILED'}`,
  ].join('\n');
}
