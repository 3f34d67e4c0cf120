import { youtubeChannelInputSchema, type YoutubeChannelRow } from '@portal/shared';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { useSaveChannel } from '../api/save-channel';
import { useT } from '../../../lib/i18n/language-provider';

/** Add ('new') or edit a channel; closed when `channel` is null. */
export function SaveChannelDialog({
  channel,
  onClose,
}: {
  channel: YoutubeChannelRow | 'new' | null;
  onClose(): void;
}) {
  const t = useT();
  return (
    <Dialog
      open={channel !== null}
      onOpenChange={(open) => !open && onClose()}
      title={channel === 'new' ? t('channels.admin.dialog.add') : t('channels.admin.dialog.edit')}
    >
      {channel !== null && <ChannelForm channel={channel === 'new' ? null : channel} onDone={onClose} />}
    </Dialog>
  );
}

function ChannelForm({ channel, onDone }: { channel: YoutubeChannelRow | null; onDone(): void }) {
  const t = useT();
  const save = useSaveChannel();
  const form = useSchemaForm(youtubeChannelInputSchema, {
    id: `channel-${channel?.id ?? 'new'}`,
    defaultValues: {
      name: channel?.name ?? '',
      url: channel?.url ?? '',
      description: channel?.description ?? '',
      is_running: channel?.is_running ?? true,
    },
  });
  return (
    <SchemaForm
      form={form}
      onSubmit={async (input) => {
        try {
          await save.mutateAsync({ id: channel?.id, input });
          onDone();
        } catch (error) {
          if (error instanceof ApiError && error.status !== 422) onDone();
          throw error;
        }
      }}
      className="flex flex-col gap-4"
    >
      <TextField name="name" label={t('channels.admin.field.name')} maxLength={100} />
      <TextField name="url" label={t('channels.admin.field.url')} inputMode="url" />
      <TextAreaField name="description" label={t('channels.admin.field.description')} rows={3} />
      <CheckboxField name="is_running" label={t('channels.admin.field.running')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('channels.admin.cancel')}
        </Button>
        <SubmitButton>{t('channels.admin.save')}</SubmitButton>
      </div>
    </SchemaForm>
  );
}
