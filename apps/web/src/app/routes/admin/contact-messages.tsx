import { PageHeader } from '../../../components/ui/page-header';
import { useContactMessageList } from '../../../features/contact/api/contact';
import { ContactMessageFilters } from '../../../features/contact/components/contact-message-filters';
import { ContactMessagesTable } from '../../../features/contact/components/contact-messages-table';

/** Contact Us messages for admins: newest first, unread marked, each marked read once handled. */
export default function AdminContactMessagesRoute() {
  const list = useContactMessageList();
  return (
    <>
      <PageHeader
        title="Contact Messages"
        description="What promoters wrote through Contact Us, newest first."
      />
      <ContactMessageFilters list={list} />
      <ContactMessagesTable list={list} />
    </>
  );
}
