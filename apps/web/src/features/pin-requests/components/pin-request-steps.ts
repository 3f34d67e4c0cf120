import {
  type AdminPinRequest,
  PIN_ADMIN_STEPS,
  pinStageOf,
  pinStepsFrom,
  type PinStage,
  type PinStep,
} from '@portal/shared';

type StagedRow = Pick<AdminPinRequest, 'status' | 'terms_raised_at' | 'terms_accepted_at'>;

export function stageOf(row: StagedRow): PinStage | null {
  return pinStageOf({
    status: row.status,
    termsRaised: row.terms_raised_at !== null,
    termsAccepted: row.terms_accepted_at !== null,
  });
}

/**
 * The steps an admin can take on a request from the PIN Requests screen
 * (docs/product/pins-and-levels.md): the shared PIN steps from the request's stage, the same the
 * API allows, the admins' own only.
 */
export function adminStepsFor(row: StagedRow): PinStep[] {
  return pinStepsFrom(stageOf(row)).filter((step) => PIN_ADMIN_STEPS.includes(step));
}
