import { WalletType } from '@portal/shared';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';

/** A message key and its values: what a translated label is made of. */
export type Label = [MessageKey, MessageValues?];

/** The Withdraw button's name: which wallet it withdraws from (its visible text is 'Withdraw'). */
export function withdrawFromLabel(walletType: number): Label {
  if (walletType === WalletType.Cash) return ['myWithdrawals.wallets.withdrawFrom.cash'];
  if (walletType === WalletType.Scratch) return ['myWithdrawals.wallets.withdrawFrom.scratch'];
  if (walletType === WalletType.Grow) return ['myWithdrawals.wallets.withdrawFrom.grow'];
  return ['myWithdrawals.wallets.withdrawFrom.other', { type: walletType }];
}
