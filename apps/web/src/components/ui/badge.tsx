import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names';
import { useT } from '../../lib/i18n/language-provider';

type BadgeTone = 'neutral' | 'success' | 'danger' | 'warning' | 'info';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  danger: 'bg-red-50 text-red-700 ring-red-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  info: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
};

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  const t = useT();
  return (
    <Badge tone={isActive ? 'success' : 'danger'}>{t(isActive ? 'badge.active' : 'badge.inactive')}</Badge>
  );
}
