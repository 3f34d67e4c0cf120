import { describe, expect, it } from 'vitest';
import { PinStatus } from '@portal/shared';
import {
  afterWrongPin,
  AUTO_REJECT_REASON,
  autoRaiseBefore,
  autoRejectBefore,
  isLocked,
  levelRequestProblem,
  lockedMessage,
  stepRefusal,
  wrongPinMessage,
} from './pins.rules.js';

/** The PIN lifecycle's pure rules (docs/product/pins-and-levels.md). */
const now = new Date('2025-03-10T06:30:00.000Z');
const minutesLater = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('levelRequestProblem', () => {
  it('lets a Trainee ask for any level, from Promoter up', () => {
    for (const level of [0, 1, 2, 3, 4]) expect(levelRequestProblem(null, level)).toBeNull();
  });

  it('refuses the current level and any below it, allows the ones above', () => {
    expect(levelRequestProblem(2, 2)).toBe('You are already Promoter Level 2: choose a level above it');
    expect(levelRequestProblem(2, 1)).toBe('You are already Promoter Level 2: choose a level above it');
    expect(levelRequestProblem(2, 0)).toBe('You are already Promoter Level 2: choose a level above it');
    expect(levelRequestProblem(0, 0)).toBe('You are already Promoter: choose a level above it');
    expect(levelRequestProblem(2, 3)).toBeNull();
    expect(levelRequestProblem(0, 4)).toBeNull();
  });
});

describe('wrong PINs', () => {
  it('counts the first four wrong PINs without a lock', () => {
    expect([0, 1, 2, 3].map((count) => afterWrongPin(count, now))).toEqual([
      { wrongPins: 1, lockedUntil: null },
      { wrongPins: 2, lockedUntil: null },
      { wrongPins: 3, lockedUntil: null },
      { wrongPins: 4, lockedUntil: null },
    ]);
  });

  it('locks for 15 minutes at the fifth and starts the count again for after the lock', () => {
    expect(afterWrongPin(4, now)).toEqual({ wrongPins: 0, lockedUntil: minutesLater(15) });
    // The first wrong PIN after the lock is the first of five again.
    expect(afterWrongPin(0, minutesLater(16))).toEqual({ wrongPins: 1, lockedUntil: null });
  });

  it('says how many tries are left, or that activation is locked', () => {
    expect(wrongPinMessage({ wrongPins: 1, lockedUntil: null })).toBe(
      'Wrong PIN: 4 tries left before activation locks for 15 minutes',
    );
    expect(wrongPinMessage({ wrongPins: 4, lockedUntil: null })).toBe(
      'Wrong PIN: 1 try left before activation locks for 15 minutes',
    );
    expect(wrongPinMessage({ wrongPins: 0, lockedUntil: minutesLater(15) })).toBe(
      'Wrong PIN. Activation is locked for 15 minutes',
    );
  });

  it('is locked until the lock time, not at or after it', () => {
    expect(isLocked(null, now)).toBe(false);
    expect(isLocked(minutesLater(15), now)).toBe(true);
    expect(isLocked(new Date(now.getTime() + 1), now)).toBe(true);
    expect(isLocked(now, now)).toBe(false);
    expect(isLocked(minutesLater(-1), now)).toBe(false);
  });

  it('rounds the minutes left up, never below one', () => {
    expect(lockedMessage(minutesLater(15), now)).toBe('Too many wrong PINs: try again in 15 minutes');
    expect(lockedMessage(minutesLater(14.01), now)).toBe('Too many wrong PINs: try again in 15 minutes');
    expect(lockedMessage(minutesLater(1.5), now)).toBe('Too many wrong PINs: try again in 2 minutes');
    expect(lockedMessage(minutesLater(1), now)).toBe('Too many wrong PINs: try again in 1 minute');
    expect(lockedMessage(new Date(now.getTime() + 1000), now)).toBe(
      'Too many wrong PINs: try again in 1 minute',
    );
    expect(lockedMessage(now, now)).toBe('Too many wrong PINs: try again in 1 minute');
  });
});

describe('stepRefusal', () => {
  const request = (status: number, raised = false, accepted = false) => ({
    status,
    termsRaisedAt: raised ? now : null,
    termsAcceptedAt: accepted ? now : null,
  });

  it('names the closed state for every step but reject and activate', () => {
    for (const step of ['raise', 'accept', 'generate'] as const) {
      expect(stepRefusal(step, request(PinStatus.Approved, true, true))).toBe('This request is approved');
      expect(stepRefusal(step, request(PinStatus.Activated, true, true))).toBe('This request is activated');
      expect(stepRefusal(step, request(PinStatus.Rejected))).toBe('This request is rejected');
    }
  });

  it('raise: already raised', () => {
    expect(stepRefusal('raise', request(PinStatus.Pending, true))).toBe(
      'The terms of this request are already raised',
    );
  });

  it('accept: not raised yet, or already accepted', () => {
    expect(stepRefusal('accept', request(PinStatus.Pending))).toBe(
      'The terms of this request are not raised yet',
    );
    expect(stepRefusal('accept', request(PinStatus.Pending, true, true))).toBe(
      'You have already accepted the terms of this request',
    );
  });

  it('generate: not accepted yet, or already generated', () => {
    expect(stepRefusal('generate', request(PinStatus.Pending, true))).toBe(
      'The user has not accepted the terms yet: a PIN is generated after they accept',
    );
    expect(stepRefusal('generate', request(PinStatus.Pending, true, true))).toBe(
      'A PIN was already generated for this request',
    );
  });

  it('reject: an activated or rejected request cannot be rejected', () => {
    expect(stepRefusal('reject', request(PinStatus.Activated, true, true))).toBe(
      'This request is activated and cannot be rejected',
    );
    expect(stepRefusal('reject', request(PinStatus.Rejected))).toBe(
      'This request is rejected and cannot be rejected',
    );
  });

  it('activate: already activated, or no PIN in a pending or rejected request', () => {
    expect(stepRefusal('activate', request(PinStatus.Activated, true, true))).toBe(
      'This PIN is already activated',
    );
    expect(stepRefusal('activate', request(PinStatus.Pending, true, true))).toBe(
      'This request is pending: there is no PIN to activate',
    );
    expect(stepRefusal('activate', request(PinStatus.Rejected))).toBe(
      'This request is rejected: there is no PIN to activate',
    );
  });
});

describe('the timers’ cut-offs', () => {
  it('auto-raise: requests made the set minutes before now or earlier', () => {
    expect(autoRaiseBefore(now, 10)).toEqual(minutesLater(-10));
    expect(autoRaiseBefore(now, 45)).toEqual(minutesLater(-45));
  });

  it('auto-reject: requests made the set days before now or earlier, with the days in the reason', () => {
    expect(autoRejectBefore(now, 5)).toEqual(new Date('2025-03-05T06:30:00.000Z'));
    expect(autoRejectBefore(now, 2)).toEqual(new Date('2025-03-08T06:30:00.000Z'));
    expect(AUTO_REJECT_REASON(2)).toBe(
      'No payment was confirmed within 2 days: ask for the level again when you are ready',
    );
  });
});
