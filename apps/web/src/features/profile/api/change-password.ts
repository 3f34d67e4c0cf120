import { type ChangePasswordInput, type MessageResponse, MESSAGES } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';

/** PATCH changepassword: ends the account's other sessions; this one stays signed in. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.patch<MessageResponse>('changepassword', input),
    onSuccess: () => toast.success(MESSAGES.patched),
  });
}
