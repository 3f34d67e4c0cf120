import {
  formatDate,
  maskAccountNumber,
  walletName,
  type WithdrawRequestInput,
  withdrawRequestSchema,
  type WithdrawRulesResponse,
  formatRupees,
} from '@portal/shared';
import { Landmark } from 'lucide-react';
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
import { usePayoutAccount } from '../api/get-payout-account';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { BankDetailsNotice, NO_BANK_DETAILS_TEXT } from './bank-details-notice';

interface RequestWithdrawalDialogProps {
  /** The wallet the dialog opens for; null: closed. */
  walletType: number | null;
  rules: WithdrawRulesResponse;
  onClose(): void;
}

/**
 * The withdraw request dialog: a wallet and an amount, paid to the saved bank account
 * (docs/product/money.md, Withdrawals; docs/decisions/046-user-money-screens.md).
 */
export function RequestWithdrawalDialog({ walletType, rules, onClose }: RequestWithdrawalDialogProps) {
  return (
    <Dialog
      open={walletType !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Request a withdrawal"
      description="The amount is held in your wallet until an admin pays it into your bank account."
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

  const notice = bankMessage ?? (rules.has_bank_details ? null : NO_BANK_DETAILS_TEXT);
  return (
    <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-4">
      {notice && <BankDetailsNotice message={notice} alert={bankMessage !== null} />}
      <SelectField
        name="wallet_type"
        label="Wallet"
        options={rules.rules.map((option) => ({
          value: String(option.wallet_type),
          label: `${walletName(option.wallet_type)} (${formatRupees(option.available)} available)`,
        }))}
        hint={
          rule?.next_request_date
            ? `One request every ${rule.cooldown_days} days: the next is allowed from ${formatDate(rule.next_request_date)}`
            : undefined
        }
      />
      <TextField
        name="amount"
        label="Amount (₹)"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        hint={
          rule
            ? `Available ${formatRupees(rule.available)} · minimum ${formatRupees(rule.min_amount)}`
            : undefined
        }
      />
      {account && (
        <p className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <Landmark className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span>
            Paid to {account.account_holder}, {account.bank_name}{' '}
            <span className="whitespace-nowrap">{maskAccountNumber(account.acc_no)}</span>
          </span>
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton>Submit request</SubmitButton>
      </div>
    </SchemaForm>
  );
}
