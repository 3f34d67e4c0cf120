import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: varchar('username', { length: 30 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: smallint('role').notNull().default(2),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    dob: date('dob', { mode: 'string' }),
    mobile: varchar('mobile', { length: 10 }),
    nationality: varchar('nationality', { length: 50 }).notNull().default('India'),
    state: varchar('state', { length: 100 }),
    district: varchar('district', { length: 100 }),
    city: varchar('city', { length: 100 }),
    pinCode: varchar('pin_code', { length: 6 }),
    language: varchar('language', { length: 20 }),
    promoterCode: varchar('promoter_code', { length: 8 }).notNull(),
    sponsorId: integer('sponsor_id').references((): AnyPgColumn => users.id),
    /** Null until the first PIN is activated: the user is a Trainee (DESIGN §6). */
    currentPromoterLevel: smallint('current_promoter_level'),
    /**
     * The level as one sortable number, a Trainee (-1) below level 0: what User Management filters
     * and sorts by. A stored column rather than an expression, so the index holding it can answer
     * a capped count by itself (an index-only scan cannot evaluate an expression).
     */
    levelRank: smallint('level_rank')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(current_promoter_level, -1)`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_mobile_key').on(t.mobile),
    uniqueIndex('users_promoter_code_key').on(t.promoterCode),
    index('users_sponsor_id_idx').on(t.sponsorId),
    // User Management's sorts and filters, each ending with the id so a page can start right
    // after any row (keyset pages, docs/decisions/020-capped-totals-and-keyset-pages.md).
    index('users_role_created_at_id_idx').on(t.role, t.createdAt, t.id),
    index('users_role_level_rank_created_at_id_idx').on(t.role, t.levelRank, t.createdAt, t.id),
    index('users_role_active_created_at_id_idx').on(t.role, t.isActive, t.createdAt, t.id),
    index('users_role_username_id_idx').on(t.role, t.username, t.id),
    check('users_role_check', sql`${t.role} in (0, 1, 2)`),
    check('users_level_check', sql`${t.currentPromoterLevel} between 0 and 4`),
    // The trigram index for search lives in migrations/0001_search_trgm.sql (an expression
    // index with an operator class that drizzle-kit does not describe).
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * One row per attempt a throttle counts (sign-in failures, password checks, registrations), keyed
 * by what is limited: `login:user:<username>`, `login:ip:<ip>`, `register:ip:<ip>`. Counting and
 * recording happen under a per-key advisory lock (docs/decisions/010-one-atomic-throttle.md).
 */
export const throttleHits = pgTable(
  'throttle_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: varchar('key', { length: 160 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('throttle_hits_key_created_at_idx').on(t.key, t.createdAt)],
);

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 40 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_entity_idx').on(t.entity, t.entityId),
    index('audit_logs_created_at_idx').on(t.createdAt),
  ],
);

/** Server-wide values that every instance must share, such as the generated session secret. */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
