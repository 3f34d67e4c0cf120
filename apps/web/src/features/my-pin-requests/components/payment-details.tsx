import type { UserPinRequest } from '@portal/shared';
import { CopyButton } from '../../../components/ui/copy-button';

type Payment = NonNullable<UserPinRequest['payment_details']>;

/**
 * Where the fee is paid and the proof is sent: the portal's payment account and WhatsApp number
 * (docs/decisions/042-one-payment-account.md). Shown whole, not masked: the user pays into it.
 */
export function PaymentDetails({ payment }: { payment: Payment }) {
  const fields: { label: string; value: string; copy?: boolean }[] = [
    { label: 'Account holder', value: payment.account_holder },
    { label: 'Account number', value: payment.acc_no, copy: true },
    { label: 'IFSC code', value: payment.ifsc_code, copy: true },
    { label: 'Bank', value: payment.bank_name },
    { label: 'Branch', value: payment.branch_name },
    { label: 'WhatsApp number', value: payment.whatsapp_number, copy: true },
  ];
  return (
    <section aria-label="Payment details" className="rounded-lg border border-slate-200">
      <h4 className="border-b border-slate-100 px-4 py-2.5 text-sm font-semibold text-slate-900">
        Payment details
      </h4>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 px-4 py-3 sm:grid-cols-2">
        {fields.map((field) => (
          <div
            key={field.label}
            role="group"
            aria-label={field.label}
            className="flex min-w-0 items-center gap-2"
          >
            <div className="min-w-0 flex-1">
              <dt className="text-xs font-medium text-slate-500">{field.label}</dt>
              <dd className="text-sm font-medium break-all text-slate-900 tabular-nums">{field.value}</dd>
            </div>
            {field.copy && <CopyButton text={field.value} label={`Copy the ${field.label.toLowerCase()}`} />}
          </div>
        ))}
      </dl>
    </section>
  );
}
