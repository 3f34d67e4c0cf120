import type { ReactNode } from 'react';

/** Fields one per row on phones, two per row from the `sm` breakpoint. */
export function FormGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>;
}
