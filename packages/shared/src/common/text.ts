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

/**
 * Bank account numbers show only their last 4 digits, always behind the same four X's
 * ('XXXX9012'), whatever the number's length (docs/decisions/102-one-formatter-one-mask-one-clock.md):
 * the user's list, which is sent only the last 4, looks like the admins' screens, and the mask
 * does not tell how long the number is. '' for no number.
 */
export function maskAccountNumber(accountNumber: string | null | undefined): string {
  const value = (accountNumber ?? '').trim();
  return value ? `XXXX${value.slice(-4)}` : '';
}
