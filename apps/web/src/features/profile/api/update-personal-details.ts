import type { AdminPersonalDetailsInput, PersonalDetailsInput, Profile } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { i18n, type MessageKey } from '../../../lib/i18n/i18n';
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
      toast.success(i18n._('profile.toast.updated' satisfies MessageKey));
    },
  });
}
