import { PIN_STATUS_LABELS, PinStatus } from '@portal/shared';
import type { MessageKey } from './i18n/i18n';

/** Badge tones of the PIN statuses (docs/product/screens.md, Labels: 0 Pending … 3 Rejected). */
export const PIN_STATUS_TONES = {
  [PinStatus.Pending]: 'warning',
  [PinStatus.Approved]: 'info',
  [PinStatus.Activated]: 'success',
  [PinStatus.Rejected]: 'danger',
} as const;

export function pinStatusLabel(status: number): string {
  return PIN_STATUS_LABELS[status] ?? PIN_STATUS_LABELS[PinStatus.Pending]!;
}

/** A PIN status's name in the catalogue (PIN_STATUS_LABELS in English). */
const PIN_STATUS_KEYS = {
  [PinStatus.Pending]: 'badge.pinStatus.pending',
  [PinStatus.Approved]: 'badge.pinStatus.approved',
  [PinStatus.Activated]: 'badge.pinStatus.activated',
  [PinStatus.Rejected]: 'badge.pinStatus.rejected',
} as const satisfies Record<number, MessageKey>;

export function pinStatusLabelKey(status: number): MessageKey {
  return PIN_STATUS_KEYS[status as keyof typeof PIN_STATUS_KEYS] ?? PIN_STATUS_KEYS[PinStatus.Pending];
}

export function pinStatusTone(status: number) {
  return PIN_STATUS_TONES[status as keyof typeof PIN_STATUS_TONES] ?? 'warning';
}
