import { Hourglass } from 'lucide-react';
import { Card } from '../ui/card';
import { PageHeader } from '../ui/page-header';

/** Stands in, honestly, for a screen that a later release delivers. */
export function ScreenNotAvailable({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <Hourglass className="size-10 text-slate-400" aria-hidden="true" />
        <p className="text-base font-medium text-slate-700">This part of the portal is not available yet.</p>
      </Card>
    </>
  );
}
