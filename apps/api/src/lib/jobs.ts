import PgBoss from 'pg-boss';
import type { z } from 'zod';
import { INDIA_TIME_ZONE } from '@portal/shared';

/**
 * Background jobs (docs/decisions/022-jobs-with-pg-boss.md). A job is a name, a payload schema and
 * a handler that calls a service; it lives in its module's `<module>.jobs.ts`. The runner is
 * pg-boss: jobs and schedules are rows in PostgreSQL (the `pgboss` schema, on the embedded
 * database too), claimed with SKIP LOCKED, so each runs once however many instances serve the
 * portal, and a schedule is one row per job name whichever instance wrote it.
 */
export interface Job<Payload extends z.ZodType = z.ZodType> {
  /** Unique across the portal: `<module>.<what-it-does>`. */
  name: string;
  payload: Payload;
  /** Runs by itself on this cron, read in India time, with this payload. */
  schedule?: { cron: string; payload: z.input<Payload> };
  /** Calls a service; what it answers (counts of what it did) goes to the log. */
  handler(payload: z.output<Payload>): Promise<unknown>;
}

/** Keeps a job's payload type tied to its schema. */
export function defineJob<Payload extends z.ZodType>(job: Job<Payload>): Job<Payload> {
  return job;
}

/** What pg-boss runs its SQL through: the portal's own database (DatabaseHandle.executeSql). */
export interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** DatabaseHandle.exclusively: runs `fn` holding an advisory lock instances share. */
  exclusively<T>(key: number, fn: () => Promise<T>): Promise<T>;
}

interface Logger {
  info(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface JobRunnerOptions {
  database: SqlRunner;
  jobs: readonly Job[];
  logger: Logger;
  /** How often an idle worker looks for new jobs, in seconds (pg-boss polls; 0.5 is its minimum). */
  pollingIntervalSeconds?: number;
  /**
   * False: only queue runs (PORTAL_ROLE=api): no job is worked, no schedule stored or fired, no
   * maintenance; a `worker` or `all` process does those.
   */
  work?: boolean;
}

export interface JobRunner {
  /** Queues one run of a job now; its payload is checked against the job's schema first. */
  send(name: string, payload: unknown): Promise<string>;
  /** The stored state of a run (`created`, `active`, `completed`, `failed`…), or null. */
  stateOf(name: string, id: string): Promise<string | null>;
  /** The stored schedules: one per scheduled job, however many instances registered it. */
  schedules(): Promise<{ name: string; cron: string; timezone: string }[]>;
  /** Stops taking jobs and waits (up to `timeoutMs`) for the ones running to finish. */
  stop(timeoutMs?: number): Promise<void>;
}

function findJob(jobs: readonly Job[], name: string): Job {
  const job = jobs.find((candidate) => candidate.name === name);
  if (!job) throw new Error(`No job named ${name}`);
  return job;
}

/** The advisory lock instances take turns on while setting pg-boss up. */
const JOBS_SETUP_LOCK = 727_411_020;

/**
 * Starts pg-boss on the portal's database (creating or upgrading its schema under pg-boss's own
 * advisory lock), creates each job's queue, stores each schedule (an upsert by job name, so
 * every instance may do it) and starts one worker per job.
 */
export async function startJobRunner({
  database,
  jobs,
  logger,
  pollingIntervalSeconds = 2,
  work = true,
}: JobRunnerOptions): Promise<JobRunner> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    schedule: work,
    supervise: work,
    // How often a schedule is looked at (30 s by default, after the first look at start-up, which
    // comes before the schedules are stored): a freshly started worker fired its every-minute job
    // only a minute later. A minute's run is still sent once: pg-boss keys it by the minute.
    cronMonitorIntervalSeconds: 10,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job runner error'));
  // pg-boss creates its schema and each queue's table without a lock of its own: instances
  // starting together (two `api` and a `worker`) collided on them, so they take turns.
  await database.exclusively(JOBS_SETUP_LOCK, async () => {
    await boss.start();
    try {
      for (const job of jobs) {
        await boss.createQueue(job.name);
        if (!work) continue;
        if (job.schedule) {
          await boss.schedule(
            job.name,
            job.schedule.cron,
            job.payload.parse(job.schedule.payload) as object,
            {
              tz: INDIA_TIME_ZONE,
            },
          );
        }
        await boss.work<unknown>(job.name, { pollingIntervalSeconds, batchSize: 1 }, async ([run]) => {
          if (!run) return;
          const started = Date.now();
          const result = await job.handler(job.payload.parse(run.data));
          // pg-boss 10 marks a finished run completed without waiting for its own statement, so a
          // graceful stop() could end (and the process exit) before the row says so, and the run
          // would be taken again after it expires. Completed here, awaited: pg-boss's own
          // completion then finds the run no longer active and changes nothing.
          await boss.complete(job.name, run.id);
          logger.info({ job: job.name, id: run.id, result, ms: Date.now() - started }, 'job done');
        });
      }
    } catch (error) {
      await boss.stop({ graceful: false, close: false });
      throw error;
    }
  });

  return {
    send: async (name, payload) => {
      const job = findJob(jobs, name);
      const id = await boss.send(name, job.payload.parse(payload) as object);
      if (!id) throw new Error(`Job ${name} was not queued`);
      return id;
    },
    stateOf: async (name, id) => (await boss.getJobById(name, id))?.state ?? null,
    // The rows carry their time zone, which pg-boss's types leave out.
    schedules: async () =>
      (await boss.getSchedules()).map((row) => ({
        name: row.name,
        cron: row.cron,
        timezone: (row as { timezone?: string }).timezone ?? '',
      })),
    // The database is the portal's: closing it is the caller's business (close: false).
    stop: (timeoutMs = 10_000) => boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs }),
  };
}

/**
 * Sends a run of a scheduled job now, without waiting and without failing the request: a send
 * that is lost (the database hiccuped) is caught up by the job's own schedule.
 */
export function queueJob(
  jobs: { send(name: string, payload: unknown): Promise<unknown> } | undefined,
  name: string,
  log: { warn(obj: unknown, msg?: string): void },
): void {
  jobs?.send(name, {}).catch((error: unknown) => log.warn({ err: error, job: name }, 'job not sent'));
}
