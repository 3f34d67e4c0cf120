import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { indiaDate, UI_LANGUAGE_OF_MOTHER_TONGUE } from '@portal/shared';
import { openDatabase, rowsOf } from '../db/client.js';
import { LocalStorage } from '../lib/storage/local-storage.js';
import { transcodeQueued } from '../modules/media/media.service.js';
import { checkMoneyHealth } from '../modules/money-health/money-health.service.js';
import { videoSeconds } from '../modules/uploads/uploads.service.js';
import { findDemoAccounts } from './demo-accounts.js';

const apiDir = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** `npm run seed:demo` as built (npm test builds first), on a new embedded database in `dir`. */
function seed(dir: string) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return spawnSync(process.execPath, ['dist/scripts/seed-demo.js'], {
    cwd: apiDir,
    env: { ...env, DATA_DIR: dir, SUPERADMIN_PASSWORD: 'RootPass123' },
    encoding: 'utf8',
    timeout: 240_000,
  });
}

/** The built server (`npm start`) on the seeded database: resolves with what it printed once it has started. */
async function startBanner(dir: string): Promise<string> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    env: { ...env, DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', SUPERADMIN_PASSWORD: 'RootPass123' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Scheduled jobs')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.on('exit', () => reject(new Error(`server exited:\n${output}`)));
    });
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  return output;
}

/** The tables the seed fills: a second run must leave each count as it was. */
const SEEDED_TABLES = [
  'users',
  'journal_entries',
  'withdrawals',
  'pin_requests',
  'scratch_cards',
  'videos',
  'quiz_questions',
  'youtube_channels',
  'quiz_attempts',
  'training_progress',
];

describe('npm run seed:demo', () => {
  it('fills a new portal through the services: real video files, the training and today’s sessions with bilingual quizzes, cards scratched and waiting, a deep referral tree, a trained promoter’s month of earnings dated the day earned, money that verifies; a second run adds nothing', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-seed-'));
    const first = seed(dir);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('OK: every entry balances');
    // A newcomer is pointed to promoters reading Tamil and Hindi (issue 16 point 8).
    expect(first.stdout).toMatch(
      /Log in as demo_ananya6 \(English\), demo_lakshmi4 \(தமிழ்\), demo_vijay7 \(हिन्दी\), .* with password Demo@1234/,
    );
    const today = indiaDate();

    const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
    const rows = async <T>(query: string) => rowsOf<T>(await database.db.execute(sql.raw(query)));
    const count = async (query: string) => Number((await rows<{ n: number }>(query))[0]!.n);
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          SEEDED_TABLES.map(async (table) => [table, await count(`select count(*)::int as n from ${table}`)]),
        ),
      );
    let before: Record<string, number>;
    try {
      expect(await count(`select count(distinct status)::int as n from withdrawals`)).toBe(4);
      expect(await count(`select count(distinct status)::int as n from pin_requests`)).toBe(4);

      // Every video is a real file on disk whose stored length is the file's own; none is a link.
      const files = await rows<{ file: string | null; duration_seconds: number }>(
        `select distinct file, duration_seconds from videos`,
      );
      expect(files.length).toBeGreaterThanOrEqual(10);
      for (const video of files) {
        expect(video.file).toMatch(/^[0-9a-f-]{36}\.webm$/);
        const onDisk = path.join(dir, 'uploads', 'final', video.file!);
        expect(existsSync(onDisk), onDisk).toBe(true);
        expect(await videoSeconds(onDisk)).toBe(video.duration_seconds);
      }
      // Each file is queued for its ladder like an admin's upload (the server's transcoding job
      // makes it; docs/decisions/158-video-ladder-made-at-upload.md).
      expect(
        await rows(
          `select f.file, m.status from (select distinct file from videos where file is not null) f
           left join video_media m on m.file = f.file where m.status is distinct from 'queued'`,
        ),
      ).toEqual([]);
      // Today's daily video, and the training days each with a length of their own.
      expect(
        await count(
          `select count(*)::int as n from videos
           where kind = 'daily' and showing_date = '${today}' and is_active and file is not null`,
        ),
      ).toBe(1);
      expect(
        await count(`select count(distinct duration_seconds)::int as n from videos where kind = 'training'`),
      ).toBe(7);

      // The 7 training days and today's 2 sessions × orders 1–4, each with questions in English
      // (lang_type 1) and Tamil (lang_type 2).
      const bilingual = `exists (select 1 from quiz_questions q where q.video_id = v.id and q.lang_type = 1)
        and exists (select 1 from quiz_questions q where q.video_id = v.id and q.lang_type = 2)`;
      expect(
        await count(
          `select count(distinct v.day)::int as n from videos v where v.kind = 'training' and ${bilingual}`,
        ),
      ).toBe(7);
      expect(
        await count(
          `select count(*)::int as n from videos v
           where v.kind = 'promotion' and v.showing_date = '${today}' and ${bilingual}`,
        ),
      ).toBe(8);
      expect(await count(`select count(*)::int as n from youtube_channels where is_running`)).toBeGreaterThan(
        0,
      );

      // Scratch cards both scratched and still waiting.
      expect(
        await count(`select count(*)::int as n from scratch_cards where scratched_at is not null`),
      ).toBeGreaterThan(0);
      expect(
        await count(`select count(*)::int as n from scratch_cards where scratched_at is null`),
      ).toBeGreaterThan(0);

      // A referral tree at least three levels deep below the super admin.
      expect(
        await count(
          `with recursive tree (id, depth) as (
             select id, 0 from users where sponsor_id is null
             union all
             select u.id, tree.depth + 1 from users u join tree on u.sponsor_id = tree.id
           ) select max(depth)::int as n from tree`,
        ),
      ).toBeGreaterThanOrEqual(3);

      // The level-1 promoter: training done one day a day, and an earnings history (ledger lines)
      // over 20+ India dates, each line dated the day its set was earned.
      const promoter = `(select id from users where username = 'demo_lakshmi4')`;
      expect(
        await count(`select count(*)::int as n from training_progress where user_id = ${promoter}`),
      ).toBe(7);
      const quizLines = `journal_lines l
        join journal_entries e on e.id = l.entry_id
        join ledger_accounts a on a.id = l.account_id
        join quiz_attempts qa on qa.entry_id = e.id
        where e.kind = 'quiz' and a.user_id = ${promoter}`;
      expect(
        await count(
          `select count(distinct (l.created_at at time zone 'Asia/Kolkata')::date)::int as n from ${quizLines}`,
        ),
      ).toBeGreaterThanOrEqual(20);
      expect(
        await count(
          `select count(*)::int as n from ${quizLines}
           and (l.created_at at time zone 'Asia/Kolkata')::date <> qa.attempt_date`,
        ),
      ).toBe(0);
      expect(
        await count(
          `select count(*)::int as n from quiz_attempts
           where confirmed_at is not null and (confirmed_at at time zone 'Asia/Kolkata')::date <> attempt_date`,
        ),
      ).toBe(0);
      expect(
        await count(`select count(*)::int as n from journal_entries where kind = 'quiz'`),
      ).toBeGreaterThan(100);
      expect((await checkMoneyHealth(database.db)).problems).toEqual([]);

      // Each demo account's portal language is its mother tongue's, as a registration sets it;
      // the accounts named at start-up include the trained Tamil and Hindi promoters.
      const demoUsers = await rows<{ language: string; ui_language: string }>(
        `select language, ui_language from users where username like 'demo\\_%'`,
      );
      expect(demoUsers).toHaveLength(60);
      for (const user of demoUsers)
        expect(user.ui_language).toBe(
          UI_LANGUAGE_OF_MOTHER_TONGUE[user.language as keyof typeof UI_LANGUAGE_OF_MOTHER_TONGUE],
        );
      expect(demoUsers.filter((user) => user.ui_language === 'ta').length).toBeGreaterThanOrEqual(10);
      expect(demoUsers.filter((user) => user.ui_language === 'hi').length).toBeGreaterThanOrEqual(10);
      const accounts = await findDemoAccounts(database.db);
      expect(accounts.slice(0, 3)).toEqual([
        { username: 'demo_ananya6', uiLanguage: 'en' },
        { username: 'demo_lakshmi4', uiLanguage: 'ta' },
        { username: 'demo_vijay7', uiLanguage: 'hi' },
      ]);
      for (const username of ['demo_lakshmi4', 'demo_vijay7'])
        expect(
          await count(
            `select count(*)::int as n from training_progress
             where user_id = (select id from users where username = '${username}')`,
          ),
        ).toBe(7);
      before = await counts();
    } finally {
      await database.close();
    }

    const again = seed(dir);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('Demo data is already there');
    const reopened = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
    try {
      const after = Object.fromEntries(
        await Promise.all(
          SEEDED_TABLES.map(async (table) => [
            table,
            Number(
              rowsOf<{ n: number }>(
                await reopened.db.execute(sql.raw(`select count(*)::int as n from ${table}`)),
              )[0]!.n,
            ),
          ]),
        ),
      );
      expect(after).toEqual(before);

      // The server's transcoding job makes every demo file's ladder and pictures, so a newcomer
      // sees posters and the quality choice (docs/decisions/158-video-ladder-made-at-upload.md).
      const storage = new LocalStorage(path.join(dir, 'uploads', 'final'));
      const files = rowsOf<{ file: string }>(
        await reopened.db.execute(sql.raw(`select distinct file from videos where file is not null`)),
      );
      expect(await transcodeQueued({ db: reopened.db, storage })).toEqual({ ready: files.length, failed: 0 });
      for (const { file } of files) {
        const stem = path.parse(file).name;
        for (const made of ['master.m3u8', '0/index.m3u8', 'poster.jpg', 'thumbnail.jpg'])
          expect(await storage.head(`media/${stem}/${made}`), `${file}: ${made}`).not.toBeNull();
      }
    } finally {
      await reopened.close();
    }

    // `npm start` names them where it says where to log in.
    const banner = await startBanner(dir);
    expect(banner).toMatch(/Log in at http:\/\/localhost:\d+\/login/);
    expect(banner).toContain(
      'Demo promoters: demo_ananya6 (English), demo_lakshmi4 (தமிழ்), demo_vijay7 (हिन्दी), demo_rahul5 (తెలుగు), demo_lakshmi14 (ಕನ್ನಡ), demo_karthik3 (മലയാളം)',
    );
    expect(banner).toContain('Password:    Demo@1234');
  }, 480_000);
});
