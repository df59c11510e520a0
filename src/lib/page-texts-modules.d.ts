// A locale's page texts as the build serves them (src/lib/pageTexts.ts, vite.config.ts `spaLocales`).
declare module '*.json?texts=parking' {
  const texts: Record<string, unknown>;
  export default texts;
}
