import { CloudOff, House, RotateCw } from 'lucide-react';
import { ApiError } from '../../lib/api-client';
import type { MessageKey } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/language-provider';
import { Button, buttonClasses } from './button';
import { Card } from './card';

interface ServerErrorProps {
  error: unknown;
  onRetry(): void;
  /** A way out of a screen that cannot be shown, e.g. to the dashboard. A plain link reloads the app. */
  backTo?: { href: string; label: string };
  // `label` is in the shown language (the caller's `t('…')`).
}

function explanationOf(error: unknown): MessageKey {
  if (error instanceof ApiError) {
    return error.isNetworkFailure ? 'dialog.serverError.network' : 'dialog.serverError.server';
  }
  // Not a failed call: the screen itself broke while drawing (the error boundary caught it).
  return 'dialog.serverError.screen';
}

/**
 * The server-error page (docs/product/screens.md, Feedback): for a screen whose data could not load
 * (the toast already named the cause) and for a screen that failed to draw.
 */
export function ServerError({ error, onRetry, backTo }: ServerErrorProps) {
  const t = useT();
  return (
    <Card role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-10 text-center">
      <CloudOff className="size-10 text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{t('dialog.serverError.title')}</h2>
      <p className="text-sm text-slate-600">{t(explanationOf(error))}</p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button onClick={onRetry}>
          <RotateCw className="size-4" aria-hidden="true" />
          {t('common.retry')}
        </Button>
        {backTo && (
          <a href={backTo.href} className={buttonClasses('secondary')}>
            <House className="size-4" aria-hidden="true" />
            {backTo.label}
          </a>
        )}
      </div>
    </Card>
  );
}
