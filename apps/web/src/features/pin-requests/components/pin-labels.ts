import { PinStatus } from '@portal/shared';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';

/** A message key and its values: what a translated label is made of. */
export type Label = [MessageKey, MessageValues?];

/** A promoter level's name (packages/shared's promoterLevelLabel in English). */
export function levelLabel(level: number | null | undefined): Label {
  if (level === null || level === undefined || level < 0 || level > 4) return ['pinRequests.level.trainee'];
  if (level === 0) return ['pinRequests.level.promoter'];
  return ['pinRequests.level.numbered', { level }];
}

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
