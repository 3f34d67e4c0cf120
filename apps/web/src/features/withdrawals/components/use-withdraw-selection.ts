import type { WithdrawRow } from '@portal/shared';
import { useCallback, useMemo, useState } from 'react';
import { isOpenRequest } from './withdraw-labels';

export interface WithdrawSelection {
  /** The open requests on screen that are selected, in list order. */
  rows: readonly WithdrawRow[];
  /** The open requests on screen: what "select all" selects. */
  selectable: readonly WithdrawRow[];
  isSelected(row: WithdrawRow): boolean;
  toggle(row: WithdrawRow): void;
  toggleAll(): void;
  clear(): void;
}

/**
 * The requests an admin picked for the payout tools. Only rows on screen count, and only while
 * they are open: a request completed or rejected meanwhile, or left behind on another page, drops
 * out of the selection by itself.
 */
export function useWithdrawSelection(rows: readonly WithdrawRow[]): WithdrawSelection {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  const selectable = useMemo(() => rows.filter(isOpenRequest), [rows]);
  const selected = useMemo(() => selectable.filter((row) => ids.has(row.id)), [selectable, ids]);
  const allSelected = selectable.length > 0 && selected.length === selectable.length;

  const toggle = useCallback(
    (row: WithdrawRow) =>
      setIds((current) => {
        const next = new Set(current);
        if (next.has(row.id)) next.delete(row.id);
        else next.add(row.id);
        return next;
      }),
    [],
  );
  const toggleAll = useCallback(
    () => setIds(allSelected ? new Set() : new Set(selectable.map((row) => row.id))),
    [allSelected, selectable],
  );
  const clear = useCallback(() => setIds(new Set()), []);

  return useMemo(
    () => ({
      rows: selected,
      selectable,
      isSelected: (row: WithdrawRow) => ids.has(row.id) && isOpenRequest(row),
      toggle,
      toggleAll,
      clear,
    }),
    [selected, selectable, ids, toggle, toggleAll, clear],
  );
}
