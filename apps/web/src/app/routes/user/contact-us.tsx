import { contactMessageInputSchema, type ContactMessageInput } from '@portal/shared';
import { MessageCircle } from 'lucide-react';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { CardSection } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useContactDetails, useSendContactMessage } from '../../../features/contact/api/contact';

/**
 * Contact Us (docs/product/content-and-earning.md, Contact Us): the portal's WhatsApp number and
 * a message to the admins (five an hour; a sixth is refused with when to try again).
 */
export default function UserContactUsRoute() {
  const details = useContactDetails();
  const send = useSendContactMessage();
  const form = useSchemaForm(contactMessageInputSchema, {
    id: 'contact',
    defaultValues: { subject: '', message: '' },
  });
  const whatsapp = details.data?.whatsapp_number;
  return (
    <>
      <PageHeader
        title="Contact Us"
        description="Write to the programme's admins, or message them on WhatsApp."
      />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <CardSection
          title="Send a message"
          description="The admins read every message and answer as soon as they can."
        >
          <SchemaForm<ContactMessageInput, { subject: string; message: string }>
            form={form}
            onSubmit={async (values) => {
              await send.mutateAsync(values);
              form.reset({ subject: '', message: '' });
            }}
            className="flex flex-col gap-4"
          >
            <TextField name="subject" label="Subject" maxLength={150} />
            <TextAreaField name="message" label="Message" rows={5} maxLength={2000} />
            <SubmitButton className="self-start">Send message</SubmitButton>
          </SchemaForm>
        </CardSection>
        <CardSection title="WhatsApp">
          {whatsapp ? (
            <a
              href={`https://wa.me/91${whatsapp}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 text-base font-semibold text-emerald-700 hover:underline"
            >
              <MessageCircle className="size-5" aria-hidden="true" />
              +91 {whatsapp}
            </a>
          ) : (
            <p className="text-sm text-slate-600">
              {details.isPending ? 'Loading…' : 'The WhatsApp number is not set yet.'}
            </p>
          )}
        </CardSection>
      </div>
    </>
  );
}
