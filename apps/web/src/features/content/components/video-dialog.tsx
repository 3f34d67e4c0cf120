import {
  dailyVideoInputSchema,
  promotionVideoInputSchema,
  SessionType,
  TRAINING_DAYS,
  trainingVideoInputSchema,
  VIDEO_ORDERS,
  type VideoKind,
  type VideoRow,
} from '@portal/shared';
import { Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { DateField } from '../../../components/form/date-field';
import { FormField, hintIdOf } from '../../../components/form/form-field';
import { SchemaForm } from '../../../components/form/schema-form';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { TextInput } from '../../../components/form/text-input';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { clockText } from '../../../lib/date-text';
import { youtubeDuration, youtubeIdOf } from '../../../lib/youtube';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';
import { useLanguage, useSharedMessageText, useT } from '../../../lib/i18n/language-provider';
import { type ResumableVideoUpload, startResumableVideoUpload, useSaveVideo } from '../api/videos';
import { addSample, bytesPerSecond, type RateSample, secondsLeft, speedText } from '../lib/upload-rate';

/** The Add button's and the dialog's titles per kind ('Add Daily Video', 'Edit Daily Video'). */
export const ADD_TITLES: Record<VideoKind, MessageKey> = {
  daily: 'content.add.daily',
  training: 'content.add.training',
  promotion: 'content.add.promotion',
};
const EDIT_TITLES: Record<VideoKind, MessageKey> = {
  daily: 'content.edit.daily',
  training: 'content.edit.training',
  promotion: 'content.edit.promotion',
};

/** A session's name (SESSION_TYPE_LABELS in English). */
export const SESSION_LABELS: Record<number, MessageKey> = {
  [SessionType.Morning]: 'content.session.morning',
  [SessionType.Evening]: 'content.session.evening',
};

export function sessionText(t: (key: MessageKey, values?: MessageValues) => string, session: number): string {
  const key = SESSION_LABELS[session];
  return key ? t(key) : String(session);
}

const SCHEMAS = {
  daily: dailyVideoInputSchema,
  training: trainingVideoInputSchema,
  promotion: promotionVideoInputSchema,
} as const;

function defaultsOf(kind: VideoKind, video: VideoRow | null): Record<string, unknown> {
  const base = {
    title: video?.title ?? '',
    description: video?.description ?? '',
    youtube_url: video?.youtube_url ?? '',
    file: video?.file ?? '',
    // A file's length is the server's (read from the file); only a YouTube link's is entered.
    duration_seconds: video?.youtube_url ? String(video.duration_seconds) : '',
  };
  if (kind === 'daily')
    return {
      ...base,
      showing_date: video?.showing_date ?? '',
      is_active: video?.is_active ?? true,
      in_rotation: video?.in_rotation ?? false,
    };
  if (kind === 'training')
    return { ...base, day: String(video?.day ?? 1), quiz_enabled: video?.quiz_enabled ?? true };
  return {
    ...base,
    showing_date: video?.showing_date ?? '',
    session: String(video?.session ?? 1),
    order: String(video?.order ?? 1),
  };
}

/**
 * The daily, training and promotion video dialogs (docs/product/content-and-earning.md, Videos):
 * one JSON shape for the three kinds, a video from an uploaded file (with its upload's progress and
 * the length read from it) or a YouTube link, and each kind's own slot (showing date, day, session
 * and order).
 */
export function VideoDialog({
  kind,
  video,
  open,
  onOpenChange,
}: {
  kind: VideoKind;
  video: VideoRow | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t(video ? EDIT_TITLES[kind] : ADD_TITLES[kind])}
      description={t('content.video.description', { mp4: 'MP4', webm: 'WebM', mov: 'MOV', size: '500 MB' })}
    >
      {open && <VideoForm kind={kind} video={video} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function VideoForm({ kind, video, onDone }: { kind: VideoKind; video: VideoRow | null; onDone(): void }) {
  const t = useT();
  const save = useSaveVideo(kind);
  const form = useSchemaForm(SCHEMAS[kind] as typeof dailyVideoInputSchema, {
    id: `video-${kind}-${video?.id ?? 'new'}`,
    defaultValues: defaultsOf(kind, video) as never,
  });
  const [source, setSource] = useState<'file' | 'youtube'>(video?.youtube_url ? 'youtube' : 'file');
  /** The uploaded file's length as the server read it: shown, never sent. */
  const [fileSeconds, setFileSeconds] = useState(video?.file ? String(video.duration_seconds) : '');

  const submit = async (values: Record<string, unknown>) => {
    const input = {
      ...values,
      ...(source === 'file' ? { youtube_url: null, duration_seconds: null } : { file: null }),
    };
    try {
      await save.mutateAsync({ id: video?.id, input });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status !== 422) onDone();
      throw error;
    }
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-4">
      <TextField name="title" label={t('content.video.title')} maxLength={150} />
      <TextAreaField name="description" label={t('content.video.descriptionField')} rows={2} />
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('content.video.source')}</legend>
        {(['file', 'youtube'] as const).map((option) => (
          <label key={option} className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`${kind}-source`}
              className="size-4 accent-indigo-600"
              checked={source === option}
              onChange={() => setSource(option)}
            />
            {option === 'file' ? t('content.video.uploadOption') : t('content.video.youtubeOption')}
          </label>
        ))}
      </fieldset>
      {source === 'file' ? (
        <>
          <FileUpload onUploaded={setFileSeconds} />
          <FileDuration seconds={fileSeconds} />
        </>
      ) : (
        <>
          <YoutubeLink />
          <TextField name="duration_seconds" label={t('content.video.duration')} inputMode="numeric" />
        </>
      )}
      {kind === 'daily' && (
        <>
          <DateField name="showing_date" label={t('content.video.showingDate')} />
          <CheckboxField name="is_active" label={t('content.video.active')} />
          <CheckboxField name="in_rotation" label={t('content.video.inRotation')} />
        </>
      )}
      {kind === 'training' && (
        <>
          <SelectField
            name="day"
            label={t('content.video.day')}
            options={TRAINING_DAYS.map((day) => ({
              value: String(day),
              label: t('content.slot.day', { day }),
            }))}
          />
          <CheckboxField name="quiz_enabled" label={t('content.video.quizOn')} />
        </>
      )}
      {kind === 'promotion' && (
        <>
          <DateField name="showing_date" label={t('content.video.showingDate')} />
          <SelectField
            name="session"
            label={t('content.video.session')}
            options={Object.keys(SESSION_LABELS).map((value) => ({
              value,
              label: sessionText(t, Number(value)),
            }))}
          />
          <SelectField
            name="order"
            label={t('content.video.order')}
            options={VIDEO_ORDERS.map((order) => ({ value: String(order), label: String(order) }))}
          />
        </>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('content.video.cancel')}
        </Button>
        <SubmitButton>{t('content.video.save')}</SubmitButton>
      </div>
    </SchemaForm>
  );
}

/** The YouTube link; when it names a video, its length is read from YouTube's player into the duration. */
function YoutubeLink() {
  const t = useT();
  const { setValue, getValues } = useFormContext();
  const url = (useWatch({ name: 'youtube_url' }) as string | null) ?? '';
  const [reading, setReading] = useState(false);
  useEffect(() => {
    if (!youtubeIdOf(url.trim()) || getValues('duration_seconds')) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      setReading(true);
      void youtubeDuration(url.trim()).then((seconds) => {
        if (cancelled) return;
        setReading(false);
        if (seconds && !getValues('duration_seconds'))
          setValue('duration_seconds', String(seconds), { shouldDirty: true });
      });
    }, 800);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [url, getValues, setValue]);
  return (
    <TextField
      name="youtube_url"
      label={t('content.video.youtubeLink')}
      inputMode="url"
      hint={reading ? t('content.video.readingLength') : t('content.video.lengthHint')}
    />
  );
}

/** An uploaded file's length: read from the file by the server, so shown read-only. */
function FileDuration({ seconds }: { seconds: string }) {
  const t = useT();
  const id = useId();
  return (
    <FormField id={id} label={t('content.video.duration')} hint={t('content.video.fileLengthHint')}>
      <TextInput id={id} value={seconds} readOnly aria-describedby={hintIdOf(id)} />
    </FormField>
  );
}

interface UploadState {
  sent: number;
  total: number;
  samples: RateSample[];
  /** An earlier upload of this file is being continued. */
  resumed: boolean;
  /** The connection dropped and the upload is trying again. */
  reconnecting: boolean;
}

/**
 * The file input, its upload's progress (percent, speed, time left) and Cancel, and the stored
 * name (and the length read from it). Videos go up resumably (tus, issue 17, point 2): a dropped
 * connection is tried again, and after a reload picking the same file continues from what the
 * server already holds; Cancel deletes that. Closing the dialog mid-upload keeps it to continue.
 */
function FileUpload({ onUploaded }: { onUploaded(seconds: string): void }) {
  const t = useT();
  const { language } = useLanguage();
  const messageText = useSharedMessageText();
  const { setValue, setError, clearErrors, getFieldState, formState } = useFormContext();
  const file = useWatch({ name: 'file' }) as string;
  const [state, setState] = useState<UploadState | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const current = useRef<ResumableVideoUpload | null>(null);
  // With no file, the "a file or a link" rule is reported on the link, which is not shown here.
  const error =
    getFieldState('file', formState).error?.message ?? getFieldState('youtube_url', formState).error?.message;

  useEffect(() => () => current.current?.pause(), []);

  const upload = async (chosen: File) => {
    current.current?.pause();
    clearErrors('file');
    setCancelled(false);
    setState({ sent: 0, total: chosen.size, samples: [], resumed: false, reconnecting: false });
    const started = startResumableVideoUpload(chosen, {
      onProgress: (sent, total) =>
        setState(
          (previous) =>
            previous && {
              ...previous,
              sent,
              total,
              reconnecting: false,
              samples: addSample(previous.samples, { at: performance.now(), sent }),
            },
        ),
      onResume: () => setState((previous) => previous && { ...previous, resumed: true }),
      onRetry: () => setState((previous) => previous && { ...previous, reconnecting: true, samples: [] }),
    });
    current.current = started;
    try {
      const stored = await started.done;
      setValue('file', stored.file, { shouldDirty: true });
      onUploaded(stored.durationSeconds ? String(stored.durationSeconds) : '');
    } catch (failure) {
      const message =
        failure instanceof ApiError
          ? (Object.values(failure.errors)[0]?.[0] ?? failure.message)
          : t('content.video.uploadFailed');
      setError('file', { type: 'server', message });
    } finally {
      if (current.current === started) {
        current.current = null;
        setState(null);
      }
    }
  };

  const cancel = () => {
    const started = current.current;
    if (!started) return;
    current.current = null;
    setState(null);
    // Said once the server has deleted it (tus-js-client tries the DELETE again on a bad link).
    started.cancel().then(
      () => setCancelled(true),
      () => setError('file', { type: 'server', message: t('content.video.uploadFailed') }),
    );
  };

  const percent = state && state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;
  const rate = state ? bytesPerSecond(state.samples) : null;
  const left = state ? secondsLeft(state.sent, state.total, rate) : null;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="video-file" className="text-sm font-medium text-slate-700">
        {t('content.video.file')}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50">
          <Upload className="size-4" aria-hidden="true" />
          {t('content.video.choose')}
          <input
            id="video-file"
            type="file"
            accept="video/mp4,video/webm,video/quicktime"
            className="sr-only"
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0];
              // The same file may be picked again (to continue it after a cancel or reload).
              event.currentTarget.value = '';
              if (chosen) void upload(chosen);
            }}
          />
        </label>
        {file && !state && (
          <span className="text-sm text-emerald-700">{t('content.video.uploaded', { file })}</span>
        )}
      </div>
      {state && (
        <div className="flex flex-col gap-1">
          <div className="flex items-center gap-3">
            <progress
              max={100}
              value={percent}
              aria-label={t('content.video.progress')}
              className="h-2 flex-1"
            />
            <span className="text-sm text-slate-700 tabular-nums">{percent}%</span>
            <Button variant="secondary" size="sm" onClick={cancel}>
              {t('content.video.cancelUpload')}
            </Button>
          </div>
          <p className="text-sm text-slate-600 tabular-nums" aria-live="polite">
            {state.reconnecting
              ? t('content.video.reconnecting')
              : rate !== null && (
                  <>
                    {speedText(rate, language)}
                    {left !== null && <> · {t('content.video.timeLeft', { time: clockText(left) })}</>}
                  </>
                )}
          </p>
          {state.resumed && <p className="text-sm text-slate-600">{t('content.video.resuming')}</p>}
        </div>
      )}
      {cancelled && !state && <p className="text-sm text-slate-600">{t('content.video.uploadCancelled')}</p>}
      {error && <p className="text-sm text-red-600">{messageText(error)}</p>}
    </div>
  );
}
