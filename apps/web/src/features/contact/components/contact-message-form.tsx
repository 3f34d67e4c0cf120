import { contactMessageInputSchema, type ContactMessageInput } from '@portal/shared';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { CardSection } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/language-provider';
import { useSendContactMessage } from '../api/contact';

/** A message to the admins (five an hour; a sixth is refused with when to try again). */
export function ContactMessageForm() {
  const t = useT();
  const send = useSendContactMessage();
  const form = useSchemaForm(contactMessageInputSchema, {
    id: 'contact',
    defaultValues: { subject: '', message: '' },
  });
  return (
    <CardSection title={t('contact.user.form.title')} description={t('contact.user.form.description')}>
      <SchemaForm<ContactMessageInput, { subject: string; message: string }>
        form={form}
        onSubmit={async (values) => {
          await send.mutateAsync(values);
          form.reset({ subject: '', message: '' });
        }}
        className="flex flex-col gap-4"
      >
        <TextField name="subject" label={t('contact.user.form.subject')} maxLength={150} />
        <TextAreaField name="message" label={t('contact.user.form.message')} rows={5} maxLength={2000} />
        <SubmitButton className="self-start">{t('contact.user.form.submit')}</SubmitButton>
      </SchemaForm>
    </CardSection>
  );
}
