import { X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import { TextInput } from '../../../components/form/text-input';
import { useT } from '../../../lib/i18n/language-provider';
import { type AuditLogFilterKey, type AuditLogList, useAuditActions } from '../api/get-audit-log';

type PersonRole = 'actor' | 'target';

/** Each person filter's fields: a username typed here, or an id a link brought. */
const PERSON_FIELDS = {
  actor: { name: 'actor', id: 'actor_id' },
  target: { name: 'target_user', id: 'target_user_id' },
} as const satisfies Record<PersonRole, { name: AuditLogFilterKey; id: AuditLogFilterKey }>;

/**
 * Who acted, or whose records were touched, by username, applied on Enter or when the box is
 * left. A filter by id (a link from a user's dialog) shows as a chip with the username the rows
 * name, and a way to clear it.
 */
function PersonFilter({ list, role }: { list: AuditLogList; role: PersonRole }) {
  const t = useT();
  const { filter } = list.state;
  const fields = PERSON_FIELDS[role];
  const value = filter[fields.name] ?? '';
  const linkedId = filter[fields.id];
  const [draft, setDraft] = useState(value);
  // The address is the source of truth: a reset (or Back) replaces what is in the box.
  useEffect(() => setDraft(value), [value]);

  const apply = (username: string) => {
    if (username.trim() === value) return;
    list.setFilter((current) => {
      const next = { ...current, [fields.name]: username.trim() };
      // A username typed replaces the account a link chose.
      if (username.trim()) delete next[fields.id];
      return next;
    });
  };
  const clearLinked = () =>
    list.setFilter((current) => {
      const next = { ...current };
      delete next[fields.id];
      return next;
    });
  const named = list.rows.find((row) =>
    role === 'actor' ? String(row.actor?.id) === linkedId : String(row.target_user?.id) === linkedId,
  );
  const linkedName = role === 'actor' ? named?.actor?.username : named?.target_user?.username;
  const id = `audit-log-${role}`;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {t(role === 'actor' ? 'auditLog.filter.actor' : 'auditLog.filter.target')}
      </label>
      <TextInput
        id={id}
        type="search"
        value={draft}
        autoComplete="off"
        placeholder={t('auditLog.filter.usernamePlaceholder')}
        className="placeholder:text-sm"
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => apply(draft)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply(draft);
          }
        }}
      />
      {linkedId && (
        <p className="flex min-w-0 items-center gap-2 text-sm text-indigo-900">
          <span className="min-w-0 truncate rounded-full bg-indigo-50 px-3 py-1">
            {t('auditLog.filter.linked', { id: linkedId })}{' '}
            {linkedName && (
              <span translate="no" className="font-semibold">
                {linkedName}
              </span>
            )}
          </span>
          <button
            type="button"
            onClick={clearLinked}
            className="inline-flex min-h-11 items-center gap-1 font-medium text-indigo-700 hover:underline sm:min-h-0"
          >
            <X className="size-4" aria-hidden="true" />
            {t('auditLog.filter.clear')}
          </button>
        </p>
      )}
    </div>
  );
}

/** The log's actions, and the chosen one while the list of them loads (or if the address named another). */
function actionChoices(actions: readonly string[], chosen: string | undefined): string[] {
  return chosen && !actions.includes(chosen) ? [...actions, chosen] : [...actions];
}

/**
 * The audit log's filters (docs/decisions/184-audit-log-on-screen.md): the actor and the target
 * user by username, then the shared bar's action (the actions the log holds) and India dates.
 */
export function AuditLogFilters({ list }: { list: AuditLogList }) {
  const t = useT();
  const actions = useAuditActions();
  const chosen = list.state.filter.action;
  const filters: FilterSpec<AuditLogFilterKey>[] = useMemo(
    () => [
      {
        kind: 'select',
        field: 'action',
        label: t('auditLog.filter.action'),
        options: [
          { value: '', label: t('filters.all') },
          // An action is a code, shown as it is (`withdrawal.complete`).
          ...actionChoices(actions.data?.data ?? [], chosen).map((action) => ({
            value: action,
            label: action,
            data: true,
          })),
        ],
      },
      { kind: 'dates', fromLabel: t('auditLog.filter.dateFrom'), toLabel: t('auditLog.filter.dateTo') },
    ],
    [t, actions.data, chosen],
  );
  return (
    <>
      <div className="mb-3 grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
        <PersonFilter list={list} role="actor" />
        <PersonFilter list={list} role="target" />
      </div>
      <ListFilterBar list={list} filters={filters} />
    </>
  );
}
