import {
  formatDate,
  indiaDate,
  formatIndiaClock,
  type QuizLanguageCode,
  type ServedQuestion,
} from '@portal/shared';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/class-names';
import { useT } from '../../../lib/i18n/language-provider';
import { type TrainingQuizResult, useGradeTrainingQuiz } from '../api/learning';

type QuizWords = { submit: string; unanswered: string; wrong: string };

/**
 * The words inside a Tamil quiz stay Tamil whatever the portal's language, like its questions
 * (docs/decisions/136-the-quiz-language-follows-the-portal-language.md); an English quiz's words
 * are the portal's language (the catalogue's training.quiz.*, whose Tamil is the same).
 */
const TAMIL_QUIZ_WORDS: QuizWords = {
  submit: 'பதில்களைச் சமர்ப்பிக்கவும்',
  unanswered: 'எல்லா கேள்விகளுக்கும் பதிலளிக்கவும்',
  wrong: 'தவறான பதில்',
};

/** When the retry opens, India time: the clock, and the date when it is not today. */
function useRetryTimeText(): (iso: string) => string {
  const t = useT();
  return (iso: string) => {
    const at = new Date(iso);
    const clock = formatIndiaClock(at);
    return indiaDate(at) === indiaDate()
      ? clock
      : t('training.quiz.retryOn', { clock, date: formatDate(at) });
  };
}

/** Has `iso` passed? Re-renders when it does (null: nothing to wait for). */
function useHasPassed(iso: string | null): boolean {
  const at = iso === null ? null : Date.parse(iso);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null || at <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(at - now + 50, 2_147_483_647));
    return () => clearTimeout(timer);
  }, [at, now]);
  return at === null || now >= at;
}

/**
 * The open day's quiz (docs/product/content-and-earning.md, Training): the questions arrive
 * without their answers, in this try's order; the server grades all of them and names the ones
 * answered wrongly, never the right choices. A failed quiz can be taken again once its wait is
 * over, in a new order (`onRetry` fetches it).
 */
export function TrainingQuiz({
  day,
  language,
  questions,
  lastTry,
  retryAt,
  onResult,
  onRetry,
}: {
  day: number;
  language: QuizLanguageCode;
  questions: ServedQuestion[];
  /** The best result so far, from before this page was opened. */
  lastTry: { score: number; total: number } | null;
  /** After a failed try before this page was opened: when the retry opens. */
  retryAt: string | null;
  onResult(result: TrainingQuizResult): void;
  onRetry(): Promise<unknown>;
}) {
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [result, setResult] = useState<TrainingQuizResult | null>(null);
  const [missing, setMissing] = useState(false);
  const [fetching, setFetching] = useState(false);
  const grade = useGradeTrainingQuiz();
  const t = useT();
  const retryTimeText = useRetryTimeText();
  const text: QuizWords =
    language === 'ta'
      ? TAMIL_QUIZ_WORDS
      : {
          submit: t('training.quiz.submit'),
          unanswered: t('training.quiz.unanswered'),
          wrong: t('training.quiz.wrong'),
        };
  const opensAt = result ? result.retry_at : retryAt;
  const retryOpen = useHasPassed(opensAt);
  const isWrong = (questionId: number) => result?.wrong.includes(questionId) ?? false;

  const submit = async () => {
    if (questions.some((question) => answers[question.id] === undefined)) return setMissing(true);
    setMissing(false);
    const graded = await grade.mutateAsync({
      day,
      language,
      answers: questions.map((question) => ({ question_id: question.id, choice_id: answers[question.id]! })),
    });
    setResult(graded);
    onResult(graded);
  };

  const retry = async () => {
    setFetching(true);
    try {
      await onRetry();
    } finally {
      setFetching(false);
    }
    setResult(null);
    setAnswers({});
  };

  const retryButton = (
    <Button
      variant="secondary"
      className="self-start"
      disabled={!retryOpen || fetching}
      onClick={() => void retry()}
    >
      {t('training.quiz.tryAgain')}
    </Button>
  );

  // Opened during a failed try's wait: its result and when the retry opens, no questions yet.
  if (!result && !retryOpen && opensAt)
    return (
      <div className="flex flex-col gap-3">
        <div
          role="status"
          className="flex items-center gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        >
          <Clock className="size-5" aria-hidden="true" />
          <span>
            {lastTry
              ? t('training.quiz.waitAfterTry', {
                  score: lastTry.score,
                  total: lastTry.total,
                  time: retryTimeText(opensAt),
                })
              : t('training.quiz.wait', { time: retryTimeText(opensAt) })}
          </span>
        </div>
        {retryButton}
      </div>
    );

  return (
    <form
      aria-label={t('training.quiz.label', { day })}
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {questions.map((question, index) => (
        <fieldset
          key={question.id}
          disabled={result !== null}
          aria-invalid={isWrong(question.id) || undefined}
          className="flex flex-col gap-2"
        >
          <legend className="mb-1 text-sm font-semibold text-slate-900">
            {index + 1}. {question.text}
          </legend>
          {question.choices.map((choice) => {
            const chosen = answers[question.id] === choice.id;
            // Only the promoter's own wrong answers are marked: the right choice is never shown.
            const wrongAnswer = chosen && isWrong(question.id);
            return (
              <label
                key={choice.id}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm',
                  wrongAnswer
                    ? 'border-red-300 bg-red-50'
                    : result && chosen
                      ? 'border-slate-400 bg-slate-50'
                      : 'border-slate-200 bg-white',
                )}
              >
                <input
                  type="radio"
                  name={`question-${question.id}`}
                  className="size-4 accent-indigo-600"
                  checked={chosen}
                  onChange={() => setAnswers((current) => ({ ...current, [question.id]: choice.id }))}
                />
                <span className="flex-1">{choice.text}</span>
                {wrongAnswer && (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-red-700">
                    <XCircle className="size-4" aria-hidden="true" />
                    {text.wrong}
                  </span>
                )}
              </label>
            );
          })}
        </fieldset>
      ))}
      {missing && (
        <p role="alert" className="text-sm text-red-600">
          {text.unanswered}
        </p>
      )}
      {result ? (
        <div
          role="status"
          className={cn(
            'flex items-center gap-2 rounded-lg px-4 py-3 text-sm font-medium',
            result.passed ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900',
          )}
        >
          {result.passed ? (
            <CheckCircle2 className="size-5" aria-hidden="true" />
          ) : (
            <XCircle className="size-5" aria-hidden="true" />
          )}
          <span>
            {result.passed
              ? t('training.quiz.passed', { score: result.score, total: result.total })
              : result.retry_at
                ? t('training.quiz.failedWait', {
                    score: result.score,
                    total: result.total,
                    percent: result.pass_percent,
                    time: retryTimeText(result.retry_at),
                  })
                : t('training.quiz.failed', {
                    score: result.score,
                    total: result.total,
                    percent: result.pass_percent,
                  })}
          </span>
        </div>
      ) : (
        <Button type="submit" className="self-start" disabled={grade.isPending}>
          {text.submit}
        </Button>
      )}
      {result && !result.passed && retryButton}
    </form>
  );
}
