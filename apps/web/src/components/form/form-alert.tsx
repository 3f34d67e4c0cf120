import { CircleAlert } from 'lucide-react';
import { useSharedMessageText } from '../../lib/i18n/language-provider';

/**
 * A form-level failure (wrong credentials, too many attempts), read out when it appears; a shared
 * message ('Network Error') in the shown language.
 */
export function FormAlert({ message }: { message: string | null }) {
  const messageText = useSharedMessageText();
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-700"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{messageText(message)}</span>
    </div>
  );
}
