import { PIN_STATUS_LABELS, PinStatus } from '@portal/shared';

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

export function pinStatusTone(status: number) {
  return PIN_STATUS_TONES[status as keyof typeof PIN_STATUS_TONES] ?? 'warning';
}
