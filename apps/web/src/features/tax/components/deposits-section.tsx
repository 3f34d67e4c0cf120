import { formatDate, formatRupees, type TdsDeposit } from '@portal/shared';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { RowsTable } from '../../../components/data-table/rows-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ServerError } from '../../../components/ui/server-error';
import type { Translate } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import { useTdsDeposits } from '../api/tax-queries';
import { RecordDepositDialog } from './record-deposit-dialog';
import { quarterText, yearText } from '../../../components/tax-period/financial-period';
import type { TaxPeriod } from './tax-period';

/** A deposit's challan (date, serial, the bank branch's BSR code), its quarter and section, the amount and who recorded it. */
function columnsFor(t: Translate): DataTableColumn<TdsDeposit>[] {
  return [
    {
      title: t('tax.deposits.column.date'),
      key: 'deposited_on',
      priority: 'essential',
      card: 'title',
      minWidth: 112,
      grow: 0,
      render: (row) => formatDate(row.deposited_on),
    },
    {
      title: t('tax.deposits.column.challan'),
      key: 'challan_no',
      priority: 'essential',
      minWidth: 104,
      grow: 1,
      render: (row) => (
        <span className="font-mono" translate="no">
          {row.challan_no}
        </span>
      ),
    },
    {
      title: t('tax.deposits.column.bsr'),
      key: 'bsr_code',
      priority: 'high',
      mergeInto: 'challan_no',
      minWidth: 104,
      grow: 1,
      render: (row) => (
        <span className="font-mono" translate="no">
          {row.bsr_code}
        </span>
      ),
    },
    {
      title: t('tax.field.quarter'),
      key: 'quarter',
      priority: 'high',
      minWidth: 136,
      grow: 1,
      render: (row) => quarterText(t, row.quarter),
    },
    {
      title: t('tax.field.section'),
      key: 'section',
      priority: 'low',
      mergeInto: 'quarter',
      minWidth: 88,
      grow: 0,
      render: (row) => <span translate="no">{row.section}</span>,
    },
    {
      title: t('tax.deposits.column.amount'),
      key: 'amount',
      align: 'right',
      priority: 'essential',
      minWidth: 120,
      grow: 0,
      render: (row) => <span className="font-medium tabular-nums">{formatRupees(row.amount)}</span>,
    },
    {
      title: t('tax.deposits.column.recordedBy'),
      key: 'recorded_by',
      priority: 'medium',
      minWidth: 120,
      grow: 1,
      render: (row) => (row.recorded_by ? <span translate="no">{row.recorded_by}</span> : '—'),
    },
  ];
}

/**
 * The financial year's deposits of deducted tax, newest first, and the way to record one
 * (docs/decisions/179-tax-register-and-deposits.md).
 */
export function DepositsSection({ period }: { period: TaxPeriod }) {
  const t = useT();
  const [recording, setRecording] = useState(false);
  const { data, error, refetch, isPending, isPlaceholderData } = useTdsDeposits(period.financialYear);
  const columns = useMemo(() => columnsFor(t), [t]);
  const year = yearText(t, period.financialYear);

  let body;
  if (error && !data) body = <ServerError error={error} onRetry={() => void refetch()} />;
  else if (isPending) body = <Card className="h-32 animate-pulse bg-slate-100" aria-hidden="true" />;
  else if (data.rows.length === 0 && !isPlaceholderData)
    body = (
      <Card className="px-6 py-8 text-center text-sm text-slate-600" data-testid="tax-deposits-empty">
        {t('tax.deposits.empty', { year })}
      </Card>
    );
  else
    body = (
      <RowsTable
        label={t('tax.deposits.table')}
        columns={columns}
        rows={data.rows}
        rowKey={(row) => row.id}
        loading={isPlaceholderData}
      />
    );

  return (
    <section aria-labelledby="tax-deposits" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="tax-deposits" className="text-lg font-semibold text-slate-900">
            {t('tax.deposits.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('tax.deposits.description', { year })}</p>
        </div>
        <Button onClick={() => setRecording(true)} disabled={!data || isPlaceholderData}>
          <Plus className="size-4" aria-hidden="true" />
          {t('tax.deposits.record')}
        </Button>
      </div>
      {body}
      <RecordDepositDialog
        open={recording}
        period={period}
        payable={data?.payable ?? 0}
        onClose={() => setRecording(false)}
      />
    </section>
  );
}
