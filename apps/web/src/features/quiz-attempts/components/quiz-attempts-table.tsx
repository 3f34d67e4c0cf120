import { type AttemptLogRow, formatDate, formatRupees, indiaTime24, SessionType } from '@portal/shared';
import { ListTable } from '../../../components/data-table/list-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { Badge } from '../../../components/ui/badge';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import type { AttemptList } from '../api/get-quiz-attempts';

/** An instant's India time of day, 24-hour with seconds (the steps of one attempt are seconds apart). */
const time = (iso: string) => indiaTime24(iso, { seconds: true });

/** Each step the attempt reached, one a line: served, quiz started, graded, confirmed. */
function StepTimes({ row }: { row: AttemptLogRow }) {
  const t = useT();
  const steps = [
    ['quizAttempts.step.served', row.served_at],
    ['quizAttempts.step.quiz', row.quiz_started_at],
    ['quizAttempts.step.graded', row.graded_at],
    ['quizAttempts.step.confirmed', row.confirmed_at],
  ] as const;
  return (
    <ul aria-label={t('quizAttempts.step.label')} className="text-xs text-slate-500 tabular-nums">
      {steps.map(([step, at]) => (at ? <li key={step}>{t(step, { time: time(at) })}</li> : null))}
    </ul>
  );
}

/** The columns; `showOnly` narrows the log to one promoter, offered while it shows them all. */
const SESSION_LABELS: Record<number, MessageKey> = {
  [SessionType.Morning]: 'quizAttempts.session.morning',
  [SessionType.Evening]: 'quizAttempts.session.evening',
};

function sessionText(t: (key: MessageKey, values?: MessageValues) => string, session: number): string {
  const key = SESSION_LABELS[session];
  return key ? t(key) : String(session);
}

function columnsFor(
  t: (key: MessageKey, values?: MessageValues) => string,
  onlyUser: string | undefined,
  showOnly: (username: string) => void,
): DataTableColumn<AttemptLogRow, 'created_at'>[] {
  return [
    {
      title: t('quizAttempts.column.promoter'),
      key: 'username',
      priority: 'essential',
      card: 'title',
      minWidth: 150,
      grow: 2,
      render: (row) => (
        <span className="flex flex-col items-start">
          <span className="font-semibold text-slate-900">{row.username}</span>
          <span className="text-xs text-slate-600">
            {t('quizAttempts.promoter.level', { level: row.level })}
          </span>
          {!onlyUser && (
            <button
              type="button"
              className="min-h-11 text-xs font-medium text-indigo-700 hover:underline sm:min-h-0"
              onClick={() => showOnly(row.username)}
            >
              {t('quizAttempts.promoter.only', { username: row.username })}
            </button>
          )}
        </span>
      ),
    },
    {
      title: t('quizAttempts.column.date'),
      key: 'served_at',
      priority: 'essential',
      minWidth: 170,
      grow: 2,
      render: (row) => (
        <span className="flex flex-col text-sm">
          <span>
            {formatDate(row.date)} · {sessionText(t, row.session)} ·{' '}
            {t('quizAttempts.served.set', { set: row.set })}
            {row.retry ? ` ${t('quizAttempts.served.retry')}` : ''}
          </span>
          <span className="text-xs text-slate-500">
            {t('quizAttempts.served.video', { id: row.video_id })} · {row.language ?? '–'}
          </span>
        </span>
      ),
    },
    {
      title: t('quizAttempts.column.answers'),
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
                  {t(
                    answer
                      ? right
                        ? 'quizAttempts.answer.right'
                        : 'quizAttempts.answer.wrong'
                      : 'quizAttempts.answer.unanswered',
                    { question: question.text },
                  )}
                </li>
              );
            })}
          </ol>
        ),
    },
    {
      title: t('quizAttempts.column.score'),
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
            {row.amount === null
              ? t('quizAttempts.score.pays', { amount: formatRupees(row.per_video) })
              : formatRupees(row.amount)}
          </span>
        </span>
      ),
    },
    {
      title: t('quizAttempts.column.confirmed'),
      key: 'confirmed',
      priority: 'essential',
      minWidth: 150,
      grow: 1,
      render: (row) => (
        <span className="flex flex-col items-start gap-0.5">
          <Badge tone={row.confirmed ? 'success' : 'neutral'}>
            {row.confirmed ? t('quizAttempts.confirmed') : t('quizAttempts.notConfirmed')}
          </Badge>
          <StepTimes row={row} />
        </span>
      ),
    },
  ];
}

/** 'Showing the attempts of <username> only.', the username in bold wherever the language puts it. */
function OnlyNote({ username }: { username: string }) {
  const t = useT();
  const mark = '\u0000';
  const [before, after] = t('quizAttempts.only.showing', { username: mark }).split(mark);
  return (
    <span>
      {before}
      <span className="font-semibold">{username}</span>
      {after}
    </span>
  );
}

/**
 * The attempt log (docs/product/content-and-earning.md, Promotion attempts): who was served
 * which video in which session and set, the questions and answers, the score, what it paid and
 * when each step happened.
 * A promoter's "Only" narrows the log to them, and the note above the table widens it again.
 */
export function QuizAttemptsTable({ list }: { list: AttemptList }) {
  const t = useT();
  const { filter } = list.state;
  const onlyUser = filter.username;
  const showOnly = (username: string) => list.setFilter((current) => ({ ...current, username }));
  return (
    <>
      {onlyUser && (
        <p
          role="status"
          className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-indigo-50 px-4 py-2 text-sm text-indigo-900"
        >
          <OnlyNote username={onlyUser} />
          <button
            type="button"
            className="min-h-11 font-medium text-indigo-700 hover:underline sm:min-h-0"
            onClick={() => showOnly('')}
          >
            {t('quizAttempts.only.showAll')}
          </button>
        </p>
      )}
      <ListTable
        list={list}
        label={t('quizAttempts.table.label')}
        columns={columnsFor(t, onlyUser, showOnly)}
        rowKey={(row) => row.id}
      />
    </>
  );
}
