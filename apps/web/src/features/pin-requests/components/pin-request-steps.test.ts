import { describe, expect, it } from 'vitest';
import { PIN_ADMIN_STEPS, PIN_STEP_CASES, PinStatus, type PinStage } from '@portal/shared';
import { adminStepsFor, stageOf } from './pin-request-steps';

/** A row of the admin list in `stage`, as the API answers it. */
function rowIn(stage: PinStage) {
  const at = '2026-11-25T10:00:00.000Z';
  const status = {
    requested: PinStatus.Pending,
    terms_raised: PinStatus.Pending,
    terms_accepted: PinStatus.Pending,
    approved: PinStatus.Approved,
    activated: PinStatus.Activated,
    rejected: PinStatus.Rejected,
  }[stage];
  const raised = stage !== 'requested';
  const accepted = raised && stage !== 'terms_raised';
  return { status, terms_raised_at: raised ? at : null, terms_accepted_at: accepted ? at : null };
}

describe("the PIN Requests screen's buttons", () => {
  // The cases the API's tests also check (docs/decisions/107-one-status-machine-each.md).
  const adminCases = PIN_STEP_CASES.filter((c) => PIN_ADMIN_STEPS.includes(c.step));

  it.each(adminCases)(
    '$stage: the $step button shows exactly when the API allows it (next $next)',
    ({ stage, step, next }) => {
      expect(stageOf(rowIn(stage))).toBe(stage);
      expect(adminStepsFor(rowIn(stage)).includes(step)).toBe(next !== null);
    },
  );

  it('a pending request whose terms are raised waits for the user: Reject only', () => {
    expect(adminStepsFor(rowIn('terms_raised'))).toEqual(['reject']);
    expect(adminStepsFor(rowIn('requested'))).toEqual(['raise', 'reject']);
    expect(adminStepsFor(rowIn('terms_accepted'))).toEqual(['generate', 'reject']);
    expect(adminStepsFor(rowIn('approved'))).toEqual(['reject']);
  });
});
