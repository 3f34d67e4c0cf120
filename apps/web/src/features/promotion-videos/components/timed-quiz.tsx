import type { ServedQuestion } from '@portal/shared';
import { Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/class-names';
import { useT } from '../../../lib/i18n/language-provider';

/**
 * The promotion quiz: one question at a time, each with its own countdown; when it runs out the
 * quiz moves on (the question counts as unanswered). After the last question the answers go to
 * the server, which grades them against the time it allowed.
 */
export function TimedQuiz({
  questions,
  onFinish,
}: {
  questions: ServedQuestion[];
  onFinish(answers: { question_id: number; choice_id: number }[]): void;
}) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [left, setLeft] = useState(questions[0]?.time_limit ?? 0);
  const finished = useRef(false);
  const question = questions[index];

  const next = (current: Record<number, number>) => {
    if (index + 1 < questions.length) {
      setIndex(index + 1);
      setLeft(questions[index + 1]!.time_limit);
    } else if (!finished.current) {
      finished.current = true;
      onFinish(
        Object.entries(current).map(([questionId, choiceId]) => ({
          question_id: Number(questionId),
          choice_id: choiceId,
        })),
      );
    }
  };

  useEffect(() => {
    if (finished.current) return;
    if (left <= 0) {
      next(answers);
      return;
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
    // `next` and `answers` are read at the moment the time runs out.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left]);

  if (!question) return null;
  const chosen = answers[question.id];
  return (
    <section aria-label={t('promotion.quiz.title')} className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium text-slate-700">
          {t('promotion.quiz.question', { number: index + 1, total: questions.length })}
        </span>
        <span
          role="timer"
          aria-label={t('promotion.quiz.timeLeft')}
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-3 py-1 font-semibold tabular-nums',
            left <= 5 ? 'bg-red-50 text-red-700' : 'bg-slate-100 text-slate-800',
          )}
        >
          <Timer className="size-4" aria-hidden="true" />
          {t('promotion.quiz.seconds', { seconds: left })}
        </span>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">{question.text}</legend>
        {question.choices.map((choice) => (
          <label
            key={choice.id}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm',
              chosen === choice.id ? 'border-indigo-400 bg-indigo-50' : 'border-slate-200 bg-white',
            )}
          >
            <input
              type="radio"
              name={`promotion-question-${question.id}`}
              className="size-4 accent-indigo-600"
              checked={chosen === choice.id}
              onChange={() => setAnswers((current) => ({ ...current, [question.id]: choice.id }))}
            />
            {choice.text}
          </label>
        ))}
      </fieldset>
      <Button className="self-start" disabled={chosen === undefined} onClick={() => next(answers)}>
        {index + 1 < questions.length ? t('promotion.quiz.next') : t('promotion.quiz.finish')}
      </Button>
    </section>
  );
}
