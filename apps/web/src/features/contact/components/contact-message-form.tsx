import { contactMessageInputSchema, TICKET_CATEGORIES, z } from '@portal/shared';
import { SchemaForm } from '../../../components/form/schema-form';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { CardSection } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/language-provider';
import { useSendContactMessage } from '../api/contact';
import { CATEGORY_LABELS } from './ticket-labels';

/**
 * The message as the form holds it: no category until one is chosen, which the shared schema then
 * refuses with its own message ('Choose what the message is about') rather than taking 'other'.
 */
const contactFormSchema = contactMessageInputSchema.extend({
  category: z.string().pipe(contactMessageInputSchema.shape.category.unwrap()),
});
const EMPTY = { category: '', subject: '', message: '' };

/**
 * A message to the admins, raised as a ticket with what it is about (five an hour; a sixth is
 * refused with when to try again). It then shows under My tickets with its deadline.
 */
export function ContactMessageForm() {
  const t = useT();
  const send = useSendContactMessage();
  const form = useSchemaForm(contactFormSchema, { id: 'contact', defaultValues: EMPTY });
  return (
    <CardSection title={t('contact.user.form.title')} description={t('contact.user.form.description')}>
      <SchemaForm
        form={form}
        onSubmit={async (values) => {
          await send.mutateAsync(values);
          form.reset(EMPTY);
        }}
        className="flex flex-col gap-4"
      >
        <SelectField
          name="category"
          label={t('contact.user.form.category')}
          placeholder={t('contact.user.form.categoryPlaceholder')}
          options={TICKET_CATEGORIES.map((category) => ({
            value: category,
            label: t(CATEGORY_LABELS[category]),
          }))}
        />
        <TextField name="subject" label={t('contact.user.form.subject')} maxLength={150} />
        <TextAreaField name="message" label={t('contact.user.form.message')} rows={5} maxLength={2000} />
        <SubmitButton className="self-start">{t('contact.user.form.submit')}</SubmitButton>
      </SchemaForm>
    </CardSection>
  );
}
