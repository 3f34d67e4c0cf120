import { PIN_LOCK_MINUTES, PIN_MAX_WRONG_TRIES, PinStatus, promoterLevelLabel } from '@portal/shared';

/** The PIN lifecycle's pure rules (docs/product/pins-and-levels.md). */

/** A user may ask only for a level above the one they have (a Trainee has none). */
export function levelRequestProblem(current: number | null, requested: number): string | null {
  if (current !== null && requested <= current)
    return `You are already ${promoterLevelLabel(current)}: choose a level above it`;
  return null;
}

export interface WrongPinOutcome {
  wrongPins: number;
  lockedUntil: Date | null;
}

/**
 * After a wrong PIN: the count goes up, and the fifth wrong PIN locks the request for 15
 * minutes (the count starts again after the lock).
 */
export function afterWrongPin(wrongPins: number, now: Date): WrongPinOutcome {
  const count = wrongPins + 1;
  if (count < PIN_MAX_WRONG_TRIES) return { wrongPins: count, lockedUntil: null };
  return { wrongPins: 0, lockedUntil: new Date(now.getTime() + PIN_LOCK_MINUTES * 60_000) };
}

export function isLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}

export function lockedMessage(lockedUntil: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return `Too many wrong PINs: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function wrongPinMessage(outcome: WrongPinOutcome): string {
  if (outcome.lockedUntil) return `Wrong PIN. Activation is locked for ${PIN_LOCK_MINUTES} minutes`;
  const left = PIN_MAX_WRONG_TRIES - outcome.wrongPins;
  return `Wrong PIN: ${left} ${left === 1 ? 'try' : 'tries'} left before activation locks for ${PIN_LOCK_MINUTES} minutes`;
}

const STATUS_WORDS: Record<number, string> = {
  [PinStatus.Pending]: 'pending',
  [PinStatus.Approved]: 'approved',
  [PinStatus.Activated]: 'activated',
  [PinStatus.Rejected]: 'rejected',
};

/** Why a step cannot be taken on a request in its present state. */
export function stepRefusal(
  step: 'raise' | 'accept' | 'generate' | 'reject' | 'activate',
  request: { status: number; termsRaisedAt: Date | null; termsAcceptedAt: Date | null },
): string {
  const state = STATUS_WORDS[request.status] ?? 'closed';
  if (request.status !== PinStatus.Pending && step !== 'activate' && step !== 'reject')
    return `This request is ${state}`;
  switch (step) {
    case 'raise':
      return 'The terms of this request are already raised';
    case 'accept':
      return request.termsRaisedAt
        ? 'You have already accepted the terms of this request'
        : 'The terms of this request are not raised yet';
    case 'generate':
      return request.termsAcceptedAt
        ? 'A PIN was already generated for this request'
        : 'The user has not accepted the terms yet: a PIN is generated after they accept';
    case 'reject':
      return `This request is ${state} and cannot be rejected`;
    case 'activate':
      return request.status === PinStatus.Activated
        ? 'This PIN is already activated'
        : `This request is ${state}: there is no PIN to activate`;
  }
}

/** The cut-offs of the two jobs, from the settings' intervals. */
export function autoRaiseBefore(now: Date, minutes: number): Date {
  return new Date(now.getTime() - minutes * 60_000);
}

export function autoRejectBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 3600_000);
}

export const AUTO_REJECT_REASON = (days: number) =>
  `No payment was confirmed within ${days} days: ask for the level again when you are ready`;
