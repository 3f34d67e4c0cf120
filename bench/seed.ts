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
import { benchDatabaseUrl, config, log, startApi } from './common.js';

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

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
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

export async function seed(): Promise<void> {
  const started = Date.now();
  const databaseUrl = benchDatabaseUrl();
  log(`seeding ${config.users.toLocaleString('en')} users into database ${config.database}`);

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

    const vacuumStarted = Date.now();
    await client.query('vacuum (analyze) users');
    log(`vacuum analyze in ${((Date.now() - vacuumStarted) / 1000).toFixed(1)} s`);
  });
  log(`seed done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
