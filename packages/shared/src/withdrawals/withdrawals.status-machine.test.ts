import { describe, expect, it } from 'vitest';
import {
  canChangeWithdrawStatus,
  WITHDRAW_TARGETS,
  withdrawActionsFrom,
  withdrawStatusesAllowing,
} from './withdrawals.status-machine.js';
import { WITHDRAW_STATUS_CASES } from './withdrawals.status-cases.js';

/**
 * The withdrawal status machine against its written-out cases (docs/decisions/107-one-status-machine-each.md):
 * the API's rules test and the admin screens' tests check their sides against the same cases.
 */

describe('the withdrawal status machine', () => {
  it('the cases cover every status and action once', () => {
    const pairs = WITHDRAW_STATUS_CASES.map((c) => `${c.from}:${c.action}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(pairs.length).toBe(4 * WITHDRAW_TARGETS.length);
  });

  it.each(WITHDRAW_STATUS_CASES)('from $from, action $action: next $next', ({ from, action, next }) => {
    expect(canChangeWithdrawStatus(from, action)).toBe(next !== null);
    expect(withdrawActionsFrom(from).includes(action)).toBe(next !== null);
    expect(withdrawStatusesAllowing(action).includes(from)).toBe(next !== null);
    // An action sets the status it is named by.
    if (next !== null) expect(next).toBe(action);
  });

  it('an unknown status allows nothing', () => {
    expect(withdrawActionsFrom(9)).toEqual([]);
  });
});
