import {
  type Ticket,
  TICKET_REPLY_MAX_LENGTH,
  TICKET_TRANSITIONS,
  ticketReplyInputSchema,
  TicketStatus,
} from '@portal/shared';
import { Download, Paperclip } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId, useState } from 'react';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/text-area-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataText, TextWithData } from '../../../components/ui/data-text';
import { Dialog } from '../../../components/ui/dialog';
import { ServerError } from '../../../components/ui/server-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/class-names';
import { useT } from '../../../lib/i18n/language-provider';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  attachmentUrl,
  useAttachToTicket,
  useChangeTicketStatus,
  useReplyToTicket,
  useTicket,
} from '../api/contact';
import { dateTimeText, OverdueBadge, TicketDeadline, TicketStatusBadge } from './ticket-badges';
import { CATEGORY_LABELS, STATUS_ACTIONS } from './ticket-labels';

/** Who reads the ticket: its promoter, or an admin of the desk. */
export type TicketViewer = 'user' | 'admin';

interface TicketDialogProps {
  ticketId: number | null;
  viewer: TicketViewer;
  /** The promoter's username, for the admins' view of the thread. */
  promoter?: string;
  onClose(): void;
}

/**
 * One grievance ticket (docs/decisions/181-grievance-tickets.md): the message, the thread of
 * replies, the attached files, a reply box and a file to attach while it is not closed, and for
 * the admins the status changes the ticket allows (TICKET_TRANSITIONS).
 */
export function TicketDialog({ ticketId, viewer, promoter, onClose }: TicketDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={ticketId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={ticketId === null ? '' : t('contact.ticket.title', { id: String(ticketId) })}
      size="lg"
    >
      {ticketId !== null && (
        <TicketBody key={ticketId} ticketId={ticketId} viewer={viewer} promoter={promoter} />
      )}
    </Dialog>
  );
}

function TicketBody({
  ticketId,
  viewer,
  promoter,
}: {
  ticketId: number;
  viewer: TicketViewer;
  promoter?: string;
}) {
  const t = useT();
  const ticket = useTicket(ticketId);
  if (ticket.error) return <ServerError error={ticket.error} onRetry={() => void ticket.refetch()} />;
  if (!ticket.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-5" />
        {t('common.loading')}
      </p>
    );
  }
  const data = ticket.data;
  const closed = data.status === TicketStatus.Closed;
  return (
    <div className="flex flex-col gap-5">
      <TicketSummary ticket={data} />
      <section aria-labelledby={`ticket-${data.id}-message`} className="flex flex-col gap-1.5">
        <h3 id={`ticket-${data.id}-message`} className="text-sm font-semibold text-slate-900">
          {t('contact.ticket.message')}
        </h3>
        <DataText className="rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-800">
          {data.message}
        </DataText>
      </section>
      <Thread ticket={data} viewer={viewer} promoter={promoter} />
      <Attachments ticket={data} viewer={viewer} promoter={promoter} />
      {viewer === 'admin' && <StatusActions ticket={data} />}
      {closed ? (
        <p className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {t(viewer === 'user' ? 'contact.ticket.closedUser' : 'contact.ticket.closedAdmin')}
        </p>
      ) : (
        <div className="flex flex-col gap-4 border-t border-slate-100 pt-4">
          <ReplyForm ticketId={data.id} />
          <AttachControl ticketId={data.id} />
        </div>
      )}
    </div>
  );
}

/** Subject, what it is about, status, overdue mark, the deadline ahead and when it was raised. */
function TicketSummary({ ticket }: { ticket: Ticket }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      <DataText className="text-base font-semibold break-words text-slate-900">{ticket.subject}</DataText>
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{t(CATEGORY_LABELS[ticket.category])}</Badge>
        <TicketStatusBadge status={ticket.status} />
        {ticket.overdue && <OverdueBadge />}
      </div>
      <p className="flex flex-col gap-0.5 text-sm text-slate-600">
        <span>{t('contact.ticket.raised', { date: dateTimeText(ticket.created_at) })}</span>
        <TicketDeadline ticket={ticket} className={cn(ticket.overdue && 'font-medium text-red-700')} />
      </p>
    </div>
  );
}

/** Who wrote a reply or attached a file, as the viewer knows them. */
function Author({
  from,
  adminUsername,
  viewer,
  promoter,
}: {
  from: 'user' | 'admin';
  adminUsername?: string | null;
  viewer: TicketViewer;
  promoter?: string;
}) {
  const t = useT();
  if (from === 'admin') {
    // The promoter sees the desk unnamed; the admins see which of them wrote.
    return adminUsername && viewer === 'admin' ? (
      <TextWithData id="contact.ticket.fromDeskNamed" data={{ username: adminUsername }} />
    ) : (
      <>{t('contact.ticket.fromDesk')}</>
    );
  }
  if (viewer === 'user') return <>{t('contact.ticket.fromYou')}</>;
  return promoter ? <DataText>{promoter}</DataText> : <>{t('contact.ticket.fromPromoter')}</>;
}

function Thread({ ticket, viewer, promoter }: { ticket: Ticket; viewer: TicketViewer; promoter?: string }) {
  const t = useT();
  const headingId = `ticket-${ticket.id}-thread`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {t('contact.ticket.thread')}
      </h3>
      {ticket.thread.length === 0 ? (
        <p className="text-sm text-slate-600">{t('contact.ticket.noReplies')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {ticket.thread.map((reply) => (
            <li
              key={reply.id}
              className={cn(
                'rounded-lg border px-3 py-2',
                reply.from === 'admin' ? 'border-indigo-100 bg-indigo-50/60' : 'border-slate-200 bg-white',
              )}
            >
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-slate-600">
                <span className="font-semibold text-slate-800">
                  <Author
                    from={reply.from}
                    adminUsername={reply.admin_username}
                    viewer={viewer}
                    promoter={promoter}
                  />
                </span>
                <span>{dateTimeText(reply.created_at)}</span>
              </p>
              <DataText className="mt-1 block text-sm whitespace-pre-line text-slate-800">
                {reply.body}
              </DataText>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Attachments({
  ticket,
  viewer,
  promoter,
}: {
  ticket: Ticket;
  viewer: TicketViewer;
  promoter?: string;
}) {
  const t = useT();
  const headingId = `ticket-${ticket.id}-attachments`;
  const attachments = ticket.attachments ?? [];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {t('contact.ticket.attachments')}
      </h3>
      {attachments.length === 0 ? (
        <p className="text-sm text-slate-600">{t('contact.ticket.noAttachments')}</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {attachments.map((attachment) => (
            <li key={attachment.id} className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm">
              <a
                href={attachmentUrl(ticket.id, attachment.id)}
                download={attachment.file_name}
                className="inline-flex min-h-11 items-center gap-1.5 font-medium break-all text-indigo-700 hover:underline sm:min-h-0"
              >
                <Download className="size-4 shrink-0" aria-hidden="true" />
                <DataText>{attachment.file_name}</DataText>
              </a>
              <span className="text-xs text-slate-600">
                <Author from={attachment.from} viewer={viewer} promoter={promoter} />
                {' · '}
                {dateTimeText(attachment.created_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The admins' buttons: only the changes the ticket's status allows. */
function StatusActions({ ticket }: { ticket: Ticket }) {
  const t = useT();
  const change = useChangeTicketStatus(ticket.id);
  const next = TICKET_TRANSITIONS[ticket.status] ?? [];
  if (next.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('contact.ticket.action.label')}>
      {next.map((status) => (
        <Button
          key={status}
          variant={status === TicketStatus.Resolved ? 'success' : 'secondary'}
          disabled={change.isPending}
          // A refusal (another admin moved it first) is toasted; the ticket is then read again.
          onClick={() => change.mutate(status)}
        >
          {t(STATUS_ACTIONS[status]!)}
        </Button>
      ))}
    </div>
  );
}

function ReplyForm({ ticketId }: { ticketId: number }) {
  const t = useT();
  const reply = useReplyToTicket(ticketId);
  const form = useSchemaForm(ticketReplyInputSchema, {
    id: `ticket-reply-${ticketId}`,
    defaultValues: { body: '' },
  });
  return (
    <SchemaForm
      form={form}
      onSubmit={async (values) => {
        await reply.mutateAsync(values);
        form.reset({ body: '' });
      }}
      className="flex flex-col gap-3"
    >
      <TextAreaField
        name="body"
        label={t('contact.ticket.reply.label')}
        rows={3}
        maxLength={TICKET_REPLY_MAX_LENGTH}
      />
      <SubmitButton className="self-start">{t('contact.ticket.reply.submit')}</SubmitButton>
    </SchemaForm>
  );
}

/** The kinds and size the server takes, as data inside the sentence (they read the same everywhere). */
const FILE_KINDS = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', pdf: 'PDF' };
const MAX_SIZE = { size: '5 MB' };

/**
 * Attach a file: a picture or a PDF of at most 5 MB, sent as soon as it is chosen. A file the
 * server refuses (its type, its size) is named under the control.
 */
function AttachControl({ ticketId }: { ticketId: number }) {
  const t = useT();
  const attach = useAttachToTicket(ticketId);
  const id = useId();
  const [error, setError] = useState<ReactNode>(null);
  const wrongType = <TextWithData id="contact.ticket.attach.wrongType" data={FILE_KINDS} />;
  const tooLarge = <TextWithData id="contact.ticket.attach.tooLarge" data={MAX_SIZE} />;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    try {
      if (file.type && !(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) setError(wrongType);
      else if (file.size > ATTACHMENT_MAX_BYTES) setError(tooLarge);
      else await attach.mutateAsync(file);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      if (failure.status === 413) setError(tooLarge);
      else setError(failure.errors.file?.[0] ?? failure.message);
    } finally {
      // The same file may be chosen again after a refusal.
      input.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept={ATTACHMENT_TYPES.join(',')}
          className="peer sr-only"
          disabled={attach.isPending}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void choose(event)}
        />
        <label
          htmlFor={id}
          className={cn(
            'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 sm:min-h-10',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600',
            'peer-disabled:cursor-not-allowed peer-disabled:text-slate-400',
          )}
        >
          <Paperclip className="size-4" aria-hidden="true" />
          {t('contact.ticket.attach.label')}
        </label>
        {attach.isPending && (
          <span role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4" />
            {t('common.processing')}
          </span>
        )}
      </div>
      <p
        id={`${id}-hint`}
        className={error ? 'text-sm text-red-600' : 'text-xs text-slate-500'}
        role={error ? 'alert' : undefined}
      >
        {error ?? <TextWithData id="contact.ticket.attach.hint" data={{ ...FILE_KINDS, ...MAX_SIZE }} />}
      </p>
    </div>
  );
}
