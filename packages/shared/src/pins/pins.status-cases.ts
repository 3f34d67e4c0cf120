import type { PinStage, PinStep } from './pins.status-machine.js';

/**
 * Every (stage, step) pair of the PIN request's steps written out by hand, with the stage the step
 * leads to or null when it is refused. The shared machine's test, the API's tests and the admin
 * screen's test all check their side against this one list (docs/decisions/107-one-status-machine-each.md).
 * Test data: nothing in the app reads it.
 */
export const PIN_STEP_CASES: readonly { stage: PinStage; step: PinStep; next: PinStage | null }[] = [
  { stage: 'requested', step: 'raise', next: 'terms_raised' },
  { stage: 'requested', step: 'accept', next: null },
  { stage: 'requested', step: 'generate', next: null },
  { stage: 'requested', step: 'reject', next: 'rejected' },
  { stage: 'requested', step: 'activate', next: null },
  { stage: 'terms_raised', step: 'raise', next: null },
  { stage: 'terms_raised', step: 'accept', next: 'terms_accepted' },
  { stage: 'terms_raised', step: 'generate', next: null },
  { stage: 'terms_raised', step: 'reject', next: 'rejected' },
  { stage: 'terms_raised', step: 'activate', next: null },
  { stage: 'terms_accepted', step: 'raise', next: null },
  { stage: 'terms_accepted', step: 'accept', next: null },
  { stage: 'terms_accepted', step: 'generate', next: 'approved' },
  { stage: 'terms_accepted', step: 'reject', next: 'rejected' },
  { stage: 'terms_accepted', step: 'activate', next: null },
  { stage: 'approved', step: 'raise', next: null },
  { stage: 'approved', step: 'accept', next: null },
  { stage: 'approved', step: 'generate', next: null },
  { stage: 'approved', step: 'reject', next: 'rejected' },
  { stage: 'approved', step: 'activate', next: 'activated' },
  { stage: 'activated', step: 'raise', next: null },
  { stage: 'activated', step: 'accept', next: null },
  { stage: 'activated', step: 'generate', next: null },
  { stage: 'activated', step: 'reject', next: null },
  { stage: 'activated', step: 'activate', next: null },
  { stage: 'rejected', step: 'raise', next: null },
  { stage: 'rejected', step: 'accept', next: null },
  { stage: 'rejected', step: 'generate', next: null },
  { stage: 'rejected', step: 'reject', next: null },
  { stage: 'rejected', step: 'activate', next: null },
];
