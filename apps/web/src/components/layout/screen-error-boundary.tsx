import { useQueryClient } from '@tanstack/react-query';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { i18n, type MessageKey } from '../../lib/i18n/i18n';
import { ServerError } from '../ui/server-error';

function reportRenderError(error: unknown, info: ErrorInfo) {
  console.error('A screen failed to render', error, info.componentStack);
}

/**
 * Catches a screen that throws while rendering and shows the server-error page in its place,
 * with Retry and a way back, instead of a blank page (docs/product/screens.md). Moving to another
 * address clears it. Retry also drops cached answers, since a malformed one may be the cause.
 */
export function ScreenErrorBoundary({
  children,
  backTo,
  className,
}: {
  children: ReactNode;
  backTo: { href: string; label: string };
  /** Space around the page where no layout gives it any. */
  className?: string;
}) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      onError={reportRenderError}
      onReset={() => queryClient.removeQueries()}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <div className={className}>
          <ServerError error={error} onRetry={resetErrorBoundary} backTo={backTo} />
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

/** The way home in the shown language, or in English when the error came before any was shown. */
function homeLabel(): string {
  const key: MessageKey = 'layout.backTo.home';
  return i18n.locale && key in i18n.messages ? i18n._(key) : 'Go to the home page';
}

/**
 * The last line, around the whole app (providers included), where no router or query cache can
 * be trusted: Retry reloads the page.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      onError={reportRenderError}
      fallbackRender={({ error }) => (
        <div className={PAGE_PADDING}>
          <ServerError
            error={error}
            onRetry={() => window.location.reload()}
            backTo={{ href: '/', label: homeLabel() }}
          />
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

/** The fallback's spacing on a page without the portal shell. */
export const PAGE_PADDING = 'min-h-dvh bg-slate-50 px-4 py-10 sm:py-16';
