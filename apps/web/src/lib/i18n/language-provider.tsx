import { I18nProvider, useLingui } from '@lingui/react';
import type { UiLanguage, UiLanguageAnswer } from '@portal/shared';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { api } from '../api-client';
import { useAuth } from '../auth';
import {
  activateLanguage,
  i18n,
  type MessageKey,
  type MessageValues,
  rememberLanguage,
  startingLanguage,
} from './i18n';
import { sharedMessageText } from './shared-messages';

interface LanguageContextValue {
  /** The language the portal shows now. */
  language: UiLanguage;
  /** Shows `language`; a signed-in account also keeps it (PUT ui-language), for its other devices. */
  choose(language: UiLanguage): Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/**
 * The portal's language (docs/product/languages.md): a signed-in account's `ui_language`, else
 * the visitor's choice in this browser, else the browser's language when the portal speaks it,
 * else English. Only that language's catalogue is fetched.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { user, setUser } = useAuth();
  const [visitorLanguage, setVisitorLanguage] = useState<UiLanguage>(startingLanguage);
  const [shown, setShown] = useState<UiLanguage | null>(null);
  const wanted = user?.ui_language ?? visitorLanguage;

  useEffect(() => {
    // This browser starts in the last account's language next time, and keeps it after logout.
    rememberLanguage(wanted);
    setVisitorLanguage(wanted);
    let current = true;
    activateLanguage(wanted)
      .then((activated) => {
        if (activated && current) setShown(wanted);
      })
      .catch((error: unknown) => console.error('The language could not be loaded', error));
    return () => {
      current = false;
    };
  }, [wanted]);

  const choose = useCallback(
    async (language: UiLanguage) => {
      if (!user) {
        setVisitorLanguage(language);
        return;
      }
      const saved = await api.put<UiLanguageAnswer>('ui-language', { language });
      setUser({ ...user, ui_language: saved.ui_language });
    },
    [user, setUser],
  );

  const value = useMemo(() => (shown ? { language: shown, choose } : null), [shown, choose]);
  if (!value) return <FullScreenSpinner />;
  return (
    <I18nProvider i18n={i18n}>
      <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
    </I18nProvider>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return value;
}

/** The catalogue's text for `key` in the shown language, its placeholders filled from `values`. */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const { _ } = useLingui();
  return useCallback((key: MessageKey, values?: MessageValues) => _(key, values), [_]);
}

/**
 * sharedMessageText in the shown language, for a component: a shared message (its key or its
 * English text) as the reader reads it, drawn again when the language changes.
 */
export function useSharedMessageText(): (message: string) => string {
  const { language } = useLanguage();
  return useCallback((message: string) => sharedMessageText(message, language), [language]);
}
