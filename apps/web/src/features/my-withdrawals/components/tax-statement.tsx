import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { SelectInput } from '../../../components/form/select-input';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useSharedMessageText, useT } from '../../../lib/i18n/language-provider';
import { type StatementPeriod, useDownloadTdsStatement } from '../api/download-tds-statement';
import {
  currentStatementPeriod,
  periodOptions,
  quarterOfValue,
  statementYears,
  statementYearText,
  WHOLE_YEAR,
} from './tax-statement-period';

const FIELD = 'flex flex-col gap-1.5';
const FIELD_LABEL = 'text-xs font-medium text-slate-600';

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
  const [period, setPeriod] = useState<StatementPeriod>(() => currentStatementPeriod());

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
          <div className={FIELD}>
            <label htmlFor="tax-statement-year" className={FIELD_LABEL}>
              {t('myWithdrawals.statement.year')}
            </label>
            <SelectInput
              id="tax-statement-year"
              className="sm:w-auto sm:min-w-44"
              value={String(period.financialYear)}
              onChange={(event) => choose({ ...period, financialYear: Number(event.target.value) })}
              options={statementYears().map((year) => ({
                value: String(year),
                label: statementYearText(t, year),
              }))}
            />
          </div>
          <div className={FIELD}>
            <label htmlFor="tax-statement-period" className={FIELD_LABEL}>
              {t('myWithdrawals.statement.period')}
            </label>
            <SelectInput
              id="tax-statement-period"
              className="sm:w-auto sm:min-w-52"
              value={period.quarter === null ? WHOLE_YEAR : String(period.quarter)}
              onChange={(event) => choose({ ...period, quarter: quarterOfValue(event.target.value) })}
              options={periodOptions(t)}
            />
          </div>
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
