import { MESSAGES, type MessageResponse, type RegisterInput } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';

/**
 * POST auth/register; on success the toast reads 'Successfully Register' (docs/product/screens.md,
 * Feedback).
 */
export function useRegisterAccount() {
  return useMutation({
    mutationFn: (input: RegisterInput) => api.post<MessageResponse>('auth/register', input),
    onSuccess: () => toast.success(MESSAGES.registered),
  });
}
