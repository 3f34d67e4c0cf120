import { formatRupees } from '@portal/shared';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';

/** What a confirmed promotion quiz credited: the answer of user-promoter-quiz-result-confirmation. */
export interface ConfirmedQuiz {
  /** 'You scored N out of M'. */
  message: string;
  amount: number;
  cash: number;
  grow: number;
}

/**
 * The confirmed result (docs/product/content-and-earning.md, Earning from promotion videos): the
 * split credited to Cash and Grow stays on screen until the promoter moves on, whatever the next
 * set or the session's end would show; the one-second toast only announces it.
 */
export function QuizConfirmation({
  confirmed,
  onContinue,
}: {
  confirmed: ConfirmedQuiz;
  onContinue(): void;
}) {
  return (
    <CardSection title="Result">
      <div role="region" aria-label="Confirmed result" className="flex flex-col gap-4">
        <p className="text-lg font-semibold text-slate-900">{confirmed.message}</p>
        <p className="flex items-start gap-2 rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Confirmed {formatRupees(confirmed.amount)}: {formatRupees(confirmed.cash)} to your Cash wallet and{' '}
            {formatRupees(confirmed.grow)} to your Grow wallet.
          </span>
        </p>
        <div>
          <Button onClick={onContinue} className="w-full sm:w-auto">
            Continue
          </Button>
        </div>
      </div>
    </CardSection>
  );
}
