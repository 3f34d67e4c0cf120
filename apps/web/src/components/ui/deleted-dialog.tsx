import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { CheckCircle2 } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useT } from '../../lib/i18n/language-provider';
import { buttonClasses } from './button';

/**
 * The 'Deleted!' dialog every successful DELETE shows (docs/product/screens.md, Feedback). One
 * host, mounted with the app's providers, shows what `announceDeleted` was last given, so a delete
 * hook can announce it without each screen rendering a dialog of its own.
 */

let announced: { what: string } | null = null;
const listeners = new Set<() => void>();

function emit(next: { what: string } | null) {
  announced = next;
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
  const t = useT();
  const current = useSyncExternalStore(
    subscribe,
    () => announced,
    () => null,
  );
  return (
    <AlertDialog.Root open={current !== null} onOpenChange={(open) => !open && emit(null)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-center shadow-xl focus:outline-none">
          <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
          <AlertDialog.Title className="mt-3 text-xl font-semibold text-slate-900">
            {t('dialog.deleted.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {current ? t('dialog.deleted.text', { what: current.what }) : ''}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-center">
            <AlertDialog.Action className={buttonClasses('primary')}>{t('common.ok')}</AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
