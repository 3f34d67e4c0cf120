import {
  WITHDRAW_STATUS_LABELS,
  withdrawActionsFrom,
  WithdrawStatus,
  type WithdrawRow,
  type WithdrawTarget,
} from '@portal/shared';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';

export const NOT_SET = '—';

/**
 * The status a request is shown and handled with: an unknown status shows as pending
 * (docs/product/screens.md, Withdraw Request screen).
 */
export function shownStatus(row: Pick<WithdrawRow, 'status'>): number {
  return row.status in WITHDRAW_STATUS_LABELS ? row.status : WithdrawStatus.Pending;
}

/**
 * What an admin may do with a request (docs/product/screens.md, Withdraw Request screen): the shared
 * status machine's actions from the status it is shown with, the same the API allows (pending →
 * Process, Complete, Reject; processing → Complete, Reject; completed and rejected are final).
 */
export function actionsFor(row: Pick<WithdrawRow, 'status'>): readonly WithdrawTarget[] {
  return withdrawActionsFrom(shownStatus(row));
}

/** Still open: pending or processing, so it can be selected for the payout tools. */
export function isOpenRequest(row: Pick<WithdrawRow, 'status'>): boolean {
  return actionsFor(row).length > 0;
}

export function requesterName(row: WithdrawRow): string {
  return `${row.user.first_name} ${row.user.last_name}`.trim();
}

/** A message key and its values: what a translated label is made of. */
export type Label = [MessageKey, MessageValues?];

export const ACTION_LABELS: Record<WithdrawTarget, MessageKey> = {
  1: 'withdrawals.action.process',
  2: 'withdrawals.action.complete',
  3: 'withdrawals.action.reject',
};

/** The status filter's options, capitalised. */
export const FILTER_STATUS_LABELS: Record<number, MessageKey> = {
  [WithdrawStatus.Pending]: 'withdrawals.filter.status.pending',
  [WithdrawStatus.Processing]: 'withdrawals.filter.status.processing',
  [WithdrawStatus.Completed]: 'withdrawals.filter.status.completed',
  [WithdrawStatus.Rejected]: 'withdrawals.filter.status.rejected',
};

/**
 * The confirmation titles name the step, Progress or Complete (docs/product/screens.md, Withdraw
 * Request screen).
 */
export const CONFIRM_TITLES: Record<1 | 2, MessageKey> = {
  1: 'withdrawals.confirm.progress',
  2: 'withdrawals.confirm.complete',
};

export function bulkConfirmTitle(status: 1 | 2, count: number): Label {
  return [
    status === WithdrawStatus.Processing
      ? 'withdrawals.confirm.progressMany'
      : 'withdrawals.confirm.completeMany',
    { count },
  ];
}
