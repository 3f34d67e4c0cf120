import type { QuizLanguageCode, ServedQuestion } from '@portal/shared';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/class-names';
import { type TrainingQuizResult, useGradeTrainingQuiz } from '../api/learning';

const TEXT: Record<QuizLanguageCode, { submit: string; unanswered: string; correct: string }> = {
  en: { submit: 'Submit answers', unanswered: 'Answer every question', correct: 'Correct answer' },
  ta: { submit: 'பதில்களைச் சமர்ப்பிக்கவும்', unanswered: 'எல்லா கேள்விகளுக்கும் பதிலளிக்கவும்', correct: 'சரியான பதில்' },
};

/**
 * The open day's quiz (docs/product/content-and-earning.md, Training): the questions arrive
 * without their answers; the server grades all of them and only then reveals the correct choices.
 * A failed quiz can be taken again.
 */
export function TrainingQuiz({
  day,
  language,
  questions,
  onResult,
}: {
  day: number;
  language: QuizLanguageCode;
  questions: ServedQuestion[];
  onResult(result: TrainingQuizResult): void;
}) {
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [result, setResult] = useState<TrainingQuizResult | null>(null);
  const [missing, setMissing] = useState(false);
  const grade = useGradeTrainingQuiz();
  const text = TEXT[language];
  const correctOf = (questionId: number) =>
    result?.correct.find((c) => c.question_id === questionId)?.choice_id;

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

  return (
    <form
      aria-label={`Day ${day} quiz`}
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {questions.map((question, index) => (
        <fieldset key={question.id} disabled={result !== null} className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-slate-900">
            {index + 1}. {question.text}
          </legend>
          {question.choices.map((choice) => {
            const chosen = answers[question.id] === choice.id;
            const correct = correctOf(question.id) === choice.id;
            return (
              <label
                key={choice.id}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm',
                  result && correct
                    ? 'border-emerald-400 bg-emerald-50'
                    : result && chosen
                      ? 'border-red-300 bg-red-50'
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
                {result && correct && (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
                    <CheckCircle2 className="size-4" aria-hidden="true" />
                    {text.correct}
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
            {result.message}.{' '}
            {result.passed
              ? 'You passed.'
              : `The pass mark is ${result.pass_percent} %. Watch again if you like, then try the quiz again.`}
          </span>
        </div>
      ) : (
        <Button type="submit" className="self-start" disabled={grade.isPending}>
          {text.submit}
        </Button>
      )}
      {result && !result.passed && (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => {
            setResult(null);
            setAnswers({});
          }}
        >
          Try again
        </Button>
      )}
    </form>
  );
}
