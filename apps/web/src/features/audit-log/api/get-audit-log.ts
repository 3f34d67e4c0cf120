import { type AuditLogActions, auditLogQuerySchema, auditLogRowSchema } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { readTableQuery, writeTableQuery } from '../../../hooks/list-query-url';
import { type EndpointList, useListQuery } from '../../../hooks/use-list-query';
import { api } from '../../../lib/api-client';
import { defineListEndpoint, type EndpointFilterKey } from '../../../lib/list-endpoint';

/**
 * GET audit-log (the super admin): every audit row, filtered by actor, action, target user and
 * date; with `exports`, audit_log.xlsx (docs/decisions/184-audit-log-on-screen.md).
 */
export const auditLogEndpoint = defineListEndpoint({
  path: 'audit-log',
  querySchema: auditLogQuerySchema,
  rowSchema: auditLogRowSchema,
  exportList: 'audit_log',
});
export type AuditLogFilterKey = EndpointFilterKey<typeof auditLogEndpoint>;
export type AuditLogList = EndpointList<typeof auditLogEndpoint>;

/**
 * The address parameters a link from elsewhere opens the log with (User Management's user dialog:
 * `?target_user_id=42`), taken into the list's filter.
 */
const LINK_FIELDS = ['target_user_id', 'actor_id'] as const satisfies readonly AuditLogFilterKey[];

/** The address with a link's parameters moved into the list's filter, on page 1. */
export function withLinkInFilter(current: URLSearchParams): URLSearchParams {
  const state = readTableQuery(current, {});
  const filter = { ...state.filter };
  const next = new URLSearchParams(current);
  for (const field of LINK_FIELDS) {
    const value = next.get(field);
    next.delete(field);
    if (value) filter[field] = value;
  }
  return writeTableQuery(next, { ...state, filter, pageNo: 1, anchor: null }, {});
}

/** The audit log with its state in the address; a link's parameters become its filter first. */
export function useAuditLogList(): AuditLogList {
  const [params, setParams] = useSearchParams();
  const linked = LINK_FIELDS.some((field) => params.has(field));
  useEffect(() => {
    if (linked) setParams(withLinkInFilter, { replace: true });
  }, [linked, setParams]);
  return useListQuery(auditLogEndpoint, { enabled: !linked });
}

/** GET audit-log/actions: the actions the log holds, the action filter's choices. */
export const auditActionsQuery = () =>
  queryOptions({
    queryKey: ['audit-log', 'actions'],
    queryFn: ({ signal }) => api.get<AuditLogActions>('audit-log/actions', { signal }),
  });

export function useAuditActions() {
  return useQuery(auditActionsQuery());
}
