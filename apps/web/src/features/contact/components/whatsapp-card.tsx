import { MessageCircle } from 'lucide-react';
import { CardSection } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/language-provider';
import { useContactDetails } from '../api/contact';

/** The portal's WhatsApp number, as a link that opens a chat. */
export function WhatsappCard() {
  const t = useT();
  const details = useContactDetails();
  const whatsapp = details.data?.whatsapp_number;
  return (
    <CardSection title={t('contact.user.whatsapp.title')}>
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
          {details.isPending ? t('contact.user.whatsapp.loading') : t('contact.user.whatsapp.notSet')}
        </p>
      )}
    </CardSection>
  );
}
