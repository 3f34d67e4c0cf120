/**
 * Each language's catalogue is downloaded in two parts (docs/decisions/156-catalogue-in-two-parts.md):
 * `public`, the texts a visitor's first screen can show (the public pages, the forms' and dialogs'
 * common texts, the layout, toasts), fetched with that screen; `portal`, every other text, fetched
 * with the signed-in portal's routes. A key's part is its first segment's.
 */
export const PUBLIC_KEY_PREFIXES = [
  'auth',
  // The promoter levels' names, which the public 'What promoters earn' page shows too.
  'badge',
  'common',
  'dialog',
  'disclosure',
  'form',
  'language',
  'layout',
  'toast',
  'welcome',
] as const;

export type CataloguePart = 'public' | 'portal';
export const CATALOGUE_PARTS: readonly CataloguePart[] = ['public', 'portal'];

const PUBLIC = new Set<string>(PUBLIC_KEY_PREFIXES);

export function cataloguePartOf(key: string): CataloguePart {
  return PUBLIC.has(key.slice(0, key.indexOf('.'))) ? 'public' : 'portal';
}

/** The entries of `catalogue` that belong to `part`. */
export function catalogueSubset<T>(
  catalogue: Readonly<Record<string, T>>,
  part: CataloguePart,
): Record<string, T> {
  return Object.fromEntries(Object.entries(catalogue).filter(([key]) => cataloguePartOf(key) === part));
}
