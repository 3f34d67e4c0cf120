import 'dotenv/config';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addDays,
  indiaDate,
  startOfIndiaDay,
  Role,
  INDIAN_STATES,
  LANGUAGES,
  UI_LANGUAGE_OF_MOTHER_TONGUE,
  WithdrawStatus,
  type WalletTypeValue,
} from '@portal/shared';
import { eq, like, sql } from 'drizzle-orm';
import { loadConfig } from '../config/env.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { prepareDatabase } from '../startup.js';
import { withTransaction } from '../db/transaction.js';
import type { Actor } from '../lib/auth.js';
import { hashPassword } from '../lib/passwords.js';
import * as bankService from '../modules/bank-details/bank-details.service.js';
import * as ledgerService from '../modules/ledger/ledger.service.js';
import * as pinsService from '../modules/pins/pins.service.js';
import * as contentService from '../modules/content/content.service.js';
import * as earningService from '../modules/earning/earning.service.js';
import * as learningService from '../modules/learning/learning.service.js';
import * as settingsService from '../modules/settings/settings.service.js';
import * as playerService from '../modules/player/player.service.js';
import * as watchingService from '../modules/watching/watching.service.js';
import { storageFromConfig, type Storage } from '../lib/storage/storage.js';
import * as uploadsService from '../modules/uploads/uploads.service.js';
import { checkMoneyHealth, formatMoneyHealth } from '../modules/money-health/money-health.service.js';
import { generateUniquePromoterCode, insertAccount } from '../modules/users/users.service.js';
import * as withdrawalsService from '../modules/withdrawals/withdrawals.service.js';
import * as youtubeChannelsService from '../modules/youtube-channels/youtube-channels.service.js';
import { DEMO_PASSWORD, DEMO_USERNAMES, describeDemoAccounts, findDemoAccounts } from './demo-accounts.js';
import { writeDemoVideo, type DemoVideoSource } from './demo-video.js';

/**
 * `npm run seed:demo`: a living portal for a newcomer: a referral tree of users at every level,
 * money in their wallets (through the ledger, as support would add it) and withdrawal requests in
 * every status. Their mother tongues go round the six, and each account's portal language is its
 * mother tongue's, as for a registration: the promoters a newcomer is pointed to read Tamil and
 * Hindi (issue 16 point 8).
 */
const FIRST_NAMES = [
  'Aarav',
  'Priya',
  'Karthik',
  'Lakshmi',
  'Rahul',
  'Ananya',
  'Vijay',
  'Meena',
  'Arjun',
  'Divya',
];
const LAST_NAMES = ['Sharma', 'Iyer', 'Reddy', 'Nair', 'Patel', 'Singh', 'Menon', 'Rao', 'Das', 'Kumar'];
const LEVELS: (number | null)[] = [null, null, 0, 1, 2, 3, 4];
const DAY_MS = 24 * 60 * 60 * 1000;

async function main() {
  const config = loadConfig();
  const { database } = await prepareDatabase(config);
  const { db } = database;
  try {
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(like(users.username, DEMO_USERNAMES));
    if (existing.length > 0) {
      console.log(
        `Demo data is already there (${existing.length} demo users): log in as ${describeDemoAccounts(await findDemoAccounts(db))} … Password for all: ${DEMO_PASSWORD}`,
      );
      return;
    }
    const [root] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, Role.SuperAdmin))
      .orderBy(users.id)
      .limit(1);
    if (!root) throw new Error('no super admin');
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const sponsors = [root.id];
    const demoUsers: (Actor & { level: number | null })[] = [];
    await withTransaction(db, async (tx) => {
      for (let i = 0; i < 60; i++) {
        const state = INDIAN_STATES[(i * 7) % INDIAN_STATES.length]!;
        const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
        const last = LAST_NAMES[(i * 3) % LAST_NAMES.length]!;
        const createdAt = new Date(Date.now() - ((i * 37) % 90) * DAY_MS - i * 60_000);
        const username = `demo_${first.toLowerCase()}${i + 1}`;
        const language = LANGUAGES[i % LANGUAGES.length]!;
        const id = await insertAccount(tx, {
          username,
          passwordHash,
          role: Role.User,
          firstName: first,
          lastName: last,
          dob: `${1970 + (i % 30)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
          mobile: `9${String(800000000 + i * 7919).padStart(9, '0')}`,
          state: state.name,
          district: state.districts[i % state.districts.length]!,
          city: state.districts[i % state.districts.length]!,
          pinCode: String(110001 + i * 1013),
          language,
          uiLanguage: UI_LANGUAGE_OF_MOTHER_TONGUE[language],
          promoterCode: await generateUniquePromoterCode(tx),
          sponsorId: sponsors[Math.floor(i / 3) % sponsors.length]!,
          currentPromoterLevel: LEVELS[i % LEVELS.length],
          isActive: i % 13 !== 12,
          createdAt,
          updatedAt: createdAt,
        });
        sponsors.push(id);
        demoUsers.push({
          id,
          username,
          role: Role.User,
          sessionId: 'seed-demo',
          ip: '127.0.0.1',
          level: LEVELS[i % LEVELS.length] ?? null,
        });
      }
    });
    const rootActor: Actor = {
      id: root.id,
      username: 'root',
      role: Role.SuperAdmin,
      sessionId: 'seed-demo',
      ip: '127.0.0.1',
    };
    await seedMoney(db, rootActor, demoUsers);
    await seedPins(db, rootActor, demoUsers);
    const storage = await storageFromConfig(config);
    try {
      const clip = await seedContent(db, rootActor, storage);
      await seedEarnings(db, rootActor, demoUsers, clip, storage);
    } finally {
      storage.close();
    }
    await seedTraining(db, demoUsers);
    const health = await checkMoneyHealth(db);
    console.log(formatMoneyHealth(health));
    const [{ total }] = (await db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.role, Role.User))) as [{ total: number }];
    console.log(
      `Seeded 60 demo users (${total} users in all). Log in as ${describeDemoAccounts(await findDemoAccounts(db))} … with password ${DEMO_PASSWORD}`,
    );
  } finally {
    await database.close();
  }
}

/**
 * Money for the first 24 demo users: Cash (and some Scratch and Grow) credited through the
 * ledger as adjustments, saved bank details (two of them share an account number, which Withdraw
 * Request flags), the portal's payment details, and withdrawal requests in every status.
 */
async function seedMoney(db: Database, root: Actor, demoUsers: Actor[]) {
  await bankService.upsertPaymentDetails({
    db,
    actor: root,
    input: {
      account_holder: 'Promoter Portal Pvt Ltd',
      acc_no: '50200012345678',
      ifsc_code: 'HDFC0001234',
      bank_name: 'HDFC Bank',
      branch_name: 'Chennai Anna Salai',
      whatsapp_number: '9876543210',
    },
  });
  const statuses = [
    WithdrawStatus.Pending,
    WithdrawStatus.Processing,
    WithdrawStatus.Completed,
    WithdrawStatus.Rejected,
  ];
  for (const [index, user] of demoUsers.slice(0, 24).entries()) {
    const credit = (walletType: WalletTypeValue, amount: number, reason: string) =>
      ledgerService.adjustWallet({
        db,
        actor: root,
        input: { user_id: user.id, wallet_type: walletType, amount, reason },
      });
    await credit(1, 500 + index * 137.5, 'Opening balance (demo)');
    if (index % 3 === 0) await credit(2, 250, 'Scratch card rewards carried over (demo)');
    if (index === 5) await credit(3, 125_000, 'Grow wallet carried over (demo)');
    await bankService.upsertOwnBankDetail({
      db,
      actor: user,
      input: {
        payout_method: 'bank',
        account_holder: user.username
          .replace('demo_', '')
          .replace(/\d+$/, '')
          .replace(/^./, (c) => c.toUpperCase()),
        // Users 7 and 8 save the same account: a fraud signal on both (docs/decisions/186-fraud-signals.md).
        acc_no: index === 8 ? '300100200307' : String(300100200300 + index),
        ifsc_code: index % 2 === 0 ? 'SBIN0000456' : 'ICIC0001122',
        bank_name: index % 2 === 0 ? 'State Bank of India' : 'ICICI Bank',
        branch_name: index % 2 === 0 ? 'Mylapore' : 'T Nagar',
        current_password: undefined,
      },
    });
    if (index >= 16) continue;
    const request = await withdrawalsService.requestWithdrawal({
      db,
      actor: user,
      input: { wallet_type: 1, amount: 100 + index * 25 },
    });
    const status = statuses[index % statuses.length]!;
    if (status === WithdrawStatus.Processing || status === WithdrawStatus.Completed)
      await withdrawalsService.updateWithdrawStatus({
        db,
        actor: root,
        input: { id: request.id, status: 1, reason: null },
      });
    if (status === WithdrawStatus.Completed)
      await withdrawalsService.updateWithdrawStatus({
        db,
        actor: root,
        input: { id: request.id, status: 2, reason: null },
      });
    if (status === WithdrawStatus.Rejected)
      await withdrawalsService.updateWithdrawStatus({
        db,
        actor: root,
        input: {
          id: request.id,
          status: 3,
          reason: 'The account holder name does not match the registered name',
        },
      });
  }
  console.log(
    'Seeded wallets, bank details and 16 withdrawal requests (pending, processing, completed, rejected).',
  );
}

/**
 * PIN requests in every state for demo users 24 onwards (who have no money seeded): pending
 * (just asked, terms raised, terms accepted), approved with a PIN, activated (the sponsor's
 * scratch cards appear; some are scratched) and rejected.
 */
async function seedPins(db: Database, root: Actor, demoUsers: (Actor & { level: number | null })[]) {
  const candidates = demoUsers.slice(24).filter((user) => user.level === null || user.level < 4);
  const steps = [
    'asked',
    'raised',
    'accepted',
    'approved',
    'activated',
    'activated',
    'activated',
    'rejected',
  ];
  const activated: number[] = [];
  for (const [index, user] of candidates.slice(0, steps.length * 2).entries()) {
    const step = steps[index % steps.length]!;
    const level = user.level === null ? 0 : user.level + 1;
    const { request } = await pinsService.requestLevel({ db, actor: user, level });
    if (step === 'asked') continue;
    if (step === 'rejected') {
      await pinsService.rejectRequest({
        db,
        actor: root,
        id: request.id,
        reason: 'Payment proof was not received',
      });
      continue;
    }
    await pinsService.raiseTerms({ db, actor: root, id: request.id });
    if (step === 'raised') continue;
    await pinsService.acceptTerms({ db, actor: user, id: request.id });
    if (step === 'accepted') continue;
    const { pin } = await pinsService.generatePin({ db, actor: root, id: request.id });
    if (step === 'approved') continue;
    await pinsService.activatePin({
      db,
      actor: user,
      input: {
        id: request.id,
        pin,
        gift_delivery: 2,
        address: '14 Gandhi Road, Chennai 600017',
        // A number of their own: one number on several accounts is a fraud signal
        // (docs/decisions/186-fraud-signals.md).
        whatsapp: `70000${String(user.id).padStart(5, '0')}`,
        pickup_date: null,
      },
    });
    activated.push(user.id);
  }
  // Every other card (counted across all sponsors) is scratched; the rest wait on the Scratch
  // Card screen.
  let received = 0;
  let scratched = 0;
  for (const user of demoUsers) {
    const { cards } = await pinsService.getScratchCards({ db, actor: user });
    for (const card of cards) {
      received += 1;
      if (received % 2 === 1) {
        await pinsService.scratchCard({ db, actor: user, id: card.id });
        scratched += 1;
      }
    }
  }
  console.log(
    `Seeded PIN requests in every status (${activated.length} activated; of ${received} scratch cards, ${scratched} scratched and ${received - scratched} waiting).`,
  );
}

/** A bilingual demo question; the Scratch Wallet is its correct choice. */
const quiz = (videoId: number, n: number) => ({
  video_id: videoId,
  question: {
    en: `Training question ${n}: which wallet receives scratch card rewards?`,
    ta: `பயிற்சி கேள்வி ${n}: ஸ்கிராட்ச் கார்டு வெகுமதி எந்த பணப்பையில் வரும்?`,
  },
  choices: [
    { en: 'Cash Wallet', ta: 'பண பணப்பை', correct: false },
    { en: 'Scratch Wallet', ta: 'ஸ்கிராட்ச் பணப்பை', correct: true },
    { en: 'Grow Wallet', ta: 'வளர்ச்சி பணப்பை', correct: false },
  ],
  time_limit: 30,
  promotor: 10,
  promotor1: 15,
  promotor2: 20,
  promotor3: 25,
  promotor4: 30,
});

interface DemoClip {
  file: string;
  duration: number;
}

/**
 * A short real video of `seconds`, made now (ffmpeg when the machine has it, else a generated
 * WebM: scripts/demo-video.ts) and stored as an upload is, its length read from the file.
 */
async function demoVideo(storage: Storage, seconds: number, made: Set<DemoVideoSource>): Promise<DemoClip> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-demo-'));
  try {
    const source = path.join(dir, 'demo.webm');
    made.add(writeDemoVideo(source, seconds));
    const stored = await uploadsService.storeUpload(storage, dir, {
      fieldname: 'video',
      file: createReadStream(source),
    });
    return { file: stored.file, duration: stored.duration_seconds! };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Content for a newcomer's first day: today's daily video (a real short file) and a rotation-pool
 * video, the 7 training days with bilingual quizzes, today's two promotion sessions (orders 1–4)
 * with bilingual quizzes, and YouTube channels.
 */
async function seedContent(db: Database, root: Actor, storage: Storage) {
  const today = indiaDate();
  const files = uploadsService.fileStore(storage);
  const made = new Set<DemoVideoSource>();
  const uploaded = (clip: DemoClip) => ({
    youtube_url: null,
    file: clip.file,
    duration_seconds: clip.duration,
    description: '',
  });
  const daily = await demoVideo(storage, 12, made);
  const rotation = await demoVideo(storage, 15, made);
  const promotion = await demoVideo(storage, 10, made);
  await contentService.createVideo({
    db,
    files,
    actor: root,
    video: {
      kind: 'daily',
      input: {
        ...uploaded(daily),
        title: "Today's message from the programme",
        showing_date: today,
        is_active: true,
        in_rotation: false,
      },
    },
  });
  await contentService.createVideo({
    db,
    files,
    actor: root,
    video: {
      kind: 'daily',
      input: {
        ...uploaded(rotation),
        title: 'Why promoters succeed',
        showing_date: '2026-01-01',
        is_active: true,
        in_rotation: true,
      },
    },
  });
  for (const day of [1, 2, 3, 4, 5, 6, 7]) {
    // Each day its own short file: 7 s on day 1 up to 13 s on day 7.
    const clip = await demoVideo(storage, 6 + day, made);
    const video = await contentService.createVideo({
      db,
      files,
      actor: root,
      video: {
        kind: 'training',
        input: { ...uploaded(clip), title: `Training day ${day}`, day, quiz_enabled: true },
      },
    });
    for (const n of [1, 2])
      await contentService.createQuestion({ db, actor: root, kind: 'training', input: quiz(video.id, n) });
  }
  for (const session of [1, 2] as const)
    for (const order of [1, 2, 3, 4]) {
      const video = await contentService.createVideo({
        db,
        files,
        actor: root,
        video: {
          kind: 'promotion',
          input: {
            ...uploaded(promotion),
            title: `${session === 1 ? 'Morning' : 'Evening'} promotion ${order}`,
            showing_date: today,
            session,
            order,
          },
        },
      });
      for (const n of [1, 2, 3, 4])
        await contentService.createQuestion({ db, actor: root, kind: 'promotion', input: quiz(video.id, n) });
    }
  for (const channel of [
    {
      name: 'Promoter Portal Official',
      url: 'https://www.youtube.com/@promoterportal',
      description: 'News and weekly training',
    },
    {
      name: 'Success Stories',
      url: 'https://www.youtube.com/@promoterstories',
      description: 'Promoters share how they grew',
    },
  ])
    await youtubeChannelsService.createChannel({ db, actor: root, input: { ...channel, is_running: true } });
  console.log(
    `Seeded content from video files made now (${[...made].join(' and ')}): today's daily video (${daily.duration} s) and a rotation-pool one, 7 training days and today's promotion sessions (${promotion.duration} s) with bilingual quizzes; YouTube channels.`,
  );
  return promotion;
}

/**
 * The promoters at each level finished the 7-day training in the week before today, one day a
 * day, each day watched and its quiz passed (the clock set to that day), so on the demo data they
 * can go straight to promotion videos once today's daily video is watched.
 */
async function seedTraining(db: Database, demoUsers: (Actor & { level: number | null })[]) {
  const today = indiaDate();
  const promoters = [0, 1, 2, 3, 4].map((level) => demoUsers.find((user) => user.level === level)!);
  for (const promoter of promoters) {
    for (const day of [1, 2, 3, 4, 5, 6, 7]) {
      const at = new Date(startOfIndiaDay(addDays(today, day - 8)).getTime() + 9 * 3600_000);
      const current = await learningService.currentTraining({ db, actor: promoter, language: 'en', now: at });
      if (current.day !== day || !current.video) throw new Error(`training day ${day} did not open`);
      const watch = await playerService.startSession({
        db,
        actor: promoter,
        kind: 'training',
        videoId: current.video.id,
        now: at,
      });
      await watchingService.reportProgress({
        db,
        actor: promoter,
        id: watch.id,
        position: current.video.duration_seconds,
        now: new Date(at.getTime() + (current.video.duration_seconds + 1) * 1000),
      });
      if (current.quiz_enabled) {
        const answers = current.questions.map((question) => ({
          question_id: question.id,
          choice_id: question.choices.find((choice) => choice.text === 'Scratch Wallet')!.id,
        }));
        await learningService.gradeTrainingQuiz({
          db,
          actor: promoter,
          day,
          language: 'en',
          answers,
          now: at,
        });
      }
      await learningService.completeTrainingDay({ db, actor: promoter, day, now: at });
    }
  }
  console.log(`Seeded the completed 7-day training for ${promoters.map((p) => p.username).join(', ')}.`);
}

const EARNING_DAYS = 30;

/**
 * A promoter at each level (0–4) with promotion earnings over the last 30 India days, earned the
 * way a promoter earns them (serve, verified watch, quiz, confirmation) with the clock set to
 * each past session, so every rupee comes through the ledger (docs/product/content-and-earning.md).
 * The daily-video and training gates are switched off while this runs (a past day's daily video
 * cannot be watched now) and back on after, so the settings history shows it. Every step takes
 * that past clock, so the attempts, their confirmations and their ledger entries are dated the
 * day earned, and the earnings history spreads over the month.
 */
async function seedEarnings(
  db: Database,
  root: Actor,
  demoUsers: (Actor & { level: number | null })[],
  clip: DemoClip,
  storage: Storage,
) {
  const today = indiaDate();
  const files = uploadsService.fileStore(storage);
  const promoters = [0, 1, 2, 3, 4].map((level) => demoUsers.find((user) => user.level === level)!);
  await settingsService.updateProgrammeSettings({
    db,
    actor: root,
    input: { daily_video_gate: false, training_gate: false },
  });
  let confirmed = 0;
  for (let back = EARNING_DAYS - 1; back >= 1; back--) {
    const date = addDays(today, -back);
    for (const session of [1, 2] as const) {
      for (const order of [1, 3]) {
        const video = await contentService.createVideo({
          db,
          files,
          actor: root,
          video: {
            kind: 'promotion',
            input: {
              youtube_url: null,
              file: clip.file,
              duration_seconds: clip.duration,
              description: '',
              title: `${session === 1 ? 'Morning' : 'Evening'} promotion ${order}`,
              showing_date: date,
              session,
              order,
            },
          },
        });
        for (const n of [1, 2, 3])
          await contentService.createQuestion({
            db,
            actor: root,
            kind: 'promotion',
            input: quiz(video.id, n),
          });
      }
      // 10:00 or 18:00 India time on that day.
      const at = new Date(startOfIndiaDay(date).getTime() + (session === 1 ? 10 : 18) * 3600_000);
      for (const [index, promoter] of promoters.entries()) {
        if ((back + index) % 4 === 0) continue; // a day off now and then
        for (;;) {
          const served = await earningService.serveVideo({ db, actor: promoter, now: at });
          if (served.state !== 'ready') break;
          const watch = await playerService.startSession({
            db,
            actor: promoter,
            kind: 'promotion',
            videoId: served.video.id,
            now: at,
          });
          await watchingService.reportProgress({
            db,
            actor: promoter,
            id: watch.id,
            position: clip.duration,
            now: new Date(at.getTime() + (clip.duration + 1) * 1000),
          });
          const { questions } = await earningService.startQuiz({
            db,
            actor: promoter,
            attemptId: served.attempt_id,
            language: 'en',
            now: at,
          });
          // Mostly right: one question in three missed on odd days.
          const answers = questions.map((question, n) => {
            const right = question.choices.find((choice) => choice.text === 'Scratch Wallet')!;
            const wrong = question.choices.find((choice) => choice !== right)!;
            return { question_id: question.id, choice_id: (back + n) % 6 === 1 ? wrong.id : right.id };
          });
          await earningService.gradeQuiz({
            db,
            actor: promoter,
            attemptId: served.attempt_id,
            answers,
            now: at,
          });
          await earningService.confirmQuiz({ db, actor: promoter, attemptId: served.attempt_id, now: at });
          confirmed += 1;
        }
      }
    }
  }
  await settingsService.updateProgrammeSettings({
    db,
    actor: root,
    input: { daily_video_gate: true, training_gate: true },
  });
  console.log(
    `Seeded ${confirmed} confirmed promotion quizzes over the last ${EARNING_DAYS} days for ${promoters
      .map((promoter) => promoter.username)
      .join(', ')}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
