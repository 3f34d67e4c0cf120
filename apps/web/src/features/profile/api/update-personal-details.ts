import type { PersonalDetailsInput, Profile } from '@portal/shared';
import { api } from '../../../lib/api-client';

/** PUT update-personal-details: answers the updated profile. */
export function updatePersonalDetails(input: PersonalDetailsInput) {
  return api.put<Profile>('update-personal-details', input);
}
