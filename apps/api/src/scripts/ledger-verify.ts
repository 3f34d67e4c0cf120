import 'dotenv/config';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { checkMoneyHealth, formatMoneyHealth } from '../modules/money-health/money-health.service.js';

/**
 * `npm run ledger:verify`: checks every invariant of the money (docs/product/money.md,
 * Verification) on the embedded database, or on DATABASE_URL, prints a readable report and exits
 * 1 on any discrepancy. The embedded database belongs to one process: stop the portal first.
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
    const health = await checkMoneyHealth(database.db);
    console.log(formatMoneyHealth(health));
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
