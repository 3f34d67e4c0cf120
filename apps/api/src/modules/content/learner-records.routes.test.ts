import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { indiaDate } from '@portal/shared';
import { dailyVideoViews, quizAttempts, videos, watchSessions } from '../../db/schema.js';
import { asSession, loginRoot, registerAndLogin, type Session } from '../../test/fixtures.js';
import { openGates, promoterAt, promotionVideo, watchedAt, type Member } from '../../test/programme.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DELETE_REFUSED } from './content.service.js';

/**
 * What learners did with a video outlives the admin's edits of it (docs/decisions/084-videos-learners-point-at.md,
 * docs/product/content-and-earning.md): a video their records point at is not deleted, and an
 * attempt is graded on the copy of the questions it served, whatever the admin changes meanwhile.
 */

let t: TestApp;
let root: Session;
const youtube = 'https://youtu.be/dQw4w9WgXcQ';
const today = indiaDate();

type User = Member;
const send = (session: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject(asSession(session, { method, url: `/api/v1/${url}`, ...(payload ? { payload } : {}) }));
/** A verified watch started at `now`: the session's end reported when its whole length has passed on its clock. */
async function watch(user: User, kind: 'daily' | 'promotion', videoId: number, now = new Date()) {
  const progress = await watchedAt(t, user, kind, videoId, now);
  expect(progress.watched).toBe(true);
}

/** Two questions, "Right" correct; `Wrong` is the other choice. */
function question(videoId: number, n: number, correct: 'Right' | 'Wrong' = 'Right') {
  return {
    video_id: videoId,
    question: { en: `Question ${n}?`, ta: `கேள்வி ${n}?` },
    choices: [
      { en: 'Right', ta: 'சரி', correct: correct === 'Right' },
      { en: 'Wrong', ta: 'தவறு', correct: correct === 'Wrong' },
    ],
  };
}

/** Today's promotion videos, both sessions, orders 1–4, two questions each (the default weights): their ids. */
async function scheduleToday(): Promise<number[]> {
  const questions = [1, 2].map((n) => ({ en: `Question ${n}?`, ta: `கேள்வி ${n}?` }));
  const ids: number[] = [];
  for (const session of [1, 2])
    for (const order of [1, 2, 3, 4])
      ids.push(await promotionVideo(t, root, { date: today, session, order, questions }));
  return ids;
}

/** A level-1 promoter served today's set 1, watched it and started its quiz. */
async function startedAttempt() {
  const user = await promoterAt(t, 1, root);
  const served = (await send(user, 'GET', 'user-promoter-video-get')).json();
  expect(served.state, JSON.stringify(served)).toBe('ready');
  await watch(user, 'promotion', served.video.id);
  const started = await send(user, 'POST', 'user-promoter-quiz-start', {
    attempt_id: served.attempt_id,
    language: 'en',
  });
  expect(started.statusCode, started.body).toBe(200);
  const questions = started.json().questions as {
    id: number;
    text: string;
    choices: { id: number; text: string }[];
  }[];
  return { user, attemptId: served.attempt_id as number, videoId: served.video.id as number, questions };
}

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
  await openGates(t);
  await scheduleToday();
});
afterAll(() => t.close());

describe('deleting a video learners point at', () => {
  it('a promotion video with a quiz attempt is refused with the reason (not a 500), and the attempt stays', async () => {
    const { attemptId, videoId } = await startedAttempt();
    const refused = await send(root, 'DELETE', `promotion-videos/${videoId}`);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(DELETE_REFUSED.attempts);
    expect(await t.db.$count(videos, eq(videos.id, videoId))).toBe(1);
    expect(await t.db.$count(quizAttempts, eq(quizAttempts.id, attemptId))).toBe(1);
    // Editing it instead is allowed.
    const edited = await send(root, 'PUT', `promotion-videos/${videoId}`, {
      title: 'Renamed',
      youtube_url: youtube,
      duration_seconds: 40,
      showing_date: today,
      session: (await t.db.select().from(videos).where(eq(videos.id, videoId)))[0]!.session,
      order: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('a daily video someone watched is refused, so their "watched today" stays; switching it off keeps it too', async () => {
    const daily = (
      await send(root, 'POST', 'daily-videos', {
        title: 'Today',
        youtube_url: youtube,
        duration_seconds: 30,
        showing_date: today,
      })
    ).json();
    const user = await registerAndLogin(t.app, root.promoterCode);
    await watch(user, 'daily', daily.id);
    expect((await send(user, 'POST', 'daily-videos-watched', { video_id: daily.id })).statusCode).toBe(200);

    const refused = await send(root, 'DELETE', `daily-videos/${daily.id}`);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(DELETE_REFUSED.dailyViews);
    expect(await t.db.$count(videos, eq(videos.id, daily.id))).toBe(1);
    expect(await t.db.$count(dailyVideoViews, eq(dailyVideoViews.userId, user.userId))).toBe(1);

    const off = await send(root, 'PUT', `daily-videos/${daily.id}`, {
      title: 'Today',
      youtube_url: youtube,
      duration_seconds: 30,
      showing_date: today,
      is_active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await send(user, 'GET', 'daily-videos-status')).json()).toEqual({ date: today, watched: true });
  });

  it('a video nobody has a record of is deleted, with the watch sessions played on it', async () => {
    const daily = (
      await send(root, 'POST', 'daily-videos', {
        title: 'Unwatched',
        youtube_url: youtube,
        duration_seconds: 30,
        showing_date: '2030-01-01',
      })
    ).json();
    const user = await registerAndLogin(t.app, root.promoterCode);
    // Watched on its day, but never recorded as that day's video.
    await watch(user, 'daily', daily.id, new Date('2030-01-01T05:00:00Z'));
    expect((await send(root, 'DELETE', `daily-videos/${daily.id}`)).json()).toEqual({ message: 'Deleted' });
    expect(await t.db.$count(videos, eq(videos.id, daily.id))).toBe(0);
    expect(await t.db.$count(watchSessions, eq(watchSessions.videoId, daily.id))).toBe(0);
  });
});

describe('an attempt already served', () => {
  it('is graded on the questions it served, though the admin edits them between the quiz start and the answers', async () => {
    const { user, attemptId, videoId, questions } = await startedAttempt();
    expect(questions).toHaveLength(2);
    const [before] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));

    // The admin rewrites every question of the video: new text, and "Wrong" is now the correct choice.
    const { data } = (await send(root, 'GET', `promotion-video-quizzes?video_id=${videoId}`)).json();
    for (const [index, row] of (data as { id: number }[]).entries()) {
      const edited = await send(root, 'PUT', `promotion-video-quizzes/${row.id}`, {
        ...question(videoId, index + 1, 'Wrong'),
        question: { en: `Rewritten ${index + 1}?`, ta: `மாற்றம் ${index + 1}?` },
      });
      expect(edited.statusCode, edited.body).toBe(200);
    }

    // The promoter answers what was shown: "Right" on both.
    const answers = questions.map((served) => ({
      question_id: served.id,
      choice_id: served.choices.find((choice) => choice.text === 'Right')!.id,
    }));
    const graded = await send(user, 'POST', 'user-promoter-quiz-result-get', {
      attempt_id: attemptId,
      answers,
    });
    expect(graded.statusCode, graded.body).toBe(200);
    expect(graded.json()).toMatchObject({ score: 2, total: 2, message: 'You scored 2 out of 2' });
    const [after] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
    expect(after).toMatchObject({ score: 2, total: 2 });
    expect(after!.served).toEqual(before!.served);
    expect(JSON.stringify(after!.served)).not.toMatch(/Rewritten/);

    // A quiz started after the edit gets the new questions.
    const next = await startedAttempt();
    expect(next.questions.map((served) => served.text).sort()).toEqual(['Rewritten 1?', 'Rewritten 2?']);
  });
});
