import { formatDate, SESSION_TYPE_LABELS, type VideoKind, type VideoRow } from '@portal/shared';
import { ListFilterBar, ListTable } from '../../../components/data-table/list-table';
import { HelpCircle, Pencil, Plus, Trash2, Youtube } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { DataTableColumn } from '../../../components/data-table/types';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import { Badge } from '../../../components/ui/badge';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { DeleteDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { useDeleteVideo, useVideoList, type VideoFilterKey, type VideoSortKey } from '../api/videos';
import { QuizDialog } from './quiz-dialog';
import { KIND_TITLES, VideoDialog } from './video-dialog';

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const SCREENS: Record<
  VideoKind,
  { title: string; description: string; filters: FilterSpec<VideoFilterKey>[] }
> = {
  daily: {
    title: 'Daily Videos',
    description: 'One video per showing date; the rotation pool fills the days without one.',
    filters: [
      { kind: 'search', placeholder: 'Search title' },
      {
        kind: 'select',
        field: 'is_active',
        label: 'Active',
        options: [
          { value: '', label: 'All' },
          { value: 'true', label: 'Active' },
          { value: 'false', label: 'Inactive' },
        ],
      },
    ],
  },
  training: {
    title: 'Training Videos',
    description: 'One video for each of the 7 training days, with its quiz in English and Tamil.',
    filters: [
      { kind: 'search', placeholder: 'Search title' },
      {
        kind: 'select',
        field: 'quiz_enabled',
        label: 'Quiz',
        options: [
          { value: '', label: 'All' },
          { value: 'true', label: 'Quiz on' },
          { value: 'false', label: 'Quiz off' },
        ],
      },
    ],
  },
  promotion: {
    title: 'Promotion Videos',
    description: 'Four videos per date and session (orders 1–2 serve set 1, 3–4 set 2), each with its quiz.',
    filters: [
      { kind: 'search', placeholder: 'Search title' },
      {
        kind: 'select',
        field: 'session',
        label: 'Session',
        options: [
          { value: '', label: 'All' },
          ...Object.entries(SESSION_TYPE_LABELS).map(([value, label]) => ({ value, label })),
        ],
      },
    ],
  },
};

function slotOf(kind: VideoKind, video: VideoRow): string {
  if (kind === 'training') return `Day ${video.day}`;
  const date = formatDate(video.showing_date);
  if (kind === 'daily') return `${date}${video.in_rotation ? ' · rotation' : ''}`;
  return `${date} · ${SESSION_TYPE_LABELS[video.session ?? 1]} · order ${video.order}`;
}

/** The admin screen of one video kind: the shared table, its dialog, the quiz dialog and delete. */
export function VideosScreen({ kind }: { kind: VideoKind }) {
  const list = useVideoList(kind);
  const remove = useDeleteVideo(kind);
  const [editing, setEditing] = useState<VideoRow | 'new' | null>(null);
  const [quizOf, setQuizOf] = useState<VideoRow | null>(null);
  const [deleting, setDeleting] = useState<VideoRow | null>(null);
  const screen = SCREENS[kind];
  const hasQuiz = kind !== 'daily';

  const columns = useMemo<DataTableColumn<VideoRow, VideoSortKey>[]>(
    () => [
      {
        title: 'Title',
        key: 'title',
        sortable: true,
        priority: 'essential',
        card: 'title',
        minWidth: 200,
        grow: 3,
        render: (video) => (
          <span className="flex flex-col gap-0.5">
            <span className="font-semibold text-slate-900">{video.title}</span>
            <span className="inline-flex items-center gap-1 text-xs text-slate-500">
              {video.youtube_url ? <Youtube className="size-3.5" aria-hidden="true" /> : null}
              {video.youtube_url ? 'YouTube' : 'Uploaded file'} · {minutes(video.duration_seconds)}
            </span>
          </span>
        ),
      },
      {
        title: kind === 'training' ? 'Day' : 'Showing',
        key: kind === 'training' ? 'day' : 'showing_date',
        sortable: true,
        priority: 'essential',
        minWidth: 150,
        grow: 2,
        render: (video) => slotOf(kind, video),
      },
      {
        title: hasQuiz ? 'Quiz' : 'Status',
        key: 'questions',
        priority: 'high',
        minWidth: 110,
        grow: 1,
        render: (video) =>
          video.quiz_enabled === false ? (
            <Badge tone="neutral">Quiz off</Badge>
          ) : hasQuiz ? (
            <Badge tone={video.questions > 0 ? 'info' : 'warning'}>
              {video.questions} {video.questions === 1 ? 'question' : 'questions'}
            </Badge>
          ) : (
            <Badge tone={video.is_active ? 'success' : 'neutral'}>
              {video.is_active ? 'Active' : 'Inactive'}
            </Badge>
          ),
      },
      {
        title: 'Action',
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
                Quiz<span className="sr-only"> of {video.title}</span>
              </Button>
            )}
            <Button size="sm" variant="secondary" onClick={() => setEditing(video)}>
              <Pencil className="size-4" aria-hidden="true" />
              <span className="sr-only">Edit {video.title}</span>
            </Button>
            <Button size="sm" variant="danger" onClick={() => setDeleting(video)}>
              <Trash2 className="size-4" aria-hidden="true" />
              <span className="sr-only">Delete {video.title}</span>
            </Button>
          </div>
        ),
      },
    ],
    [kind, hasQuiz],
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
                Quiz attempts
              </Link>
            )}
            <Button onClick={() => setEditing('new')}>
              <Plus className="size-4" aria-hidden="true" />
              Add {KIND_TITLES[kind]}
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
