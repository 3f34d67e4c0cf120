import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaDate } from '@portal/shared';
import { asSession, loginRoot, registerAndLogin, type Session } from '../../test/fixtures.js';
import { watchedAt } from '../../test/programme.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The dashboards' content parts (docs/product/content-and-earning.md, Admin dashboard): the
 * admin's next 7 days of videos, and a user's tasks of the day (daily video, training day).
 */

let t: TestApp;
let root: Session;
const youtube = 'https://youtu.be/dQw4w9WgXcQ';
const today = indiaDate();
const day = (offset: number) => addDays(today, offset);

type User = Session & { username: string };
const send = (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject(asSession(session, { method, url: `/api/v1/${url}`, ...(payload ? { payload } : {}) }));

async function created(url: string, payload: object) {
  const response = await send(root, 'POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}
const daily = (showing_date: string, extra: object = {}) =>
  created('daily-videos', {
    title: `Daily ${showing_date}`,
    youtube_url: youtube,
    duration_seconds: 30,
    showing_date,
    ...extra,
  });
const promotion = (showing_date: string, session: number, order: number) =>
  created('promotion-videos', {
    title: `Promotion ${showing_date} ${session}/${order}`,
    youtube_url: youtube,
    duration_seconds: 30,
    showing_date,
    session,
    order,
  });

interface ContentDay {
  date: string;
  daily: number;
  rotation: boolean;
  promotion: number;
  promotion_sessions: { 1: number; 2: number };
}
async function week(): Promise<ContentDay[]> {
  const response = await send(root, 'GET', 'admin-dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content;
}

/** A verified watch: started now, its end reported once its whole length has passed. */
async function watch(user: User, kind: 'daily' | 'training', videoId: number) {
  expect((await watchedAt(t, user, kind, videoId)).watched).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
});
afterAll(() => t.close());

describe('admin dashboard: videos for the next 7 days', () => {
  it('counts what users will be shown: an active daily video or the rotation pool, and each session’s promotion videos', async () => {
    // Today: a daily video and a full morning; tomorrow: a daily video switched off and one evening video.
    await daily(day(0));
    for (const order of [1, 2, 3, 4]) await promotion(day(0), 1, order);
    await daily(day(1), { is_active: false });
    await promotion(day(1), 2, 1);
    await promotion(day(9), 1, 1); // beyond the week: not counted

    const before = await week();
    expect(before.map((row) => row.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(day));
    expect(before[0]).toEqual({
      date: day(0),
      daily: 1,
      rotation: false,
      promotion: 4,
      promotion_sessions: { 1: 4, 2: 0 },
    });
    // The switched-off video shows nothing: the day is missing its daily video.
    expect(before[1]).toEqual({
      date: day(1),
      daily: 0,
      rotation: false,
      promotion: 1,
      promotion_sessions: { 1: 0, 2: 1 },
    });
    expect(before.slice(2).every((row) => row.daily === 0 && !row.rotation && row.promotion === 0)).toBe(
      true,
    );

    // An inactive pool video fills nothing; an active one fills every day without its own video.
    const pool = await daily('2020-01-01', { in_rotation: true, is_active: false });
    expect((await week()).some((row) => row.rotation)).toBe(false);
    const on = await send(root, 'PUT', `daily-videos/${pool.id}`, {
      title: 'Pool',
      youtube_url: youtube,
      duration_seconds: 30,
      showing_date: '2020-01-01',
      in_rotation: true,
      is_active: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    const after = await week();
    expect(after.map((row) => [row.daily, row.rotation])).toEqual([
      [1, false],
      ...Array.from({ length: 6 }, () => [0, true]),
    ]);
  });
});

describe('user dashboard: today’s tasks', () => {
  it('follows the daily video and the training day: open, then done and the next day tomorrow', async () => {
    const trainingDay1 = await created('training-videos', {
      title: 'Day 1',
      youtube_url: youtube,
      duration_seconds: 30,
      day: 1,
      quiz_enabled: false,
    });
    const user = await registerAndLogin(t.app, root.promoterCode);
    const tasks = async () => {
      const response = await send(user, 'GET', 'user-dashboard');
      expect(response.statusCode, response.body).toBe(200);
      return response.json().tasks;
    };
    // Today's daily video was made by the test above.
    expect(await tasks()).toEqual({
      daily_video: { available: true, watched: false },
      training: { day: 1, next_day: 1, complete: false },
    });

    const todays = (await send(user, 'GET', 'daily-videos-today')).json().video;
    await watch(user, 'daily', todays.id);
    expect((await send(user, 'POST', 'daily-videos-watched', { video_id: todays.id })).statusCode).toBe(200);
    await watch(user, 'training', trainingDay1.id);
    const completed = await send(user, 'POST', 'user-day-training-mark-as-completed', { day: 1 });
    expect(completed.statusCode, completed.body).toBe(200);

    expect(await tasks()).toEqual({
      daily_video: { available: true, watched: true },
      training: { day: null, next_day: 2, complete: false },
    });
  });
});
