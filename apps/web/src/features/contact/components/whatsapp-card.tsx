import { MessageCircle } from 'lucide-react';
import { CardSection } from '../../../components/ui/card';
import { useContactDetails } from '../api/contact';

/** The portal's WhatsApp number, as a link that opens a chat. */
export function WhatsappCard() {
  const details = useContactDetails();
  const whatsapp = details.data?.whatsapp_number;
  return (
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
  );
}
