import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { CheckCircle2 } from 'lucide-react';
import { useT } from '../../lib/i18n/language-provider';
import { buttonClasses } from './button';

/**
 * The 'Deleted!' dialog itself (docs/product/screens.md, Feedback), loaded by DeletedDialogHost
 * (deleted-dialog.tsx) the first time something is deleted, so the first screen does not download
 * the dialog's code.
 */
export default function DeletedDialog({ what, onClose }: { what: string | null; onClose: () => void }) {
  const t = useT();
  return (
    <AlertDialog.Root open={what !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-center shadow-xl focus:outline-none">
          <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
          <AlertDialog.Title className="mt-3 text-xl font-semibold text-slate-900">
            {t('dialog.deleted.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {what !== null ? t('dialog.deleted.text', { what }) : ''}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-center">
            <AlertDialog.Action className={buttonClasses('primary')}>{t('common.ok')}</AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
