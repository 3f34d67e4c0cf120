import { formatDate, indiaTime24, TicketStatus } from '@portal/shared';
import { AlertTriangle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n/language-provider';
import { STATUS_LABELS } from './ticket-labels';

/** An instant as India time, DD-MM-YYYY HH:mm: digits only, the same in every language. */
export function dateTimeText(instant: string): string {
  return `${formatDate(instant)} ${indiaTime24(instant)}`;
}

const STATUS_TONES = {
  [TicketStatus.Open]: 'warning',
  [TicketStatus.Acknowledged]: 'info',
  [TicketStatus.Resolved]: 'success',
  [TicketStatus.Closed]: 'neutral',
} as const;

/** Open, Acknowledged, Resolved or Closed. */
export function TicketStatusBadge({ status }: { status: number }) {
  const t = useT();
  const label = STATUS_LABELS[status];
  if (!label) return null;
  return <Badge tone={STATUS_TONES[status as keyof typeof STATUS_TONES]}>{t(label)}</Badge>;
}

/** A deadline passed with the ticket still short of it: solid red, so it is seen first. */
export function OverdueBadge() {
  const t = useT();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
      <AlertTriangle className="size-3.5" aria-hidden="true" />
      {t('contact.ticket.overdue')}
    </span>
  );
}

interface Deadlines {
  status: number;
  acknowledge_by: string;
  resolve_by: string;
  resolved_at: string | null;
  closed_at: string | null;
}

/**
 * The deadline still ahead: acknowledgement while open, resolution while acknowledged; once
 * resolved or closed, when that happened.
 */
export function TicketDeadline({ ticket, className }: { ticket: Deadlines; className?: string }) {
  const t = useT();
  const text =
    ticket.status === TicketStatus.Open
      ? t('contact.ticket.acknowledgeBy', { deadline: dateTimeText(ticket.acknowledge_by) })
      : ticket.status === TicketStatus.Acknowledged
        ? t('contact.ticket.resolveBy', { deadline: dateTimeText(ticket.resolve_by) })
        : ticket.status === TicketStatus.Resolved && ticket.resolved_at
          ? t('contact.ticket.resolvedOn', { date: dateTimeText(ticket.resolved_at) })
          : ticket.status === TicketStatus.Closed && ticket.closed_at
            ? t('contact.ticket.closedOn', { date: dateTimeText(ticket.closed_at) })
            : null;
  if (!text) return null;
  return <span className={className}>{text}</span>;
}
