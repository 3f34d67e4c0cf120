import {
  WITHDRAW_STATUS_LABELS,
  withdrawActionsFrom,
  WithdrawStatus,
  type WithdrawRow,
  type WithdrawTarget,
} from '@portal/shared';

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

export const ACTION_LABELS: Record<WithdrawTarget, string> = { 1: 'Process', 2: 'Complete', 3: 'Reject' };

/**
 * The confirmation titles name the step, Progress or Complete (docs/product/screens.md, Withdraw
 * Request screen).
 */
export const CONFIRM_TITLES: Record<1 | 2, string> = {
  1: 'Progress this request?',
  2: 'Complete this request?',
};

export function bulkConfirmTitle(status: 1 | 2, count: number): string {
  const requests = count === 1 ? '1 request' : `${count} requests`;
  return status === WithdrawStatus.Processing ? `Progress ${requests}?` : `Complete ${requests}?`;
}
