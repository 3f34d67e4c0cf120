import { formatDate, indiaTime24, SESSION_TYPE_LABELS, type AttemptLogRow } from '@portal/shared';
import { excelDay, type ExportColumn } from '../../lib/excel.js';

/** quiz_attempts.xlsx: the attempt log as admins filter it. */
export const ATTEMPT_EXPORT_FILE = 'quiz_attempts.xlsx';
export const ATTEMPT_EXPORT_SHEET = 'Quiz Attempts';

/** Rows fetched per keyset batch while streaming the export. */
export const ATTEMPT_EXPORT_BATCH = 2000;

/** An instant as India time, DD-MM-YYYY HH:mm (the portal's display format); null stays empty. */
export function indiaDateTime(iso: string | null): string | null {
  if (!iso) return null;
  const instant = new Date(iso);
  return `${formatDate(instant)} ${indiaTime24(instant)}`;
}

/**
 * Each served question's answer, in the order of the Questions column: the choice picked and
 * whether it was right, or unanswered.
 */
export function answersText(row: AttemptLogRow): string {
  return row.questions
    .map((question) => {
      const answer = row.answers.find((given) => given.question_id === question.id);
      const choice = question.choices.find((option) => option.id === answer?.choice_id);
      if (!choice) return 'unanswered';
      return `${choice.text} (${choice.id === question.correct_choice_id ? 'right' : 'wrong'})`;
    })
    .join(' | ');
}

export const ATTEMPT_EXPORT_COLUMNS: readonly ExportColumn<AttemptLogRow>[] = [
  { header: 'Attempt ID', width: 11, value: (row) => row.id },
  { header: 'Username', width: 20, value: (row) => row.username },
  { header: 'Date', type: 'date', width: 12, value: (row) => excelDay(row.date) },
  { header: 'Session', width: 10, value: (row) => SESSION_TYPE_LABELS[row.session] ?? '' },
  { header: 'Set', type: 'number', width: 6, value: (row) => row.set },
  { header: 'Retry', width: 7, value: (row) => (row.retry ? 'Yes' : 'No') },
  { header: 'Video ID', width: 9, value: (row) => row.video_id },
  { header: 'Level', type: 'number', width: 7, value: (row) => row.level },
  { header: 'Language', width: 9, value: (row) => row.language },
  {
    header: 'Questions',
    width: 40,
    value: (row) => row.questions.map((question) => question.text).join(' | '),
  },
  { header: 'Answers', width: 40, value: answersText },
  { header: 'Score', width: 8, value: (row) => (row.score === null ? null : `${row.score}/${row.total}`) },
  { header: 'Per Video', type: 'number', width: 10, value: (row) => row.per_video },
  { header: 'Amount', type: 'number', width: 10, value: (row) => row.amount },
  { header: 'Confirmed', width: 10, value: (row) => (row.confirmed ? 'Yes' : 'No') },
  // India time, as on the screen (docs/product/content-and-earning.md, Promotion attempts).
  { header: 'Served At', width: 17, value: (row) => indiaDateTime(row.served_at) },
  { header: 'Quiz Started', width: 17, value: (row) => indiaDateTime(row.quiz_started_at) },
  { header: 'Graded At', width: 17, value: (row) => indiaDateTime(row.graded_at) },
  { header: 'Confirmed At', width: 17, value: (row) => indiaDateTime(row.confirmed_at) },
];
