import { useQueryClient } from '@tanstack/react-query';
import { useDeleteMutation } from '../../../hooks/use-delete-mutation';
import { channelsEndpoint, invalidateChannels } from './get-channels';
import { useT } from '../../../lib/i18n/language-provider';

export function useDeleteChannel() {
  const t = useT();
  const queryClient = useQueryClient();
  return useDeleteMutation({
    endpoint: channelsEndpoint.path,
    what: t('channels.admin.deleted'),
    invalidate: () => invalidateChannels(queryClient),
  });
}
