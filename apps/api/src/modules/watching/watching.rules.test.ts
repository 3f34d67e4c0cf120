import { describe, expect, it } from 'vitest';
import { progressAfter } from './watching.rules.js';

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
