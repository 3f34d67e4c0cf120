import 'dotenv/config';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { formatMoneyHealth, verifyMoney } from '../modules/money-health/money-health.service.js';

/**
 * `npm run ledger:verify`: checks every invariant of the money (docs/product/money.md,
 * Verification) on the embedded database, or on DATABASE_URL, prints a readable report and exits
 * 1 on any discrepancy. The embedded database belongs to one process: stop the portal first.
 * `--incremental` checks only what changed since the last clean check (its checkpoint is recorded
 * in the database), in seconds however large the ledger; without it, everything
 * (docs/decisions/168-incremental-ledger-check.md).
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: config.DATABASE_URL ? undefined : config.PGLITE_DIR,
    poolMax: 2,
  });
  try {
    await runMigrations(database.db);
    const incremental = process.argv.includes('--incremental');
    const started = Date.now();
    const { health, since, checkpoint } = await verifyMoney(database.db, { incremental });
    console.log(formatMoneyHealth(health));
    if (incremental)
      console.log(
        since
          ? `Incremental: entries after ${since.lastEntryId} and lines after ${since.lastLineId} (checkpoint ${since.checkpointId}).`
          : 'Incremental: no clean checkpoint yet, so everything was checked.',
      );
    if (checkpoint !== null)
      console.log(`Checkpoint ${checkpoint} recorded: the next --incremental check starts there.`);
    console.log(`Took ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return health.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
