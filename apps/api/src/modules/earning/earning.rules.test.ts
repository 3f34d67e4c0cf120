import { describe, expect, it } from 'vitest';
import {
  answerDeadline,
  dayProgress,
  grade,
  sessionAt,
  videoOrderOf,
  type ServedCopy,
} from './earning.rules.js';

const question = (id: number, weight: number, correct: number): ServedCopy => ({
  id,
  text: `Q${id}`,
  time_limit: 30,
  weight,
  correct_choice_id: correct,
  choices: [],
});

describe('sessions', () => {
  it('switch at 12:00 India time', () => {
    expect(sessionAt(new Date('2026-11-23T06:29:59Z'))).toBe(1);
    expect(sessionAt(new Date('2026-11-23T06:30:00Z'))).toBe(2);
    expect(sessionAt(new Date('2026-11-23T18:29:59Z'))).toBe(2);
    expect(sessionAt(new Date('2026-11-23T18:30:00Z'))).toBe(1);
  });

  it('orders 1 and 2 are set 1 and its retry; 3 and 4 set 2', () => {
    expect([
      videoOrderOf(1, false),
      videoOrderOf(1, true),
      videoOrderOf(2, false),
      videoOrderOf(2, true),
    ]).toEqual([1, 2, 3, 4]);
  });

  it('answers count until the served limits plus 5 seconds', () => {
    expect(answerDeadline(new Date('2026-11-23T10:00:00Z'), [30, 30, 20]).toISOString()).toBe(
      '2026-11-23T10:01:25.000Z',
    );
  });
});

describe('grade', () => {
  const served = [question(1, 10, 11), question(2, 10, 21), question(3, 10, 31)];

  it('one correct answer of three scores 1/3 and pays a third, rounded down', () => {
    const result = grade(served, [{ question_id: 1, choice_id: 11 }], 250, true);
    expect(result).toMatchObject({ score: 1, total: 3, earned: 83 });
  });

  it('ignores unserved questions and repeated answers; unanswered is wrong', () => {
    const result = grade(
      served,
      [
        { question_id: 99, choice_id: 1 },
        { question_id: 2, choice_id: 22 },
        { question_id: 2, choice_id: 21 },
      ],
      250,
      true,
    );
    expect(result).toMatchObject({ score: 0, total: 3, earned: 0 });
  });

  it('weights by level', () => {
    const weighted = [question(1, 30, 11), question(2, 10, 21)];
    expect(grade(weighted, [{ question_id: 1, choice_id: 11 }], 9250, true)).toMatchObject({
      score: 1,
      earned: 6937,
    });
    expect(grade(weighted, [{ question_id: 2, choice_id: 21 }], 9250, true)).toMatchObject({
      score: 1,
      earned: 2312,
    });
  });

  it('pays nothing for late answers, and everything for all correct', () => {
    const all = served.map((q) => ({ question_id: q.id, choice_id: q.correct_choice_id }));
    expect(grade(served, all, 5000, false)).toMatchObject({ score: 0, earned: 0 });
    expect(grade(served, all, 5000, true)).toMatchObject({ score: 3, earned: 5000 });
  });
});

describe('today’s sessions', () => {
  it('counts each session’s sets done and remaining; a session that is over has none remaining', () => {
    const paid = [
      { session: 1, setNo: 1 },
      { session: 2, setNo: 2 },
    ];
    expect(dayProgress(paid, 2, 1)).toEqual([
      { session: 1, over: false, sets_total: 2, sets_done: 1, sets_remaining: 1 },
      { session: 2, over: false, sets_total: 2, sets_done: 1, sets_remaining: 1 },
    ]);
    expect(dayProgress(paid, 2, 2)).toEqual([
      { session: 1, over: true, sets_total: 2, sets_done: 1, sets_remaining: 0 },
      { session: 2, over: false, sets_total: 2, sets_done: 1, sets_remaining: 1 },
    ]);
  });

  it('keeps a set paid before the sets per session were lowered, and has no sets without a level', () => {
    expect(dayProgress([{ session: 1, setNo: 2 }], 1, 1)[0]).toEqual({
      session: 1,
      over: false,
      sets_total: 2,
      sets_done: 1,
      sets_remaining: 1,
    });
    expect(dayProgress([], 0, 2).map((day) => day.sets_total)).toEqual([0, 0]);
  });
});
