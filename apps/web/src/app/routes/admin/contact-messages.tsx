import { PageHeader } from '../../../components/ui/page-header';
import { useContactMessageList } from '../../../features/contact/api/contact';
import { ContactMessageFilters } from '../../../features/contact/components/contact-message-filters';
import { ContactMessagesTable } from '../../../features/contact/components/contact-messages-table';
import { useT } from '../../../lib/i18n/language-provider';

/** Contact Us messages for admins: newest first, unread marked, each marked read once handled. */
export default function AdminContactMessagesRoute() {
  const t = useT();
  const list = useContactMessageList();
  return (
    <>
      <PageHeader title={t('contact.admin.title')} description={t('contact.admin.description')} />
      <ContactMessageFilters list={list} />
      <ContactMessagesTable list={list} />
    </>
  );
}
