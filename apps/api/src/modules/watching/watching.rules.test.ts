import { describe, expect, it } from 'vitest';
import {
  CHECKPOINT_SECONDS,
  isExpired,
  mustRecord,
  progressAfter,
  sessionExpiry,
  watchWindow,
} from './watching.rules.js';

const start = new Date('2026-11-23T10:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
const report = (reported: number, seconds: number, previous = 0, duration = 100) =>
  progressAfter({
    durationSeconds: duration,
    startedAt: start,
    previousPosition: previous,
    reportedPosition: reported,
    now: at(seconds),
  });

describe('progressAfter', () => {
  it('does not count 100 % reported at once, nor a seek to the end', () => {
    expect(report(100, 1)).toEqual({ position: 3, watched: false });
    expect(report(100, 30, 28)).toEqual({ position: 32, watched: false });
  });

  it('counts a video once position and real time both reach 90 %', () => {
    expect(report(89, 89, 87)).toEqual({ position: 89, watched: false });
    expect(report(90, 90, 89)).toEqual({ position: 90, watched: true });
  });

  it('needs the time even when the position is there', () => {
    expect(report(95, 85, 95)).toEqual({ position: 95, watched: false });
  });

  it('never moves the position back, and never past the end', () => {
    expect(report(10, 60, 50)).toEqual({ position: 50, watched: false });
    expect(report(500, 400, 99)).toEqual({ position: 100, watched: true });
  });

  it('rounds a short video up: 3 seconds need 2.7 seconds', () => {
    expect(report(3, 2.7, 0, 3)).toEqual({ position: 3, watched: true });
    expect(report(3, 2.6, 0, 3)).toEqual({ position: 3, watched: false });
  });
});

describe('sessionExpiry', () => {
  it('ends a session three lengths and ten minutes after it started', () => {
    expect(sessionExpiry(start, 40)).toEqual(at(40 * 3 + 600));
    expect(isExpired({ expiresAt: sessionExpiry(start, 40) }, at(720))).toBe(false);
    expect(isExpired({ expiresAt: sessionExpiry(start, 40) }, at(721))).toBe(true);
  });
});

describe('watchWindow', () => {
  it('a promotion watch counts only for the attempt its session was opened for, whenever it started', () => {
    expect(watchWindow({ kind: 'promotion', videoId: 7, attemptId: 42 })).toEqual({
      videoId: 7,
      attemptId: 42,
    });
  });

  it('a daily or training watch counts only when its session started on the task’s India day', () => {
    for (const kind of ['daily', 'training'] as const)
      expect(watchWindow({ kind, videoId: 7, date: '2026-11-23' })).toEqual({
        videoId: 7,
        // 00:00 India on 23 November to 00:00 India on the 24th.
        startedFrom: new Date('2026-11-22T18:30:00Z'),
        startedBefore: new Date('2026-11-23T18:30:00Z'),
      });
  });
});

describe('what a progress report records (docs/decisions/164-progress-reports-that-write-nothing.md)', () => {
  const playing = (position: number) => ({ position, watched: false });
  it('records the watch once it counts, a pause past the recorded position, and each 15-second checkpoint', () => {
    expect(mustRecord(40, { position: 40, watched: true }, false)).toBe(true);
    expect(mustRecord(40, playing(41), true)).toBe(true);
    expect(mustRecord(40, playing(40 + CHECKPOINT_SECONDS), false)).toBe(true);
  });
  it('writes nothing for a playing report short of the checkpoint, or a position not past the recorded one', () => {
    expect(mustRecord(40, playing(54), false)).toBe(false);
    expect(mustRecord(40, playing(40), true)).toBe(false);
    expect(mustRecord(40, playing(12), true)).toBe(false);
  });
});
