import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/class-names';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)} {...props} />
  );
}

interface CardSectionProps {
  /** Text in the shown language, or data (a video's title) marked as such. */
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled card: the building block of forms and dashboard panels. */
export function CardSection({ title, description, actions, children, className }: CardSectionProps) {
  return (
    <Card className={className}>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-4 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions}
      </div>
      <div className="px-4 py-4 sm:px-6 sm:py-5">{children}</div>
    </Card>
  );
}
