import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EMAIL_MAX_LENGTH,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationSettings,
  type NotificationSettingsInput,
  notificationSettingsInputSchema,
} from '@portal/shared';
import { Info } from 'lucide-react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { CardSection } from '../../../components/ui/card';
import { TextWithData } from '../../../components/ui/data-text';
import { ServerError } from '../../../components/ui/server-error';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/language-provider';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';
import { CHANNEL_LABELS, CHANNEL_UNAVAILABLE, EVENT_LABELS } from '../notification-labels';
import { PushDeviceBox } from './push-device-box';

/** The channels that go to the account's mobile number. */
const MOBILE_CHANNELS: readonly NotificationChannel[] = ['sms', 'whatsapp'];

/** One template for the header and every event's row, so their columns line up on larger screens. */
const ROW_GRID = 'sm:grid sm:grid-cols-[minmax(0,1fr)_repeat(5,5.75rem)] sm:items-center sm:gap-x-2';

function valuesOf(settings: NotificationSettings): NotificationSettingsInput {
  return { preferences: settings.preferences, email: settings.email ?? '' };
}

/** Whether the promoter can choose `channel`: the portal sends it, and it has somewhere to go. */
function isChoosable(settings: NotificationSettings, channel: NotificationChannel): boolean {
  if (!settings.available_channels.includes(channel)) return false;
  return !MOBILE_CHANNELS.includes(channel) || settings.mobile !== null;
}

/**
 * Notifications on Profile Settings (docs/decisions/183-notifications-outbox.md): this device's
 * push, then every event against every channel, and the email address emails go to. A channel
 * the portal does not send is shown and cannot be chosen; SMS and WhatsApp name the mobile they go
 * to.
 */
export function NotificationSettingsSection() {
  const t = useT();
  const settings = useNotificationSettings();
  return (
    <CardSection
      title={t('notifications.settings.title')}
      description={t('notifications.settings.description')}
    >
      {settings.isPending ? (
        <div role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-5" />
          {t('common.loading')}
        </div>
      ) : settings.isError ? (
        <ServerError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="flex flex-col gap-5">
          <PushDeviceBox subscriptions={settings.data.push_subscriptions} />
          {/* Keyed by what was saved: a save (or another tab's, on reload) starts the form afresh. */}
          <NotificationSettingsForm key={JSON.stringify(valuesOf(settings.data))} settings={settings.data} />
        </div>
      )}
    </CardSection>
  );
}

function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const t = useT();
  const save = useSaveNotificationSettings();
  const form = useSchemaForm(notificationSettingsInputSchema, {
    id: 'notification-settings',
    defaultValues: valuesOf(settings),
  });
  const unavailable = NOTIFICATION_CHANNELS.filter(
    (channel) => !settings.available_channels.includes(channel),
  );

  const submit = async (values: z.output<typeof notificationSettingsInputSchema>) => {
    await save.mutateAsync(values);
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:gap-0">
        <div aria-hidden="true" className={`hidden ${ROW_GRID} border-b border-slate-200 pb-2`}>
          <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('notifications.settings.eventColumn')}
          </span>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <span key={channel} className="text-center text-xs font-semibold text-slate-600">
              {t(CHANNEL_LABELS[channel])}
            </span>
          ))}
        </div>
        {NOTIFICATION_EVENTS.map((event) => (
          <EventRow key={event} event={event} settings={settings} />
        ))}
      </div>

      <ul className="flex flex-col gap-1 text-xs text-slate-600">
        {settings.mobile !== null &&
          settings.available_channels.some((channel) => MOBILE_CHANNELS.includes(channel)) && (
            <li>
              <TextWithData id="notifications.settings.mobileNote" data={{ mobile: settings.mobile }} />
            </li>
          )}
        {settings.mobile === null && <li>{t('notifications.settings.noMobile')}</li>}
        {unavailable.map((channel) => (
          <li key={channel}>{t(CHANNEL_UNAVAILABLE[channel])}</li>
        ))}
      </ul>

      <TextField
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={NOTIFICATION_EMAIL_MAX_LENGTH}
        label={t('notifications.settings.email')}
        hint={t('notifications.settings.emailHint')}
        className="max-w-md"
      />
      {settings.available_channels.includes('email') && <EmailWithoutAddressNote />}
      <div>
        <SubmitButton className="w-full sm:w-auto">{t('notifications.settings.save')}</SubmitButton>
      </div>
    </SchemaForm>
  );
}

/**
 * Email is chosen (the default for most events) but no address is given: nothing can be sent, and
 * saving is still allowed, so the promoter is told what is missing rather than refused.
 */
function EmailWithoutAddressNote() {
  const t = useT();
  const [email, preferences] = useWatch({ name: ['email', 'preferences'] }) as [
    string | null,
    NotificationSettingsInput['preferences'],
  ];
  const chosen = NOTIFICATION_EVENTS.some((event) => preferences[event].email);
  if (!chosen || (email ?? '').trim() !== '') return null;
  return (
    <p role="status" className="-mt-2 flex items-start gap-2 text-sm text-amber-800">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t('notifications.settings.emailNeeded')}
    </p>
  );
}

/** One event: its name, then a checkbox per channel (named by the column on larger screens). */
function EventRow({ event, settings }: { event: NotificationEvent; settings: NotificationSettings }) {
  const t = useT();
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      data-event={event}
      className={`${ROW_GRID} rounded-lg border border-slate-200 px-3 py-2 sm:rounded-none sm:border-0 sm:border-b sm:border-slate-100 sm:px-0 sm:py-1`}
    >
      <p id={labelId} className="text-sm font-medium text-slate-900">
        {t(EVENT_LABELS[event])}
      </p>
      <div className="mt-1 flex flex-wrap gap-x-4 sm:contents">
        {NOTIFICATION_CHANNELS.map((channel) => (
          <ChannelBox
            key={channel}
            name={`preferences.${event}.${channel}`}
            label={t(CHANNEL_LABELS[channel])}
            choosable={isChoosable(settings, channel)}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * A channel's checkbox. One that cannot be chosen is a plain disabled box showing the saved value:
 * registered with react-hook-form it would leave the value out of what is saved.
 */
function ChannelBox({ name, label, choosable }: { name: string; label: string; choosable: boolean }) {
  const { register } = useFormContext();
  const checked = useWatch({ name }) as boolean;
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-700 has-disabled:cursor-not-allowed has-disabled:text-slate-400 sm:justify-center">
      {choosable ? (
        <input type="checkbox" className="size-5 rounded accent-indigo-600" {...register(name)} />
      ) : (
        <input type="checkbox" className="size-5 rounded" checked={checked} disabled readOnly />
      )}
      <span className="sm:sr-only">{label}</span>
    </label>
  );
}
