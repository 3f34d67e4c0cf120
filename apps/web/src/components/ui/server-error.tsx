import { CloudOff, RotateCw } from 'lucide-react';
import { ApiError } from '../../lib/api-client';
import { Button } from './button';
import { Card } from './card';

/** The server-error panel for a screen whose data could not load (the toast already named the cause). */
export function ServerError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const offline = error instanceof ApiError && error.isNetworkFailure;
  return (
    <Card role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-10 text-center">
      <CloudOff className="size-10 text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">This screen could not be loaded</h2>
      <p className="text-sm text-slate-600">
        {offline
          ? 'Check your internet connection, then try again.'
          : 'The server could not answer just now. Please try again in a moment.'}
      </p>
      <Button onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden="true" />
        Retry
      </Button>
    </Card>
  );
}
