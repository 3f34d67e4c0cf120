import { accountClosureInputSchema, formatDate, indiaTime24 } from '@portal/shared';
import { CalendarClock, CircleAlert, UserX } from 'lucide-react';
import { useState } from 'react';
import { PasswordField } from '../../../components/form/password-field';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { useSharedMessageText, useT } from '../../../lib/i18n/language-provider';
import {
  type AccountClosureInput,
  useAccountClosure,
  useKeepAccount,
  useRequestClosure,
} from '../api/account-closure';

const EMPTY: AccountClosureInput = { current_password: '' };

/**
 * 'Close my account' (docs/decisions/182-own-data-export.md): what closing does, and the button
 * that asks for it with the password. Once asked for, when the account closes and 'Keep my
 * account', which withdraws it before then.
 */
export function CloseAccountSection() {
  const t = useT();
  const closure = useAccountClosure();
  const keep = useKeepAccount();
  const [asking, setAsking] = useState(false);
  const closesAt = closure.data?.closes_at;

  return (
    <CardSection title={t('profile.closure.title')} description={t('profile.closure.description')}>
      <div className="flex flex-col gap-4">
        {closesAt ? (
          <>
            <div
              role="status"
              className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-3 text-sm text-amber-900"
            >
              <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <div className="flex flex-col gap-1">
                <p className="font-medium">
                  {t('profile.closure.closesOn', {
                    date: formatDate(closesAt),
                    time: indiaTime24(closesAt),
                  })}
                </p>
                <p>{t('profile.closure.keepNote')}</p>
              </div>
            </div>
            <div>
              <Button
                variant="secondary"
                disabled={keep.isPending}
                onClick={() => keep.mutate()}
                className="w-full sm:w-auto"
              >
                {keep.isPending ? t('common.processing') : t('profile.closure.keep')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-slate-700">
              <li>{t('profile.closure.erased')}</li>
              <li>{t('profile.closure.records')}</li>
              <li>{t('profile.closure.noMoney')}</li>
            </ul>
            <div>
              <Button
                variant="danger"
                disabled={closure.isPending}
                onClick={() => setAsking(true)}
                className="w-full sm:w-auto"
              >
                <UserX className="size-4" aria-hidden="true" />
                {t('profile.closure.open')}
              </Button>
            </div>
          </>
        )}
      </div>
      <Dialog
        open={asking}
        onOpenChange={setAsking}
        title={t('profile.closure.dialogTitle')}
        description={t('profile.closure.dialogDescription')}
      >
        {asking && <CloseAccountForm onDone={() => setAsking(false)} />}
      </Dialog>
    </CardSection>
  );
}

/**
 * The password that confirms it. A wrong one is refused under the field; money still in a wallet,
 * held by a withdrawal or waiting on a scratch card is refused with every reason listed.
 */
function CloseAccountForm({ onDone }: { onDone(): void }) {
  const t = useT();
  const messageText = useSharedMessageText();
  const request = useRequestClosure();
  const form = useSchemaForm(accountClosureInputSchema, { id: 'close-account', defaultValues: EMPTY });
  const [reasons, setReasons] = useState<string[]>([]);

  const submit = async (values: AccountClosureInput) => {
    setReasons([]);
    try {
      await request.mutateAsync(values);
      onDone();
    } catch (error) {
      const refused = error instanceof ApiError ? error.errors.account : undefined;
      if (!refused?.length) throw error;
      setReasons(refused);
    }
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-4">
      {reasons.length > 0 && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-700"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <p className="font-medium">{t('profile.closure.refused')}</p>
            <ul className="flex list-disc flex-col gap-1 pl-5">
              {reasons.map((reason) => (
                <li key={reason}>{messageText(reason)}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
      <PasswordField
        name="current_password"
        label={t('profile.password.current')}
        autoComplete="current-password"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('profile.closure.cancel')}
        </Button>
        <SubmitButton variant="danger">{t('profile.closure.confirm')}</SubmitButton>
      </div>
    </SchemaForm>
  );
}
