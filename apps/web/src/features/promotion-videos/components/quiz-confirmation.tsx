import { formatRupees } from '@portal/shared';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/language-provider';

/** What a confirmed promotion quiz credited: the answer of user-promoter-quiz-result-confirmation. */
export interface ConfirmedQuiz {
  /** 'You scored N out of M'. */
  score: number;
  total: number;
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
  const t = useT();
  return (
    <CardSection title={t('promotion.result.title')}>
      <div role="region" aria-label={t('promotion.result.confirmedLabel')} className="flex flex-col gap-4">
        <p className="text-lg font-semibold text-slate-900">
          {t('promotion.result.scored', { score: confirmed.score, total: confirmed.total })}
        </p>
        <p className="flex items-start gap-2 rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {t('promotion.result.confirmedSplit', {
              amount: formatRupees(confirmed.amount),
              cash: formatRupees(confirmed.cash),
              grow: formatRupees(confirmed.grow),
            })}
          </span>
        </p>
        <div>
          <Button onClick={onContinue} className="w-full sm:w-auto">
            {t('promotion.result.continue')}
          </Button>
        </div>
      </div>
    </CardSection>
  );
}
