import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { indiaDate } from '@portal/shared';
import { expect } from './programme';

/** A real 3-second WebM (no sound), the one the API's own tests upload. */
const CLIP = readFileSync(fileURLToPath(new URL('../../apps/api/media/clip-3s.webm', import.meta.url)));

export interface VideoJson {
  id: number;
  file: string | null;
  youtube_url: string | null;
  duration_seconds: number;
}

async function ok<T>(
  response: { status(): number; text(): Promise<string>; json(): Promise<unknown> },
  status = 200,
) {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** POST upload as the admin: the stored file's name and length. */
export async function uploadClip(
  root: APIRequestContext,
): Promise<{ file: string; duration_seconds: number }> {
  return ok(
    await root.post('/api/v1/upload', {
      multipart: { video: { name: 'clip.webm', mimeType: 'video/webm', buffer: CLIP } },
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

/** Plays the page's video to its end (a real 3 s of playing; the server counts real time). */
export async function playToTheEnd(page: Page) {
  const video = page.locator('video');
  await expect(video).toBeVisible();
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
