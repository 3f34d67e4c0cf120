import { useQueryClient } from '@tanstack/react-query';
import { useDeleteMutation } from '../../../hooks/use-delete-mutation';
import { channelsEndpoint, invalidateChannels } from './get-channels';

export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useDeleteMutation({
    endpoint: channelsEndpoint.path,
    what: 'The channel',
    invalidate: () => invalidateChannels(queryClient),
  });
}
