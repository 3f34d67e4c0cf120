import { LanguagePicker } from '../../../components/language-picker';
import { CardSection } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/language-provider';

/**
 * The account's language on its profile (docs/product/languages.md): the header's picker, so a
 * choice here is saved on the account the same way (PUT ui-language) and the whole screen switches
 * at once.
 */
export function LanguageSection() {
  const t = useT();
  return (
    <CardSection title={t('language.picker.label')} description={t('profile.language.description')}>
      <LanguagePicker align="start" testId="profile-language-picker" className="border border-slate-300" />
    </CardSection>
  );
}
