import { describe, expect, it } from 'vitest';
import { startOfIndiaDay } from '@portal/shared';
import { addWorkingHours, isOverdue, statusesAllowing, ticketDeadlines } from './grievance.rules.js';

/** 10:00–18:00 India time, Monday to Saturday: 8 working hours a day. */
const CALENDAR = {
  acknowledge_working_hours: 48,
  resolve_days: 30,
  day_starts: 10,
  day_ends: 18,
  working_days: [1, 2, 3, 4, 5, 6],
};
/** An India wall-clock time ('2026-11-23T11:00:00') as an instant. */
const india = (local: string) => {
  const [day, time] = local.split('T');
  const [hours, minutes, seconds] = time!.split(':').map(Number);
  return new Date(startOfIndiaDay(day!).getTime() + ((hours! * 60 + minutes!) * 60 + seconds!) * 1000);
};

describe('working hours', () => {
  it.each([
    // 2026-11-23 is a Monday.
    ['within the day', '2026-11-23T11:00:00', 2, '2026-11-23T13:00:00'],
    ['to the end of the day exactly', '2026-11-23T10:00:00', 8, '2026-11-23T18:00:00'],
    ['into the next day', '2026-11-23T17:00:00', 2, '2026-11-24T11:00:00'],
    ['raised before opening: counts from 10:00', '2026-11-23T07:30:00', 1, '2026-11-23T11:00:00'],
    ['raised after closing: counts from the next opening', '2026-11-23T21:00:00', 1, '2026-11-24T11:00:00'],
    ['over Sunday', '2026-11-28T17:00:00', 2, '2026-11-30T11:00:00'],
    ['raised on Sunday', '2026-11-29T12:00:00', 1, '2026-11-30T11:00:00'],
    ['48 hours: six working days', '2026-11-23T10:00:00', 48, '2026-11-28T18:00:00'],
  ])('%s', (_, from, hours, expected) => {
    expect(addWorkingHours(india(from), hours, CALENDAR).toISOString()).toBe(india(expected).toISOString());
  });

  it('gives a ticket its two deadlines: working hours to acknowledge, calendar days to resolve', () => {
    const raised = india('2026-11-27T16:00:00'); // a Friday
    const { acknowledgeBy, resolveBy } = ticketDeadlines(raised, CALENDAR);
    // Friday 2 h, Saturday 8 h, then 38 h from Monday: Monday–Thursday 32 h, Friday 6 h.
    expect(acknowledgeBy.toISOString()).toBe(india('2026-12-04T16:00:00').toISOString());
    expect(resolveBy.toISOString()).toBe(india('2026-12-27T16:00:00').toISOString());
  });
});

describe('overdue tickets and status changes', () => {
  const ticket = { acknowledgeBy: india('2026-12-01T10:00:00'), resolveBy: india('2026-12-20T10:00:00') };
  it.each([
    [0, '2026-11-30T10:00:00', false],
    [0, '2026-12-01T10:00:01', true],
    [1, '2026-12-05T10:00:00', false],
    [1, '2026-12-20T10:00:01', true],
    [2, '2026-12-25T10:00:00', false],
    [3, '2026-12-25T10:00:00', false],
  ])('status %i at %s: overdue %s', (status, now, expected) => {
    expect(isOverdue({ ...ticket, status }, india(now))).toBe(expected);
  });

  it('moves open → acknowledged → resolved → closed (open may be resolved at once)', () => {
    expect(statusesAllowing(1)).toEqual([0]);
    expect(statusesAllowing(2)).toEqual([0, 1]);
    expect(statusesAllowing(3)).toEqual([2]);
  });
});
