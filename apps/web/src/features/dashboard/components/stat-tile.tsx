import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';

export function StatTile({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: string | number;
  icon: LucideIcon;
}) {
  const labelId = useId();
  // A labelled group holding a term and its value: assistive technology (and the browser tests)
  // find a number by its label.
  return (
    <Card role="group" aria-labelledby={labelId} className="flex items-center gap-4 p-4 sm:p-5">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <dl className="min-w-0">
        <dt id={labelId} className="text-sm text-slate-600">
          {label}
        </dt>
        <dd className="truncate text-2xl font-semibold text-slate-900">{value}</dd>
      </dl>
    </Card>
  );
}

/** Placeholder shapes while the numbers load: no made-up values. */
export function StatTilesLoading({ count }: { count: number }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className="h-[86px] animate-pulse bg-slate-100" />
      ))}
    </div>
  );
}
