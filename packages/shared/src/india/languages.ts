/** Mother tongues offered at registration (specification §2). */
export const LANGUAGES = ['Hindi', 'Kannada', 'Malayalam', 'Tamil', 'Telugu', 'English'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_NATIONALITY = 'India';
