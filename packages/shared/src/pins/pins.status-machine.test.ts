import { describe, expect, it } from 'vitest';
import { PinStatus } from '../common/enums.js';
import {
  nextPinStage,
  PIN_STAGES,
  PIN_STEPS,
  pinStageOf,
  pinStagesAllowing,
  pinStepsFrom,
} from './pins.status-machine.js';
import { PIN_STEP_CASES } from './pins.status-cases.js';

/**
 * The PIN request's steps against their written-out cases (docs/decisions/107-one-status-machine-each.md):
 * the API's rules test and the admin screens' tests check their sides against the same cases.
 */

describe("the PIN request's steps", () => {
  it('the cases cover every stage and step once', () => {
    const pairs = PIN_STEP_CASES.map((c) => `${c.stage}:${c.step}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(pairs.length).toBe(PIN_STAGES.length * PIN_STEPS.length);
  });

  it.each(PIN_STEP_CASES)('$stage, $step: next $next', ({ stage, step, next }) => {
    expect(nextPinStage(stage, step)).toBe(next);
    expect(pinStepsFrom(stage).includes(step)).toBe(next !== null);
    expect(pinStagesAllowing(step).includes(stage)).toBe(next !== null);
  });

  it('a stage is read from the status and, while pending, the terms', () => {
    const pending = { status: PinStatus.Pending, termsRaised: false, termsAccepted: false };
    expect(pinStageOf(pending)).toBe('requested');
    expect(pinStageOf({ ...pending, termsRaised: true })).toBe('terms_raised');
    expect(pinStageOf({ ...pending, termsRaised: true, termsAccepted: true })).toBe('terms_accepted');
    // A rejected request keeps the time its terms were raised: the status decides.
    expect(pinStageOf({ status: PinStatus.Rejected, termsRaised: true, termsAccepted: true })).toBe(
      'rejected',
    );
    expect(pinStageOf({ ...pending, status: PinStatus.Approved, termsRaised: true })).toBe('approved');
    expect(pinStageOf({ ...pending, status: PinStatus.Activated })).toBe('activated');
    expect(pinStageOf({ ...pending, status: 9 })).toBeNull();
    expect(pinStepsFrom(null)).toEqual([]);
  });
});
