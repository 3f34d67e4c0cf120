import { getAllStatesWithDistricts } from 'india-state-district';

export interface IndianState {
  code: string;
  name: string;
  districts: readonly string[];
}

/**
 * All 28 states and 8 union territories with their districts, from the MIT-licensed
 * `india-state-district` dataset (see docs/decisions/004-india-states-dataset.md).
 * Names are trimmed and districts sorted so the dropdowns read alphabetically.
 */
export const INDIAN_STATES: readonly IndianState[] = getAllStatesWithDistricts()
  .map((state) => ({
    code: state.code,
    name: state.name.trim(),
    districts: [...new Set(state.districts.map((district) => district.trim()))].sort((a, b) =>
      a.localeCompare(b, 'en'),
    ),
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const BY_NAME = new Map(INDIAN_STATES.map((state) => [state.name, state]));

export const STATE_NAMES: readonly string[] = INDIAN_STATES.map((state) => state.name);

export function districtsOf(stateName: string | null | undefined): readonly string[] {
  return (stateName && BY_NAME.get(stateName)?.districts) || [];
}

export function isIndianState(stateName: string): boolean {
  return BY_NAME.has(stateName);
}

export function isDistrictOf(stateName: string, district: string): boolean {
  return districtsOf(stateName).includes(district);
}
