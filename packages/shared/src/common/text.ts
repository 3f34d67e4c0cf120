export const DEFAULT_TRUNCATE_LENGTH = 345;

/** First letters of the first two words, upper-cased (docs/product/screens.md, Portal shell). */
export function initials(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

export function truncate(text: string | null | undefined, length = DEFAULT_TRUNCATE_LENGTH): string {
  const value = text ?? '';
  return value.length > length ? `${value.slice(0, length)}...` : value;
}

/** Bank account numbers show only their last 4 digits. */
export function maskAccountNumber(accountNumber: string | null | undefined): string {
  const value = (accountNumber ?? '').trim();
  if (value.length <= 4) return value;
  return `${'X'.repeat(value.length - 4)}${value.slice(-4)}`;
}
