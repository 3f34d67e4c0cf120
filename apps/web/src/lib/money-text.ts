/**
 * Rupee amounts as a reader in India writes them: two decimals (docs/product/screens.md, Labels)
 * and Indian digit grouping ('₹1,00,000.00'), the grouping the server's own messages use.
 */
const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function amountOf(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** '₹1,250.50'; a negative amount keeps its sign in front ('-₹10.00'). */
export function formatRupees(value: number): string {
  const amount = amountOf(value);
  return `${amount < 0 ? '-' : ''}₹${RUPEES.format(Math.abs(amount))}`;
}

/** A movement of money: '+₹500.00' into a wallet, '-₹100.00' out of it. */
export function formatSignedRupees(value: number): string {
  const amount = amountOf(value);
  return `${amount > 0 ? '+' : ''}${formatRupees(amount)}`;
}
