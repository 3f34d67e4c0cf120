import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { DataText, TextWithData } from '../../../components/ui/data-text';
import { ServerError } from '../../../components/ui/server-error';
import { cn } from '../../../lib/class-names';
import { useT } from '../../../lib/i18n/language-provider';
import { useOwnTickets } from '../api/contact';
import { dateTimeText, OverdueBadge, TicketDeadline, TicketStatusBadge } from './ticket-badges';
import { TicketDialog } from './ticket-dialog';
import { CATEGORY_LABELS } from './ticket-labels';

/**
 * The promoter's tickets, newest first (docs/decisions/181-grievance-tickets.md): each with what it
 * is about, its status, when it was raised, the deadline still ahead, an overdue mark and how many
 * replies it has; opening one shows its thread.
 */
export function MyTickets() {
  const t = useT();
  const tickets = useOwnTickets();
  const [opened, setOpened] = useState<number | null>(null);
  const rows = tickets.data?.data ?? [];
  return (
    <CardSection title={t('contact.user.tickets.title')} description={t('contact.user.tickets.description')}>
      {tickets.error ? (
        <ServerError error={tickets.error} onRetry={() => void tickets.refetch()} />
      ) : !tickets.data ? (
        <p className="text-sm text-slate-600">{t('common.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('contact.user.tickets.empty')}</p>
      ) : (
        <ul aria-label={t('contact.user.tickets.title')} className="flex flex-col divide-y divide-slate-100">
          {rows.map((ticket) => (
            <li
              key={ticket.id}
              className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1.5">
                <DataText className="font-medium break-words text-slate-900">{ticket.subject}</DataText>
                <div className="flex flex-wrap items-center gap-2">
                  <Badge>{t(CATEGORY_LABELS[ticket.category])}</Badge>
                  <TicketStatusBadge status={ticket.status} />
                  {ticket.overdue && <OverdueBadge />}
                </div>
                <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-600">
                  <span>{t('contact.ticket.raised', { date: dateTimeText(ticket.created_at) })}</span>
                  <TicketDeadline
                    ticket={ticket}
                    className={cn(ticket.overdue && 'font-medium text-red-700')}
                  />
                  <span>{t('contact.ticket.replies', { count: ticket.replies })}</span>
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                className="self-start sm:self-center"
                onClick={() => setOpened(ticket.id)}
              >
                {t('contact.ticket.view')}
                <span className="sr-only">
                  {' '}
                  <TextWithData id="contact.ticket.viewOf" data={{ subject: ticket.subject }} />
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <TicketDialog ticketId={opened} viewer="user" onClose={() => setOpened(null)} />
    </CardSection>
  );
}
