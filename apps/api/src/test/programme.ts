import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { Role, startOfIndiaDay } from '@portal/shared';
import { users } from '../db/schema.js';
import { withTransaction } from '../db/transaction.js';
import type { Actor } from '../lib/auth.js';
import * as settingsService from '../modules/settings/settings.service.js';
import * as playerService from '../modules/player/player.service.js';
import * as watchingService from '../modules/watching/watching.service.js';
import { asSession, registerAndLogin, type Session } from './fixtures.js';
import type { TestApp } from './test-app.js';

/**
 * The programme steps every module's tests share: a promoter at a level, a scheduled promotion
 * video with its questions, a verified watch on an injected clock, and India wall-clock instants.
 */

/** A registered, logged-in user. */
/** What these helpers use of a test app: useTestApp's or createTestApp's. */
type AppAndDatabase = Pick<TestApp, 'app' | 'db'>;

export type Member = Session & { username: string };

export interface QuestionSpec {
  en: string;
  ta?: string;
  /** Weights per level 0–4 (the quiz dialog's promotor … promotor4). */
  weights?: [number, number, number, number, number];
}

/** The text of the right choice of every question a promotion video gets here. */
export const RIGHT = { en: 'Right', ta: 'சரி' };
export const YOUTUBE = 'https://youtu.be/dQw4w9WgXcQ';
export const DEFAULT_QUESTIONS: QuestionSpec[] = [1, 2, 3, 4].map((n) => ({
  en: `Question ${n}?`,
  ta: `கேள்வி ${n}?`,
}));

/**
 * Promotion videos served without watching today's daily video or finishing the training first:
 * both gates turned off in a new settings version saved by no one.
 */
export async function openGates(t: AppAndDatabase): Promise<void> {
  await withTransaction(t.db, (tx) =>
    settingsService.saveSettings(tx, {
      actor: null,
      changes: { daily_video_gate: false, training_gate: false },
    }),
  );
}

/** An instant given as an India date and wall-clock time (HH:MM:SS). */
export function indiaTime(date: string, time: string): Date {
  const [hours, minutes, seconds] = time.split(':').map(Number) as [number, number, number];
  return new Date(startOfIndiaDay(date).getTime() + ((hours * 60 + minutes) * 60 + seconds) * 1000);
}

/** The actor a service call runs as for this user (what the session check gives a route). */
export const actorOf = (user: Member): Actor => ({
  id: user.userId,
  username: user.username,
  role: Role.User,
  sessionId: 't',
  ip: '127.0.0.1',
});

/** A user at `level` (null: a Trainee), registered under `sponsor` and logged in. */
export async function promoterAt(t: AppAndDatabase, level: number | null, sponsor: Session): Promise<Member> {
  const user = await registerAndLogin(t.app, sponsor.promoterCode);
  await t.db
    .update(users)
    .set({ currentPromoterLevel: level as 0 | null })
    .where(eq(users.id, user.userId));
  return user;
}

/**
 * A promotion video scheduled by the super admin on a date, session and order, each question with
 * a right ("Right"/"சரி") and a wrong choice: its id.
 */
export async function promotionVideo(
  t: AppAndDatabase,
  root: Session,
  slot: { date: string; session: number; order: number; questions?: QuestionSpec[] },
): Promise<number> {
  const { date, session, order, questions = DEFAULT_QUESTIONS } = slot;
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject(asSession(root, { method: 'POST', url: `/api/v1/${url}`, payload }));
  const video = await post('promotion-videos', {
    title: `${date} S${session} O${order}`,
    youtube_url: YOUTUBE,
    duration_seconds: 40,
    showing_date: date,
    session,
    order,
  });
  expect(video.statusCode, video.body).toBe(201);
  for (const question of questions) {
    const weights = question.weights ?? [10, 15, 20, 25, 30];
    const made = await post('promotion-video-quizzes', {
      video_id: video.json().id,
      question: { en: question.en, ta: question.ta ?? `${question.en} (த)` },
      choices: [
        { ...RIGHT, correct: true },
        { en: 'Wrong', ta: 'தவறு', correct: false },
      ],
      promotor: weights[0],
      promotor1: weights[1],
      promotor2: weights[2],
      promotor3: weights[3],
      promotor4: weights[4],
    });
    expect(made.statusCode, made.body).toBe(201);
  }
  return video.json().id as number;
}

/**
 * A watch session started at `start`, its end reported once its whole length has passed on that
 * clock: what the report answered (`watched` says whether it counted).
 */
export async function watchedAt(
  t: AppAndDatabase,
  user: Member,
  kind: 'daily' | 'training' | 'promotion',
  videoId: number,
  start = new Date(),
) {
  const actor = actorOf(user);
  const started = await playerService.startSession({ db: t.db, actor, kind, videoId, now: start });
  return watchingService.reportProgress({
    db: t.db,
    actor,
    id: started.id,
    position: started.duration_seconds,
    now: new Date(start.getTime() + started.duration_seconds * 1000),
  });
}
