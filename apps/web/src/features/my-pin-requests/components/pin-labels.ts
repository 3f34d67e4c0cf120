import {
  formatDate,
  GIFT_DELIVERY_LABELS,
  GiftDelivery,
  formatIndiaClock,
  PinStatus,
  PROMOTER_LEVELS,
  type UserPinRequest,
} from '@portal/shared';

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

/** How the level's gift reaches the user: 'Courier to …' or 'Direct, pick-up on DD-MM-YYYY'. */
export function giftDeliveryText(request: UserPinRequest): string | null {
  if (request.gift_delivery === GiftDelivery.Courier)
    return `${GIFT_DELIVERY_LABELS[GiftDelivery.Courier]} to ${request.address ?? ''}`.trim();
  if (request.gift_delivery === GiftDelivery.Direct)
    return `${GIFT_DELIVERY_LABELS[GiftDelivery.Direct]}, pick-up on ${formatDate(request.pickup_date)}`;
  return null;
}
