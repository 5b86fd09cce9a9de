import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The translation catalogues: one flat JSON file of ICU MessageFormat texts per language. */
const LOCALES = resolve(dirname(fileURLToPath(import.meta.url)), '../src/i18n/locales');

/**
 * The key prefixes every page may need, downloaded before the first render: the shell, the shared
 * words, the API's errors and the student's pages (home, taking, the hosted game's player screen),
 * so that a student's journey waits for one catalogue request. Every other key is in the part named
 * by its first word (`quizzes`, `results`, `market`, `live` for the projector's…), downloaded with
 * the pages that declare it.
 */
export const CORE_PREFIXES = [
  'app',
  'common',
  'components',
  'errors',
  'footer',
  'header',
  'home',
  'language',
  // the run screen's header checks a teacher's licence
  'licenses.check',
  // the player's screen of a hosted game (the rest of `live` is the projector's), with the reveal's
  // words of every question type that phone and projector share
  'live.accepted_answers',
  'live.answer_letter',
  'live.correct_value',
  'live.countdown',
  'live.false',
  'live.ordinal',
  'live.play',
  'live.points',
  'live.question_counter',
  'live.question_of',
  'live.right_order',
  'live.true',
  'live.value_within',
  // formulas read aloud on the students' pages (lib/speech)
  'speech',
  'taking',
];

/** The part a key belongs to: `core`, or its prefix. */
export function partOf(key: string): string {
  if (CORE_PREFIXES.some((prefix) => key === prefix || key.startsWith(`${prefix}.`))) return 'core';
  return key.split('.')[0] ?? key;
}

/** Every message of a catalogue compiled to Lingui's token arrays; a broken message fails the build. */
export function compileCatalogue(source: string, file = 'catalogue', part = 'all'): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([key]) => part === 'all' || partOf(key) === part)
      .map(([key, message]) => {
        try {
          return [key, compileMessageOrThrow(message)];
        } catch (error) {
          throw new Error(`${file}: ${key}: ${(error as Error).message}`);
        }
      }),
  );
}

/** `import part from 'virtual:catalogue-part/<name>'`: the loaders of that part, one per language. */
const PART_MODULE = 'virtual:catalogue-part/';
/** One language's part of a catalogue: `<locales>/<lang>.json?part=<name>`. */
const PART_FILE = /[\\/]src[\\/]i18n[\\/]locales[\\/]([a-z]{2})\.json\?part=([a-z]+)$/;

/**
 * The catalogues, compiled at build time (no ICU parser ships to a browser: @lingui/core only
 * interpolates) and cut into parts by key prefix (CORE_PREFIXES, then one part per other prefix).
 * `virtual:catalogue-part/<name>` is a small module of one dynamic import per language; each import
 * is a hashed, immutable chunk holding that language's keys of the part, and a browser downloads only
 * the language in use and the parts its pages declared (lib/i18n/runtime.ts). The part `all` holds
 * every key (the component tests use it).
 */
export function icuCatalogues(): Plugin {
  return {
    name: 'quizzical:icu-catalogues',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PART_MODULE) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${PART_MODULE}`)) {
        const part = id.slice(PART_MODULE.length + 1);
        const languages = readdirSync(LOCALES)
          .filter((file) => /^[a-z]{2}\.json$/.test(file))
          .map((file) => file.slice(0, 2));
        const loaders = languages.map(
          (language) =>
            `${language}: () => import(${JSON.stringify(`${join(LOCALES, language)}.json?part=${part}`)})`,
        );
        return `export default { name: ${JSON.stringify(part)}, load: { ${loaders.join(', ')} } };`;
      }
      const match = PART_FILE.exec(id);
      if (!match) return null;
      const file = id.replace(/\?.*$/, '');
      this.addWatchFile(file);
      const compiled = compileCatalogue(readFileSync(file, 'utf8'), file, match[2]);
      // JS, not JSON: Vite's JSON plugin would parse this module again
      return { code: `export default ${JSON.stringify(compiled)};`, moduleType: 'js' };
    },
  };
}
