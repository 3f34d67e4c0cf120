import 'dotenv/config';
import { buildApp, buildHealthApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './startup.js';
import { DEMO_PASSWORD, describeDemoAccounts, findDemoAccounts } from './scripts/demo-accounts.js';
import { startJobRunner, type JobRunner } from './lib/jobs.js';
import { storageFromConfig } from './lib/storage/storage.js';
import { authJobs } from './modules/auth/auth.jobs.js';
import { exportsJobs } from './modules/exports/exports.jobs.js';
import { mediaJobs } from './modules/media/media.jobs.js';
import { pinsJobs } from './modules/pins/pins.jobs.js';
import { accountClosureJobs } from './modules/account-closure/account-closure.jobs.js';
import { notificationsJobs } from './modules/notifications/notifications.jobs.js';
import { sendersFor } from './modules/notifications/notifications.service.js';

/** Start-up messages before the app's own logger exists. */
const consoleLogger = {
  error: (obj: unknown, msg?: string) => console.error(msg, obj),
  warn: (obj: unknown, msg?: string) => console.warn(msg, obj),
  info: (obj: unknown, msg?: string) => console.log(msg, obj),
};

async function main() {
  const config = loadConfig();
  const role = config.PORTAL_ROLE;
  const { database, tokens, superAdmin } = await prepareDatabase(config, { logger: consoleLogger });
  const storage = await storageFromConfig(config);
  // The exports' rows come from the read replica when there is one (docs/decisions/169-exports-made-by-a-worker.md).
  const replica =
    role !== 'api' && config.DATABASE_REPLICA_URL
      ? await openDatabase({ url: config.DATABASE_REPLICA_URL, poolMax: 2, logger: consoleLogger })
      : undefined;
  const jobs = [
    ...authJobs({ db: database.db }),
    ...pinsJobs({ db: database.db }),
    ...accountClosureJobs({ db: database.db, storage }),
    ...mediaJobs({ db: database.db, storage, ffmpeg: config.FFMPEG_PATH }),
    ...exportsJobs({ db: database.db, reads: replica?.db, storage, maxRows: config.EXPORT_MAX_ROWS }),
    ...notificationsJobs({
      db: database.db,
      senders: await sendersFor(database.db, config),
      origin: config.PUBLIC_ORIGIN,
    }),
  ];
  // The app queues jobs (a saved video's ladder) through this; it reaches the runner once started.
  const runner: { current?: JobRunner } = {};
  const jobQueue = {
    send: (name: string, payload: unknown) => runner.current?.send(name, payload) ?? Promise.resolve(),
  };
  const app =
    role === 'worker'
      ? await buildHealthApp({ config, database })
      : await buildApp({ config, database, tokens, storage, jobs: jobQueue });
  // Jobs run in `all` and `worker` processes only (tests build the app without them); an `api`
  // process only queues them. pg-boss makes each run happen once across instances (lib/jobs.ts).
  const jobRunner = await startJobRunner({ database, jobs, logger: app.log, work: role !== 'api' });
  runner.current = jobRunner;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    try {
      await app.close();
      await jobRunner.stop();
      storage.close();
      await replica?.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // A burst of new connections (a thousand promoters at 12:00) must queue, not be reset: Node's
  // default backlog of 511 overflowed in the withdrawal benchmark (bench/results/2026-11-25-withdrawals.md).
  await app.listen({ port: config.PORT, host: config.HOST, backlog: 4096 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const base = config.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
  const where = database.kind === 'pglite' ? `embedded database in ${config.PGLITE_DIR}` : 'PostgreSQL';
  // Loopback unless HOST says otherwise: production runs behind a reverse proxy (README, Configuration).
  const reach = config.HOST === '127.0.0.1' ? ' (this machine only; HOST=0.0.0.0 for every interface)' : '';
  const scheduled = `${jobs.map((job) => `${job.name} at "${job.schedule?.cron}"`).join(', ')}`;
  if (role === 'worker') {
    console.log(
      [
        '',
        `  Promoter Portal worker (PORTAL_ROLE=worker) is running on the ${where}.`,
        `  Health at http://${config.HOST}:${port}/api/v1/ready${reach}`,
        `  Runs the jobs and video conversions; scheduled (India time): ${scheduled}`,
        '',
      ].join('\n'),
    );
    return;
  }
  // After `npm run seed:demo`: a promoter per language to try, Tamil and Hindi among them (issue 16 point 8).
  const demo = await findDemoAccounts(database.db);
  const lines = [
    '',
    `  Promoter Portal is running on the ${where}${role === 'api' ? ' (PORTAL_ROLE=api: a worker runs the jobs)' : ''}.`,
    `  Listening on ${config.HOST}:${port}${reach}`,
    `  Log in at ${base}/login`,
    `  Super admin: ${superAdmin.username}`,
    superAdmin.generatedPassword
      ? `  Password:    ${superAdmin.generatedPassword}   (generated now and shown only this once)`
      : superAdmin.created
        ? '  Password:    the value of SUPERADMIN_PASSWORD'
        : '  Password:    the one set when this super admin was created (reset: npm run superadmin:password)',
    ...(demo.length > 0
      ? [`  Demo promoters: ${describeDemoAccounts(demo)}`, `  Password:    ${DEMO_PASSWORD}`]
      : []),
    `  API docs at ${base}/api/docs`,
    role === 'all'
      ? `  Scheduled jobs (India time): ${scheduled}`
      : '  Scheduled jobs: run by the worker processes',
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Failed to start:', error);
  process.exit(1);
});
