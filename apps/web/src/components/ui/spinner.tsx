import { MESSAGES } from '@portal/shared';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/class-names';
import { i18n } from '../../lib/i18n/i18n';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-6 animate-spin text-indigo-600', className)} />;
}

/**
 * Shown while the role is determined and while a page loads (docs/product/screens.md, Routes).
 * It also stands in while the first catalogue arrives (LanguageProvider), so it reads the active
 * catalogue directly and says 'Loading...' before there is one.
 */
export function FullScreenSpinner({ label }: { label?: string }) {
  const text = label ?? (i18n.locale ? i18n._('common.loading') : MESSAGES.loading);
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-slate-50/90"
    >
      <Spinner className="size-10" />
      <p className="text-sm font-medium text-slate-600">{text}</p>
    </div>
  );
}
