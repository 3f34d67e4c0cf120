import { formatDate, formatRupees, type TdsRegister, type TdsRegisterRow } from '@portal/shared';
import { Banknote, FileX2, Landmark, Receipt, Scale } from 'lucide-react';
import { useMemo } from 'react';
import { RowsTable } from '../../../components/data-table/rows-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { Card } from '../../../components/ui/card';
import { ServerError } from '../../../components/ui/server-error';
import type { Translate } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import { useTdsRegister } from '../api/tax-queries';
import { TaxFigure, TaxFiguresLoading } from './tax-figure';
import { quarterText, yearText } from '../../../components/tax-period/financial-period';
import type { TaxPeriod } from './tax-period';

/** '2 %', '0.75 %': a rate in percent as the settings hold it. */
export const percentText = (rate: number) => `${rate} %`;

/**
 * The register's columns (docs/decisions/179-tax-register-and-deposits.md): who was paid and
 * against which PAN, under which section, when, how much, at what rate, the tax and the net. The
 * payee, the gross and the tax never give way; on a narrower screen the PAN folds under the payee,
 * the date under the gross, the section under the rate and the net under the tax. On a phone the
 * payee heads each card.
 */
function columnsFor(t: Translate): DataTableColumn<TdsRegisterRow>[] {
  return [
    {
      title: t('tax.register.column.payee'),
      key: 'payee_name',
      priority: 'essential',
      card: 'title',
      minWidth: 168,
      grow: 3,
      render: (row) => (
        <>
          <span className="block font-medium text-slate-900" translate="no">
            {row.payee_name}
          </span>
          <span className="block text-xs text-slate-500" translate="no">
            {row.username}
          </span>
        </>
      ),
    },
    {
      title: t('tax.register.column.pan'),
      key: 'pan',
      priority: 'high',
      mergeInto: 'payee_name',
      minWidth: 124,
      grow: 1,
      render: (row) =>
        row.pan ? (
          <span className="font-mono" translate="no" data-testid="pan">
            {row.pan}
          </span>
        ) : (
          <span className="font-medium text-amber-800" data-testid="pan">
            {t('tax.register.noPan')}
          </span>
        ),
    },
    {
      title: t('tax.field.section'),
      key: 'section',
      priority: 'low',
      mergeInto: 'rate',
      minWidth: 88,
      grow: 0,
      render: (row) => <span translate="no">{row.section}</span>,
    },
    {
      title: t('tax.register.column.paidOn'),
      key: 'paid_at',
      priority: 'medium',
      mergeInto: 'gross',
      minWidth: 112,
      grow: 0,
      render: (row) => formatDate(row.paid_at),
    },
    {
      title: t('tax.register.column.gross'),
      key: 'gross',
      align: 'right',
      priority: 'essential',
      minWidth: 120,
      grow: 0,
      render: (row) => <span className="tabular-nums">{formatRupees(row.gross)}</span>,
    },
    {
      title: t('tax.register.column.rate'),
      key: 'rate',
      align: 'right',
      priority: 'high',
      minWidth: 80,
      grow: 0,
      render: (row) => <span className="tabular-nums">{percentText(row.rate)}</span>,
    },
    {
      title: t('tax.register.column.tax'),
      key: 'tax',
      align: 'right',
      priority: 'essential',
      minWidth: 120,
      grow: 0,
      render: (row) => (
        <>
          <span className="font-medium text-slate-900 tabular-nums">{formatRupees(row.tax)}</span>
          {/* A payment crossing the threshold is taxed on the year's earlier payments too (decision 178). */}
          {row.base > 0 && row.base !== row.gross && (
            <span className="block text-xs text-slate-500">
              {t('tax.register.taxOn', { amount: formatRupees(row.base) })}
            </span>
          )}
        </>
      ),
    },
    {
      title: t('tax.register.column.net'),
      key: 'net',
      align: 'right',
      priority: 'high',
      mergeInto: 'tax',
      minWidth: 120,
      grow: 0,
      render: (row) => <span className="tabular-nums">{formatRupees(row.net)}</span>,
    },
  ];
}

/** What was paid and deducted in the quarter, what was deposited against it, and what is owed now. */
function RegisterFigures({ register }: { register: TdsRegister }) {
  const t = useT();
  return (
    <section
      aria-label={t('tax.figures.label')}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 2xl:grid-cols-4"
    >
      <TaxFigure label={t('tax.figures.gross')} value={formatRupees(register.totals.gross)} icon={Banknote} />
      <TaxFigure label={t('tax.figures.tax')} value={formatRupees(register.totals.tax)} icon={Receipt} />
      <TaxFigure
        label={t('tax.figures.deposited')}
        value={formatRupees(register.deposited)}
        icon={Landmark}
      />
      <TaxFigure
        label={t('tax.figures.payable')}
        value={formatRupees(register.payable)}
        hint={t('tax.figures.payableHint')}
        icon={Scale}
      />
    </section>
  );
}

/** The quarter paid nothing out: said so, rather than an empty table. */
function NoPayments({ period }: { period: TaxPeriod }) {
  const t = useT();
  return (
    <Card
      className="flex flex-col items-center gap-2 px-6 py-10 text-center"
      data-testid="tax-register-empty"
    >
      <FileX2 className="size-10 text-slate-400" aria-hidden="true" />
      <h2 className="text-base font-semibold text-slate-900">
        {t('tax.register.empty.title', {
          quarter: quarterText(t, period.quarter),
          year: yearText(t, period.financialYear),
        })}
      </h2>
      <p className="max-w-md text-sm text-slate-600">{t('tax.register.empty.text')}</p>
    </Card>
  );
}

/**
 * The quarter's register: its figures, then one row per completed withdrawal whose tax was fixed
 * in the quarter, taxed or not (the return lists payments as well as deductions).
 */
export function TdsRegisterPanel({ period }: { period: TaxPeriod }) {
  const t = useT();
  const { data, error, refetch, isPending, isPlaceholderData } = useTdsRegister(
    period.financialYear,
    period.quarter,
  );
  const columns = useMemo(() => columnsFor(t), [t]);
  if (error && !data) return <ServerError error={error} onRetry={() => void refetch()} />;
  if (isPending) return <TaxFiguresLoading />;
  return (
    <div className="flex flex-col gap-4" aria-busy={isPlaceholderData}>
      <RegisterFigures register={data} />
      {data.rows.length === 0 && !isPlaceholderData ? (
        <NoPayments period={period} />
      ) : (
        <RowsTable
          label={t('tax.register.table')}
          columns={columns}
          rows={data.rows}
          rowKey={(row) => row.withdrawal_id}
          loading={isPlaceholderData}
        />
      )}
    </div>
  );
}
