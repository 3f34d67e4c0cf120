import type { ChangePasswordInput, MessageResponse } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { i18n, type MessageKey } from '../../../lib/i18n/i18n';

/** PATCH changepassword: ends the account's other sessions; this one stays signed in. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.patch<MessageResponse>('changepassword', input),
    onSuccess: () => toast.success(i18n._('profile.toast.patched' satisfies MessageKey)),
  });
}
