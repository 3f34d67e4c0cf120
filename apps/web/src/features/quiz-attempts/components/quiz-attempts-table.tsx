import {
  type AttemptLogRow,
  formatDate,
  formatRupees,
  indiaTime24,
  SESSION_TYPE_LABELS,
} from '@portal/shared';
import { ListTable } from '../../../components/data-table/list-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { Badge } from '../../../components/ui/badge';
import type { AttemptList } from '../api/get-quiz-attempts';

/** An instant's India time of day, 24-hour with seconds (the steps of one attempt are seconds apart). */
const time = (iso: string) => indiaTime24(iso, { seconds: true });

/** Each step the attempt reached, one a line: served, quiz started, graded, confirmed. */
function StepTimes({ row }: { row: AttemptLogRow }) {
  const steps = [
    ['Served', row.served_at],
    ['Quiz', row.quiz_started_at],
    ['Graded', row.graded_at],
    ['Confirmed', row.confirmed_at],
  ] as const;
  return (
    <ul aria-label="Times (India)" className="text-xs text-slate-500 tabular-nums">
      {steps.map(([step, at]) =>
        at ? (
          <li key={step}>
            {step} {time(at)}
          </li>
        ) : null,
      )}
    </ul>
  );
}

/** The columns; `showOnly` narrows the log to one promoter, offered while it shows them all. */
function columnsFor(
  onlyUser: string | undefined,
  showOnly: (username: string) => void,
): DataTableColumn<AttemptLogRow, 'created_at'>[] {
  return [
    {
      title: 'Promoter',
      key: 'username',
      priority: 'essential',
      card: 'title',
      minWidth: 150,
      grow: 2,
      render: (row) => (
        <span className="flex flex-col items-start">
          <span className="font-semibold text-slate-900">{row.username}</span>
          <span className="text-xs text-slate-600">Level {row.level}</span>
          {!onlyUser && (
            <button
              type="button"
              className="min-h-11 text-xs font-medium text-indigo-700 hover:underline sm:min-h-0"
              onClick={() => showOnly(row.username)}
            >
              Only {row.username}
            </button>
          )}
        </span>
      ),
    },
    {
      title: 'Date',
      key: 'served_at',
      priority: 'essential',
      minWidth: 170,
      grow: 2,
      render: (row) => (
        <span className="flex flex-col text-sm">
          <span>
            {formatDate(row.date)} · {SESSION_TYPE_LABELS[row.session]} · set {row.set}
            {row.retry ? ' (retry)' : ''}
          </span>
          <span className="text-xs text-slate-500">
            video {row.video_id} · {row.language ?? '–'}
          </span>
        </span>
      ),
    },
    {
      title: 'Answers',
      key: 'answers',
      priority: 'medium',
      minWidth: 200,
      grow: 3,
      render: (row) =>
        row.questions.length === 0 ? (
          '–'
        ) : (
          <ol className="flex list-decimal flex-col gap-0.5 pl-4 text-xs text-slate-700">
            {row.questions.map((question) => {
              const answer = row.answers.find((a) => a.question_id === question.id);
              const right = answer?.choice_id === question.correct_choice_id;
              return (
                <li key={question.id}>
                  {question.text}: {answer ? (right ? 'right' : 'wrong') : 'unanswered'}
                </li>
              );
            })}
          </ol>
        ),
    },
    {
      title: 'Score',
      key: 'score',
      align: 'right',
      priority: 'essential',
      minWidth: 120,
      grow: 1,
      render: (row) => (
        <span className="flex flex-col items-end">
          <span className="font-semibold tabular-nums">
            {row.score === null ? '–' : `${row.score} / ${row.total}`}
          </span>
          <span className="text-xs text-slate-600">
            {row.amount === null ? `pays ${formatRupees(row.per_video)}` : formatRupees(row.amount)}
          </span>
        </span>
      ),
    },
    {
      title: 'Confirmed',
      key: 'confirmed',
      priority: 'essential',
      minWidth: 150,
      grow: 1,
      render: (row) => (
        <span className="flex flex-col items-start gap-0.5">
          <Badge tone={row.confirmed ? 'success' : 'neutral'}>
            {row.confirmed ? 'Confirmed' : 'Not confirmed'}
          </Badge>
          <StepTimes row={row} />
        </span>
      ),
    },
  ];
}

/**
 * The attempt log (docs/product/content-and-earning.md, Promotion attempts): who was served
 * which video in which session and set, the questions and answers, the score, what it paid and
 * when each step happened.
 * A promoter's "Only" narrows the log to them, and the note above the table widens it again.
 */
export function QuizAttemptsTable({ list }: { list: AttemptList }) {
  const { filter } = list.state;
  const onlyUser = filter.username;
  const showOnly = (username: string) => list.setFilter({ ...filter, username });
  return (
    <>
      {onlyUser && (
        <p
          role="status"
          className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-indigo-50 px-4 py-2 text-sm text-indigo-900"
        >
          <span>
            Showing the attempts of <span className="font-semibold">{onlyUser}</span> only.
          </span>
          <button
            type="button"
            className="min-h-11 font-medium text-indigo-700 hover:underline sm:min-h-0"
            onClick={() => showOnly('')}
          >
            Show every promoter
          </button>
        </p>
      )}
      <ListTable
        list={list}
        label="Quiz Attempts"
        columns={columnsFor(onlyUser, showOnly)}
        rowKey={(row) => row.id}
      />
    </>
  );
}
