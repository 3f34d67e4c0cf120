import { FunnelX, RotateCcw } from 'lucide-react';
import { queryErrorReasons } from '../../hooks/list-query-url';
import { invalidQueryOf } from '../../hooks/use-list-query';
import { useT } from '../../lib/i18n/language-provider';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ServerError } from '../ui/server-error';

/**
 * Why a list could not load. A query the server refused (a bad filter or sort in a bookmark or
 * shared link) will be refused again however often it is retried, so it shows the reason and a
 * reset to the default list instead of a Retry; anything else is the server-error panel.
 */
export function ListLoadError({
  error,
  onRetry,
  onReset,
}: {
  error: unknown;
  onRetry(): void;
  onReset(): void;
}) {
  const t = useT();
  const invalid = invalidQueryOf(error);
  if (!invalid) return <ServerError error={error} onRetry={onRetry} />;
  const reasons = queryErrorReasons(invalid.errors, invalid.message, t);
  return (
    <Card role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-3 px-6 py-10 text-center">
      <FunnelX className="size-10 text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{t('table.loadError.title')}</h2>
      <p className="text-sm text-slate-600">{t('table.loadError.text')}</p>
      <ul className="flex max-w-full flex-col gap-1 text-sm font-medium break-words text-red-700">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <Button onClick={onReset}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('table.loadError.reset')}
      </Button>
    </Card>
  );
}
