import type { AdminPinRequest, GeneratedPin } from '@portal/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { i18n, type MessageKey } from '../../../lib/i18n/i18n';
import { adminDashboardQuery } from '../../../lib/shared-queries';
import { adminPinRequestsEndpoint } from './get-admin-pin-requests';

/** After any step: the list, its counts and the dashboard's PIN figures are stale. */
function invalidatePinRequests(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminPinRequestsEndpoint.queryKey }),
    queryClient.invalidateQueries({ queryKey: adminDashboardQuery().queryKey }),
  ]).then(() => undefined);
}

/**
 * The admin's steps of a PIN request (docs/product/pins-and-levels.md): raise the terms, generate
 * the PIN once the user accepted them, or reject it. A refusal (another admin acted first) was
 * toasted by the API client and means the row is out of date, so the list reloads either way.
 */
export function useRaiseTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<AdminPinRequest>('term-raised', { id }),
    onSuccess: () => toast.success(i18n._('pinRequests.toast.termsRaised' satisfies MessageKey)),
    onSettled: () => invalidatePinRequests(queryClient),
  });
}

export function useGeneratePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<GeneratedPin>('generate-pin', { id }),
    onSuccess: () => toast.success(i18n._('pinRequests.toast.pinGenerated' satisfies MessageKey)),
    onSettled: () => invalidatePinRequests(queryClient),
  });
}

export function useRejectPinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string | null }) =>
      api.post<AdminPinRequest>('pin-rejected', { id, reason }),
    onSuccess: () => toast.success(i18n._('pinRequests.toast.rejected' satisfies MessageKey)),
    onSettled: () => invalidatePinRequests(queryClient),
  });
}
