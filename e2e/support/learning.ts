import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { indiaDate } from '@portal/shared';
import { ok } from './fixtures';
import { expect } from './programme';

/**
 * A real 3-second 320×240 MP4 with sound: the server makes it a ladder of two rungs (144p and
 * 240p; docs/decisions/158-video-ladder-made-at-upload.md), so the players play HLS once it is
 * ready and a test can tell the lowest rung from the other.
 */
const CLIP = readFileSync(fileURLToPath(new URL('../../apps/api/media/clip-3s-240p.mp4', import.meta.url)));

export interface VideoJson {
  id: number;
  file: string | null;
  youtube_url: string | null;
  duration_seconds: number;
}

/** POST upload as the admin: the stored file's name and length. */
export async function uploadClip(
  root: APIRequestContext,
): Promise<{ file: string; duration_seconds: number }> {
  return ok(
    await root.post('/api/v1/upload', {
      multipart: { video: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: CLIP } },
    }),
    201,
  );
}

/**
 * A slot only one video can hold (today's daily video, a training day) is shared by every test of
 * the run: the first test makes it with the clip, later ones find it there.
 */
async function ensureVideo(
  root: APIRequestContext,
  path: 'daily-videos' | 'training-videos',
  matches: (video: Record<string, unknown>) => boolean,
  input: Record<string, unknown>,
): Promise<VideoJson & { created?: boolean }> {
  const list = await ok<{ data: (VideoJson & Record<string, unknown>)[] }>(
    await root.get(`/api/v1/${path}?page_size=100`),
  );
  const found = list.data.find(matches);
  if (found) return found;
  const clip = await uploadClip(root);
  const created = await root.post(`/api/v1/${path}`, {
    data: { description: '', ...input, file: clip.file, duration_seconds: clip.duration_seconds },
  });
  if (created.status() === 422) return ensureVideo(root, path, matches, input); // made meanwhile
  return { ...(await ok<VideoJson>(created, 201)), created: true };
}

export function ensureTodaysDailyVideo(root: APIRequestContext) {
  const today = indiaDate();
  return ensureVideo(root, 'daily-videos', (video) => video.showing_date === today, {
    title: 'Message of the day',
    showing_date: today,
    is_active: true,
    in_rotation: false,
  });
}

/**
 * Today's promotion videos, both sessions, orders 1–4, each with two questions in English and
 * Tamil. The rows are the whole run's (one video per day, session and order): whichever test
 * comes first makes them, so they have one time limit for every test, long enough to answer while
 * a test reads the screen (a test that lets a question run out waits for what its timer shows).
 */
export async function ensureTodaysPromotionVideos(root: APIRequestContext) {
  const today = indiaDate();
  const { data } = await ok<{
    data: { showing_date: string | null; session: number | null; order: number | null }[];
  }>(await root.get('/api/v1/promotion-videos?page_size=100'));
  const clip = await uploadClip(root);
  for (const session of [1, 2])
    for (const order of [1, 2, 3, 4]) {
      const taken = data.some((v) => v.showing_date === today && v.session === session && v.order === order);
      if (taken) continue;
      const made = await root.post('/api/v1/promotion-videos', {
        data: {
          title: `Promotion ${session}/${order}`,
          file: clip.file,
          duration_seconds: clip.duration_seconds,
          showing_date: today,
          session,
          order,
        },
      });
      if (made.status() === 422) continue; // made meanwhile by another test
      const video = await ok<{ id: number }>(made, 201);
      for (const n of [1, 2])
        await ok(
          await root.post('/api/v1/promotion-video-quizzes', {
            data: {
              video_id: video.id,
              question: { en: `Which wallet gets 95 % of a payout? (${n})`, ta: `95 % எந்த பணப்பைக்கு? (${n})` },
              choices: [
                { en: 'Cash Wallet', ta: 'பண பணப்பை', correct: true },
                { en: 'Grow Wallet', ta: 'வளர்ச்சி பணப்பை', correct: false },
              ],
              time_limit: 30,
            },
          }),
          201,
        );
    }
}

export interface QuizQuestionJson {
  id: number;
  question: { en: string; ta: string };
  choices: { en: string; ta: string; correct: boolean }[];
}

/** Training day 1 with its video and at least two bilingual questions. */
export async function ensureTrainingDayOne(root: APIRequestContext) {
  const video = await ensureVideo(root, 'training-videos', (row) => row.day === 1, {
    title: 'Welcome to the programme',
    day: 1,
    quiz_enabled: true,
  });
  const listQuestions = async () =>
    (
      await ok<{ data: QuizQuestionJson[] }>(
        await root.get(`/api/v1/training-video-quizzes?video_id=${video.id}`),
      )
    ).data;
  if (video.created) {
    // Only the test that made the day adds its questions, so no user is served a half-made quiz.
    for (const n of [1, 2])
      await ok(
        await root.post('/api/v1/training-video-quizzes', {
          data: {
            video_id: video.id,
            question: {
              en: `Which wallet receives scratch card rewards? (${n})`,
              ta: `ஸ்கிராட்ச் கார்டு வெகுமதி எந்த பணப்பையில் வரும்? (${n})`,
            },
            choices: [
              { en: 'Cash Wallet', ta: 'பண பணப்பை', correct: false },
              { en: 'Scratch Wallet', ta: 'ஸ்கிராட்ச் பணப்பை', correct: true },
            ],
          },
        }),
        201,
      );
  }
  await expect
    .poll(async () => (await listQuestions()).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  const data = await listQuestions();
  return { video, questions: data };
}

/**
 * Waits until the page's player has its source. hls.js, loaded on demand, attaches its own, and a
 * play() begun before that is aborted by the new load ("interrupted by a new load request").
 */
export async function hasSource(page: Page) {
  const video = page.locator('video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.src !== '')).toBe(true);
}

/** Plays the page's video to its end (a real 3 s of playing; the server counts real time). */
export async function playToTheEnd(page: Page) {
  const video = page.locator('video');
  await expect(video).toBeVisible();
  await hasSource(page);
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.ended), { timeout: 20_000 })
    .toBe(true);
}

/**
 * YouTube-link videos on `date`: a daily video (when `daily`) and the first `morning` and
 * `evening` orders of each session's promotion videos. A slot already taken (a retried test) is
 * left as it is.
 */
export async function scheduleVideos(
  root: APIRequestContext,
  date: string,
  { daily, morning, evening }: { daily: boolean; morning: number; evening: number },
) {
  const video = { youtube_url: 'https://youtu.be/dQw4w9WgXcQ', duration_seconds: 60, showing_date: date };
  const made = (response: { status(): number }) => expect([201, 422]).toContain(response.status());
  if (daily) made(await root.post('/api/v1/daily-videos', { data: { ...video, title: `Daily ${date}` } }));
  for (const [session, orders] of [
    [1, morning],
    [2, evening],
  ] as const)
    for (let order = 1; order <= orders; order++)
      made(
        await root.post('/api/v1/promotion-videos', {
          data: { ...video, title: `Promotion ${date} ${session}/${order}`, session, order },
        }),
      );
}

/**
 * A showing date of the test's own, far ahead of `fromYear`, so a video saved for it never meets
 * another run's (one daily video a date).
 */
export function ownShowingDate(fromYear: number): string {
  const day = new Date(Date.UTC(fromYear, 0, 1) + (Date.now() % 3000) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

export interface MediaJson {
  status: string;
  hls_url: string | null;
  poster_url: string | null;
  renditions: { height: number; bandwidth: number }[];
}

/** The daily video's `media` once the server's job has made its ladder (waits up to a minute). */
export async function readyMedia(root: APIRequestContext, id: number): Promise<MediaJson> {
  let media: MediaJson | undefined;
  await expect
    .poll(
      async () => {
        const { data } = (await (await root.get('/api/v1/daily-videos?page_size=100')).json()) as {
          data: { id: number; media: MediaJson }[];
        };
        media = data.find((video) => video.id === id)?.media;
        return media?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('ready');
  return media!;
}

/**
 * Plays until the player really plays (the server's clock starts), pauses and jumps to `seconds`:
 * the server's answer to the jump's report.
 */
export async function jumpAhead(
  page: Page,
  seconds: number,
): Promise<{ watched: boolean; position: number }> {
  const credited = page.waitForResponse(
    (response) =>
      /\/watch-sessions\/[^/]+\/progress$/.test(new URL(response.url()).pathname) &&
      response.request().postDataJSON()?.position >= seconds,
  );
  await hasSource(page);
  await page.locator('video').evaluate(async (element: HTMLVideoElement, to: number) => {
    element.muted = true;
    await element.play();
    element.pause();
    element.currentTime = to;
  }, seconds);
  return (await (await credited).json()) as { watched: boolean; position: number };
}
