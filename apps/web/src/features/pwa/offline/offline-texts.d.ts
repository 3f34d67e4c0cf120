// The offline page's texts in every language, made at build time from the catalogues
// (vite.config.ts, offlineTexts).
declare module 'virtual:offline-texts' {
  const texts: Record<string, { brand: string; title: string; body: string; retry: string }>;
  export default texts;
}
