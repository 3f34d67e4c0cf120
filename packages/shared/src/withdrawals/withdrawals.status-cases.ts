/**
 * Every (status, action) pair of the withdrawal status machine written out by hand, with the
 * status the action leads to or null when it is refused. The shared machine's test, the API's
 * rules test and the admin screen's test all check their side against this one list, so the two
 * sides cannot drift apart (docs/decisions/107-one-status-machine-each.md). Test data: nothing
 * in the app reads it.
 */
export const WITHDRAW_STATUS_CASES: readonly {
  from: 0 | 1 | 2 | 3;
  action: 1 | 2 | 3;
  next: 1 | 2 | 3 | null;
}[] = [
  { from: 0, action: 1, next: 1 },
  { from: 0, action: 2, next: 2 },
  { from: 0, action: 3, next: 3 },
  { from: 1, action: 1, next: null },
  { from: 1, action: 2, next: 2 },
  { from: 1, action: 3, next: 3 },
  { from: 2, action: 1, next: null },
  { from: 2, action: 2, next: null },
  { from: 2, action: 3, next: null },
  { from: 3, action: 1, next: null },
  { from: 3, action: 2, next: null },
  { from: 3, action: 3, next: null },
];
