import type { Locator, Page } from '@playwright/test';

// A screen is in an Indian language when no text on it is written in Latin letters, data aside
// (issue 16; docs/decisions/148-latin-text-walk.md). Data (a name, a username, a promoter code,
// an amount, a date, a title an admin typed) is marked where it is rendered: the element, or one
// of its ancestors, carries `translate="no"` (the HTML attribute that also keeps a browser's page
// translator off it) or `data-value`; a text declared in another language (`lang="en"` on
// "English" in a language list) is not the page's to translate either. What the checker reads is what a person meets on the screen:
// every rendered text node (screen-reader-only text included: it is read out in that language
// too), the placeholder of a visible field, and the options of a visible list.

export interface LatinText {
  /** A CSS path to the element holding the text, anchored at the nearest id or test id. */
  selector: string;
  /** The text, trimmed (at most 120 characters). */
  text: string;
}

export interface LatinTextOptions {
  /**
   * Data the test knows it put on the screen (its own usernames, codes, titles), as exact strings
   * or patterns: removed from a text before it is checked. Prefer marking data in the DOM.
   */
  data?: readonly (string | RegExp)[];
}

/** The page's script: the texts (and where they are) holding a Latin letter outside data. */
function collectLatinText(
  root: Element,
  data: { strings: string[]; patterns: { source: string; flags: string }[] },
): { selector: string; text: string }[] {
  const DATA = '[translate="no"], [data-value]';
  const SKIPPED = 'script, style, noscript, template, svg title';
  const patterns = data.patterns.map((pattern) => new RegExp(pattern.source, pattern.flags));
  const latin = (text: string) => {
    let rest = text;
    for (const value of data.strings) rest = rest.split(value).join(' ');
    for (const pattern of patterns) rest = rest.replace(pattern, ' ');
    return /[A-Za-z]/.test(rest);
  };
  const selectorOf = (element: Element): string => {
    const parts: string[] = [];
    let current: Element | null = element;
    while (current && current !== document.documentElement) {
      if (current.id) {
        parts.unshift(`#${CSS.escape(current.id)}`);
        break;
      }
      const testId = current.getAttribute('data-testid');
      if (testId) {
        parts.unshift(`[data-testid="${testId}"]`);
        break;
      }
      const tag = current.tagName.toLowerCase();
      const parent: Element | null = current.parentElement;
      const same = parent
        ? Array.from(parent.children).filter((child) => child.tagName === current!.tagName)
        : [];
      parts.unshift(same.length > 1 ? `${tag}:nth-of-type(${same.indexOf(current) + 1})` : tag);
      current = parent;
    }
    return parts.join(' > ');
  };
  /** Rendered: not display:none, visibility:hidden or transparent, and taking up room. */
  const shown = (element: Element): boolean => {
    // An <option>'s box is the closed list's: it is shown when its <select> is.
    const box = element.closest('select') ?? element;
    if (!box.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    return box.getClientRects().length > 0;
  };
  /**
   * Declared to be in another language than the page's (`lang="en"` on "English" in the language
   * picker): each language's name is written in its own script on purpose.
   */
  const foreign = (element: Element): boolean => {
    const declared = element.closest('[lang]');
    return (
      !!declared &&
      declared !== document.documentElement &&
      declared.getAttribute('lang') !== document.documentElement.lang
    );
  };
  const found: { selector: string; text: string }[] = [];
  const report = (element: Element, text: string) =>
    found.push({ selector: selectorOf(element), text: text.replace(/\s+/g, ' ').trim().slice(0, 120) });

  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (!/[A-Za-z]/.test(text)) continue;
    const parent = node.parentElement;
    if (!parent || parent.closest(SKIPPED) || parent.closest(DATA) || foreign(parent) || !shown(parent))
      continue;
    if (latin(text)) report(parent, text);
  }
  for (const field of Array.from(root.querySelectorAll('input[placeholder], textarea[placeholder]'))) {
    const placeholder = field.getAttribute('placeholder') ?? '';
    if (field.closest(DATA) || !shown(field)) continue;
    if (latin(placeholder)) report(field, `[placeholder] ${placeholder}`);
  }
  return found;
}

/** Every text on the page (or under `scope`) holding a Latin letter outside data. */
export async function findLatinText(
  scope: Page | Locator,
  options: LatinTextOptions = {},
): Promise<LatinText[]> {
  const data = {
    // Longest first: a value inside another (a city inside an address) must not break it up.
    strings: (options.data ?? [])
      .filter((value): value is string => typeof value === 'string' && value !== '')
      .sort((a, b) => b.length - a.length),
    patterns: (options.data ?? [])
      .filter((value): value is RegExp => value instanceof RegExp)
      .map((pattern) => ({
        source: pattern.source,
        flags: pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
      })),
  };
  const root = 'goto' in scope ? scope.locator('body') : scope;
  return root.evaluate(collectLatinText, data);
}

/** One line per text, for a failure message: `selector: "text"`. */
export function describeLatinText(found: readonly LatinText[]): string {
  return found.map((item) => `  ${item.selector}: "${item.text}"`).join('\n');
}
