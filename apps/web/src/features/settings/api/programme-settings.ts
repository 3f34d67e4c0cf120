import { MESSAGES, type ProgrammeSettingsUpdate, type ProgrammeSettingsView } from '@portal/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { publicSettingsQuery } from '../../../lib/shared-queries';

/** GET programme-settings: the whole current version (admins read it, the super admin edits it). */
export const programmeSettingsQuery = () =>
  queryOptions({
    queryKey: ['programme-settings'],
    queryFn: ({ signal }) => api.get<ProgrammeSettingsView>('programme-settings', { signal }),
  });

export function useProgrammeSettings() {
  return useQuery(programmeSettingsQuery());
}

/**
 * PUT programme-settings with one section's values: a new version, audited, which earnings made
 * from now on record. 'Updated Successfull' (docs/product/screens.md, Feedback); a 422 lands under
 * its fields.
 */
export function useSaveProgrammeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProgrammeSettingsUpdate) =>
      api.put<ProgrammeSettingsView>('programme-settings', changes),
    onSuccess: (saved) => {
      queryClient.setQueryData(programmeSettingsQuery().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: publicSettingsQuery().queryKey });
      toast.success(MESSAGES.updated);
    },
  });
}
