import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, quizChoices, quizQuestions, videos } from '../../db/schema.js';
import { asSession, loginRoot, registerAndLogin, type Session, uploadFile } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let root: Session;
let user: Session;

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
  user = await registerAndLogin(t.app, root.promoterCode);
});
afterAll(() => t.close());

const send = (
  session: Session,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject(asSession(session, { method, url: `/api/v1/${url}`, ...(payload ? { payload } : {}) }));
const youtube = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const media = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../media/${name}`, import.meta.url)));
/** The smallest valid PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** POST upload as the super admin: the stored file's name. */
const upload = (field: 'video' | 'image', bytes: Buffer, filename: string) =>
  uploadFile(t.app, root, field, bytes, filename);

export const question = (videoId: number, overrides: Record<string, unknown> = {}) => ({
  video_id: videoId,
  question: { en: 'What is the capital of Tamil Nadu?', ta: 'தமிழ்நாட்டின் தலைநகரம் எது?' },
  choices: [
    { en: 'Madurai', ta: 'மதுரை', correct: false },
    { en: 'Chennai', ta: 'சென்னை', correct: true },
    { en: 'Salem', ta: 'சேலம்', correct: false },
  ],
  ...overrides,
});

describe('videos', () => {
  it('daily: one per showing date, a YouTube link or a file, audited', async () => {
    const payload = {
      title: 'Welcome',
      youtube_url: youtube,
      duration_seconds: 212,
      showing_date: '2026-12-01',
    };
    const created = await send(root, 'POST', 'daily-videos', payload);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      kind: 'daily',
      url: youtube,
      is_active: true,
      in_rotation: false,
    });
    const twice = await send(root, 'POST', 'daily-videos', { ...payload, title: 'Again' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.showing_date).toEqual(['A daily video is already scheduled on this date']);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'daily_video.create'), eq(auditLogs.entityId, String(created.json().id))),
      );
    expect(audit?.actorId).toBe(root.userId);
  });

  it('refuses a link that is not YouTube, both or neither source, and a bad duration', async () => {
    const base = { title: 'Day', duration_seconds: 60, day: 1 };
    const notYoutube = await send(root, 'POST', 'training-videos', {
      ...base,
      youtube_url: 'https://vimeo.com/123',
    });
    expect(notYoutube.json().errors.youtube_url).toEqual([
      'Enter a YouTube video link (youtube.com/watch?v=… or youtu.be/…)',
    ]);
    const neither = await send(root, 'POST', 'training-videos', base);
    expect(neither.json().errors.youtube_url).toEqual(['Give either a YouTube link or an uploaded file']);
    const both = await send(root, 'POST', 'training-videos', {
      ...base,
      youtube_url: youtube,
      file: '0b6f1f4e-8f0a-4d6e-9d4e-3d2b1c0a9f8e.mp4',
    });
    expect(both.json().errors.youtube_url).toEqual(['Give either a YouTube link or an uploaded file']);
    const missingFile = await send(root, 'POST', 'training-videos', {
      ...base,
      file: '0b6f1f4e-8f0a-4d6e-9d4e-3d2b1c0a9f8e.mp4',
    });
    expect(missingFile.json().errors.file).toEqual([
      'This file was not uploaded, or was removed: upload it again',
    ]);
    const duration = await send(root, 'POST', 'training-videos', {
      ...base,
      youtube_url: youtube,
      duration_seconds: 0,
    });
    expect(duration.json().errors.duration_seconds).toEqual([
      'Duration must be a whole number of seconds, at least 1',
    ]);
    expect(await t.db.$count(videos, eq(videos.kind, 'training'))).toBe(0);
  });

  it('training: one per day; promotion: one per date, session and order', async () => {
    const day = await send(root, 'POST', 'training-videos', {
      title: 'Day 2',
      youtube_url: youtube,
      duration_seconds: 90,
      day: 2,
    });
    expect(day.statusCode).toBe(201);
    const sameDay = await send(root, 'POST', 'training-videos', {
      title: 'Day 2b',
      youtube_url: youtube,
      duration_seconds: 90,
      day: 2,
    });
    expect(sameDay.json().errors.day).toEqual(['This training day already has a video']);
    const slot = {
      title: 'Promo',
      youtube_url: youtube,
      duration_seconds: 45,
      showing_date: '2026-12-02',
      session: 1,
      order: 1,
    };
    expect((await send(root, 'POST', 'promotion-videos', slot)).statusCode).toBe(201);
    expect((await send(root, 'POST', 'promotion-videos', { ...slot, session: 2 })).statusCode).toBe(201);
    const clash = await send(root, 'POST', 'promotion-videos', slot);
    expect(clash.json().errors.order).toEqual(['This date and session already have a video in this order']);
    expect((await send(root, 'POST', 'promotion-videos', { ...slot, order: 5 })).json().errors.order).toEqual(
      ['Choose an order from 1 to 4'],
    );
    const list = (
      await t.app.inject(
        asSession(root, {
          url: '/api/v1/promotion-videos',
          query: { search_param: JSON.stringify({ session: 2 }) },
        }),
      )
    ).json();
    expect(list.data.map((row: { session: number }) => row.session)).toEqual([2]);
  });

  it('updates and deletes within its kind only, and is for admins only', async () => {
    const created = (
      await send(root, 'POST', 'daily-videos', {
        title: 'Old',
        youtube_url: youtube,
        duration_seconds: 30,
        showing_date: '2026-12-05',
      })
    ).json();
    const updated = await send(root, 'PUT', `daily-videos/${created.id}`, {
      title: 'New',
      youtube_url: youtube,
      duration_seconds: 31,
      showing_date: '2026-12-06',
    });
    expect(updated.json()).toMatchObject({ title: 'New', showing_date: '2026-12-06' });
    expect((await send(root, 'DELETE', `training-videos/${created.id}`)).statusCode).toBe(404);
    expect((await send(user, 'DELETE', `daily-videos/${created.id}`)).statusCode).toBe(403);
    expect((await send(user, 'POST', 'daily-videos', { title: 'x' })).statusCode).toBe(403);
    expect((await send(root, 'DELETE', `daily-videos/${created.id}`)).json()).toEqual({ message: 'Deleted' });
    expect(await t.db.$count(videos, eq(videos.id, created.id))).toBe(0);
  });
});

describe('the Promotion Videos list', () => {
  it('reads newest date first, and within a date its sessions and orders from 1', async () => {
    for (const [session, order] of [
      [2, 1],
      [1, 2],
      [1, 1],
    ])
      expect(
        (
          await send(root, 'POST', 'promotion-videos', {
            title: `S${session} O${order}`,
            youtube_url: youtube,
            duration_seconds: 45,
            showing_date: '2026-12-03',
            session,
            order,
          })
        ).statusCode,
      ).toBe(201);
    const slots = async (query: Record<string, string>) =>
      (
        await t.app.inject(
          asSession(root, {
            url: '/api/v1/promotion-videos',
            query: {
              search_param: JSON.stringify({ fromdate: '2026-12-03', todate: '2026-12-03' }),
              ...query,
            },
          }),
        )
      )
        .json()
        .data.map((row: { session: number; order: number }) => [row.session, row.order]);
    const inOrder = [
      [1, 1],
      [1, 2],
      [2, 1],
    ];
    expect(await slots({})).toEqual(inOrder);
    expect(await slots({ sortBy: 'showing_date', sortDir: 'asc' })).toEqual(inOrder);
    expect(await slots({ sortBy: 'showing_date', sortDir: 'desc' })).toEqual(inOrder);
  });
});

describe('the Training Videos list', () => {
  it('filters by the quiz switched on or off', async () => {
    const off = await send(root, 'POST', 'training-videos', {
      title: 'No quiz today',
      youtube_url: youtube,
      duration_seconds: 30,
      day: 3,
      quiz_enabled: false,
    });
    expect(off.statusCode, off.body).toBe(201);
    const on = await send(root, 'POST', 'training-videos', {
      title: 'With a quiz',
      youtube_url: youtube,
      duration_seconds: 30,
      day: 4,
    });
    const list = async (quiz_enabled: string) => {
      const response = await t.app.inject(
        asSession(root, {
          url: '/api/v1/training-videos',
          query: { search_param: JSON.stringify({ quiz_enabled }), page_size: '100' },
        }),
      );
      return {
        status: response.statusCode,
        ids: (response.json().data ?? []).map((row: { id: number }) => row.id),
      };
    };
    const without = await list('false');
    expect(without).toEqual({ status: 200, ids: [off.json().id] });
    const withQuiz = await list('true');
    expect(withQuiz.ids).toContain(on.json().id);
    expect(withQuiz.ids).not.toContain(off.json().id);
    expect((await list('maybe')).status).toBe(422);
  });
});

describe('the length of an uploaded video', () => {
  it('is read from the file on create and on update, whatever the admin sends', async () => {
    const file = await upload('video', media('clip-3s.webm'), 'clip.webm');
    const created = await send(root, 'POST', 'training-videos', {
      title: 'Three seconds',
      file,
      duration_seconds: 1,
      day: 6,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().duration_seconds).toBe(3);
    const stored = async () =>
      (await t.db.select().from(videos).where(eq(videos.id, created.json().id)))[0]!.durationSeconds;
    expect(await stored()).toBe(3);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'training_video.create'), eq(auditLogs.entityId, String(created.json().id))),
      );
    expect(audit!.after).toMatchObject({ file, duration_seconds: 3 });

    // An edit sending another length, or none, keeps the file's.
    for (const duration_seconds of [600, undefined]) {
      const updated = await send(root, 'PUT', `training-videos/${created.json().id}`, {
        title: 'Three seconds',
        file,
        duration_seconds,
        day: 6,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().duration_seconds).toBe(3);
      expect(await stored()).toBe(3);
    }
  });

  it('must be readable: a picture is not a video; a YouTube link needs its length entered', async () => {
    const picture = await upload('image', PNG, 'photo.png');
    const asVideo = await send(root, 'POST', 'daily-videos', {
      title: 'Not a video',
      file: picture,
      duration_seconds: 30,
      showing_date: '2026-12-20',
    });
    expect(asVideo.statusCode).toBe(422);
    expect(asVideo.json().errors.file).toEqual(['The length of this file could not be read: upload a video']);
    const noLength = await send(root, 'POST', 'daily-videos', {
      title: 'Link',
      youtube_url: youtube,
      showing_date: '2026-12-20',
    });
    expect(noLength.json().errors.duration_seconds).toEqual([
      'Duration must be a whole number of seconds, at least 1',
    ]);
    expect(await t.db.$count(videos, eq(videos.showingDate, '2026-12-20'))).toBe(0);
    const link = await send(root, 'POST', 'daily-videos', {
      title: 'Link',
      youtube_url: youtube,
      duration_seconds: 212,
      showing_date: '2026-12-20',
    });
    expect(link.json().duration_seconds).toBe(212);
  });
});

describe('quiz questions', () => {
  let videoId: number;
  beforeAll(async () => {
    videoId = (
      await send(root, 'POST', 'training-videos', {
        title: 'Day 5',
        youtube_url: youtube,
        duration_seconds: 60,
        day: 5,
      })
    ).json().id;
  });

  it('are written once in English and Tamil and stored as two language rows with the same limit and weights', async () => {
    const created = await send(
      root,
      'POST',
      'training-video-quizzes',
      question(videoId, { time_limit: 45, promotor3: 40 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      video_id: videoId,
      question: { en: 'What is the capital of Tamil Nadu?' },
      time_limit: 45,
      promotor: 10,
      promotor1: 15,
      promotor2: 20,
      promotor3: 40,
      promotor4: 30,
    });
    const rows = await t.db.select().from(quizQuestions).where(eq(quizQuestions.groupId, created.json().id));
    expect(rows.map((row) => [row.langType, row.timeLimit, row.promotor3]).sort()).toEqual([
      [1, 45, 40],
      [2, 45, 40],
    ]);
    const tamil = rows.find((row) => row.langType === 2)!;
    const choices = await t.db.select().from(quizChoices).where(eq(quizChoices.questionId, tamil.id));
    expect(choices.map((choice) => [choice.choiceValue, choice.isCorrect])).toEqual([
      ['மதுரை', false],
      ['சென்னை', true],
      ['சேலம்', false],
    ]);
  });

  it('need exactly one correct choice, 2 to 6 choices and both languages', async () => {
    const none = await send(
      root,
      'POST',
      'training-video-quizzes',
      question(videoId, {
        choices: [
          { en: 'A', ta: 'அ', correct: false },
          { en: 'B', ta: 'ஆ', correct: false },
        ],
      }),
    );
    expect(none.json().errors.choices).toEqual(['Mark exactly one choice as correct']);
    const two = await send(
      root,
      'POST',
      'training-video-quizzes',
      question(videoId, {
        choices: [
          { en: 'A', ta: 'அ', correct: true },
          { en: 'B', ta: 'ஆ', correct: true },
        ],
      }),
    );
    expect(two.json().errors.choices).toEqual(['Mark exactly one choice as correct']);
    const one = await send(
      root,
      'POST',
      'training-video-quizzes',
      question(videoId, { choices: [{ en: 'A', ta: 'அ', correct: true }] }),
    );
    expect(one.json().errors.choices).toContain('Give 2 to 6 choices');
    const noTamil = await send(
      root,
      'POST',
      'training-video-quizzes',
      question(videoId, { question: { en: 'Q?', ta: ' ' } }),
    );
    expect(noTamil.json().errors['question.ta']).toEqual(['Tamil text is required']);
    const wrongKind = await send(root, 'POST', 'promotion-video-quizzes', question(videoId));
    expect(wrongKind.json().errors.video_id).toEqual(['No promotion video has this id']);
  });

  it('are edited and deleted as one question, both languages together', async () => {
    const { id } = (await send(root, 'POST', 'training-video-quizzes', question(videoId))).json();
    const edited = await send(
      root,
      'PUT',
      `training-video-quizzes/${id}`,
      question(videoId, { question: { en: 'Edited?', ta: 'திருத்தம்?' } }),
    );
    expect(edited.json()).toMatchObject({ id, question: { en: 'Edited?', ta: 'திருத்தம்?' } });
    const list = (
      await t.app.inject(
        asSession(root, { url: '/api/v1/training-video-quizzes', query: { video_id: String(videoId) } }),
      )
    ).json();
    expect(list.data.find((row: { id: number }) => row.id === id).question.en).toBe('Edited?');
    expect((await send(root, 'DELETE', `training-video-quizzes/${id}`)).statusCode).toBe(200);
    expect(await t.db.$count(quizQuestions, eq(quizQuestions.groupId, id))).toBe(0);
  });
});
