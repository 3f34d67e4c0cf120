import { Trans } from '@lingui/react';
import {
  formatDate,
  maskAccountNumber,
  type WithdrawRequestInput,
  withdrawRequestSchema,
  type WithdrawRulesResponse,
  formatRupees,
  type UserBankDetail,
} from '@portal/shared';
import { Landmark, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SchemaForm } from '../../../components/form/schema-form';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import type { MessageKey } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import { usePayoutAccount } from '../api/get-payout-account';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { BankDetailsNotice } from './bank-details-notice';
import { walletNameText } from '../../../lib/wallet-name';

interface RequestWithdrawalDialogProps {
  /** The wallet the dialog opens for; null: closed. */
  walletType: number | null;
  rules: WithdrawRulesResponse;
  onClose(): void;
}

/**
 * Where the request will be paid: the saved UPI ID whole, or the bank and the account masked
 * (docs/decisions/177-upi-payout-method.md).
 */
function PaidToNote({ account }: { account: UserBankDetail }) {
  const upi = account.payout_method === 'upi';
  const Icon = upi ? Smartphone : Landmark;
  return (
    <p className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <Icon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span>
        {upi ? (
          <Trans
            id={'myWithdrawals.dialog.paidToUpi' satisfies MessageKey}
            values={{ holder: account.account_holder, upi: account.upi_id }}
            components={{ 0: <span className="break-all" translate="no" /> }}
          />
        ) : (
          <Trans
            id={'myWithdrawals.dialog.paidTo' satisfies MessageKey}
            values={{
              holder: account.account_holder,
              bank: account.bank_name,
              account: maskAccountNumber(account.acc_no),
            }}
            components={{ 0: <span className="whitespace-nowrap" translate="no" /> }}
          />
        )}
      </span>
    </p>
  );
}

/**
 * The withdraw request dialog: a wallet and an amount, paid to the saved bank account or UPI ID
 * (docs/product/money.md, Withdrawals; docs/decisions/046-user-money-screens.md).
 */
export function RequestWithdrawalDialog({ walletType, rules, onClose }: RequestWithdrawalDialogProps) {
  const t = useT();
  // Read only once the dialog opens, as its form does.
  const { data: account } = usePayoutAccount(walletType !== null);
  return (
    <Dialog
      open={walletType !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('myWithdrawals.dialog.title')}
      description={t(
        account?.payout_method === 'upi'
          ? 'myWithdrawals.dialog.descriptionUpi'
          : 'myWithdrawals.dialog.description',
      )}
    >
      {walletType !== null && (
        <RequestWithdrawalForm walletType={walletType} rules={rules} onDone={onClose} />
      )}
    </Dialog>
  );
}

function RequestWithdrawalForm({
  walletType,
  rules,
  onDone,
}: {
  walletType: number;
  rules: WithdrawRulesResponse;
  onDone(): void;
}) {
  const t = useT();
  const requestWithdrawal = useRequestWithdrawal();
  const { data: account } = usePayoutAccount();
  // The server's answer when no bank details are saved: shown here, with the way to save them.
  const [bankMessage, setBankMessage] = useState<string | null>(null);
  const form = useSchemaForm(withdrawRequestSchema, {
    id: 'withdraw',
    defaultValues: { wallet_type: String(walletType), amount: '' } satisfies WithdrawRequestInput,
  });
  const chosen = Number(useWatch({ control: form.control, name: 'wallet_type' }));
  const rule = rules.rules.find((candidate) => candidate.wallet_type === chosen);

  const submit = async (values: z.output<typeof withdrawRequestSchema>) => {
    try {
      await requestWithdrawal.mutateAsync(values);
      onDone();
    } catch (error) {
      // The amount and the wallet's messages land under their fields (SchemaForm); this one has none.
      const message = error instanceof ApiError ? error.errors.bank_detail?.[0] : undefined;
      if (!message) throw error;
      setBankMessage(message);
    }
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-4">
      {(bankMessage !== null || !rules.has_bank_details) && (
        <BankDetailsNotice message={bankMessage ?? undefined} alert={bankMessage !== null} />
      )}
      <SelectField
        name="wallet_type"
        label={t('myWithdrawals.dialog.wallet')}
        options={rules.rules.map((option) => ({
          value: String(option.wallet_type),
          label: t('myWithdrawals.dialog.walletOption', {
            wallet: t(...walletNameText(option.wallet_type)),
            available: formatRupees(option.available),
          }),
        }))}
        hint={
          rule?.next_request_date
            ? t('myWithdrawals.dialog.cooldownHint', {
                days: rule.cooldown_days,
                date: formatDate(rule.next_request_date),
              })
            : undefined
        }
      />
      <TextField
        name="amount"
        label={t('myWithdrawals.dialog.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        hint={
          rule
            ? t('myWithdrawals.dialog.amountHint', {
                available: formatRupees(rule.available),
                min: formatRupees(rule.min_amount),
              })
            : undefined
        }
      />
      {account && <PaidToNote account={account} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('myWithdrawals.dialog.cancel')}
        </Button>
        <SubmitButton>{t('myWithdrawals.dialog.submit')}</SubmitButton>
      </div>
    </SchemaForm>
  );
}
