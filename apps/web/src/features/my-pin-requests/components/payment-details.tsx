import type { UserPinRequest } from '@portal/shared';
import { CopyButton } from '../../../components/ui/copy-button';
import type { MessageKey } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';

type Payment = NonNullable<UserPinRequest['payment_details']>;

/**
 * Where the fee is paid and the proof is sent: the portal's payment account and WhatsApp number
 * (docs/decisions/042-one-payment-account.md). Shown whole, not masked: the user pays into it.
 */
export function PaymentDetails({ payment }: { payment: Payment }) {
  const t = useT();
  const fields: { label: MessageKey; value: string; copy?: MessageKey }[] = [
    { label: 'myPins.payment.accountHolder', value: payment.account_holder },
    {
      label: 'myPins.payment.accountNumber',
      value: payment.acc_no,
      copy: 'myPins.payment.copyAccountNumber',
    },
    { label: 'myPins.payment.ifsc', value: payment.ifsc_code, copy: 'myPins.payment.copyIfsc' },
    { label: 'myPins.payment.bank', value: payment.bank_name },
    { label: 'myPins.payment.branch', value: payment.branch_name },
    { label: 'myPins.payment.whatsapp', value: payment.whatsapp_number, copy: 'myPins.payment.copyWhatsapp' },
  ];
  return (
    <section aria-label={t('myPins.payment.title')} className="rounded-lg border border-slate-200">
      <h4 className="border-b border-slate-100 px-4 py-2.5 text-sm font-semibold text-slate-900">
        {t('myPins.payment.title')}
      </h4>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 px-4 py-3 sm:grid-cols-2">
        {fields.map((field) => (
          <div
            key={field.label}
            role="group"
            aria-label={t(field.label)}
            className="flex min-w-0 items-center gap-2"
          >
            <div className="min-w-0 flex-1">
              <dt className="text-xs font-medium text-slate-500">{t(field.label)}</dt>
              <dd translate="no" className="text-sm font-medium break-all text-slate-900 tabular-nums">
                {field.value}
              </dd>
            </div>
            {field.copy && <CopyButton text={field.value} label={t(field.copy)} />}
          </div>
        ))}
      </dl>
    </section>
  );
}
