import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/language-provider';
import { buttonClasses } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
  /** Texts in the shown language (the screen's `t('…')`); each defaults to the catalogue's. */
  title?: string;
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  /** What the confirmation asks for besides yes or no (a payment's reference), under the text. */
  children?: ReactNode;
  /** The confirm button is off until what `children` asks for is valid. */
  confirmDisabled?: boolean;
}

/**
 * The confirmation: 'Are you sure?' with 'Yes, Confirm' / 'No, cancel!' (docs/product/screens.md,
 * Feedback).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title,
  text,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  children,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-center shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-xl font-semibold text-slate-900">
            {title ?? t('dialog.confirm.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {text ?? t('dialog.confirm.text')}
          </AlertDialog.Description>
          {children && <div className="mt-4 text-left">{children}</div>}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>
              {cancelLabel ?? t('dialog.confirm.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses(tone)}
              onClick={onConfirm}
              disabled={confirmDisabled}
            >
              {confirmLabel ?? t('dialog.confirm.yes')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The generic delete confirmation: 'Yes, delete it!' / 'No, cancel!'. */
export function DeleteDialog(props: Omit<ConfirmDialogProps, 'confirmLabel' | 'tone'>) {
  const t = useT();
  return <ConfirmDialog {...props} confirmLabel={t('dialog.confirm.delete')} tone="danger" />;
}
