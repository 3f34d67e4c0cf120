/**
 * Creates the benchmark database from scratch: drops and recreates it, lets the built API apply
 * its migrations and create the super admin, then inserts BENCH_USERS promoters (role 2) in one
 * set-based INSERT … SELECT over generate_series, and finishes with VACUUM ANALYZE.
 *
 * Run alone with `npx tsx bench/seed.ts`; run-all.ts calls seed() unless BENCH_SKIP_SEED=1.
 */
import { pathToFileURL } from 'node:url';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { INDIAN_STATES, LANGUAGES, PROMOTER_CODE_ALPHABET, PROMOTER_CODE_LENGTH, Role } from '@portal/shared';
import { benchDatabaseUrl, config, log, runLedgerVerify, startApi } from './common.js';
import { seedProgramme } from './programme.js';

/** The API's argon2id parameters (apps/api/src/lib/passwords.ts); 2 is Algorithm.Argon2id. */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

// Common Indian given names and surnames. Picks are skewed towards the front of each list, so
// the first surnames (Kumar, Sharma, Singh…) are common and the last ones are rare.
const FIRST_NAMES = (
  'Rahul Priya Amit Anjali Rajesh Sunita Suresh Pooja Vijay Neha Ramesh Kavita Sanjay Deepa ' +
  'Anil Lakshmi Manoj Meena Arjun Divya Ravi Sneha Ajay Geeta Kiran Rekha Vikram Swati Sachin ' +
  'Nisha Rohit Asha Mahesh Shreya Ganesh Preeti Naveen Usha Prakash Radha Arun Saritha Venkat ' +
  'Bhavana Karthik Aishwarya Harish Madhuri Srinivas Padma Gaurav Ritu Nitin Shalini Vivek ' +
  'Jyoti Abhishek Pallavi Mohan Sangeeta Imran Farah Joseph Mary Harpreet Gurpreet Dinesh ' +
  'Savitri Murali Revathi'
).split(' ');
const LAST_NAMES = (
  'Kumar Sharma Singh Patel Reddy Gupta Nair Rao Das Iyer Verma Joshi Mehta Shah Yadav Pillai ' +
  'Menon Chauhan Mishra Pandey Naidu Bose Chatterjee Banerjee Mukherjee Desai Kulkarni Jain ' +
  'Agarwal Saxena Tiwari Dubey Khan Ansari Fernandes DSouza Gill Sandhu Hegde Shetty Bhat ' +
  'Krishnan Subramanian Venkatesh Goswami Thakur Rathore Chaudhary Kapoor Malhotra'
).split(' ');

/** Up to this many seeded users hang directly under the super admin (the tree's root). */
const ROOT_CHILDREN = 20;

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `x` (a bigint SQL expression) as PROMOTER_CODE_LENGTH base-31 letters of the code alphabet. */
function promoterCodeSql(x: string): string {
  const base = PROMOTER_CODE_ALPHABET.length;
  const digits = Array.from(
    { length: PROMOTER_CODE_LENGTH },
    (_, k) => `substr('${PROMOTER_CODE_ALPHABET}', (((${x}) / ${base ** k}::bigint) % ${base})::int + 1, 1)`,
  );
  return digits.join(' || ');
}

/**
 * The INSERT of the seeded users. Per row, generate_series gives `i`; random() (seeded, so runs
 * are repeatable) picks names, place, level and activity. Derived columns are unique by
 * construction: the username is a name part without digits followed by `i`; the mobile is
 * 6000000000 + (i·2654435761 mod 4·10⁹); the promoter code spells i·527115649796 mod 31⁸ in
 * base 31. Both multipliers are coprime to their moduli, so distinct `i` give distinct values.
 * Sponsors are earlier users, skewed towards the oldest (a few promoters recruit many).
 */
function insertUsersSql(): string {
  const codeSpace = PROMOTER_CODE_ALPHABET.length ** PROMOTER_CODE_LENGTH;
  return `
    insert into users (
      id, username, password_hash, role, first_name, last_name, dob, mobile, nationality,
      state, district, city, pin_code, language, promoter_code, sponsor_id,
      current_promoter_level, is_active, created_at, updated_at
    ) overriding system value
    select
      $1::int + g.i,
      left(case g.fmt
             when 0 then lower(g.first) || '.' || lower(g.last)
             when 1 then lower(g.first) || '_' || lower(left(g.last, 1))
             else lower(g.first) || lower(g.last)
           end, 22) || g.i,
      $2,
      ${Role.User},
      g.first,
      g.last,
      date '1965-01-01' + (g.r_dob * 14000)::int,
      (6000000000 + (g.i::bigint * 2654435761) % 4000000000)::text,
      'India',
      p.state,
      p.district,
      p.district,
      (110000 + (g.r_pin * 744999)::int)::text,
      ($5::text[])[1 + floor(g.r_lang * array_length($5::text[], 1))::int],
      ${promoterCodeSql(`g.i::bigint * 527115649796 % ${codeSpace}::bigint`)},
      case
        when g.i <= ${ROOT_CHILDREN} or g.r_sponsor < 0.02 then $6::int
        else $1::int + 1 + floor(power(g.r_sponsor2, 2) * (g.i - 1))::int
      end,
      case
        when g.r_level < 0.35 then null
        when g.r_level < 0.60 then 0
        when g.r_level < 0.78 then 1
        when g.r_level < 0.90 then 2
        when g.r_level < 0.97 then 3
        else 4
      end,
      g.r_active >= 0.03,
      g.created_at,
      g.created_at
    from (
      select
        s.i,
        ($3::text[])[1 + floor(power(random(), 1.3) * array_length($3::text[], 1))::int] as first,
        ($4::text[])[1 + floor(power(random(), 1.8) * array_length($4::text[], 1))::int] as last,
        floor(random() * 3)::int as fmt,
        1 + floor(random() * (select count(*) from bench_places))::int as place,
        random() as r_dob, random() as r_pin, random() as r_lang, random() as r_sponsor,
        random() as r_sponsor2, random() as r_level, random() as r_active,
        now() - interval '365 days' + (s.i - 1 + random()) * (interval '365 days' / $7::int) as created_at
      from generate_series(1, $7::int) as s(i)
    ) g
    join bench_places p on p.idx = g.place`;
}

// ---- money (docs/product/money.md) ------------------------------------------------------------

/** The tables the money seed fills. */
const MONEY_TABLES = [
  'ledger_accounts',
  'journal_entries',
  'journal_lines',
  'ledger_holds',
  'user_bank_details',
  'withdrawals',
];

/**
 * Banks a seeded account is held at: IFSC prefix, name, and the length of its account numbers
 * (all within the portal's 9–18 digits). Picks are skewed towards the front (the large banks).
 */
const BANKS: [string, string, number][] = [
  ['SBIN', 'State Bank of India', 11],
  ['HDFC', 'HDFC Bank', 14],
  ['ICIC', 'ICICI Bank', 12],
  ['PUNB', 'Punjab National Bank', 16],
  ['BARB', 'Bank of Baroda', 14],
  ['UTIB', 'Axis Bank', 15],
  ['CNRB', 'Canara Bank', 13],
  ['UBIN', 'Union Bank of India', 15],
  ['KKBK', 'Kotak Mahindra Bank', 10],
  ['BKID', 'Bank of India', 15],
  ['IDIB', 'Indian Bank', 9],
  ['IOBA', 'Indian Overseas Bank', 15],
  ['CBIN', 'Central Bank of India', 10],
  ['YESB', 'Yes Bank', 15],
  ['IDFB', 'IDFC First Bank', 11],
  ['FDRL', 'Federal Bank', 14],
  ['MAHB', 'Bank of Maharashtra', 11],
  ['UCBA', 'UCO Bank', 14],
  ['KARB', 'Karnataka Bank', 16],
  ['AUBL', 'AU Small Finance Bank', 18],
];

/** Reasons an admin gave for rejecting a request. */
const REJECT_REASONS = [
  'Account holder name does not match the registered name',
  'Invalid IFSC code, please update your bank details',
  'Bank account is closed or inactive',
  'Duplicate request',
  'Bank details belong to another account under review',
  'Payment returned by the bank',
];

/** Share of users whose saved account number is another user's (the fraud badge). */
const SHARED_ACCOUNT_SHARE = 0.02;

/** Every account's downline size, as migration 0012 computes it (the trigger keeps it after). */
async function recountDownlines(client: pg.Client): Promise<void> {
  await client.query('truncate referral_downlines');
  await client.query(`
    insert into referral_downlines (user_id, members)
    select u.id, coalesce(c.members, 0)
    from users u
    left join (
      with recursive up(member, ancestor, depth) as (
        select id, sponsor_id, 1 from users where sponsor_id is not null
        union all
        select up.member, s.sponsor_id, up.depth + 1
        from up join users s on s.id = up.ancestor
        where s.sponsor_id is not null and up.depth < 64
      )
      select ancestor, count(*)::int as members from up group by ancestor
    ) c on c.ancestor = u.id`);
}

export async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await fn();
  log(`${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** The three wallets of every seeded user (the API opens them at registration), empty. */
async function seedWallets(client: pg.Client, baseId: number): Promise<void> {
  await timed('wallet accounts', () =>
    client.query(
      `insert into ledger_accounts (user_id, wallet_type)
       select u.id, w.wallet_type from users u cross join (values (1), (2), (3)) as w(wallet_type)
       where u.id > $1 order by u.id, w.wallet_type`,
      [baseId],
    ),
  );
}

/** Tables whose secondary indexes and foreign keys are set aside while the money is loaded. */
const BULK_TABLES = ['journal_entries', 'journal_lines', 'ledger_holds', 'user_bank_details', 'withdrawals'];

/**
 * Drops the secondary indexes and the foreign keys of BULK_TABLES and answers the statements that
 * put them back exactly as the migrations made them (pg_get_indexdef, pg_get_constraintdef):
 * building an index once and validating a foreign key with one join is several times faster
 * than maintaining them row by row during a load of millions of rows. Primary keys stay.
 */
export async function setIndexesAside(client: pg.Client, tables = BULK_TABLES): Promise<string[]> {
  const indexes = await client.query<{ name: string; def: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
     from pg_index i
     where i.indrelid = any($1::regclass[]) and not i.indisprimary
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [tables],
  );
  const foreignKeys = await client.query<{ name: string; tbl: string; def: string }>(
    `select conname as name, conrelid::regclass::text as tbl, pg_get_constraintdef(oid) as def
     from pg_constraint where contype = 'f' and conrelid = any($1::regclass[])`,
    [tables],
  );
  for (const fk of foreignKeys.rows) await client.query(`alter table ${fk.tbl} drop constraint ${fk.name}`);
  for (const index of indexes.rows) await client.query(`drop index ${index.name}`);
  return [
    ...indexes.rows.map((index) => index.def),
    ...foreignKeys.rows.map((fk) => `alter table ${fk.tbl} add constraint ${fk.name} ${fk.def}`),
  ];
}

/**
 * Bank details, wallets, BENCH_WITHDRAWALS withdrawal requests with their holds, and the ledger
 * entries that make every balance agree with its lines and every held amount with its open holds
 * (so `npm run ledger:verify` is clean). See bench/README.md, "Withdrawals (money core)".
 *
 * Ids follow the request time, as they would in production (the heap is in time order).
 */
async function seedMoney(client: pg.Client, ids: { baseId: number; adminId: number }): Promise<void> {
  const { baseId, adminId } = ids;
  const users = config.users;
  const restore = await setIndexesAside(client);

  // Saved bank details for every user; a few save an account number another user saved too.
  await client.query(`select setseed(0.1717)`);
  await client.query(
    `create temp table bench_banks as
       select b.code, b.name, b.digits, b.idx::int as idx
       from unnest($1::text[], $2::text[], $3::int[]) with ordinality as b(code, name, digits, idx)`,
    [BANKS.map((b) => b[0]), BANKS.map((b) => b[1]), BANKS.map((b) => b[2])],
  );
  await timed('bank details', async () => {
    await client.query(
      `create temp table bench_bank_raw as
         select s.i,
                1 + floor(power(random(), 1.6) * (select count(*) from bench_banks))::int as bank,
                (1 + floor(random() * 9))::text || lpad(floor(random() * 1e9)::bigint::text, 9, '0')
                  || lpad(floor(random() * 1e9)::bigint::text, 9, '0') as digits,
                lpad(floor(random() * 1e6)::int::text, 6, '0') as branch,
                case when random() < $2 then greatest(1, s.i - 1 - floor(random() * 20)::int) else s.i end as k
         from generate_series(1, $1::int) as s(i)`,
      [users, SHARED_ACCOUNT_SHARE],
    );
    // A shared account is the other user's (k): its holder, number, IFSC and branch.
    await client.query(
      `insert into user_bank_details (user_id, account_holder, acc_no, ifsc_code, bank_name, branch_name, created_at, updated_at)
       select $1::int + r.i, ku.first_name || ' ' || ku.last_name, left(kr.digits, b.digits),
              b.code || '0' || kr.branch, b.name, coalesce(ku.district, 'Main'),
              u.created_at + interval '1 hour', u.created_at + interval '1 hour'
       from bench_bank_raw r
       join bench_bank_raw kr on kr.i = r.k
       join bench_banks b on b.idx = kr.bank
       join users u on u.id = $1::int + r.i
       join users ku on ku.id = $1::int + r.k
       order by r.i`,
      [baseId],
    );
    await client.query(`create temp table bench_bank as select * from user_bank_details where user_id > $1`, [
      baseId,
    ]);
    await client.query(`create unique index on bench_bank (user_id)`);
  });

  // The requests, in request-time order (n), before anything is written from them.
  await client.query(`select setseed(0.2323)`);
  await timed('withdrawal requests (staging)', async () => {
    await client.query(
      `create temp table bench_wd_raw as
         select s.k,
                1 + floor((1 - sqrt(random())) * $1::int)::int as i,
                random() as r_time, random() as r_wallet, random() as r_amount, random() as r_round,
                random() as r_paise, random() as r_status, random() as r_reason, random() as r_acted
         from generate_series(1, $2::int) as s(k)`,
      [users, config.withdrawals],
    );
    await client.query(
      `create temp table bench_wd as
       with timed as (
         select r.*, $1::int + r.i as user_id,
                u.created_at + (now() - u.created_at) * r.r_time as created_at,
                case when r.r_wallet < 0.75 then 1 when r.r_wallet < 0.98 then 2 else 3 end as wallet_type
         from bench_wd_raw r join users u on u.id = $1::int + r.i
       ), aged as (
         select t.*, extract(epoch from now() - t.created_at) / 86400 as age_days from timed t
       ), classified as (
         select a.*,
                case
                  when a.age_days < 2 then
                    case when a.r_status < 0.70 then 0 when a.r_status < 0.85 then 1 when a.r_status < 0.95 then 2 else 3 end
                  when a.age_days < 7 then
                    case when a.r_status < 0.15 then 0 when a.r_status < 0.25 then 1 when a.r_status < 0.90 then 2 else 3 end
                  else
                    case when a.r_status < 0.003 then 0 when a.r_status < 0.005 then 1 when a.r_status < 0.925 then 2 else 3 end
                end as status,
                case a.wallet_type
                  when 1 then
                    case when a.r_round < 0.6
                      then greatest(100, round((100 + floor(power(a.r_amount, 2.5) * 4900)) / 50) * 50) * 100
                      else (100 + floor(power(a.r_amount, 2.5) * 4900)) * 100 + floor(a.r_paise * 100)
                    end
                  when 2 then (100 + floor(power(a.r_amount, 2) * 900)) * 100 + floor(a.r_paise * 100)
                  else (100000 + floor(a.r_amount * 50000)) * 100
                end::bigint as amount
         from aged a
       )
       select row_number() over (order by c.created_at, c.k)::int as n,
              c.user_id, c.wallet_type, c.amount, c.status, c.created_at,
              case when c.status = 3 then ($2::text[])[1 + floor(c.r_reason * array_length($2::text[], 1))::int] end as reason,
              -- when an admin processed, completed or rejected it (never after now)
              case when c.status > 0
                then least(now(), c.created_at + (0.1 + c.r_acted * case when c.status = 1 then 0.9 else 2.9 end) * interval '1 day')
              end as acted_at
       from classified c`,
      [baseId, REJECT_REASONS],
    );
    await client.query(`analyze bench_wd`);
  });

  const bases = await client.query<{
    w0: number;
    h0: number;
    e0: number;
    payouts: number;
    adjustments: number;
  }>(
    `select (select coalesce(max(id), 0) from withdrawals)::int as w0,
            (select coalesce(max(id), 0) from ledger_holds)::int as h0,
            (select coalesce(max(id), 0) from journal_entries)::int as e0,
            (select id from ledger_accounts where system_code = 'bank_payouts') as payouts,
            (select id from ledger_accounts where system_code = 'adjustments') as adjustments`,
  );
  const { w0, h0, e0, payouts, adjustments } = bases.rows[0]!;
  if (!payouts || !adjustments) throw new Error('the migrations did not create the system accounts');

  // Every wallet of every user, with what funds it: its non-rejected requests plus a spare
  // amount (Cash and Scratch). The balance and held amount follow from the same figures.
  await client.query(`select setseed(0.3535)`);
  await timed('wallets and funding (adjustment entries)', async () => {
    await client.query(
      `create temp table bench_wallets as
       select a.user_id, a.wallet_type, a.registered_at,
              coalesce(s.completed, 0) + coalesce(s.open, 0) + a.spare as funded,
              coalesce(s.completed, 0) as completed, coalesce(s.open, 0) as open
       from (
         select u.id as user_id, w.wallet_type, u.created_at as registered_at,
                case w.wallet_type
                  when 1 then (200 + floor(random() * 2800)) * 100
                  when 2 then (100 + floor(random() * 1400)) * 100
                  else 0
                end::bigint as spare
         from (select id, created_at from users where id > $1 order by id offset 0) u
         cross join (values (1), (2), (3)) as w(wallet_type)
       ) a
       left join (
         select user_id, wallet_type,
                sum(amount) filter (where status = 2) as completed,
                sum(amount) filter (where status in (0, 1)) as open
         from bench_wd group by user_id, wallet_type
       ) s on s.user_id = a.user_id and s.wallet_type = a.wallet_type`,
      [baseId],
    );
    await client.query(
      `insert into ledger_accounts (user_id, wallet_type, balance, held)
       select user_id, wallet_type, funded - completed, open from bench_wallets order by user_id, wallet_type`,
    );
    await client.query(
      `create temp table bench_funding as
       select row_number() over (order by a.id)::int as e, a.id as account_id, w.*
       from bench_wallets w join ledger_accounts a on a.user_id = w.user_id and a.wallet_type = w.wallet_type
       where w.funded > 0`,
    );
    await client.query(
      `insert into journal_entries (id, kind, idempotency_key, fingerprint, description, actor_id, created_at)
       overriding system value
       select $1::bigint + f.e, 'adjustment', 'adjustment:seed:' || f.user_id || ':' || f.wallet_type,
              md5('seed:' || f.account_id || ':' || f.funded), 'Opening balance (benchmark seed)', $2::int,
              f.registered_at
       from bench_funding f order by f.e`,
      [e0, adminId],
    );
    await client.query(
      `insert into journal_lines (entry_id, account_id, amount, created_at)
       select $1::bigint + f.e, case l.side when 1 then $2::int else f.account_id end,
              case l.side when 1 then -f.funded else f.funded end, f.registered_at
       from bench_funding f cross join (values (1), (2)) as l(side)
       order by f.e, l.side`,
      [e0, adjustments],
    );
  });
  const funded = await client.query<{ n: number }>(`select count(*)::int as n from bench_funding`);
  const c0 = e0 + (funded.rows[0]?.n ?? 0);
  await client.query(
    `create temp table bench_wd_accounts as
     select w.n, a.id as account_id
     from bench_wd w join ledger_accounts a on a.user_id = w.user_id and a.wallet_type = w.wallet_type`,
  );
  await client.query(`create unique index on bench_wd_accounts (n)`);

  // Completed requests: their payout entries, then every request's hold, then the requests.
  await timed('payout entries', async () => {
    await client.query(
      `insert into journal_entries (id, kind, idempotency_key, fingerprint, description, actor_id, created_at)
       overriding system value
       select $1::bigint + w.n, 'withdrawal', 'withdrawal:' || ($2::int + w.n) || ':complete',
              encode(sha256(convert_to('{"withdrawal":' || ($2::int + w.n) || ',"amount":' || w.amount || '}', 'UTF8')), 'hex'),
              'Withdrawal #' || ($2::int + w.n) || ' paid to ' || b.bank_name || ' '
                || repeat('X', length(b.acc_no) - 4) || right(b.acc_no, 4),
              $3::int, w.acted_at
       from bench_wd w join bench_bank b on b.user_id = w.user_id
       where w.status = 2 order by w.n`,
      [c0, w0, adminId],
    );
    await client.query(
      `insert into journal_lines (entry_id, account_id, amount, created_at)
       select $1::bigint + w.n, case l.side when 1 then a.account_id else $2::int end,
              case l.side when 1 then -w.amount else w.amount end, w.acted_at
       from bench_wd w
       join bench_wd_accounts a on a.n = w.n
       cross join (values (1), (2)) as l(side)
       where w.status = 2 order by w.n, l.side`,
      [c0, payouts],
    );
  });
  await timed('holds', () =>
    client.query(
      `insert into ledger_holds (id, account_id, amount, status, idempotency_key, reference, entry_id, created_at, settled_at)
       overriding system value
       select $1::bigint + w.n, a.account_id, w.amount,
              case w.status when 2 then 1 when 3 then 2 else 0 end,
              'withdrawal:' || w.user_id || ':' || md5('bench-hold:' || w.n)::uuid, 'withdrawal',
              case when w.status = 2 then $2::bigint + w.n end,
              w.created_at, case when w.status in (2, 3) then w.acted_at end
       from bench_wd w join bench_wd_accounts a on a.n = w.n
       order by w.n`,
      [h0, c0],
    ),
  );
  await timed('withdrawals', () =>
    client.query(
      `insert into withdrawals (id, user_id, wallet_type, amount, status, reason, hold_id, bank_detail_id,
                                account_holder, acc_no, ifsc_code, bank_name, branch_name, acted_by,
                                created_at, updated_at)
       overriding system value
       select $1::int + w.n, w.user_id, w.wallet_type, w.amount, w.status, w.reason, $2::bigint + w.n, b.id,
              b.account_holder, b.acc_no, b.ifsc_code, b.bank_name, b.branch_name,
              case when w.status > 0 then $3::int end, w.created_at, coalesce(w.acted_at, w.created_at)
       from bench_wd w join bench_bank b on b.user_id = w.user_id
       order by w.n`,
      [w0, h0, adminId],
    ),
  );
  for (const table of ['withdrawals', 'ledger_holds', 'journal_entries']) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, 'id'), (select coalesce(max(id), 0) + 1 from ${table}), false)`,
      [table],
    );
  }
  // Every entry and hold has its audit row, two for a released hold, as the ledger writes them
  // (docs/decisions/095-every-movement-audited-by-the-ledger.md), or ledger:verify refuses the seed.
  await timed('audit rows of entries and holds', async () => {
    await client.query(
      `insert into audit_logs (actor_id, action, entity, entity_id, after)
       select e.actor_id, 'bench.seed', 'journal_entries', e.id::text,
              jsonb_build_object('kind', e.kind, 'description', e.description)
       from journal_entries e
       where not exists (select 1 from audit_logs a where a.entity = 'journal_entries' and a.entity_id = e.id::text)`,
    );
    await client.query(
      `insert into audit_logs (action, entity, entity_id, after)
       select 'bench.seed', 'ledger_holds', h.id::text, jsonb_build_object('reference', h.reference, 'status', h.status)
       from ledger_holds h
       cross join lateral generate_series(1, case when h.status = 2 then 2 else 1 end) as needed(n)
       where needed.n > (select count(*) from audit_logs a where a.entity = 'ledger_holds' and a.entity_id = h.id::text)`,
    );
  });
  await timed('indexes and foreign keys', async () => {
    for (const statement of restore) await client.query(statement);
  });
  const counts = await client.query<{ status: number; n: number }>(
    `select status, count(*)::int as n from withdrawals group by status order by status`,
  );
  log(
    `withdrawals by status: ${counts.rows.map((r) => `${r.status}: ${r.n.toLocaleString('en')}`).join(', ')}`,
  );
  for (const name of [
    'bench_wd_raw',
    'bench_wd',
    'bench_wd_accounts',
    'bench_wallets',
    'bench_funding',
    'bench_bank_raw',
    'bench_bank',
    'bench_banks',
  ])
    await client.query(`drop table ${name}`);
}

export async function seed(): Promise<void> {
  const started = Date.now();
  const databaseUrl = benchDatabaseUrl();
  log(
    `seeding ${config.users.toLocaleString('en')} users and ${config.withdrawals.toLocaleString('en')} ` +
      `withdrawal requests into database ${config.database}`,
  );

  await withClient(config.pgUrl, async (client) => {
    await client.query(`drop database if exists ${config.database} with (force)`);
    await client.query(`create database ${config.database}`);
  });

  // The API applies apps/api/migrations and creates the super admin, then it is stopped.
  const api = await startApi({ databaseUrl, poolMax: 2 });
  await api.stop();
  log(`schema migrated by the API (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  const passwordHash = await hash(config.userPassword, ARGON2_OPTIONS);

  await withClient(databaseUrl, async (client) => {
    const superAdmin = await client.query<{ id: number; max: number }>(
      `select min(id) filter (where role = $1) as id, max(id) as max from users`,
      [Role.SuperAdmin],
    );
    const rootId = superAdmin.rows[0]?.id;
    const baseId = superAdmin.rows[0]?.max ?? 0;
    if (!rootId) throw new Error('the API did not create a super admin');

    await client.query(`set maintenance_work_mem = '256MB'`);
    await client.query(`set work_mem = '64MB'`);
    const places = INDIAN_STATES.flatMap((state) =>
      state.districts.map((district) => [state.name, district]),
    );
    await client.query(
      `create temp table bench_places as
         select p.state, p.district, p.idx::int as idx
         from unnest($1::text[], $2::text[]) with ordinality as p(state, district, idx)`,
      [places.map((p) => p[0]), places.map((p) => p[1])],
    );
    await client.query(`create unique index on bench_places (idx)`);
    await client.query(`select setseed(0.4242)`);

    const insertStarted = Date.now();
    // Set-based seeding rewires the tree in bulk: the per-registration downline trigger and the
    // sponsor guard are off meanwhile, and the downline sizes are counted once at the end
    // (docs/decisions/081-referral-downline-counts.md).
    await client.query(`alter table users disable trigger user`);
    await client.query('begin');
    const inserted = await client.query(insertUsersSql(), [
      baseId,
      passwordHash,
      FIRST_NAMES,
      LAST_NAMES,
      [...LANGUAGES],
      rootId,
      config.users,
    ]);
    await client.query(`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
    await client.query('commit');
    log(
      `inserted ${inserted.rowCount?.toLocaleString('en')} users in ${((Date.now() - insertStarted) / 1000).toFixed(1)} s`,
    );

    if (config.withdrawals > 0) await seedMoney(client, { baseId, adminId: rootId });
    else await seedWallets(client, baseId);
    if (config.pinRequests > 0) await seedProgramme(client, { baseId, rootId });
    await timed('downline sizes', () => recountDownlines(client));
    await client.query(`alter table users enable trigger user`);

    const vacuumStarted = Date.now();
    await client.query(`vacuum (analyze) users, referral_downlines, ${MONEY_TABLES.join(', ')}`);
    log(`vacuum analyze in ${((Date.now() - vacuumStarted) / 1000).toFixed(1)} s`);
  });
  log(`seed done in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // The money must add up before anything is measured on it: the API's own check.
  const verify = await runLedgerVerify(databaseUrl);
  const summary = verify.report.split('\n').join(' ');
  if (!verify.ok) throw new Error(`ledger:verify failed on the seeded database:\n${verify.report}`);
  log(`ledger:verify on the seeded database (${verify.seconds.toFixed(1)} s): ${summary}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  seed().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
