/**
 * The SQL the API issues, copied verbatim from PostgreSQL's statement log (log_statement = 'all')
 * while the built server answered a login and the User Management list. Keep in step with
 * apps/api/src/modules/auth/{auth.service,auth.repository}.ts and users/users.repository.ts.
 */
import { Role } from '@portal/shared';

// ---- login (authService.login) -------------------------------------------------------------

export const COUNT_FAILURES_BY_USERNAME = `select count(*)::int, min("created_at") from "auth_failures" where ("auth_failures"."username_key" = $1 and "auth_failures"."created_at" >= $2)`;

export const COUNT_FAILURES_BY_IP = `select count(*)::int, min("created_at") from "auth_failures" where ("auth_failures"."ip" = $1 and "auth_failures"."created_at" >= $2)`;

export const FIND_LOGIN_ACCOUNT = `select "id", "username", "role", "password_hash", "is_active" from "users" where lower("users"."username") = lower($1)`;

export const CLEAR_USERNAME_FAILURES = `delete from "auth_failures" where "auth_failures"."username_key" = $1`;

export const INSERT_SESSION = `insert into "sessions" ("id", "user_id", "created_at", "expires_at", "revoked_at", "ip", "user_agent") values ($1, $2, default, $3, default, $4, $5)`;

const PROFILE_COLUMNS = `"users"."id", "users"."username", "users"."role", "users"."first_name", "users"."last_name", "users"."dob", "users"."mobile", "users"."nationality", "users"."state", "users"."district", "users"."city", "users"."pin_code", "users"."language", "users"."promoter_code", "sponsors"."username", "users"."current_promoter_level", "users"."is_active", "users"."created_at", (select count(*)::int from users r where r.sponsor_id = "users"."id")`;

/** getOwnProfile after a login: the profile with its sponsor and direct referral count. */
export const FIND_PROFILE_BY_ID = `select ${PROFILE_COLUMNS} from "users" left join "users" "sponsors" on "sponsors"."id" = "users"."sponsor_id" where "users"."id" = $1`;

// ---- every authenticated request (app.ts onRequest → authenticate) --------------------------

export const FIND_LIVE_SESSION_ACCOUNT = `select "users"."id", "users"."username", "users"."role" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."id" = $1 and "sessions"."user_id" = $2 and "sessions"."revoked_at" is null and "sessions"."expires_at" > $3 and "users"."is_active" = $4)`;

// ---- GET /all-referrals (usersService.listUsers: rows and count in parallel) ----------------

const SEARCH_TEXT = `("users"."username" || ' ' || "users"."first_name" || ' ' || "users"."last_name" || ' ' || coalesce("users"."mobile", ''))`;

export interface ListParams {
  pageSize: number;
  pageNumber: number;
  search?: string;
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
 * findUsers and countUsers for the default filter (account_type users, no level, no dates),
 * sorted by created_at desc. Drizzle leaves out OFFSET on the first page, as here.
 */
export function listStatements(params: ListParams): { rows: Statement; count: Statement } {
  const values: unknown[] = [Role.User];
  let where = `"users"."role" = $1`;
  const search = params.search?.trim();
  if (search) {
    values.push(likePattern(search));
    where = `("users"."role" = $1 and ${SEARCH_TEXT} ilike $2)`;
  }
  const count: Statement = { text: `select count(*)::int from "users" where ${where}`, values: [...values] };

  const offset = (params.pageNumber - 1) * params.pageSize;
  values.push(params.pageSize);
  let page = `limit $${values.length}`;
  if (offset > 0) {
    values.push(offset);
    page += ` offset $${values.length}`;
  }
  const rows: Statement = {
    // The page's ids first, then only those rows joined (users.repository.ts findUsers).
    text: `select ${PROFILE_COLUMNS} from (select "id" from "users" where ${where} order by "users"."created_at" desc, "users"."id" desc ${page}) "page" inner join "users" on "users"."id" = "page"."id" left join "users" "sponsors" on "sponsors"."id" = "users"."sponsor_id" order by "users"."created_at" desc, "users"."id" desc`,
    values,
  };
  return { rows, count };
}

/** The query string of the same list request against the API. */
export function listPath(params: ListParams): string {
  const query = new URLSearchParams({
    page_size: String(params.pageSize),
    page_number: String(params.pageNumber),
  });
  if (params.search) query.set('search', params.search);
  return `/api/v1/all-referrals?${query.toString()}`;
}
