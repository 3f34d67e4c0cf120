import type { AppConfig } from './config/env.js';
import { createTokenService, resolveSessionSecret, type TokenService } from './lib/auth.js';
import { ensureSuperAdmin, type SuperAdminBootstrap } from './modules/users/super-admin.service.js';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './db/client.js';
import { runMigrations } from './db/migrate.js';

export interface PreparedDatabase {
  database: DatabaseHandle;
  tokens: TokenService;
  superAdmin: SuperAdminBootstrap;
}

/** Opens the database, applies migrations, creates the first super admin and the token service. */
export async function prepareDatabase(
  config: AppConfig,
  options: Partial<DatabaseOptions> = {},
): Promise<PreparedDatabase> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: config.DATABASE_URL ? undefined : config.PGLITE_DIR,
    poolMax: config.DB_POOL_MAX,
    ...options,
  });
  try {
    await runMigrations(database.db);
    const superAdmin = await ensureSuperAdmin({
      db: database.db,
      username: config.SUPERADMIN_USERNAME,
      password: config.SUPERADMIN_PASSWORD,
    });
    const secret = await resolveSessionSecret(database.db, config.SESSION_SECRET);
    return { database, tokens: createTokenService(secret, config.SESSION_TTL_HOURS * 3600), superAdmin };
  } catch (error) {
    await database.close();
    throw error;
  }
}
