import { readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The translation catalogues: one flat JSON file of ICU MessageFormat texts per language. */
const CATALOGUE = /[\\/]src[\\/]i18n[\\/]locales[\\/][a-z]{2}\.json$/;

/** Every message of a catalogue compiled to Lingui's token arrays; a broken message fails the build. */
export function compileCatalogue(source: string, file = 'catalogue'): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      try {
        return [key, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${file}: ${key}: ${(error as Error).message}`);
      }
    }),
  );
}

/**
 * Imports of `src/i18n/locales/<lang>.json` give the catalogue already compiled, so no ICU parser
 * ships to a browser (@lingui/core only interpolates). Each catalogue is a dynamic import of its own:
 * a hashed, immutable chunk that only the language in use downloads.
 */
export function icuCatalogues(): Plugin {
  return {
    name: 'quizzical:icu-catalogues',
    enforce: 'pre',
    load(id) {
      if (!CATALOGUE.test(id)) return null;
      this.addWatchFile(id);
      const compiled = compileCatalogue(readFileSync(id, 'utf8'), id);
      // JS, not JSON: Vite's JSON plugin would parse this module again
      return { code: `export default ${JSON.stringify(compiled)};`, moduleType: 'js' };
    },
  };
}
