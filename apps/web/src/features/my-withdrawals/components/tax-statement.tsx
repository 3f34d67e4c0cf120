import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useSharedMessageText, useT } from '../../../lib/i18n/language-provider';
import { type StatementPeriod, useDownloadTdsStatement } from '../api/download-tds-statement';
import { currentFinancialPeriod } from '../../../components/tax-period/financial-period';
import { FinancialPeriodFields } from '../../../components/tax-period/period-fields';

/**
 * The promoter's statement of tax deducted at source (docs/decisions/180-tax-statements-as-pdf.md):
 * a financial year (the current one and the three before it) and the whole year or one quarter of
 * it, downloaded as a PDF in the promoter's language under the name the server gives it. A failed
 * download says so under the button, with the reason the server gave.
 */
export function TaxStatement({ className }: { className?: string }) {
  const t = useT();
  const sharedText = useSharedMessageText();
  const download = useDownloadTdsStatement();
  const [period, setPeriod] = useState<StatementPeriod>(() => currentFinancialPeriod());

  const choose = (next: StatementPeriod) => {
    // A failure belongs to the period it was asked for.
    download.reset();
    setPeriod(next);
  };
  const failure = download.error;

  return (
    <section aria-labelledby="tax-statement-title" className={className}>
      <CardSection
        title={
          <span className="flex items-center gap-2">
            <FileText className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
            <span id="tax-statement-title">{t('myWithdrawals.statement.title')}</span>
          </span>
        }
        description={t('myWithdrawals.statement.description')}
      >
        <div className="grid grid-cols-1 gap-3 sm:flex sm:flex-wrap sm:items-end">
          <FinancialPeriodFields
            idPrefix="tax-statement"
            period={period}
            onChange={choose}
            yearLabel={t('myWithdrawals.statement.year')}
            quarterLabel={t('myWithdrawals.statement.period')}
            wholeYear
          />
          <Button disabled={download.isPending} onClick={() => download.mutate(period)}>
            {download.isPending ? (
              <Spinner className="size-4 text-white" />
            ) : (
              <Download className="size-4" aria-hidden="true" />
            )}
            {t(
              download.isPending ? 'myWithdrawals.statement.downloading' : 'myWithdrawals.statement.download',
            )}
          </Button>
        </div>
        {failure && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {t('myWithdrawals.statement.failed')}
            {failure instanceof ApiError && ` ${sharedText(failure.message)}`}
          </p>
        )}
      </CardSection>
    </section>
  );
}
