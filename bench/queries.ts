/**
 * The SQL the API issues, copied from PostgreSQL's statement log (log_statement = 'all') while
 * the built server answered a login, the User Management list, the withdrawals list and export,
 * and a withdrawal request (a searched page's statement is rebuilt here the way lib/list.ts
 * searchedPageIds writes it), and the ceilings of the list pages. Keep in step with
 * apps/api/src/modules/auth/{auth.service,auth.repository}.ts, users/users.repository.ts and
 * withdrawals/withdrawals.repository.ts (with ledger/ledger.repository.ts).
 */
import { endOfIndiaDayExclusive, Role, startOfIndiaDay } from '@portal/shared';

// ---- login (authService.login) -------------------------------------------------------------

// lib/throttle.ts recordAttempt, one transaction: a lock per key, then per key the limit-th latest
// attempt in the window and the expired rows, then one row per key.
export const LOCK_THROTTLE_KEY = `select pg_advisory_xact_lock($1::int, $2::int)`;

export const FIND_LIMIT_TH_ATTEMPT = `select "created_at", (extract(epoch from now()) * 1000)::float8 from "throttle_hits" where ("throttle_hits"."key" = $1 and "throttle_hits"."created_at" > now() - make_interval(secs => $2)) order by "throttle_hits"."created_at" desc limit $3 offset $4`;

export const DELETE_EXPIRED_ATTEMPTS = `delete from "throttle_hits" where ("throttle_hits"."key" = $1 and "throttle_hits"."created_at" <= now() - make_interval(secs => $2))`;

export const INSERT_ATTEMPTS = `insert into "throttle_hits" ("id", "key", "created_at") values (default, $1, default), (default, $2, default) returning "id"`;

export const FIND_LOGIN_ACCOUNT = `select "id", "username", "role", "password_hash", "is_active" from "users" where lower("users"."username") = $1`;

// After the right password: the attempt does not count, and the username's failures clear.
export const FORGET_ATTEMPTS = `delete from "throttle_hits" where "throttle_hits"."id" in ($1, $2)`;

export const CLEAR_THROTTLE_KEY = `delete from "throttle_hits" where "throttle_hits"."key" = $1`;

export const INSERT_SESSION = `insert into "sessions" ("id", "user_id", "created_at", "expires_at", "revoked_at", "ip", "user_agent") values ($1, $2, default, $3, default, $4, $5)`;

const PROFILE_COLUMNS = `"users"."id", "users"."username", "users"."role", "users"."first_name", "users"."last_name", "users"."dob", "users"."mobile", "users"."nationality", "users"."state", "users"."district", "users"."city", "users"."pin_code", "users"."language", "users"."promoter_code", "sponsors"."username", "users"."current_promoter_level", "users"."is_active", "users"."created_at", (select count(*)::int from users r where r.sponsor_id = "users"."id")`;

/** getOwnProfile after a login: the profile with its sponsor and direct referral count. */
export const FIND_PROFILE_BY_ID = `select ${PROFILE_COLUMNS} from "users" left join "users" "sponsors" on "sponsors"."id" = "users"."sponsor_id" where "users"."id" = $1`;

// ---- GET /all-referrals (usersService.listUsers: page rows and capped count in parallel) -----

const SEARCH_TEXT = `("users"."username" || ' ' || "users"."first_name" || ' ' || "users"."last_name" || ' ' || coalesce("users"."mobile", ''))`;

/** The API's default LIST_TOTAL_CAP: lists count at most this many rows, plus one to know "more". */
export const LIST_TOTAL_CAP = 10_000;

export interface ListParams {
  pageSize: number;
  pageNumber: number;
  search?: string;
  /** search_param current_promoter_level (0–4). */
  level?: number;
  /** Keyset anchor: the id of the last row of the page before (Next). */
  after?: number;
}

export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * The statements of one list page: `api` is what the API sends for the page's rows; `ceilings`
 * the ways PostgreSQL can answer the same rows with nothing else (no count, no session), of
 * which the benchmark times each and takes the fastest as the ceiling (run-all.ts); `count` is
 * the API's capped count.
 */
export interface ListStatements {
  api: Statement;
  ceilings: { name: string; statement: Statement }[];
  count: Statement;
}

/** Drizzle's and(): one condition as it is, several joined and parenthesised. */
const andOf = (conditions: string[]) =>
  conditions.length === 1 ? conditions[0]! : `(${conditions.join(' and ')})`;

/** Positional parameters in order of appearance, as Drizzle numbers them. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** lib/list.ts searchWalkLimit: the rows a searched page walks before it reads the matches. */
export const searchWalkLimit = (rowsNeeded: number) => 100 * rowsNeeded;

/**
 * lib/list.ts searchedPageIds for a list newest first (keys created_at, id), as the API sends
 * it: the first searchWalkLimit rows of the list's order tested against the search until the
 * page's rows are found, or, when they are too few, every match by the trigram index, sorted.
 * `conditions` and `matching` render their values through `params` (called in the order of the
 * text, so the numbering is the API's).
 */
function searchedPageIdsSql(
  params: Params,
  page: {
    table: string;
    walkFrom: string;
    hit: (p: Params) => string;
    conditions: (p: Params) => string[];
    matching: (p: Params) => string;
    offset: number;
    size: number;
  },
): string {
  const needed = page.offset + page.size;
  const keyed = `"${page.table}"."created_at" as k0, "${page.table}"."id" as k1`;
  const hit = page.hit(params);
  const walkConditions = page.conditions(params);
  const walkWhere = walkConditions.length > 0 ? `where ${andOf(walkConditions)}` : '';
  const walk = params.add(searchWalkLimit(needed));
  const walkNeeded = params.add(needed);
  const matchWhere = andOf([...page.conditions(params), page.matching(params)]);
  const enough = params.add(needed);
  const tooFew = params.add(needed);
  const size = params.add(page.size);
  const offset = params.add(page.offset);
  return `with walked as materialized (
      select k0, k1 from (
        select ${keyed}, (${hit}) as hit from ${page.walkFrom} ${walkWhere}
        order by "${page.table}"."created_at" desc, "${page.table}"."id" desc limit ${walk}
      ) walk where hit order by k0 desc, k1 desc limit ${walkNeeded}
    ), matched as materialized (
      select ${keyed} from "${page.table}" where ${matchWhere}
    )
    select k1 from (
      select k0, k1 from walked where (select count(*) from walked) = ${enough}
      union all
      select k0, k1 from matched where (select count(*) from walked) < ${tooFew}
    ) found order by k0 desc, k1 desc limit ${size} offset ${offset}`;
}

/** lib/list.ts likePattern: LIKE wildcards escaped, then wrapped in %…%. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** A numbered page skips rows; an anchored one starts after its anchor (Drizzle leaves out OFFSET 0). */
function pageClause(p: Params, params: { pageSize: number; pageNumber: number; after?: number }): string {
  const offset = params.after === undefined ? (params.pageNumber - 1) * params.pageSize : 0;
  return `limit ${p.add(params.pageSize)}${offset > 0 ? ` offset ${p.add(offset)}` : ''}`;
}

const USERS_ORDER = `order by "users"."created_at" desc, "users"."id" desc`;

/**
 * findUsers and countUsers (users.repository.ts) for account_type users, sorted by created_at
 * desc: the page's ids from the index, then only those rows joined; the count stops at the
 * cap + 1. A page with an anchor seeks it in the index (keyset) and is counted from there on.
 * A searched page is searchedPageIds' statement; its ceilings are the index walk the planner
 * picks for the plain page query, and every match read first (a materialised CTE), then sorted.
 */
export function listStatements(params: ListParams): ListStatements {
  const search = params.search?.trim();
  const conditions = (p: Params, withSearch: boolean) => {
    const list = [`"users"."role" = ${p.add(Role.User)}`];
    if (withSearch && search) list.push(`${SEARCH_TEXT} ilike ${p.add(likePattern(search))}`);
    if (params.level !== undefined) list.push(`"users"."level_rank" = ${p.add(params.level)}`);
    if (params.after !== undefined)
      list.push(
        `("users"."created_at", "users"."id") < (select "users"."created_at", "users"."id" from "users" where "users"."id" = ${p.add(params.after)})`,
      );
    return list;
  };
  const joined = (ids: string) =>
    `select ${PROFILE_COLUMNS} from (${ids}) "page" inner join "users" on "users"."id" = "page"."id" left join "users" "sponsors" on "sponsors"."id" = "users"."sponsor_id" ${USERS_ORDER}`;

  const countParams = new Params();
  const countWhere = andOf(conditions(countParams, true));
  const count: Statement = {
    text: `select count(*)::int from (select 1 from "users" where ${countWhere} limit ${countParams.add(LIST_TOTAL_CAP + 1)}) "matching"`,
    values: countParams.values,
  };

  const byIndex = new Params();
  const byIndexWhere = andOf(conditions(byIndex, true));
  const indexPage: Statement = {
    text: joined(
      `select "id" from "users" where ${byIndexWhere} ${USERS_ORDER} ${pageClause(byIndex, params)}`,
    ),
    values: byIndex.values,
  };
  if (!search) return { api: indexPage, ceilings: [{ name: 'by index', statement: indexPage }], count };

  const searched = new Params();
  const ids = searchedPageIdsSql(searched, {
    table: 'users',
    walkFrom: '"users"',
    hit: (p) => `${SEARCH_TEXT} ilike ${p.add(likePattern(search))}`,
    conditions: (p) => conditions(p, false),
    matching: (p) => `${SEARCH_TEXT} ilike ${p.add(likePattern(search))}`,
    offset: params.after === undefined ? (params.pageNumber - 1) * params.pageSize : 0,
    size: params.pageSize,
  });
  const api: Statement = {
    text: `select ${PROFILE_COLUMNS} from "users" left join "users" "sponsors" on "sponsors"."id" = "users"."sponsor_id" where "users"."id" in (${ids}) ${USERS_ORDER}`,
    values: searched.values,
  };

  const first = new Params();
  const matchesWhere = andOf(conditions(first, true));
  const matchesFirst: Statement = {
    text: `with matches as materialized (select "users"."created_at", "users"."id" from "users" where ${matchesWhere}) ${joined(
      `select "id" from matches order by "created_at" desc, "id" desc ${pageClause(first, params)}`,
    )}`,
    values: first.values,
  };
  return {
    api,
    ceilings: [
      { name: 'plain page query', statement: indexPage },
      { name: 'matches first', statement: matchesFirst },
    ],
    count,
  };
}

/** The query string of the same list request against the API. */
export function listPath(params: ListParams): string {
  const query = new URLSearchParams({
    page_size: String(params.pageSize),
    page_number: String(params.pageNumber),
  });
  if (params.search) query.set('search', params.search);
  if (params.level !== undefined)
    query.set('search_param', JSON.stringify({ current_promoter_level: String(params.level) }));
  if (params.after !== undefined) query.set('after', String(params.after));
  return `/api/v1/all-referrals?${query.toString()}`;
}

/** The anchor of a deep page: the id of the last row of the page before it, newest first. */
export const DEEP_PAGE_ANCHOR = `select "id" from "users" where "users"."role" = $1 order by "users"."created_at" desc, "users"."id" desc offset $2 limit 1`;

/**
 * The total the API reports for a page, from the capped count (lib/list-pages.rules.ts
 * pageTotalOf): the count itself on a numbered page; on an anchored page, the rows its number
 * says come before it plus the count from the anchor on.
 */
export function pageTotal(rowsBefore: number, counted: number): { total: number; capped: boolean } {
  return { total: rowsBefore + Math.min(counted, LIST_TOTAL_CAP), capped: counted > LIST_TOTAL_CAP };
}

// ---- GET /withdraws (withdrawalsService.listWithdrawals, exportWithdrawals) -------------------
// Copied from PostgreSQL's statement log while the built server answered these requests; keep in
// step with apps/api/src/modules/withdrawals/withdrawals.repository.ts (findWithdrawals,
// countWithdrawals) and lib/list.ts (keysetCondition, dateRangeConditions).

const WITHDRAW_ROW_COLUMNS = `"withdrawals"."id", "withdrawals"."user_id", "withdrawals"."wallet_type", "withdrawals"."amount", "withdrawals"."status", "withdrawals"."reason", "withdrawals"."hold_id", "withdrawals"."bank_detail_id", "withdrawals"."account_holder", "withdrawals"."acc_no", "withdrawals"."ifsc_code", "withdrawals"."bank_name", "withdrawals"."branch_name", "withdrawals"."created_at", "withdrawals"."updated_at", "users"."username", "users"."first_name", "users"."last_name", "users"."mobile", "users"."city", "users"."district", "users"."state", "users"."pin_code", "users"."current_promoter_level"`;

const WITHDRAW_ORDER = `order by "withdrawals"."created_at" desc, "withdrawals"."id" desc`;

/** The admin list of withdrawal requests, sorted by request time (the default), newest first. */
export interface WithdrawListParams {
  pageSize: number;
  pageNumber: number;
  search?: string;
  /** search_param status (0–3). */
  status?: number;
  /** search_param fromdate / todate: whole India days, both included. */
  fromdate?: string;
  todate?: string;
  /** Keyset anchor: the id of the last row of the page before (Next). */
  after?: number;
  /** Send sortBy=request_at&sortDir=desc explicitly (the same order as the default). */
  explicitSort?: boolean;
}

/**
 * findWithdrawals and countWithdrawals for the admins' list: the page's ids from an index (after
 * the anchor when there is one), then only those rows joined to their requester; the count stops
 * at the cap + 1 and, on an anchored page, counts from the anchor on. A searched page is
 * searchedPageIds' statement (requests joined to their requester walked; the matches are the
 * requests of the people the trigram index finds); its ceilings are the plain page query and the
 * matching requests read first, then sorted. The API also checks the session and looks up other
 * holders of the page's account numbers (the fraud badge); those are not part of the page's rows
 * and so not of the ceiling.
 */
export function withdrawListStatements(
  params: WithdrawListParams,
  countLimit = LIST_TOTAL_CAP + 1,
): ListStatements {
  const search = params.search?.trim();
  const matching = (p: Params, term: string) =>
    `"withdrawals"."user_id" in (select "users"."id" from "users" where ${SEARCH_TEXT} ilike ${p.add(likePattern(term))})`;
  const conditions = (p: Params, withSearch: boolean) => {
    const filters: string[] = [];
    if (params.status !== undefined) filters.push(`"withdrawals"."status" = ${p.add(params.status)}`);
    if (params.fromdate)
      filters.push(`"withdrawals"."created_at" >= ${p.add(startOfIndiaDay(params.fromdate).toISOString())}`);
    if (params.todate)
      filters.push(
        `"withdrawals"."created_at" < ${p.add(endOfIndiaDayExclusive(params.todate).toISOString())}`,
      );
    if (withSearch && search) filters.push(matching(p, search));
    const list = filters.length > 0 ? [andOf(filters)] : [];
    if (params.after !== undefined)
      list.push(
        `("withdrawals"."created_at", "withdrawals"."id") < (select "withdrawals"."created_at", "withdrawals"."id" from "withdrawals" where "withdrawals"."id" = ${p.add(params.after)})`,
      );
    return list;
  };
  const whereOf = (list: string[]) => (list.length > 0 ? ` where ${andOf(list)}` : '');
  const joined = (ids: string) =>
    `select ${WITHDRAW_ROW_COLUMNS} from (${ids}) "page" inner join "withdrawals" on "withdrawals"."id" = "page"."id" inner join "users" on "users"."id" = "withdrawals"."user_id" ${WITHDRAW_ORDER}`;

  const countParams = new Params();
  const countWhere = whereOf(conditions(countParams, true));
  const count: Statement = {
    text: `select count(*)::int from (select 1 from "withdrawals"${countWhere} limit ${countParams.add(countLimit)}) "matching"`,
    values: countParams.values,
  };

  const byIndex = new Params();
  const byIndexWhere = whereOf(conditions(byIndex, true));
  const indexPage: Statement = {
    text: joined(
      `select "id" from "withdrawals"${byIndexWhere} ${WITHDRAW_ORDER} ${pageClause(byIndex, params)}`,
    ),
    values: byIndex.values,
  };
  if (!search) return { api: indexPage, ceilings: [{ name: 'by index', statement: indexPage }], count };

  const searched = new Params();
  const ids = searchedPageIdsSql(searched, {
    table: 'withdrawals',
    walkFrom: `"withdrawals" inner join "users" on "users"."id" = "withdrawals"."user_id"`,
    hit: (p) => `${SEARCH_TEXT} ilike ${p.add(likePattern(search))}`,
    conditions: (p) => conditions(p, false),
    matching: (p) => matching(p, search),
    offset: params.after === undefined ? (params.pageNumber - 1) * params.pageSize : 0,
    size: params.pageSize,
  });
  const api: Statement = {
    text: `select ${WITHDRAW_ROW_COLUMNS} from "withdrawals" inner join "users" on "users"."id" = "withdrawals"."user_id" where "withdrawals"."id" in (${ids}) ${WITHDRAW_ORDER}`,
    values: searched.values,
  };

  const first = new Params();
  const matchesWhere = whereOf(conditions(first, true));
  const matchesFirst: Statement = {
    text: `with matches as materialized (select "withdrawals"."created_at", "withdrawals"."id" from "withdrawals"${matchesWhere}) ${joined(
      `select "id" from matches order by "created_at" desc, "id" desc ${pageClause(first, params)}`,
    )}`,
    values: first.values,
  };
  return {
    api,
    ceilings: [
      { name: 'plain page query', statement: indexPage },
      { name: 'matches first', statement: matchesFirst },
    ],
    count,
  };
}

/** The rows an anchored page's number says come before it (the API adds them to its total). */
export function withdrawRowsBefore(params: WithdrawListParams): number {
  return params.after === undefined ? 0 : (params.pageNumber - 1) * params.pageSize;
}

function withdrawQuery(params: WithdrawListParams, paging: boolean): URLSearchParams {
  const query = new URLSearchParams();
  if (paging) {
    query.set('page_size', String(params.pageSize));
    query.set('page_number', String(params.pageNumber));
  }
  if (params.search) query.set('search', params.search);
  const filter: Record<string, string> = {};
  if (params.status !== undefined) filter.status = String(params.status);
  if (params.fromdate) filter.fromdate = params.fromdate;
  if (params.todate) filter.todate = params.todate;
  if (Object.keys(filter).length > 0) query.set('search_param', JSON.stringify(filter));
  if (params.explicitSort) {
    query.set('sortBy', 'request_at');
    query.set('sortDir', 'desc');
  }
  if (paging && params.after !== undefined) query.set('after', String(params.after));
  return query;
}

/** The list request against the API. */
export function withdrawListPath(params: WithdrawListParams): string {
  return `/api/v1/withdraws?${withdrawQuery(params, true).toString()}`;
}

/** The export of the same search and filters (withdraw_requests.xlsx). */
export function withdrawExportPath(params: Omit<WithdrawListParams, 'pageSize' | 'pageNumber'>): string {
  const query = withdrawQuery({ ...params, pageSize: 0, pageNumber: 1 }, false).toString();
  return `/api/v1/withdraws/export/excel${query ? `?${query}` : ''}`;
}

/** How many people a search matches (the subquery of a withdrawals search). */
export const COUNT_MATCHING_USERS = `select count(*)::int as n from "users" where ${SEARCH_TEXT} ilike $1`;

/** The anchor of a deep withdrawals page: the last row of the page before it, newest first. */
export const WITHDRAW_DEEP_PAGE_ANCHOR = `select "id" from "withdrawals" ${WITHDRAW_ORDER} offset $1 limit 1`;

/** WITHDRAWALS_EXPORT_BATCH (withdrawals.export.ts): an export reads this many rows per query. */
export const WITHDRAW_EXPORT_BATCH = 2000;

// ---- POST /withdraws (withdrawalsService.requestWithdrawal) ---------------------------------

/** settingsService.getSettings: the latest version of the programme's rules. */
export const FIND_LATEST_SETTINGS = `select "id", "values" from "programme_settings" order by "programme_settings"."id" desc limit $1`;

/** bankService.findBankAccount: the caller's saved bank details. */
export const FIND_BANK_DETAILS = `select "id", "account_holder", "acc_no", "ifsc_code", "bank_name", "branch_name", "updated_at" from "user_bank_details" where "user_bank_details"."user_id" = $1`;

// In one transaction: the wallet locked, the cool-down checked, then (in a savepoint) the hold
// and the wallet's held amount, the request with its copy of the bank account, and the audit row.
export const LOCK_WALLET = `select "id", "balance", "held" from "ledger_accounts" where ("ledger_accounts"."user_id" = $1 and "ledger_accounts"."wallet_type" = $2) for update`;

export const FIND_LATEST_ACTIVE_REQUEST = `select "id", "created_at" from "withdrawals" where ("withdrawals"."user_id" = $1 and "withdrawals"."wallet_type" = $2 and "withdrawals"."status" <> $3 and "withdrawals"."created_at" >= $4) order by "withdrawals"."created_at" desc limit $5`;

export const FIND_WALLET_ACCOUNT_ID = `select "id" from "ledger_accounts" where ("ledger_accounts"."user_id" = $1 and "ledger_accounts"."wallet_type" = $2)`;

export const INSERT_HOLD = `insert into "ledger_holds" ("id", "account_id", "amount", "status", "idempotency_key", "reference", "entry_id", "created_at", "settled_at") values (default, $1, $2, default, $3, $4, default, default, default) on conflict ("idempotency_key") do nothing returning "id"`;

export const INCREASE_HELD = `update "ledger_accounts" set "held" = "ledger_accounts"."held" + $1 where ("ledger_accounts"."id" = $2 and "ledger_accounts"."balance" - "ledger_accounts"."held" >= $3) returning "id"`;

export const INSERT_WITHDRAWAL = `insert into "withdrawals" ("id", "user_id", "wallet_type", "amount", "status", "reason", "hold_id", "bank_detail_id", "account_holder", "acc_no", "ifsc_code", "bank_name", "branch_name", "acted_by", "created_at", "updated_at") values (default, $1, $2, $3, default, default, $4, $5, $6, $7, $8, $9, $10, default, default, default) returning "id", "user_id", "wallet_type", "amount", "status", "reason", "hold_id", "bank_detail_id", "account_holder", "acc_no", "ifsc_code", "bank_name", "branch_name", "created_at", "updated_at"`;

export const INSERT_AUDIT = `insert into "audit_logs" ("id", "actor_id", "action", "entity", "entity_id", "before", "after", "ip", "created_at") values (default, $1, $2, $3, $4, $5, $6, $7, default)`;

/**
 * Users who may request a withdrawal from `wallet` now: active, with saved bank details, at
 * least `amount` paise available, and no request of that wallet that was not rejected in the
 * last `days` days (more than the cool-down, whatever the India day). In a fixed pseudo-random order.
 */
export const FIND_REQUEST_READY_USERS = `select u.id, u.username from users u
  join ledger_accounts a on a.user_id = u.id and a.wallet_type = $1
  where u.role = ${Role.User} and u.is_active and a.balance - a.held >= $2
    and exists (select 1 from user_bank_details b where b.user_id = u.id)
    and not exists (select 1 from withdrawals w where w.user_id = u.id and w.wallet_type = $1
                    and w.status <> 3 and w.created_at >= now() - make_interval(days => $3))
  order by md5(u.id::text) limit $4`;
