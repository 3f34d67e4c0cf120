/**
 * The promoter programme's benchmarks (bench/README.md, "Promoter programme"): the admin PIN
 * request list at BENCH_PIN_REQUESTS requests (first page, a status filter, a search) and the
 * referral tree of a BENCH_TREE_MEMBERS-member downline (its top, and a node inside it), each
 * beside its bare-SQL ceiling. run-all.ts seeds them after the users and runs them with the rest.
 */
import type pg from 'pg';
import { Role } from '@portal/shared';
import { config, log } from './common.js';
import type { ListCheck, Scenario } from './load.js';
import { LIST_TOTAL_CAP, likePattern, type Statement } from './queries.js';

const SEARCH_TEXT = `(u.username || ' ' || u.first_name || ' ' || u.last_name || ' ' || coalesce(u.mobile, ''))`;
/** The API's depth limit and children per node (apps/api/src/modules/users/users.service.ts). */
const MAX_TREE_DEPTH = 64;
const MAX_TREE_CHILDREN = 200;
/** Each member of the benchmark's downline recruits this many (a 5-ary tree: depth 7 at 100,000). */
const TREE_FAN_OUT = 5;

/**
 * One PIN request for each of the first BENCH_PIN_REQUESTS promoters, in every status (pending,
 * approved with a PIN, activated, rejected with a reason), created over the last year; then a
 * downline of BENCH_TREE_MEMBERS members under the first seeded promoter, TREE_FAN_OUT each,
 * with the promoters whose sponsor falls inside it moved under the super admin, so the downline
 * is exactly that size.
 */
export async function seedProgramme(client: pg.Client, ids: { baseId: number; rootId: number }) {
  const started = Date.now();
  await client.query('begin');
  // The per-row triggers that keep pin_request_counts (migration 0011) would update the same four
  // rows 200,000 times in one transaction, each update walking every earlier version of its row:
  // off for the bulk insert, and the counts taken once afterwards, as the migration does.
  await client.query(`alter table pin_requests disable trigger user`);
  const pins = await client.query(
    `insert into pin_requests (user_id, level, status, terms_raised_at, terms_accepted_at, pin,
        pin_generated_at, activated_at, gift_delivery, pickup_date, reason, created_at, updated_at)
     select u.id, u.level, u.status,
       case when u.status in (1, 2) then u.created_at + interval '10 minutes' end,
       case when u.status in (1, 2) then u.created_at + interval '1 hour' end,
       case when u.status in (1, 2) then upper(substr(md5(u.id::text), 1, 8)) end,
       case when u.status in (1, 2) then u.created_at + interval '2 hours' end,
       case when u.status = 2 then u.created_at + interval '1 day' end,
       case when u.status = 2 then 1 end,
       case when u.status = 2 then (u.created_at + interval '3 days')::date end,
       case when u.status = 3 then 'Payment not received' end,
       u.created_at, u.created_at
     from (
       select id,
         (id % 5)::smallint as level,
         (case when r < 0.25 then 0 when r < 0.40 then 1 when r < 0.80 then 2 else 3 end)::smallint as status,
         now() - interval '365 days' + (row_number() over (order by id)) * (interval '365 days' / $2::int) as created_at
       from (select id, random() as r from users where role = $1 order by id limit $2) picked
     ) u`,
    [Role.User, config.pinRequests],
  );
  const first = ids.baseId + 1;
  const last = ids.baseId + config.treeMembers;
  await client.query(`update users set sponsor_id = $3 where id > $2 and sponsor_id between $1 and $2`, [
    first,
    last,
    ids.rootId,
  ]);
  await client.query(
    `update users set sponsor_id = $1 + (id - $1 - 1) / ${TREE_FAN_OUT} where id > $1 and id <= $2`,
    [first, last],
  );
  await client.query(`alter table pin_requests enable trigger user`);
  await client.query(
    `update pin_request_counts c set count = (select count(*) from pin_requests p where p.status = c.status)`,
  );
  await client.query('commit');
  await client.query('vacuum (analyze) pin_requests, users');
  log(
    `seeded ${pins.rowCount?.toLocaleString('en')} PIN requests and a downline of ` +
      `${(config.treeMembers - 1).toLocaleString('en')} under user ${first} in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

// ---- the PIN request list ----------------------------------------------------------------------

interface PinListParams {
  status?: number;
  search?: string;
}

/** The API's list: newest requests first, page 1 of BENCH_PAGE_SIZE. */
function pinListPath(params: PinListParams): string {
  const query = new URLSearchParams({ page_number: '1', page_size: String(config.pageSize) });
  if (params.search) query.set('search', params.search);
  if (params.status !== undefined)
    query.set('search_param', JSON.stringify({ status: String(params.status) }));
  return `/api/v1/user-promoters?${query.toString()}`;
}

/** The page's rows by index with what the screen shows of each user (the ceiling) and the capped count. */
function pinListStatements(params: PinListParams): { rows: Statement; count: Statement } {
  const values: unknown[] = [];
  const where: string[] = [];
  if (params.status !== undefined) {
    values.push(params.status);
    where.push(`p.status = $${values.length}`);
  }
  if (params.search) {
    values.push(likePattern(params.search));
    where.push(`p.user_id in (select u.id from users u where ${SEARCH_TEXT} ilike $${values.length})`);
  }
  const filter = where.length > 0 ? `where ${where.join(' and ')}` : '';
  return {
    rows: {
      text: `select p.id, p.level, p.status, p.created_at, u.username, u.first_name, u.last_name, u.mobile
             from (select p.id from pin_requests p ${filter}
                   order by p.created_at desc, p.id desc limit ${config.pageSize}) page
             join pin_requests p on p.id = page.id join users u on u.id = p.user_id
             order by p.created_at desc, p.id desc`,
      values,
    },
    count: {
      text: `select count(*)::int as count from (select 1 from pin_requests p ${filter} limit ${LIST_TOTAL_CAP + 1}) m`,
      values,
    },
  };
}

// ---- the referral tree -------------------------------------------------------------------------

/**
 * What GET referral-tree runs for a node: the path up (one recursive query), the member and its
 * direct referrals with their stored downline sizes (docs/decisions/081-referral-downline-counts.md).
 */
async function treeStatements(pool: pg.Pool, nodeId: number): Promise<void> {
  await pool.query(
    `with recursive up(id, sponsor_id, depth) as (
       select id, sponsor_id, 0 from users where id = $1
       union all
       select u.id, u.sponsor_id, up.depth + 1 from up join users u on u.id = up.sponsor_id
       where up.depth < $2)
     select up.id, u.username, up.depth from up join users u on u.id = up.id where up.depth > 0 order by up.depth`,
    [nodeId, MAX_TREE_DEPTH],
  );
  const member = `select users.id, username, first_name, last_name, current_promoter_level, is_active, state,
      district, users.created_at, (select count(*)::int from users c where c.sponsor_id = users.id) as direct,
      coalesce(d.members, 0) as downline
    from users left join referral_downlines d on d.user_id = users.id`;
  await pool.query(`${member} where users.id = $1`, [nodeId]);
  await pool.query(`${member} where sponsor_id = $1 order by users.created_at, users.id limit $2`, [
    nodeId,
    MAX_TREE_CHILDREN,
  ]);
}

export interface ProgrammeSetup {
  adminToken: string;
  /** The top of the downline, signed in, and a node two levels below it. */
  treeToken: string;
  treeTop: number;
  treeNode: number;
}

/** The top of the seeded downline (the first seeded promoter) and a node two levels down. */
export async function programmeTargets(pool: pg.Pool) {
  const top = await pool.query<{ id: number; username: string }>(
    `select u.id, u.username from users u where u.role = $1 order by u.id limit 1`,
    [Role.User],
  );
  const row = top.rows[0];
  if (!row) throw new Error('no seeded promoters');
  const node = await pool.query<{ id: number }>(
    `select g.id from users c join users g on g.sponsor_id = c.id where c.sponsor_id = $1 order by g.id limit 1`,
    [row.id],
  );
  return { topId: row.id, topUsername: row.username, nodeId: node.rows[0]?.id ?? row.id };
}

export function programmeScenarios(setup: ProgrammeSetup): Scenario[] {
  const admin = { authorization: `Bearer ${setup.adminToken}` };
  const user = { authorization: `Bearer ${setup.treeToken}` };
  const pinScenario = (key: string, label: string, params: PinListParams): Scenario => {
    const list: ListCheck = { path: pinListPath(params), ...pinListStatements(params), rowsBefore: 0 };
    return {
      key,
      label,
      list,
      request: () => ({ method: 'GET', path: list.path, headers: admin }),
      direct: async (pool) => {
        await pool.query(list.rows.text, list.rows.values);
      },
    };
  };
  const treeScenario = (key: string, label: string, nodeId: number, own: boolean): Scenario => ({
    key,
    label,
    request: () => ({
      method: 'GET',
      path: own ? '/api/v1/referral-tree' : `/api/v1/referral-tree?id=${nodeId}`,
      headers: user,
    }),
    direct: (pool) => treeStatements(pool, nodeId),
  });
  const members = (config.treeMembers - 1).toLocaleString('en');
  return [
    pinScenario('pins-list', 'PIN requests, page 1', {}),
    pinScenario('pins-status', 'PIN requests, status 0 (pending)', { status: 0 }),
    pinScenario('pins-search', `PIN requests, search "${config.search}"`, { search: config.search }),
    treeScenario('tree-top', `referral tree, top of a ${members} downline`, setup.treeTop, true),
    treeScenario('tree-node', 'referral tree, a node 2 levels down', setup.treeNode, false),
  ];
}
