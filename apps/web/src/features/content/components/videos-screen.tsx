import { formatDate, type VideoKind, type VideoMedia, type VideoRow } from '@portal/shared';
import { ListFilterBar, ListTable } from '../../../components/data-table/list-table';
import { HelpCircle, Pencil, Plus, RotateCcw, Trash2, Youtube } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { DataTableColumn } from '../../../components/data-table/types';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import { Badge } from '../../../components/ui/badge';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { DeleteDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import {
  useDeleteVideo,
  useRetryConversion,
  useVideoList,
  type VideoFilterKey,
  type VideoSortKey,
} from '../api/videos';
import { QuizDialog } from './quiz-dialog';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import { ADD_TITLES, SESSION_LABELS, sessionText, VideoDialog } from './video-dialog';

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

type Translate = (key: MessageKey, values?: MessageValues) => string;

function screenOf(
  t: Translate,
  kind: VideoKind,
): { title: string; description: string; filters: FilterSpec<VideoFilterKey>[] } {
  const search: FilterSpec<VideoFilterKey> = { kind: 'search', placeholder: t('content.filter.search') };
  const all = { value: '', label: t('filters.all') };
  if (kind === 'daily')
    return {
      title: t('content.daily.title'),
      description: t('content.daily.description'),
      filters: [
        search,
        {
          kind: 'select',
          field: 'is_active',
          label: t('content.filter.active'),
          options: [
            all,
            { value: 'true', label: t('content.active') },
            { value: 'false', label: t('content.inactive') },
          ],
        },
      ],
    };
  if (kind === 'training')
    return {
      title: t('content.training.title'),
      description: t('content.training.description'),
      filters: [
        search,
        {
          kind: 'select',
          field: 'quiz_enabled',
          label: t('content.filter.quiz'),
          options: [
            all,
            { value: 'true', label: t('content.quizOn') },
            { value: 'false', label: t('content.quizOff') },
          ],
        },
      ],
    };
  return {
    title: t('content.promotion.title'),
    description: t('content.promotion.description'),
    filters: [
      search,
      {
        kind: 'select',
        field: 'session',
        label: t('content.filter.session'),
        options: [
          all,
          ...Object.keys(SESSION_LABELS).map((value) => ({ value, label: sessionText(t, Number(value)) })),
        ],
      },
    ],
  };
}

function slotOf(t: Translate, kind: VideoKind, video: VideoRow): string {
  if (kind === 'training') return t('content.slot.day', { day: video.day ?? 1 });
  const date = formatDate(video.showing_date);
  if (kind === 'daily') return video.in_rotation ? t('content.slot.rotation', { date }) : date;
  return t('content.slot.promotion', {
    date,
    session: sessionText(t, video.session ?? 1),
    order: video.order ?? 1,
  });
}

/** The admin screen of one video kind: the shared table, its dialog, the quiz dialog and delete. */
export function VideosScreen({ kind }: { kind: VideoKind }) {
  const t = useT();
  const list = useVideoList(kind);
  const remove = useDeleteVideo(kind);
  const retry = useRetryConversion(kind);
  const [editing, setEditing] = useState<VideoRow | 'new' | null>(null);
  const [quizOf, setQuizOf] = useState<VideoRow | null>(null);
  const [deleting, setDeleting] = useState<VideoRow | null>(null);
  const screen = useMemo(() => screenOf(t, kind), [t, kind]);
  const hasQuiz = kind !== 'daily';

  const columns = useMemo<DataTableColumn<VideoRow, VideoSortKey>[]>(
    () => [
      {
        title: t('content.column.title'),
        key: 'title',
        sortable: true,
        priority: 'essential',
        card: 'title',
        minWidth: 200,
        grow: 3,
        render: (video) => (
          <span className="flex items-start gap-3">
            {video.media?.thumbnail_url ? (
              <img
                src={video.media.thumbnail_url}
                alt=""
                width={64}
                height={36}
                loading="lazy"
                className="h-9 w-16 shrink-0 rounded bg-slate-200 object-cover"
              />
            ) : null}
            <span className="flex flex-col gap-0.5">
              <span translate="no" className="font-semibold text-slate-900">
                {video.title}
              </span>
              <span className="inline-flex items-center gap-1 text-xs text-slate-500">
                {video.youtube_url ? <Youtube className="size-3.5" aria-hidden="true" /> : null}
                {video.youtube_url ? t('content.source.youtube') : t('content.source.file')} ·{' '}
                {minutes(video.duration_seconds)}
              </span>
              {video.media && video.file ? (
                <ConversionStatus
                  media={video.media}
                  title={video.title}
                  onRetry={() => retry.mutate(video.file!)}
                  retrying={retry.isPending}
                />
              ) : null}
            </span>
          </span>
        ),
      },
      {
        title: kind === 'training' ? t('content.column.day') : t('content.column.showing'),
        key: kind === 'training' ? 'day' : 'showing_date',
        sortable: true,
        priority: 'essential',
        minWidth: 150,
        grow: 2,
        render: (video) => slotOf(t, kind, video),
      },
      {
        title: hasQuiz ? t('content.column.quiz') : t('content.column.status'),
        key: 'questions',
        priority: 'high',
        minWidth: 110,
        grow: 1,
        render: (video) =>
          video.quiz_enabled === false ? (
            <Badge tone="neutral">{t('content.quizOff')}</Badge>
          ) : hasQuiz ? (
            <Badge tone={video.questions > 0 ? 'info' : 'warning'}>
              {t('content.questions', { count: video.questions })}
            </Badge>
          ) : (
            <Badge tone={video.is_active ? 'success' : 'neutral'}>
              {video.is_active ? t('content.active') : t('content.inactive')}
            </Badge>
          ),
      },
      {
        title: t('content.column.action'),
        key: 'id',
        align: 'right',
        priority: 'essential',
        card: 'actions',
        // Room for the three buttons on one line (Quiz, Edit, Delete); two without a quiz.
        minWidth: hasQuiz ? 216 : 110,
        grow: 0,
        render: (video) => (
          <div className="flex flex-wrap justify-end gap-2">
            {hasQuiz && (
              <Button size="sm" variant="secondary" onClick={() => setQuizOf(video)}>
                <HelpCircle className="size-4" aria-hidden="true" />
                {t('content.action.quiz')}
                <span className="sr-only"> {t('content.action.quizOf', { title: video.title })}</span>
              </Button>
            )}
            <Button size="sm" variant="secondary" onClick={() => setEditing(video)}>
              <Pencil className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('content.action.edit', { title: video.title })}</span>
            </Button>
            <Button size="sm" variant="danger" onClick={() => setDeleting(video)}>
              <Trash2 className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('content.action.delete', { title: video.title })}</span>
            </Button>
          </div>
        ),
      },
    ],
    [t, kind, hasQuiz, retry],
  );

  return (
    <>
      <PageHeader
        title={screen.title}
        description={screen.description}
        actions={
          <div className="flex flex-wrap gap-2">
            {kind === 'promotion' && (
              <Link to={paths.admin.quizAttempts} className={buttonClasses('secondary')}>
                {t('content.quizAttempts')}
              </Link>
            )}
            <Button onClick={() => setEditing('new')}>
              <Plus className="size-4" aria-hidden="true" />
              {t(ADD_TITLES[kind])}
            </Button>
          </div>
        }
      />
      <ListFilterBar list={list} filters={screen.filters} />
      <ListTable list={list} label={screen.title} columns={columns} rowKey={(video) => video.id} />
      <VideoDialog
        kind={kind}
        video={editing === 'new' ? null : editing}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      {hasQuiz && <QuizDialog kind={kind} video={quizOf} onClose={() => setQuizOf(null)} />}
      <DeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </>
  );
}

/**
 * Where an uploaded file's conversion for slow phones stands (docs/decisions/158-video-ladder-made-at-upload.md):
 * waiting, converting with its percentage (the list refreshes meanwhile), done, or failed with
 * ffmpeg's reason (as it said it: a data value) and a Retry.
 */
function ConversionStatus({
  media,
  title,
  onRetry,
  retrying,
}: {
  media: VideoMedia;
  title: string;
  onRetry(): void;
  retrying: boolean;
}) {
  const t = useT();
  if (media.status === 'failed')
    return (
      <span className="flex flex-col items-start gap-1" data-testid="conversion-status">
        <Badge tone="danger">{t('content.media.failed')}</Badge>
        {media.error ? (
          <span data-value className="max-w-72 text-xs break-words text-red-700">
            {media.error}
          </span>
        ) : null}
        <Button size="sm" variant="secondary" onClick={onRetry} disabled={retrying}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('content.media.retry')}
          <span className="sr-only"> {t('content.media.retryOf', { title })}</span>
        </Button>
      </span>
    );
  const text =
    media.status === 'ready'
      ? t('content.media.ready', { count: media.renditions.length })
      : media.status === 'processing'
        ? t('content.media.processing', { percent: media.percent })
        : t('content.media.queued');
  const tone = media.status === 'ready' ? 'success' : media.status === 'processing' ? 'info' : 'neutral';
  return (
    <span className="inline-flex" data-testid="conversion-status" aria-live="polite">
      <Badge tone={tone}>{text}</Badge>
    </span>
  );
}
