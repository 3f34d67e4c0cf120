import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
    /** The portal's language for this account, one of UI_LANGUAGES (docs/product/languages.md). */
    uiLanguage: varchar('ui_language', { length: 2 }).notNull().default('en'),
    promoterCode: varchar('promoter_code', { length: 8 }).notNull(),
    sponsorId: integer('sponsor_id').references((): AnyPgColumn => users.id),
    /** Null until the first PIN is activated: the user is a Trainee (docs/product/pins-and-levels.md). */
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
    /**
     * The username as a reader sees it (usernameSkeleton in @portal/shared: case, dots and
     * underscores dropped, I/l/1 and O/0 folded); unique, so no look-alike of an existing
     * username can be created, by any path or race (docs/decisions/093-look-alike-usernames.md).
     */
    usernameSkeleton: varchar('username_skeleton', { length: 30 })
      .notNull()
      .generatedAlwaysAs(sql`translate(lower(username), 'i10._', 'llo')`),
    /**
     * True only for an account that already was a look-alike of an older one when the rule came
     * (migration 0019): it keeps its name and sits outside the skeleton's unique index.
     */
    lookalikeBeforeRule: boolean('lookalike_before_rule').notNull().default(false),
    /**
     * Account closure (docs/decisions/182-own-data-export.md): asked for at, closing at (after the
     * notice period), and closed at, when the personal fields were replaced by a pseudonym.
     */
    closureRequestedAt: timestamp('closure_requested_at', { withTimezone: true, mode: 'date' }),
    closesAt: timestamp('closes_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /** Where notification emails go; null: none are sent (docs/decisions/183-notifications-outbox.md). */
    email: varchar('email', { length: 254 }),
    /** Each notification event's channels as the account chose them; null: the defaults. */
    notificationPreferences: jsonb('notification_preferences'),
    /**
     * The client address the account registered from (lib/client-ip.ts): the fraud signal of many
     * registrations from one address within an hour (docs/decisions/186-fraud-signals.md).
     */
    registrationIp: varchar('registration_ip', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_skeleton_key')
      .on(t.usernameSkeleton)
      .where(sql`not ${t.lookalikeBeforeRule}`),
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
    // The closures due: the closing job's scan.
    index('users_closes_at_idx')
      .on(t.closesAt)
      .where(sql`${t.closesAt} is not null and ${t.closedAt} is null`),
    check('users_level_check', sql`${t.currentPromoterLevel} between 0 and 4`),
    check('users_ui_language_check', sql`${t.uiLanguage} in ('en', 'ta', 'hi', 'te', 'kn', 'ml')`),
    // The registrations from one address around a time (docs/decisions/186-fraud-signals.md).
    index('users_registration_ip_created_at_idx')
      .on(t.registrationIp, t.createdAt)
      .where(sql`${t.registrationIp} is not null`),
    // The trigram index for search lives in migrations/0001_search_trgm.sql (an expression
    // index with an operator class that drizzle-kit does not describe).
  ],
);

/**
 * The size of each account's referral downline (members down to 64 levels), kept by triggers on
 * users in the transaction of every registration (migration 0012;
 * docs/decisions/081-referral-downline-counts.md): the referral tree reads it instead of counting
 * a downline of 100,000 on every request.
 */
export const referralDownlines = pgTable('referral_downlines', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  members: integer('members').notNull().default(0),
});

/**
 * What a search for a person matches: username, names and mobile, anywhere in the text. The
 * expression of the trigram index users_search_trgm_idx (migrations/0001_search_trgm.sql): a
 * query must use exactly this for the index to serve it.
 */
export const userSearchText = sql`(${users.username} || ' ' || ${users.firstName} || ' ' || ${users.lastName} || ' ' || coalesce(${users.mobile}, ''))`;

/**
 * The ids of the users whose userSearchText matches an ILIKE pattern, read through the trigram
 * index whatever the planner estimates (the function of migrations/0015_users_matching_search.sql,
 * docs/decisions/086-searched-pages.md): for a term already known to be rare.
 */
export const usersMatchingSearch = (pattern: string | SQLWrapper) =>
  sql`(select matched.id from users_matching_search(${pattern}) as matched(id))`;

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
    /**
     * Whom an IP's sign-in failure named (the username key): that person's success from the same
     * address forgives it (docs/decisions/092-lockout-without-weaponisation.md).
     */
    subject: varchar('subject', { length: 30 }),
    createdAt: createdAt(),
  },
  (t) => [index('throttle_hits_key_created_at_idx').on(t.key, t.createdAt)],
);

/**
 * The per-user request limits' counters (lib/rate-limit.ts, docs/decisions/097-per-user-request-limits.md):
 * one row per route and caller, `hits` in the window that ends at `resets_at`; the first hit after
 * that starts a new window in the same row. UNLOGGED (migration 0018): a counter lost in a crash
 * only gives a caller a fresh window, and the table is written on every limited request.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_at_idx').on(t.resetsAt)],
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
    // The audit log screen's filters, newest first, each ending with the id for keyset pages.
    index('audit_logs_created_at_id_idx').on(t.createdAt, t.id),
    index('audit_logs_actor_created_at_id_idx').on(t.actorId, t.createdAt, t.id),
    index('audit_logs_action_created_at_id_idx').on(t.action, t.createdAt, t.id),
  ],
);

/** Server-wide values that every instance must share, such as the generated session secret. */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Money (docs/product/money.md, Ledger). One account per user per wallet (1 Cash, 2 Scratch,
 * 3 Grow), created with the user, and the programme's system accounts (programme expense,
 * scratch rewards, adjustments, bank payouts). Wallet accounts keep `balance` and `held` in
 * paise, changed only by the ledger repository's guarded statements in the transaction that
 * writes the lines; system accounts keep no running total (their lines are their balance), so
 * every credit does not queue on one hot row. Only modules/ledger writes these tables.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id),
    walletType: smallint('wallet_type'),
    systemCode: varchar('system_code', { length: 40 }),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    held: bigint('held', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_wallet_key').on(t.userId, t.walletType),
    uniqueIndex('ledger_accounts_system_code_key').on(t.systemCode),
    check(
      'ledger_accounts_owner_check',
      sql`(${t.userId} is not null and ${t.walletType} in (1, 2, 3) and ${t.systemCode} is null) or (${t.userId} is null and ${t.walletType} is null and ${t.systemCode} is not null)`,
    ),
    check('ledger_accounts_available_check', sql`${t.balance} >= ${t.held} and ${t.held} >= 0`),
    check(
      'ledger_accounts_system_total_check',
      sql`${t.userId} is not null or (${t.balance} = 0 and ${t.held} = 0)`,
    ),
  ],
);

/** One movement of money: two or more lines that sum to zero, written once, never changed. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 30 }).notNull(),
    /** Unique: a retried or repeated request finds the entry it wrote instead of writing another. */
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    /** What the request that wrote it asked for; a reuse of the key for something else is refused. */
    fingerprint: varchar('fingerprint', { length: 200 }).notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('journal_entries_idempotency_key_key').on(t.idempotencyKey)],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Paise, signed: + into the account, − out of it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The entry's time, copied so an account's history is one index range. */
    createdAt: createdAt(),
  },
  (t) => [
    index('journal_lines_entry_id_idx').on(t.entryId),
    // INCLUDE (amount, entry_id) since migration 0026 (docs/decisions/170-a-wallet-statement-over-years.md).
    index('journal_lines_account_created_at_id_idx').on(t.accountId, t.createdAt, t.id),
    check('journal_lines_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * Money set aside on a wallet until a request is settled: open (0) holds are the wallet's
 * `held`; posting (1) one pays it out through an entry, releasing (2) one frees it.
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(0),
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    /** What the hold is for, e.g. `withdrawal:42`. */
    reference: varchar('reference', { length: 100 }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => journalEntries.id),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('ledger_holds_idempotency_key_key').on(t.idempotencyKey),
    index('ledger_holds_account_open_idx')
      .on(t.accountId)
      .where(sql`${t.status} = 0`),
    check('ledger_holds_amount_check', sql`${t.amount} > 0`),
    check('ledger_holds_status_check', sql`${t.status} in (0, 1, 2)`),
    check('ledger_holds_posted_entry_check', sql`(${t.status} = 1) = (${t.entryId} is not null)`),
  ],
);

/**
 * The programme's money rules (withdrawal minimums and cool-downs now; levels, quizzes and
 * scratch ranges later), one row per version: a change inserts a new version, so what a rule
 * was when money moved stays readable (docs/product/money.md, Settings).
 */
export const programmeSettings = pgTable('programme_settings', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  values: jsonb('values').notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});

/** A user's own bank account, where their withdrawals are paid (one per user). */
/** A payout method holds its own fields: a bank account's four, or a UPI ID. */
function payoutMethodCheck(t: {
  payoutMethod: AnyPgColumn;
  accNo: AnyPgColumn;
  ifscCode: AnyPgColumn;
  bankName: AnyPgColumn;
  branchName: AnyPgColumn;
  upiId: AnyPgColumn;
}) {
  return sql`(${t.payoutMethod} = 'bank' and ${t.accNo} is not null and ${t.ifscCode} is not null and ${t.bankName} is not null and ${t.branchName} is not null and ${t.upiId} is null) or (${t.payoutMethod} = 'upi' and ${t.upiId} is not null and ${t.accNo} is null)`;
}

export const userBankDetails = pgTable(
  'user_bank_details',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The payee's name: the bank account's holder, or the UPI ID's. */
    accountHolder: varchar('account_holder', { length: 100 }).notNull(),
    /**
     * Where withdrawals are paid: 'bank' (the account fields below) or 'upi' (`upi_id`), one of
     * the two (docs/decisions/177-upi-payout-method.md).
     */
    payoutMethod: varchar('payout_method', { length: 4 }).notNull().default('bank'),
    accNo: varchar('acc_no', { length: 18 }),
    ifscCode: varchar('ifsc_code', { length: 11 }),
    bankName: varchar('bank_name', { length: 100 }),
    branchName: varchar('branch_name', { length: 100 }),
    /** A UPI ID (`name@handle`), lower-cased. */
    upiId: varchar('upi_id', { length: 100 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * Set when an admin unlocks the saved details: the user's next save needs no password, and
     * clears it (docs/product/money.md, Bank details).
     */
    unlockedAt: timestamp('unlocked_at', { withTimezone: true, mode: 'date' }),
    /**
     * The payee's PAN, upper-cased, and the name as on it: tax at source is deducted at the lower
     * rate with it (docs/decisions/175-pan-on-bank-details.md). Optional unless the settings ask.
     */
    pan: varchar('pan', { length: 10 }),
    panName: varchar('pan_name', { length: 100 }),
  },
  (t) => [
    uniqueIndex('user_bank_details_user_id_key').on(t.userId),
    // Finds other users saving the same account (the fraud badge of Withdraw Request).
    index('user_bank_details_acc_no_idx').on(t.accNo),
    // Finds other users saving the same PAN (the same badge).
    index('user_bank_details_pan_idx').on(t.pan),
    // And the same UPI ID.
    index('user_bank_details_upi_id_idx').on(t.upiId),
    // And a UPI ID named by a mobile number (9876543210@ybl): the shared-mobile signal.
    index('user_bank_details_upi_name_idx')
      .on(sql`split_part(${t.upiId}, '@', 1)`)
      .where(sql`${t.upiId} is not null`),
    check('user_bank_details_payout_method_check', payoutMethodCheck(t)),
  ],
);

/** The one account promoters pay to for a PIN, and the WhatsApp number for the proof. */
export const paymentDetails = pgTable(
  'payment_details',
  {
    id: smallint('id').primaryKey().default(1),
    accountHolder: varchar('account_holder', { length: 100 }).notNull(),
    accNo: varchar('acc_no', { length: 18 }).notNull(),
    ifscCode: varchar('ifsc_code', { length: 11 }).notNull(),
    bankName: varchar('bank_name', { length: 100 }).notNull(),
    branchName: varchar('branch_name', { length: 100 }).notNull(),
    whatsappNumber: varchar('whatsapp_number', { length: 10 }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('payment_details_single_row_check', sql`${t.id} = 1`)],
);

/**
 * Withdrawal requests (docs/product/money.md, Withdrawals). The amount is held on the wallet
 * while the request is open (0 pending, 1 processing); completing (2) pays the hold out to the
 * bank, rejecting (3) releases it. The bank account is copied at request time: a later change
 * of the saved details does not redirect money already requested.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    walletType: smallint('wallet_type').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(0),
    reason: varchar('reason', { length: 300 }),
    holdId: bigint('hold_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerHolds.id),
    bankDetailId: integer('bank_detail_id').references(() => userBankDetails.id, { onDelete: 'set null' }),
    // A copy of the payout method the request was made with (user_bank_details).
    accountHolder: varchar('account_holder', { length: 100 }).notNull(),
    payoutMethod: varchar('payout_method', { length: 4 }).notNull().default('bank'),
    accNo: varchar('acc_no', { length: 18 }),
    ifscCode: varchar('ifsc_code', { length: 11 }),
    bankName: varchar('bank_name', { length: 100 }),
    branchName: varchar('branch_name', { length: 100 }),
    upiId: varchar('upi_id', { length: 100 }),
    actedBy: integer('acted_by').references(() => users.id),
    /**
     * The deduction (docs/decisions/178-tax-at-source.md), fixed when the request goes into a
     * payout file or, failing that, at completion: when, the tax deducted at source (paise), the
     * rate (basis points) and the base it was computed on, the section, the PAN it was deducted
     * against (null: none, the higher rate), the settings version used, and the net amount paid
     * out; gross (`amount`) = net + tax. `paid_at` is the completion.
     */
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** The bank's or UPI's reference (UTR) of the payment, as the admin entered it at completion. */
    payoutReference: varchar('payout_reference', { length: 40 }),
    tdsDeductedAt: timestamp('tds_deducted_at', { withTimezone: true, mode: 'date' }),
    tdsSection: varchar('tds_section', { length: 20 }),
    tdsRateBp: integer('tds_rate_bp'),
    tdsBase: bigint('tds_base', { mode: 'number' }),
    tdsAmount: bigint('tds_amount', { mode: 'number' }),
    netAmount: bigint('net_amount', { mode: 'number' }),
    tdsPan: varchar('tds_pan', { length: 10 }),
    tdsSettingsVersion: integer('tds_settings_version'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawals_hold_id_key').on(t.holdId),
    // The admin list's orders, each ending with the id (keyset pages), and the filters before them.
    index('withdrawals_created_at_id_idx').on(t.createdAt, t.id),
    index('withdrawals_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    index('withdrawals_wallet_created_at_id_idx').on(t.walletType, t.createdAt, t.id),
    index('withdrawals_amount_id_idx').on(t.amount, t.id),
    index('withdrawals_status_amount_id_idx').on(t.status, t.amount, t.id),
    // A user's own list, their search matches, and the cool-down check.
    index('withdrawals_user_created_at_id_idx').on(t.userId, t.createdAt, t.id),
    check('withdrawals_amount_check', sql`${t.amount} > 0`),
    check('withdrawals_payout_method_check', payoutMethodCheck(t)),
    check(
      'withdrawals_paid_split_check',
      sql`${t.status} <> 2 or (${t.paidAt} is not null and ${t.tdsDeductedAt} is not null)`,
    ),
    check(
      'withdrawals_deduction_check',
      sql`${t.tdsDeductedAt} is null or (${t.tdsSection} is not null and ${t.tdsRateBp} >= 0 and ${t.tdsBase} >= 0 and ${t.tdsAmount} >= 0 and ${t.netAmount} >= 0 and ${t.amount} = ${t.netAmount} + ${t.tdsAmount})`,
    ),
    // A payee's year to date under a section, and the tax register by date of deduction.
    index('withdrawals_user_section_deducted_at_idx')
      .on(t.userId, t.tdsSection, t.tdsDeductedAt)
      .where(sql`${t.status} in (1, 2) and ${t.tdsDeductedAt} is not null`),
    index('withdrawals_deducted_at_id_idx')
      .on(t.tdsDeductedAt, t.id)
      .where(sql`${t.status} = 2`),
    check('withdrawals_status_check', sql`${t.status} in (0, 1, 2, 3)`),
    check('withdrawals_wallet_type_check', sql`${t.walletType} in (1, 2, 3)`),
    check('withdrawals_rejected_reason_check', sql`${t.status} <> 3 or ${t.reason} is not null`),
  ],
);

/**
 * PIN requests (docs/product/pins-and-levels.md): 0 pending (terms raised, then accepted) →
 * 1 approved (PIN generated) → 2 activated (the level is the user's); 0 or 1 → 3 rejected.
 * One open (0 or 1) request per user. The PIN is shown to admins only.
 */
export const pinRequests = pgTable(
  'pin_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    level: smallint('level').notNull(),
    status: smallint('status').notNull().default(0),
    termsRaisedAt: timestamp('terms_raised_at', { withTimezone: true, mode: 'date' }),
    /** Null with terms_raised_at set: raised automatically. */
    termsRaisedBy: integer('terms_raised_by').references(() => users.id),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }),
    pin: varchar('pin', { length: 8 }),
    pinGeneratedAt: timestamp('pin_generated_at', { withTimezone: true, mode: 'date' }),
    pinGeneratedBy: integer('pin_generated_by').references(() => users.id),
    wrongPins: smallint('wrong_pins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'date' }),
    giftDelivery: smallint('gift_delivery'),
    pickupDate: date('pickup_date', { mode: 'string' }),
    address: varchar('address', { length: 500 }),
    whatsapp: varchar('whatsapp', { length: 10 }),
    reason: varchar('reason', { length: 300 }),
    rejectedBy: integer('rejected_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pin_requests_one_open_per_user_key')
      .on(t.userId)
      .where(sql`${t.status} in (0, 1)`),
    index('pin_requests_user_created_at_idx').on(t.userId, t.createdAt),
    // The admin list's orders and filters, each ending with the id (keyset pages).
    index('pin_requests_created_at_id_idx').on(t.createdAt, t.id),
    index('pin_requests_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    index('pin_requests_level_created_at_id_idx').on(t.level, t.createdAt, t.id),
    // The jobs: pending requests by age.
    index('pin_requests_pending_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 0`),
    check('pin_requests_level_check', sql`${t.level} between 0 and 4`),
    check('pin_requests_status_check', sql`${t.status} in (0, 1, 2, 3)`),
    check('pin_requests_pin_check', sql`${t.status} not in (1, 2) or ${t.pin} is not null`),
    check('pin_requests_gift_check', sql`${t.giftDelivery} is null or ${t.giftDelivery} in (1, 2)`),
    // Finds the accounts that gave a number as their WhatsApp (the shared-mobile fraud signal).
    index('pin_requests_whatsapp_idx')
      .on(t.whatsapp)
      .where(sql`${t.whatsapp} is not null`),
  ],
);

/**
 * Scratch cards (docs/product/money.md, Scratch cards): made at an activation for the sponsor
 * (and the additional scratch referral accounts); scratching credits the Scratch wallet once.
 */
/**
 * PIN requests per status, kept exact by triggers on pin_requests in the transaction of every
 * change (migration 0011; docs/decisions/080-pin-request-counts.md): the counts above the admin
 * list and on the dashboard read four rows instead of counting every request.
 */
export const pinRequestCounts = pgTable('pin_request_counts', {
  status: smallint('status').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
});

export const scratchCards = pgTable(
  'scratch_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    pinRequestId: integer('pin_request_id')
      .notNull()
      .references(() => pinRequests.id),
    level: smallint('level').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    message: varchar('message', { length: 200 }).notNull().default(''),
    isCopy: boolean('is_copy').notNull().default(false),
    scratchedAt: timestamp('scratched_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scratch_cards_request_owner_key').on(t.pinRequestId, t.userId),
    index('scratch_cards_user_created_at_idx').on(t.userId, t.createdAt),
    check('scratch_cards_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * Videos of the three kinds (docs/product/content-and-earning.md): a YouTube link or an uploaded
 * file, with its duration. Daily: one per showing date, or in the rotation pool. Training: one per
 * day 1–7. Promotion: one per showing date, session and order 1–4.
 */
export const videos = pgTable(
  'videos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 10 }).notNull(),
    title: varchar('title', { length: 150 }).notNull(),
    description: varchar('description', { length: 2000 }).notNull().default(''),
    youtubeUrl: varchar('youtube_url', { length: 300 }),
    file: varchar('file', { length: 60 }),
    durationSeconds: integer('duration_seconds').notNull(),
    showingDate: date('showing_date', { mode: 'string' }),
    isActive: boolean('is_active'),
    inRotation: boolean('in_rotation'),
    day: smallint('day'),
    quizEnabled: boolean('quiz_enabled'),
    session: smallint('session'),
    videoOrder: smallint('video_order'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('videos_daily_date_key')
      .on(t.showingDate)
      .where(sql`${t.kind} = 'daily'`),
    uniqueIndex('videos_training_day_key')
      .on(t.day)
      .where(sql`${t.kind} = 'training'`),
    uniqueIndex('videos_promotion_slot_key')
      .on(t.showingDate, t.session, t.videoOrder)
      .where(sql`${t.kind} = 'promotion'`),
    index('videos_kind_created_at_id_idx').on(t.kind, t.createdAt, t.id),
    index('videos_file_idx').on(t.file),
    check('videos_kind_check', sql`${t.kind} in ('daily', 'training', 'promotion')`),
    check('videos_source_check', sql`(${t.youtubeUrl} is null) <> (${t.file} is null)`),
    check('videos_duration_check', sql`${t.durationSeconds} > 0`),
  ],
);

/**
 * What the transcoding job made of an uploaded video file (docs/decisions/158-video-ladder-made-at-upload.md):
 * one row per stored file (several videos may share one), its state, its HLS ladder and posters
 * in storage under `media/<file>/`. The table is also the job's queue: a row `queued` waits for a
 * worker, which claims it (`processing`, `heartbeat_at` kept fresh) and ends it `ready` or `failed`.
 */
export const videoMedia = pgTable(
  'video_media',
  {
    file: varchar('file', { length: 60 }).primaryKey(),
    status: varchar('status', { length: 12 }).notNull().default('queued'),
    percent: smallint('percent').notNull().default(0),
    error: varchar('error', { length: 500 }),
    /** [{ height, bandwidth }], lowest first, once ready. */
    renditions: jsonb('renditions').$type<{ height: number; bandwidth: number }[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('video_media_status_queued_at_idx').on(t.status, t.queuedAt),
    check('video_media_status_check', sql`${t.status} in ('queued', 'processing', 'ready', 'failed')`),
    check('video_media_percent_check', sql`${t.percent} between 0 and 100`),
  ],
);

/**
 * Quiz questions, one row per language (lang_type 1 English, 2 Tamil) sharing `group_id`, time
 * limit and weights (docs/product/content-and-earning.md, Quiz questions). The API names a
 * question by its group.
 */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull(),
    langType: smallint('lang_type').notNull(),
    question: varchar('question', { length: 500 }).notNull(),
    timeLimit: smallint('time_limit').notNull().default(30),
    promotor: smallint('promotor').notNull().default(10),
    promotor1: smallint('promotor1').notNull().default(15),
    promotor2: smallint('promotor2').notNull().default(20),
    promotor3: smallint('promotor3').notNull().default(25),
    promotor4: smallint('promotor4').notNull().default(30),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quiz_questions_group_lang_key').on(t.groupId, t.langType),
    index('quiz_questions_video_lang_idx').on(t.videoId, t.langType),
    check('quiz_questions_lang_check', sql`${t.langType} in (1, 2)`),
  ],
);

export const quizChoices = pgTable(
  'quiz_choices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    choiceValue: varchar('choice_value', { length: 200 }).notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
  },
  (t) => [uniqueIndex('quiz_choices_question_position_key').on(t.questionId, t.position)],
);

/**
 * Verified watching (docs/product/content-and-earning.md): the player reports its position; the
 * server counts a video watched only when the position and the real time since the session
 * started both reach 90 % of the duration.
 */
export const watchSessions = pgTable(
  'watch_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    durationSeconds: integer('duration_seconds').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    position: integer('position').notNull().default(0),
    watchedAt: timestamp('watched_at', { withTimezone: true, mode: 'date' }),
    /**
     * Past this instant the session counts for nothing (docs/product/content-and-earning.md,
     * Watching): a session cannot be opened early and reported on later.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The promotion attempt this session was opened for: it serves that attempt and no other. */
    attemptId: integer('attempt_id').references((): AnyPgColumn => quizAttempts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('watch_sessions_user_video_idx').on(t.userId, t.videoId, t.watchedAt),
    index('watch_sessions_attempt_idx').on(t.attemptId),
  ],
);

/** A user's daily video, watched on an India date (no money, docs/product/content-and-earning.md, Videos). */
export const dailyVideoViews = pgTable(
  'daily_video_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    viewDate: date('view_date', { mode: 'string' }).notNull(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('daily_video_views_user_date_key').on(t.userId, t.viewDate)],
);

/** A training day a user completed, and the India date they completed it on. */
export const trainingProgress = pgTable(
  'training_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: smallint('day').notNull(),
    completedOn: date('completed_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('training_progress_user_day_key').on(t.userId, t.day)],
);

/** The best quiz result of a user's training day (the day needs a passed quiz to complete). */
export const trainingQuizResults = pgTable(
  'training_quiz_results',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: smallint('day').notNull(),
    score: smallint('score').notNull(),
    total: smallint('total').notNull(),
    passed: boolean('passed').notNull(),
    /** Graded tries of the day so far: the next try's order of questions and choices comes from it. */
    tries: integer('tries').notNull().default(1),
    /** When the last try was graded: a failed try's retry opens a setting's minutes later. */
    lastTriedAt: timestamp('last_tried_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('training_quiz_results_user_day_key').on(t.userId, t.day)],
);

export const youtubeChannels = pgTable(
  'youtube_channels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    url: varchar('url', { length: 300 }).notNull(),
    description: varchar('description', { length: 1000 }).notNull().default(''),
    isRunning: boolean('is_running').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('youtube_channels_created_at_idx').on(t.createdAt)],
);

/** Contact Us messages from users to the admins. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    subject: varchar('subject', { length: 150 }).notNull(),
    message: varchar('message', { length: 2000 }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    /**
     * A grievance ticket (docs/decisions/181-grievance-tickets.md): what it is about, its status
     * (0 open, 1 acknowledged, 2 resolved, 3 closed) with when each was reached, and its two
     * deadlines, fixed from the settings when it was raised.
     */
    category: varchar('category', { length: 20 }).notNull().default('other'),
    status: smallint('status').notNull().default(0),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    acknowledgeBy: timestamp('acknowledge_by', { withTimezone: true, mode: 'date' }).notNull(),
    resolveBy: timestamp('resolve_by', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    index('contact_messages_unread_idx').on(t.readAt),
    index('contact_messages_user_created_at_idx').on(t.userId, t.createdAt),
    // The open tickets by deadline: the overdue count of the admin dashboard.
    index('contact_messages_open_deadlines_idx')
      .on(t.acknowledgeBy, t.resolveBy)
      .where(sql`${t.status} in (0, 1)`),
    check('contact_messages_status_check', sql`${t.status} in (0, 1, 2, 3)`),
  ],
);

/** The thread of a ticket: the promoter's and the admins' replies, in order. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** True for an admin's reply, false for the promoter's. */
    fromAdmin: boolean('from_admin').notNull(),
    body: varchar('body', { length: 2000 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_id_idx').on(t.messageId, t.id)],
);

/** Files attached to a ticket's thread, kept in the storage (docs/decisions/181-grievance-tickets.md). */
export const contactAttachments = pgTable(
  'contact_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    fromAdmin: boolean('from_admin').notNull(),
    /** The name it had on the sender's device, shown and offered back on download only. */
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 50 }).notNull(),
    size: integer('size').notNull(),
    /** Where the bytes are: `tickets/{message id}/{uuid}.{ext}`. */
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_attachments_message_id_idx').on(t.messageId, t.id)],
);

/**
 * Promotion quiz attempts (docs/product/content-and-earning.md, Promotion videos): one per user,
 * India day, session, set and video (first or retry). It keeps a copy of what it served (the
 * questions with their correct choices and weights), so grading never reads an edited question,
 * and what the video paid when it was served (amount, its parts, the settings version).
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id),
    attemptDate: date('attempt_date', { mode: 'string' }).notNull(),
    session: smallint('session').notNull(),
    setNo: smallint('set_no').notNull(),
    isRetry: boolean('is_retry').notNull().default(false),
    level: smallint('level').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    amountParts: jsonb('amount_parts').notNull(),
    settingsVersion: integer('settings_version').notNull(),
    language: varchar('language', { length: 2 }),
    served: jsonb('served'),
    quizStartedAt: timestamp('quiz_started_at', { withTimezone: true, mode: 'date' }),
    answers: jsonb('answers'),
    gradedAt: timestamp('graded_at', { withTimezone: true, mode: 'date' }),
    score: smallint('score'),
    total: smallint('total'),
    earnedPaise: bigint('earned_paise', { mode: 'number' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quiz_attempts_slot_key').on(t.userId, t.attemptDate, t.session, t.setNo, t.isRetry),
    index('quiz_attempts_date_id_idx').on(t.attemptDate, t.id),
    index('quiz_attempts_created_at_id_idx').on(t.createdAt, t.id),
    check('quiz_attempts_session_check', sql`${t.session} in (1, 2)`),
    check('quiz_attempts_set_check', sql`${t.setNo} in (1, 2)`),
  ],
);

/**
 * Exports made by a worker (docs/decisions/169-exports-made-by-a-worker.md): the list and its
 * query as the admin sent it, the language of the headers, progress, and the stored file until it
 * expires. `attempt` fences a run that a retry has overtaken.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: varchar('list', { length: 30 }).notNull(),
    query: jsonb('query').notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('queued'),
    attempt: integer('attempt').notNull().default(0),
    rowsTotal: integer('rows_total'),
    rowsWritten: integer('rows_written').notNull().default(0),
    fileName: varchar('file_name', { length: 100 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    /** When the running attempt last wrote its progress: its heartbeat. */
    progressAt: timestamp('progress_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('export_jobs_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('export_jobs_created_at_idx').on(t.createdAt),
    index('export_jobs_status_idx').on(t.status),
    check('export_jobs_status_check', sql`${t.status} in ('queued', 'running', 'ready', 'failed')`),
  ],
);

/**
 * Tax deducted at source deposited with the government (docs/decisions/179-tax-register-and-deposits.md):
 * one row per challan, its amount moved out of `tds_payable` by the ledger entry it names.
 */
export const tdsDeposits = pgTable(
  'tds_deposits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    financialYear: smallint('financial_year').notNull(),
    quarter: smallint('quarter').notNull(),
    section: varchar('section', { length: 20 }).notNull(),
    challanNo: varchar('challan_no', { length: 5 }).notNull(),
    bsrCode: varchar('bsr_code', { length: 7 }).notNull(),
    depositedOn: date('deposited_on', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    recordedBy: integer('recorded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    // A challan is identified by its BSR code, date and serial number.
    uniqueIndex('tds_deposits_challan_key').on(t.bsrCode, t.depositedOn, t.challanNo),
    index('tds_deposits_year_quarter_idx').on(t.financialYear, t.quarter),
    check('tds_deposits_amount_check', sql`${t.amount} > 0`),
    check('tds_deposits_quarter_check', sql`${t.quarter} between 1 and 4`),
  ],
);

/**
 * Notifications (docs/decisions/183-notifications-outbox.md): one row per event told to one
 * account, written in the transaction of the event itself: the bell's list, and the outbox the
 * delivery job sends from. `event_key` names the event (`withdrawal_completed:42`), so one event
 * is told once however often it is written.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    event: varchar('event', { length: 40 }).notNull(),
    params: jsonb('params').notNull().default({}),
    eventKey: varchar('event_key', { length: 120 }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_user_event_key').on(t.userId, t.eventKey),
    index('notifications_user_id_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * The outbox: one row per notification and channel (push, sms, whatsapp, email), claimed by one
 * worker at a time, retried with backoff, its outcome recorded. Status 0 waiting, 1 sending,
 * 2 sent, 3 failed (gave up), 4 skipped (nowhere to send it).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 10 }).notNull(),
    status: smallint('status').notNull().default(0),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_channel_key').on(t.notificationId, t.channel),
    index('notification_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in (0, 1)`),
    check('notification_deliveries_channel_check', sql`${t.channel} in ('push', 'sms', 'whatsapp', 'email')`),
    check('notification_deliveries_status_check', sql`${t.status} between 0 and 4`),
  ],
);

/** Browsers and installed apps that receive Web Push for an account (a PushSubscription each). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_id_idx').on(t.userId),
  ],
);

/**
 * Fraud signals (docs/decisions/186-fraud-signals.md): per account, each kind of sign found the
 * last time it was computed (at registration, bank details, PIN activation, a withdrawal request
 * and before payout), with the accounts it names and the numbers its reason shows. A kind no
 * longer found is deleted; the lists read these rows, never compute them.
 */
export const fraudSignals = pgTable(
  'fraud_signals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 30 }).notNull(),
    /** The reason's values (`count`). */
    params: jsonb('params').notNull().default({}),
    relatedUserIds: integer('related_user_ids').array().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check(
      'fraud_signals_kind_check',
      sql`${t.kind} in ('shared_mobile', 'shared_pan', 'shared_bank_account', 'shared_upi', 'ip_burst', 'sponsor_burst', 'sponsor_ring', 'fast_quiz')`,
    ),
  ],
);

/**
 * The accounts that have fraud signals, for the lists' `has_fraud_signals` filter (`id in …`, or
 * `not in`: user_id is never null). Few accounts have any, so the planner reads them from here.
 */
export const accountsWithFraudSignals = sql`(select flagged.user_id from fraud_signals flagged)`;
