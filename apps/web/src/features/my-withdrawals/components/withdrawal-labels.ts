import { WalletType, WithdrawStatus } from '@portal/shared';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';

/** A message key and its values: what a translated label is made of. */
export type Label = [MessageKey, MessageValues?];

/** A wallet's name (packages/shared walletName) in the shown language. */
export function walletLabel(walletType: number): Label {
  if (walletType === WalletType.Cash) return ['myWithdrawals.wallet.cash'];
  if (walletType === WalletType.Scratch) return ['myWithdrawals.wallet.scratch'];
  if (walletType === WalletType.Grow) return ['myWithdrawals.wallet.grow'];
  return ['myWithdrawals.wallet.other', { type: walletType }];
}

/** The Withdraw button's name: which wallet it withdraws from (its visible text is 'Withdraw'). */
export function withdrawFromLabel(walletType: number): Label {
  if (walletType === WalletType.Cash) return ['myWithdrawals.wallets.withdrawFrom.cash'];
  if (walletType === WalletType.Scratch) return ['myWithdrawals.wallets.withdrawFrom.scratch'];
  if (walletType === WalletType.Grow) return ['myWithdrawals.wallets.withdrawFrom.grow'];
  return ['myWithdrawals.wallets.withdrawFrom.other', { type: walletType }];
}

/** The withdraw statuses' labels (packages/shared withdrawStatusLabel: an unknown one is pending). */
const STATUS_KEYS: Record<number, MessageKey> = {
  [WithdrawStatus.Pending]: 'myWithdrawals.status.pending',
  [WithdrawStatus.Processing]: 'myWithdrawals.status.processing',
  [WithdrawStatus.Completed]: 'myWithdrawals.status.completed',
  [WithdrawStatus.Rejected]: 'myWithdrawals.status.rejected',
};

export function withdrawStatusKey(status: number): MessageKey {
  return STATUS_KEYS[status] ?? 'myWithdrawals.status.pending';
}
