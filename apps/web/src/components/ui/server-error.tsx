import { CloudOff, House, RotateCw } from 'lucide-react';
import { ApiError } from '../../lib/api-client';
import { Button, buttonClasses } from './button';
import { Card } from './card';

interface ServerErrorProps {
  error: unknown;
  onRetry(): void;
  /** A way out of a screen that cannot be shown, e.g. to the dashboard. A plain link reloads the app. */
  backTo?: { href: string; label: string };
}

function explanationOf(error: unknown): string {
  if (error instanceof ApiError) {
    return error.isNetworkFailure
      ? 'Check your internet connection, then try again.'
      : 'The server could not answer just now. Please try again in a moment.';
  }
  // Not a failed call: the screen itself broke while drawing (the error boundary caught it).
  return 'Something went wrong while showing this screen. Please try again, or go back.';
}

/**
 * The server-error page (docs/product/screens.md, Feedback): for a screen whose data could not load
 * (the toast already named the cause) and for a screen that failed to draw.
 */
export function ServerError({ error, onRetry, backTo }: ServerErrorProps) {
  return (
    <Card role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-10 text-center">
      <CloudOff className="size-10 text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">This screen could not be loaded</h2>
      <p className="text-sm text-slate-600">{explanationOf(error)}</p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button onClick={onRetry}>
          <RotateCw className="size-4" aria-hidden="true" />
          Retry
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
