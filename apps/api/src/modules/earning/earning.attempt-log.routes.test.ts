import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate, indiaDate, type AttemptLogRow } from '@portal/shared';
import { asSession, loginRoot, type Session } from '../../test/fixtures.js';
import { openGates } from '../../test/programme.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { earningKit, indiaTime, type Member } from './earning.test-support.js';
import { exported } from '../../test/exports.js';

/**
 * The admins' attempt log (docs/product/content-and-earning.md, Promotion attempts): filtered by
 * date, promoter and confirmation, and exported as quiz_attempts.xlsx.
 */

let t: TestApp;
let root: Session;
let kit: ReturnType<typeof earningKit>;
let alice: Member;
let bob: Member;
const today = indiaDate();
const earlier = addDays(today, -5);
const later = addDays(today, -3);
/** Attempt ids: Alice's on the earlier and the later day, Bob's on the later day. */
const ids = { aliceEarlier: 0, aliceLater: 0, bobLater: 0 };

const log = async (filter: Record<string, string>, extra: Record<string, string> = {}) => {
  const response = await t.app.inject(
    asSession(root, {
      url: '/api/v1/quiz-attempts',
      query: { search_param: JSON.stringify(filter), page_size: '100', ...extra },
    }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: AttemptLogRow[] }).data;
};
const idsOf = (rows: AttemptLogRow[]) => rows.map((row) => row.id).sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
  kit = earningKit(t, root);
  await openGates(t);
  // Question text an admin typed as a formula must stay text in the export.
  await kit.scheduleVideo(earlier, 1, 1, [
    { en: '=HYPERLINK("http://x.example") one?' },
    { en: '=SUM(1,2) two?' },
    { en: '+3 three?' },
  ]);
  await kit.scheduleVideo(later, 1, 1);
  await kit.scheduleVideo(later, 2, 1);
  alice = await kit.promoter(1);
  bob = await kit.promoter(1);
  ids.aliceEarlier = (await kit.earnAt(alice, indiaTime(earlier, '10:00:00'))).served.attempt_id;
  // Every answer wrong but one question left unanswered.
  ids.aliceLater = (
    await kit.earnAt(alice, indiaTime(later, '18:30:00'), (questions) =>
      questions.slice(1).map((question) => ({
        question_id: question.id,
        choice_id: question.choices.find((choice) => choice.text === 'Wrong')!.id,
      })),
    )
  ).served.attempt_id;
  ids.bobLater = (await kit.earnAt(bob, indiaTime(later, '09:15:00'))).served.attempt_id;
});
afterAll(async () => {
  await t.close();
});

describe('the attempt log’s filters', () => {
  it('filters by the attempt’s India date: from, to, and both', async () => {
    expect(idsOf(await log({ fromdate: later }))).toEqual(
      [ids.aliceLater, ids.bobLater].sort((a, b) => a - b),
    );
    expect(idsOf(await log({ todate: earlier }))).toEqual([ids.aliceEarlier]);
    expect(idsOf(await log({ fromdate: earlier, todate: addDays(earlier, 1) }))).toEqual([ids.aliceEarlier]);
    expect(await log({ fromdate: addDays(later, 1) })).toEqual([]);
  });

  it('filters by one promoter’s username, matched exactly (any case), with the other filters', async () => {
    expect(idsOf(await log({ username: alice.username }))).toEqual(
      [ids.aliceEarlier, ids.aliceLater].sort((a, b) => a - b),
    );
    expect(idsOf(await log({ username: bob.username.toUpperCase() }))).toEqual([ids.bobLater]);
    expect(idsOf(await log({ username: alice.username, fromdate: later }))).toEqual([ids.aliceLater]);
    // Exact: a part of the username is no one.
    expect(await log({ username: alice.username.slice(0, -1) })).toEqual([]);
    const unknownKey = await t.app.inject(
      asSession(root, {
        url: '/api/v1/quiz-attempts',
        query: { search_param: JSON.stringify({ user: 'x' }) },
      }),
    );
    expect(unknownKey.statusCode).toBe(422);
  });
});

describe('quiz_attempts.xlsx', () => {
  it('holds the filtered attempts with their answers, times in India time, and formulas neutralised', async () => {
    const [aliceLaterRow] = await log({ username: alice.username, fromdate: later });
    const response = await exported(t, root, {
      url: '/api/v1/quiz-attempts',
      query: { exports: '1', search_param: JSON.stringify({ username: alice.username }), sortDir: 'asc' },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="quiz_attempts.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual([
      'Attempt ID',
      'Username',
      'Date',
      'Session',
      'Set',
      'Retry',
      'Video ID',
      'Level',
      'Language',
      'Questions',
      'Answers',
      'Score',
      'Per Video',
      'Amount',
      'Confirmed',
      'Served At',
      'Quiz Started',
      'Graded At',
      'Confirmed At',
    ]);
    expect(sheet.rowCount).toBe(3);
    const cells = (row: number) =>
      Object.fromEntries(
        headers.map((header, index) => [header, sheet.getRow(row).getCell(index + 1).value]),
      );

    const first = cells(2);
    expect(first).toMatchObject({
      'Attempt ID': String(ids.aliceEarlier),
      Username: alice.username,
      Date: new Date(`${earlier}T00:00:00Z`),
      Session: 'Morning',
      Set: 1,
      Retry: 'No',
      Score: '3/3',
      'Per Video': 5,
      Amount: 5,
      Confirmed: 'Yes',
      Answers: 'Right (right) | Right (right) | Right (right)',
      // Served at 10:00 India time, graded 5 s and confirmed 10 s later.
      'Served At': `${formatDate(earlier)} 10:00`,
      'Quiz Started': `${formatDate(earlier)} 10:00`,
      'Graded At': `${formatDate(earlier)} 10:00`,
      'Confirmed At': `${formatDate(earlier)} 10:00`,
    });
    // The first served question starts with = or +: the cell keeps it as text.
    expect(String(first.Questions)).toMatch(/^'[=+]/);
    expect(String(first.Questions)).toContain('=SUM(1,2) two?');

    const second = cells(3);
    expect(second).toMatchObject({
      'Attempt ID': String(ids.aliceLater),
      Session: 'Evening',
      Score: '0/3',
      Amount: 0,
      'Served At': `${formatDate(later)} 18:30`,
      'Confirmed At': `${formatDate(later)} 18:30`,
    });
    expect(String(second.Questions)).toBe(
      aliceLaterRow!.questions.map((question) => question.text).join(' | '),
    );
    // The first served question was left unanswered, the others answered wrong.
    expect(second.Answers).toBe('unanswered | Wrong (wrong) | Wrong (wrong)');
  });
});
