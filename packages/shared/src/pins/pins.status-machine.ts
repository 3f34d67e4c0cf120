import { PinStatus } from '../common/enums.js';

/**
 * The PIN request's steps (docs/product/pins-and-levels.md), the one source for the API's guarded
 * steps and the admin screen's buttons. A request's stage is its status, and while it is pending,
 * how far its terms have gone: an admin (or the job) raises the terms, the owner accepts them, an
 * admin generates the PIN (approved), the owner activates it; an admin may reject a request until
 * it is activated.
 */
export const PIN_STEPS = ['raise', 'accept', 'generate', 'reject', 'activate'] as const;
export type PinStep = (typeof PIN_STEPS)[number];
/** The steps an admin takes from the PIN Requests screen; the owner takes the others. */
export const PIN_ADMIN_STEPS: readonly PinStep[] = ['raise', 'generate', 'reject'];

export const PIN_STAGES = [
  'requested',
  'terms_raised',
  'terms_accepted',
  'approved',
  'activated',
  'rejected',
] as const;
export type PinStage = (typeof PIN_STAGES)[number];

const NEXT: Readonly<Record<PinStage, Partial<Record<PinStep, PinStage>>>> = {
  requested: { raise: 'terms_raised', reject: 'rejected' },
  terms_raised: { accept: 'terms_accepted', reject: 'rejected' },
  terms_accepted: { generate: 'approved', reject: 'rejected' },
  approved: { activate: 'activated', reject: 'rejected' },
  activated: {},
  rejected: {},
};

/** A request's stage; null for a status the portal does not know (the database allows none). */
export function pinStageOf(request: {
  status: number;
  termsRaised: boolean;
  termsAccepted: boolean;
}): PinStage | null {
  switch (request.status) {
    case PinStatus.Pending:
      if (request.termsAccepted) return 'terms_accepted';
      return request.termsRaised ? 'terms_raised' : 'requested';
    case PinStatus.Approved:
      return 'approved';
    case PinStatus.Activated:
      return 'activated';
    case PinStatus.Rejected:
      return 'rejected';
    default:
      return null;
  }
}

/** The stage `step` leads to from `stage`, or null when the step cannot be taken there. */
export function nextPinStage(stage: PinStage | null, step: PinStep): PinStage | null {
  return stage ? (NEXT[stage][step] ?? null) : null;
}

/** The steps that can be taken from `stage`, in PIN_STEPS order. */
export function pinStepsFrom(stage: PinStage | null): PinStep[] {
  return PIN_STEPS.filter((step) => nextPinStage(stage, step) !== null);
}

/** The stages from which `step` can be taken: the guard of the API's one-statement step. */
export function pinStagesAllowing(step: PinStep): PinStage[] {
  return PIN_STAGES.filter((stage) => nextPinStage(stage, step) !== null);
}
