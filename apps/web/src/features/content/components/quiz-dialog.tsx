import {
  type QuizQuestionInput,
  quizQuestionInputSchema,
  type QuizQuestionRow,
  type VideoRow,
} from '@portal/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { DeleteDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import type { MessageKey } from '../../../lib/i18n/i18n';
import { useSharedMessageText, useT } from '../../../lib/i18n/language-provider';
import { useDeleteQuizQuestion } from '../api/delete-quiz-question';
import { type QuizKind, useQuizQuestions } from '../api/get-quiz-questions';
import { useSaveQuizQuestion } from '../api/save-quiz-question';

const WEIGHTS = [
  ['promotor', null],
  ['promotor1', 1],
  ['promotor2', 2],
  ['promotor3', 3],
  ['promotor4', 4],
] as const;

const QUIZ_TITLES: Record<QuizKind, MessageKey> = {
  training: 'content.quiz.trainingTitle',
  promotion: 'content.quiz.promotionTitle',
};

/**
 * The training and promotion video quiz dialogs: a video's questions, each written once in
 * English and Tamil (stored as the two language rows), 2 to 6 choices with exactly one correct,
 * a time limit and the weights per level. One question a call.
 */
export function QuizDialog({
  kind,
  video,
  onClose,
}: {
  kind: QuizKind;
  video: VideoRow | null;
  onClose(): void;
}) {
  const t = useT();
  return (
    <Dialog
      open={video !== null}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={t(QUIZ_TITLES[kind])}
      description={video ? video.title : undefined}
    >
      {video && <QuizEditor kind={kind} video={video} />}
    </Dialog>
  );
}

function QuizEditor({ kind, video }: { kind: QuizKind; video: VideoRow }) {
  const t = useT();
  const questions = useQuizQuestions(kind, video.id);
  const remove = useDeleteQuizQuestion(kind, video.id);
  const [editing, setEditing] = useState<QuizQuestionRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<QuizQuestionRow | null>(null);

  if (editing)
    return (
      <QuestionForm
        kind={kind}
        videoId={video.id}
        question={editing === 'new' ? null : editing}
        onDone={() => setEditing(null)}
      />
    );
  const rows = questions.data?.data ?? [];
  return (
    <div className="flex flex-col gap-4">
      {questions.isPending ? (
        <p className="text-sm text-slate-600">{t('content.quiz.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('content.quiz.none')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {rows.map((question, index) => (
            <li key={question.id} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-slate-900">
                  {index + 1}. {question.question.en}
                </p>
                <p className="text-slate-600">{question.question.ta}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {t('content.quiz.correct', {
                    choice: question.choices.find((choice) => choice.correct)?.en ?? '',
                    seconds: question.time_limit,
                  })}
                </p>
              </div>
              <Button variant="secondary" size="sm" onClick={() => setEditing(question)}>
                <Pencil className="size-4" aria-hidden="true" />
                <span className="sr-only">{t('content.quiz.editQuestion', { number: index + 1 })}</span>
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setDeleting(question)}>
                <Trash2 className="size-4" aria-hidden="true" />
                <span className="sr-only">{t('content.quiz.deleteQuestion', { number: index + 1 })}</span>
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Button className="self-start" onClick={() => setEditing('new')}>
        <Plus className="size-4" aria-hidden="true" />
        {t('content.quiz.addQuestion')}
      </Button>
      <DeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}

function QuestionForm({
  kind,
  videoId,
  question,
  onDone,
}: {
  kind: QuizKind;
  videoId: number;
  question: QuizQuestionRow | null;
  onDone(): void;
}) {
  const t = useT();
  const form = useSchemaForm(quizQuestionInputSchema, {
    id: `quiz-${kind}-${question?.id ?? 'new'}`,
    defaultValues: {
      video_id: videoId,
      question: question?.question ?? { en: '', ta: '' },
      choices: question?.choices ?? [
        { en: '', ta: '', correct: true },
        { en: '', ta: '', correct: false },
      ],
      time_limit: question?.time_limit ?? 30,
      promotor: question?.promotor ?? 10,
      promotor1: question?.promotor1 ?? 15,
      promotor2: question?.promotor2 ?? 20,
      promotor3: question?.promotor3 ?? 25,
      promotor4: question?.promotor4 ?? 30,
    } as QuizQuestionInput,
  });
  const saveQuestion = useSaveQuizQuestion(kind, videoId);
  const save = async (values: unknown) => {
    try {
      await saveQuestion.mutateAsync({ id: question?.id, input: values });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status !== 422) onDone();
      throw error;
    }
  };
  return (
    <SchemaForm form={form} onSubmit={save} className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField name="question.en" label={t('content.quiz.questionEnglish')} />
        <TextField name="question.ta" label={t('content.quiz.questionTamil')} lang="ta" />
      </div>
      <Choices />
      <TextField
        name="time_limit"
        label={t('content.quiz.timeLimit')}
        inputMode="numeric"
        className="sm:max-w-48"
      />
      <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('content.quiz.weights')}</legend>
        {WEIGHTS.map(([name, level]) => (
          <TextField
            key={name}
            name={name}
            label={
              level === null ? t('content.quiz.weight.promoter') : t('content.quiz.weight.level', { level })
            }
            inputMode="numeric"
          />
        ))}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('content.quiz.cancel')}
        </Button>
        <SubmitButton>{t('content.quiz.save')}</SubmitButton>
      </div>
    </SchemaForm>
  );
}

/** 2 to 6 choices in both languages; the radio marks the one correct choice. */
function Choices() {
  const t = useT();
  const messageText = useSharedMessageText();
  const { control, setValue, getFieldState, formState } = useFormContext<QuizQuestionInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'choices' });
  const choices = useWatch({ control, name: 'choices' }) ?? [];
  const error = getFieldState('choices', formState).error;
  const message = error?.message ?? error?.root?.message;
  const markCorrect = (index: number) =>
    choices.forEach((_choice, at) => setValue(`choices.${at}.correct`, at === index, { shouldDirty: true }));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('content.quiz.choices')}</legend>
      {fields.map((field, index) => (
        <div
          key={field.id}
          role="group"
          aria-label={t('content.quiz.choice', { number: index + 1 })}
          className="grid grid-cols-[auto_1fr] gap-3 rounded-lg border border-slate-100 p-3 sm:grid-cols-[auto_1fr_1fr_auto] sm:items-end"
        >
          <label className="inline-flex min-h-11 items-center gap-2 self-end text-sm">
            <input
              type="radio"
              name="correct-choice"
              className="size-4 accent-emerald-600"
              checked={Boolean(choices[index]?.correct)}
              onChange={() => markCorrect(index)}
            />
            <span className="sr-only">{t('content.quiz.choiceCorrect', { number: index + 1 })}</span>
          </label>
          <TextField name={`choices.${index}.en`} label={t('content.quiz.english')} />
          <TextField
            name={`choices.${index}.ta`}
            label={t('content.quiz.tamil')}
            lang="ta"
            className="col-start-2 sm:col-start-auto"
          />
          <Button
            variant="secondary"
            size="sm"
            className="col-start-2 self-end justify-self-start sm:col-start-auto"
            disabled={fields.length <= 2}
            onClick={() => remove(index)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            <span className="sr-only">{t('content.quiz.removeChoice', { number: index + 1 })}</span>
          </Button>
        </div>
      ))}
      {message && <p className="text-sm text-red-600">{messageText(message)}</p>}
      {fields.length < 6 && (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => append({ en: '', ta: '', correct: false })}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('content.quiz.addChoice')}
        </Button>
      )}
    </fieldset>
  );
}
