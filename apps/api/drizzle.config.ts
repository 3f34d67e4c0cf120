import { defineConfig } from 'drizzle-kit';

// Migrations are generated offline from src/db/schema.ts and applied at start-up by
// src/db/migrate.ts; drizzle-kit never connects to a database here.
export default defineConfig({
  dialect: 'postgresql',
  driver: 'pglite',
  schema: './src/db/schema.ts',
  out: './migrations',
});
