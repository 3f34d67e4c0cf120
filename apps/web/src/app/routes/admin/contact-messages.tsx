import type { ContactMessageRow } from '@portal/shared';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useContactMessageList } from '../../../features/contact/api/contact';
import { ContactMessageFilters } from '../../../features/contact/components/contact-message-filters';
import { ContactMessagesTable } from '../../../features/contact/components/contact-messages-table';
import { TicketDialog } from '../../../features/contact/components/ticket-dialog';
import { useT } from '../../../lib/i18n/language-provider';

/**
 * Contact Us messages for admins: newest first, unread marked, each marked read once handled. Each
 * is a grievance ticket (docs/decisions/181-grievance-tickets.md): filtered by status and overdue,
 * and opened to reply, attach a file and move it on.
 */
export default function AdminContactMessagesRoute() {
  const t = useT();
  const list = useContactMessageList();
  const [opened, setOpened] = useState<ContactMessageRow | null>(null);
  return (
    <>
      <PageHeader title={t('contact.admin.title')} description={t('contact.admin.description')} />
      <ContactMessageFilters list={list} />
      <ContactMessagesTable list={list} onView={setOpened} />
      <TicketDialog
        ticketId={opened?.id ?? null}
        viewer="admin"
        promoter={opened?.user.username}
        onClose={() => setOpened(null)}
      />
    </>
  );
}
