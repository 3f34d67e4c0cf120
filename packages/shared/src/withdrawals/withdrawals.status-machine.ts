import { WithdrawStatus } from '../common/enums.js';

/**
 * The withdrawal status machine, the one source for the API's guarded transitions and the admin
 * screen's buttons (docs/product/money.md, Withdrawals): an admin's action is named by the status
 * it sets, 1 Process, 2 Complete, 3 Reject. Pending → Process, Complete, Reject; processing →
 * Complete, Reject; completed and rejected are final.
 */
export type WithdrawTarget = 1 | 2 | 3;
export const WITHDRAW_TARGETS: readonly WithdrawTarget[] = [
  WithdrawStatus.Processing,
  WithdrawStatus.Completed,
  WithdrawStatus.Rejected,
];

const ACTIONS_FROM: Readonly<Record<number, readonly WithdrawTarget[]>> = {
  [WithdrawStatus.Pending]: [WithdrawStatus.Processing, WithdrawStatus.Completed, WithdrawStatus.Rejected],
  [WithdrawStatus.Processing]: [WithdrawStatus.Completed, WithdrawStatus.Rejected],
  [WithdrawStatus.Completed]: [],
  [WithdrawStatus.Rejected]: [],
};

/** The actions an admin may take on a request in `status`, in the order the screen shows them. */
export function withdrawActionsFrom(status: number): readonly WithdrawTarget[] {
  return ACTIONS_FROM[status] ?? [];
}

export function canChangeWithdrawStatus(from: number, to: WithdrawTarget): boolean {
  return withdrawActionsFrom(from).includes(to);
}

/** The statuses from which `to` may be set: the guard of the API's one-statement transition. */
export function withdrawStatusesAllowing(to: WithdrawTarget): number[] {
  return Object.keys(ACTIONS_FROM)
    .map(Number)
    .filter((from) => canChangeWithdrawStatus(from, to));
}
