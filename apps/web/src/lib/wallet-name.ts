import { WalletType } from '@portal/shared';
import type { MessageKey, MessageValues } from './i18n/i18n';

/** The wallets' names (packages/shared walletName in English; docs/product/glossary.md). */
const WALLET_NAME_KEYS: Record<number, MessageKey> = {
  [WalletType.Cash]: 'wallets.name.cash',
  [WalletType.Scratch]: 'wallets.name.scratch',
  [WalletType.Grow]: 'wallets.name.grow',
};

/** A wallet's name as a catalogue text: 'Cash Wallet', …, or 'Wallet N' for a type this release does not know. */
export function walletNameText(walletType: number): [MessageKey, MessageValues?] {
  const key = WALLET_NAME_KEYS[walletType];
  return key ? [key] : ['wallets.name.other', { type: walletType }];
}
