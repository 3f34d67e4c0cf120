/** Mother tongues offered at registration (docs/product/accounts.md, Registration). */
export const LANGUAGES = ['Hindi', 'Kannada', 'Malayalam', 'Tamil', 'Telugu', 'English'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_NATIONALITY = 'India';
