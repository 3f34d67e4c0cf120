import texts from 'virtual:offline-texts';
import { offlineLanguageOf, STORED_LANGUAGE_KEY } from './offline-language';
import '../../../fonts.css';
import './offline-page.css';

type TextName = keyof (typeof texts)[string];

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(STORED_LANGUAGE_KEY);
  } catch {
    return null;
  }
}

const language = offlineLanguageOf({
  available: Object.keys(texts),
  stored: storedLanguage(),
  preferred: navigator.languages ?? [navigator.language],
});
const shown = texts[language] ?? texts.en!;
document.documentElement.lang = language;
document.title = `${shown.title} · ${shown.brand}`;
for (const element of document.querySelectorAll<HTMLElement>('[data-text]')) {
  element.textContent = shown[element.dataset.text as TextName];
}

// The page stands at the address the reader asked for: loading it again opens that page once the
// network is back.
const reload = () => window.location.reload();
document.querySelector('[data-text="retry"]')?.addEventListener('click', reload);
window.addEventListener('online', reload);
