import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/**
 * One figure of the register: a labelled group holding a term and its amount, so assistive
 * technology (and the browser tests) find an amount by its label.
 */
export function TaxFigure({
  label,
  value,
  hint,
  icon: Icon,
}: {
  label: string;
  value: string;
  hint?: ReactNode;
  icon: LucideIcon;
}) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="flex items-center gap-4 p-4 sm:p-5">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <dl>
          <dt id={labelId} className="text-sm text-slate-600">
            {label}
          </dt>
          <dd className="text-2xl font-semibold [overflow-wrap:anywhere] text-slate-900 tabular-nums">
            {value}
          </dd>
        </dl>
        {hint && <p className="mt-0.5 text-xs text-slate-500">{hint}</p>}
      </div>
    </Card>
  );
}

/** Placeholder shapes while the figures load: no made-up amounts. */
export function TaxFiguresLoading() {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 2xl:grid-cols-4" aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <Card key={index} className="h-[86px] animate-pulse bg-slate-100" />
      ))}
    </div>
  );
}
