import { formatIndiaClock, PinStatus, PROMOTER_LEVELS, type UserPinRequest } from '@portal/shared';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';

/** A message key and its values: what a translated label is made of. */
export type Label = [MessageKey, MessageValues?];

/** A user may ask only for a level above the one they have; a Trainee (null) for any. */
export function levelsAbove(current: number | null): number[] {
  return PROMOTER_LEVELS.filter((level) => current === null || level > current);
}

/** Pending or approved: the one request a user may have open at a time. */
export function isOpenRequest(request: Pick<UserPinRequest, 'status'>): boolean {
  return request.status === PinStatus.Pending || request.status === PinStatus.Approved;
}

/** Until when activation is locked after five wrong PINs, or null when it is not. */
export function lockedUntilText(lockedUntil: string | null, now: Date = new Date()): string | null {
  if (!lockedUntil) return null;
  const until = new Date(lockedUntil);
  if (until.getTime() <= now.getTime()) return null;
  return formatIndiaClock(until);
}
