import { formatRupees, paiseToRupees } from '@portal/shared';

/**
 * When an account may close (docs/decisions/182-own-data-export.md), pure so it is tested alone:
 * only with no money held or pending. Amounts in paise.
 */
export function closureProblems(state: {
  wallets: readonly { balance: number; held: number }[];
  waitingCards: number;
}): string[] {
  const problems: string[] = [];
  const held = state.wallets.reduce((sum, wallet) => sum + wallet.held, 0);
  const free = state.wallets.reduce((sum, wallet) => sum + wallet.balance - wallet.held, 0);
  if (free > 0)
    problems.push(
      `Withdraw the ${formatRupees(paiseToRupees(free))} in your wallets before closing your account`,
    );
  if (held > 0)
    problems.push('Wait until your withdrawal requests are paid or rejected before closing your account');
  if (state.waitingCards > 0) problems.push('Scratch your waiting scratch cards before closing your account');
  return problems;
}
