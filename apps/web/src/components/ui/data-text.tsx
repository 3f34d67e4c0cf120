import { Trans } from '@lingui/react';
import { maskAccountNumber } from '@portal/shared';
import type { ReactNode } from 'react';
import type { MessageKey, MessageValues } from '../../lib/i18n/i18n';

/**
 * Data shown as it is, in whatever script it was written: a username, a name, a promoter code, a
 * link, an account number, a place. `translate="no"` says so to a browser's page translator and to
 * the language walks (docs/decisions/148-latin-text-walk.md).
 */
export function DataText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span translate="no" className={className}>
      {children}
    </span>
  );
}

/** A bank account number masked to its last 4 digits ('XXXX1365'), as data. */
export function MaskedAccount({
  number,
  className,
}: {
  number: string | null | undefined;
  className?: string;
}) {
  return <DataText className={className}>{maskAccountNumber(number)}</DataText>;
}

/**
 * A catalogue text holding data in some of its placeholders: `data`'s values are drawn as
 * <DataText>, `values` (numbers, translated words) as they are.
 */
export function TextWithData({
  id,
  data,
  values,
}: {
  id: MessageKey;
  data: Record<string, ReactNode>;
  values?: MessageValues;
}) {
  const marked = Object.fromEntries(
    Object.entries(data).map(([name, value]) => [name, <DataText key={name}>{value}</DataText>]),
  );
  return <Trans id={id} values={{ ...values, ...marked }} />;
}
