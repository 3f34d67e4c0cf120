import { type AuditLogRow, formatDate, indiaTime24 } from '@portal/shared';
import { ListTable } from '../../../components/data-table/list-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import type { Translate } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import type { AuditLogList } from '../api/get-audit-log';
import { type Change, changesOf } from './changes';

/** Changes shown at once; more fold under 'N more changes'. */
const SHOWN_CHANGES = 4;
/** A value longer than this is cut on screen (the whole of it in its tooltip and in the export). */
const VALUE_CHARS = 80;

/** A code (`withdrawal.complete`, `user_bank_details`) that may wrap after its dots and underscores, never inside a word. */
function Code({ text }: { text: string }) {
  const parts = text.split(/(?<=[._])/);
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {part}
          {index < parts.length - 1 && <wbr />}
        </span>
      ))}
    </>
  );
}

const cut = (text: string) => (text.length > VALUE_CHARS ? `${text.slice(0, VALUE_CHARS - 1)}…` : text);

function Value({ text, tone }: { text: string; tone: 'old' | 'new' }) {
  const Tag = tone === 'old' ? 'del' : 'ins';
  return (
    <Tag
      title={text.length > VALUE_CHARS ? text : undefined}
      className={
        tone === 'old'
          ? 'rounded bg-red-50 px-1 text-red-800'
          : 'rounded bg-emerald-50 px-1 text-emerald-800 no-underline'
      }
    >
      {cut(text)}
    </Tag>
  );
}

function ChangeLine({ change }: { change: Change }) {
  return (
    <li className="break-words">
      {change.key && <span className="font-medium text-slate-700">{change.key}: </span>}
      {change.before !== null && <Value text={change.before} tone="old" />}
      {change.before !== null && change.after !== null && (
        <span aria-hidden="true" className="px-1 text-slate-400">
          →
        </span>
      )}
      {change.after !== null && <Value text={change.after} tone="new" />}
    </li>
  );
}

/** Before and after as the keys that changed, old value struck out, new beside it. */
function Changes({ row }: { row: AuditLogRow }) {
  const t = useT();
  const changes = changesOf(row.before, row.after);
  if (changes.length === 0) return <span className="text-slate-400">–</span>;
  const list = (items: Change[]) => (
    // Keys and values are the record's data, shown as they are.
    <ul translate="no" className="flex flex-col gap-0.5 font-mono text-xs">
      {items.map((change) => (
        <ChangeLine key={change.key} change={change} />
      ))}
    </ul>
  );
  const rest = changes.slice(SHOWN_CHANGES);
  return (
    <div className="min-w-0">
      {list(changes.slice(0, SHOWN_CHANGES))}
      {rest.length > 0 && (
        <details className="mt-1">
          <summary className="min-h-11 cursor-pointer text-xs font-medium text-indigo-700 sm:min-h-0">
            {t('auditLog.changes.more', { count: rest.length })}
          </summary>
          {list(rest)}
        </details>
      )}
    </div>
  );
}

function columnsFor(t: Translate): DataTableColumn<AuditLogRow, 'created_at'>[] {
  return [
    {
      title: t('auditLog.column.time'),
      key: 'created_at',
      sortable: true,
      priority: 'essential',
      minWidth: 112,
      grow: 0,
      render: (row) => (
        <span className="flex flex-col text-sm tabular-nums">
          <span>{formatDate(row.created_at)}</span>
          <span className="text-xs text-slate-500">{indiaTime24(row.created_at, { seconds: true })}</span>
        </span>
      ),
    },
    {
      title: t('auditLog.column.action'),
      key: 'action',
      priority: 'essential',
      card: 'title',
      minWidth: 150,
      grow: 1,
      render: (row) => (
        <span translate="no" className="font-mono text-sm font-semibold text-slate-900">
          <Code text={row.action} />
        </span>
      ),
    },
    {
      title: t('auditLog.column.actor'),
      key: 'actor',
      priority: 'essential',
      minWidth: 130,
      grow: 1,
      render: (row) => (
        <span className="flex flex-col">
          {row.actor ? (
            <span translate="no" className="font-medium break-all">
              {row.actor.username}
            </span>
          ) : (
            <span className="text-slate-600">{t('auditLog.actor.system')}</span>
          )}
          {row.ip && (
            <span className="text-xs text-slate-500">
              {t('auditLog.actor.ip')}{' '}
              <span translate="no" className="tabular-nums">
                {row.ip}
              </span>
            </span>
          )}
        </span>
      ),
    },
    {
      title: t('auditLog.column.target'),
      key: 'target_user',
      priority: 'medium',
      minWidth: 140,
      grow: 1,
      render: (row) => (
        <span translate="no" className="flex flex-col">
          {row.target_user && <span className="font-medium break-all">{row.target_user.username}</span>}
          <span className="font-mono text-xs text-slate-500">
            <Code text={row.entity} /> <span className="whitespace-nowrap">#{row.entity_id}</span>
          </span>
        </span>
      ),
    },
    {
      title: t('auditLog.column.changes'),
      key: 'after',
      priority: 'essential',
      minWidth: 220,
      grow: 3,
      render: (row) => <Changes row={row} />,
    },
  ];
}

/**
 * The audit log (docs/decisions/184-audit-log-on-screen.md): when, what, who did it (and from
 * where), whose record it was, and what changed.
 */
export function AuditLogTable({ list }: { list: AuditLogList }) {
  const t = useT();
  return (
    <ListTable
      list={list}
      label={t('auditLog.table.label')}
      columns={columnsFor(t)}
      rowKey={(row) => row.id}
    />
  );
}
