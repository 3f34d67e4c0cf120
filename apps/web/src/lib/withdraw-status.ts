import { WithdrawStatus } from '@portal/shared';
import type { MessageKey } from './i18n/i18n';

/** The withdraw statuses' words (packages/shared WITHDRAW_STATUS_LABELS), lower case as both lists show them. */
const WITHDRAW_STATUS_KEYS: Record<number, MessageKey> = {
  [WithdrawStatus.Pending]: 'badge.withdrawStatus.pending',
  [WithdrawStatus.Processing]: 'badge.withdrawStatus.processing',
  [WithdrawStatus.Completed]: 'badge.withdrawStatus.completed',
  [WithdrawStatus.Rejected]: 'badge.withdrawStatus.rejected',
};

/** A withdraw status's name in the catalogue; an unknown one reads as pending (withdrawStatusLabel). */
export function withdrawStatusKey(status: number): MessageKey {
  return WITHDRAW_STATUS_KEYS[status] ?? WITHDRAW_STATUS_KEYS[WithdrawStatus.Pending]!;
}
