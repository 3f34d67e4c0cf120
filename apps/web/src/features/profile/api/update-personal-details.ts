import {
  type AdminPersonalDetailsInput,
  MESSAGES,
  type PersonalDetailsInput,
  type Profile,
} from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

/**
 * PUT update-personal-details: a user sends the registration's personal details, an admin only
 * names and mobile (docs/product/accounts.md). The answer, the updated profile, becomes the
 * signed-in user.
 */
export function useUpdatePersonalDetails() {
  const { setUser } = useAuth();
  return useMutation({
    mutationFn: (input: PersonalDetailsInput | AdminPersonalDetailsInput) =>
      api.put<Profile>('update-personal-details', input),
    onSuccess: (profile) => {
      setUser(profile);
      toast.success(MESSAGES.updated);
    },
  });
}
