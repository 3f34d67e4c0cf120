/**
 * The SQL the API issues, copied verbatim from PostgreSQL's statement log (log_statement = 'all')
 * while the built server answered a login and the User Management list. Keep in step with
 * apps/api/src/modules/auth/{auth.service,auth.repository}.ts and users/users.repository.ts.
 */
import { Role } from '@portal/shared';

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

/** lib/list.ts likePattern: LIKE wildcards escaped, then wrapped in %…%. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * findUsers and countUsers (users.repository.ts) for account_type users, sorted by created_at
 * desc: the page's ids from the index, then only those rows joined; the count stops at the
 * cap + 1. A page with an anchor seeks it in the index (keyset) and is counted from there on.
 * Drizzle leaves out OFFSET when it is 0, as here.
 */
export function listStatements(params: ListParams): { rows: Statement; count: Statement } {
  const values: unknown[] = [Role.User];
  const conditions = [`"users"."role" = $1`];
  const search = params.search?.trim();
  if (search) {
    values.push(likePattern(search));
    conditions.push(`${SEARCH_TEXT} ilike $${values.length}`);
  }
  if (params.level !== undefined) {
    values.push(params.level);
    conditions.push(`"users"."level_rank" = $${values.length}`);
  }
  if (params.after !== undefined) {
    values.push(params.after);
    conditions.push(
      `("users"."created_at", "users"."id") < (select "users"."created_at", "users"."id" from "users" where "users"."id" = $${values.length})`,
    );
  }
  const where = conditions.length > 1 ? `(${conditions.join(' and ')})` : conditions[0]!;

  const count: Statement = {
    text: `select count(*)::int from (select 1 from "users" where ${where} limit $${values.length + 1}) "matching"`,
    values: [...values, LIST_TOTAL_CAP + 1],
  };

  const rowValues = [...values, params.pageSize];
  let page = `limit $${rowValues.length}`;
  const offset = params.after === undefined ? (params.pageNumber - 1) * params.pageSize : 0;
  if (offset > 0) {
    rowValues.push(offset);
    page += ` offset $${rowValues.length}`;
  }
  const rows: Statement = {
    text: `select ${PROFILE_COLUMNS} from (select "id" from "users" where ${where} order by "users"."created_at" desc, "users"."id" desc ${page}) "page" inner join "users" on "users"."id" = "page"."id" left join "users" "sponsors" on "sponsors"."id" = "users"."sponsor_id" order by "users"."created_at" desc, "users"."id" desc`,
    values: rowValues,
  };
  return { rows, count };
}

/**
 * The total the API reports for a page, from the capped count (lib/list-pages.rules.ts
 * pageTotalOf): the count itself on a numbered page; on an anchored page, the rows its number
 * says come before it plus the count from the anchor on.
 */
export function expectedTotal(params: ListParams, counted: number): { total: number; capped: boolean } {
  const fromHere = Math.min(counted, LIST_TOTAL_CAP);
  const before = params.after === undefined ? 0 : (params.pageNumber - 1) * params.pageSize;
  return { total: before + fromHere, capped: counted > LIST_TOTAL_CAP };
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
