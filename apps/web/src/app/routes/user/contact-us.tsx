import { GrievanceOfficerNotice } from '../../../components/grievance-officer-notice';
import { PageHeader } from '../../../components/ui/page-header';
import { ContactMessageForm } from '../../../features/contact/components/contact-message-form';
import { MyTickets } from '../../../features/contact/components/my-tickets';
import { WhatsappCard } from '../../../features/contact/components/whatsapp-card';
import { useT } from '../../../lib/i18n/language-provider';

/**
 * Contact Us (docs/product/content-and-earning.md, Contact Us): the portal's WhatsApp number and
 * a message to the admins (five an hour; a sixth is refused with when to try again), and the
 * grievance officer once one is named (docs/decisions/176-grievance-officer-in-the-settings.md).
 * Each message is a ticket, listed under My tickets with its status, deadline and thread
 * (docs/decisions/181-grievance-tickets.md).
 */
export default function UserContactUsRoute() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('contact.user.page.title')} description={t('contact.user.page.description')} />
      <GrievanceOfficerNotice className="mb-5 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700" />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ContactMessageForm />
        <WhatsappCard />
      </div>
      <div className="mt-5">
        <MyTickets />
      </div>
    </>
  );
}
