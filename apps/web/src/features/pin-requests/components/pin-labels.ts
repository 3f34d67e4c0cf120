import { PinStatus } from '@portal/shared';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';

/** A message key and its values: what a translated label is made of. */
export type Label = [MessageKey, MessageValues?];

const STATUS_LABELS: Record<number, MessageKey> = {
  [PinStatus.Pending]: 'pinRequests.status.pending',
  [PinStatus.Approved]: 'pinRequests.status.approved',
  [PinStatus.Activated]: 'pinRequests.status.activated',
  [PinStatus.Rejected]: 'pinRequests.status.rejected',
};

/** A PIN request status's name (PIN_STATUS_LABELS in English); an unknown one reads as pending. */
export function statusLabel(status: number): MessageKey {
  return STATUS_LABELS[status] ?? 'pinRequests.status.pending';
}
