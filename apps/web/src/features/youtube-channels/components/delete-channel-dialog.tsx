import type { YoutubeChannelRow } from '@portal/shared';
import { DeleteDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteChannel } from '../api/delete-channel';

/** Asks before deleting `channel`; closed when it is null. */
export function DeleteChannelDialog({
  channel,
  onClose,
}: {
  channel: YoutubeChannelRow | null;
  onClose(): void;
}) {
  const remove = useDeleteChannel();
  return (
    <DeleteDialog
      open={channel !== null}
      onOpenChange={(open) => !open && onClose()}
      onConfirm={() => channel && remove.mutate(channel.id)}
    />
  );
}
