import { useMutation } from '@tanstack/react-query';
import { announceDeleted } from '../components/ui/deleted-dialog';
import { api } from '../lib/api-client';

/**
 * DELETE {endpoint}/{id}, the one way a screen deletes (docs/product/screens.md, Feedback): on
 * success the 'Deleted!' dialog names what went (`what`, in the shown language: the screen's
 * `t('…')`, 'The channel' in English), never the 'Updated
 * Successfull' toast of a PUT; a failure is toasted by the API client. `invalidate` refreshes
 * what showed the row, whether the delete succeeded or not.
 */
export function useDeleteMutation({
  endpoint,
  what,
  invalidate,
}: {
  endpoint: string;
  what: string;
  invalidate(): Promise<unknown>;
}) {
  return useMutation({
    mutationFn: (id: number) => api.del<unknown>(endpoint, { key: id }),
    onSuccess: () => announceDeleted(what),
    onSettled: () => invalidate(),
  });
}
