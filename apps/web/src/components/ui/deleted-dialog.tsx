import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * The 'Deleted!' dialog every successful DELETE shows (docs/product/screens.md, Feedback). One
 * host, mounted with the app's providers, shows what `announceDeleted` was last given, so a delete
 * hook can announce it without each screen rendering a dialog of its own. The dialog's code
 * (deleted-dialog-view.tsx) is fetched with the first announcement, not with the first screen.
 */

const DeletedDialog = lazy(() => import('./deleted-dialog-view'));

let announced: { what: string } | null = null;
/** Whether anything was ever announced: until then the dialog's code is not fetched. */
let everAnnounced = false;
const listeners = new Set<() => void>();

function emit(next: { what: string } | null) {
  announced = next;
  if (next) everAnnounced = true;
  listeners.forEach((listener) => listener());
}

/**
 * Shows 'Deleted!', naming what was deleted in the shown language (the screen's `t('…')`, 'The
 * channel' in English): '{what} has been deleted.'
 */
export function announceDeleted(what: string): void {
  emit({ what });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function DeletedDialogHost() {
  const current = useSyncExternalStore(
    subscribe,
    () => announced,
    () => null,
  );
  if (!everAnnounced) return null;
  return (
    <Suspense fallback={null}>
      <DeletedDialog what={current?.what ?? null} onClose={() => emit(null)} />
    </Suspense>
  );
}
