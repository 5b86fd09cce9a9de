import core from 'virtual:catalogue-part/core';
import type { Message } from './interpolate';

/** Compiled messages by key (web/build/icu-catalogues.ts). */
export type Catalogue = Record<string, Message>;

/**
 * A part of the catalogues (web/build/icu-catalogues.ts): one loader per language, each a chunk of
 * its own holding that language's keys of the part. A page that shows a part's keys declares the part
 * (`export const catalogueParts = [quizzesTexts]`, app/routes.tsx loads them with the page).
 */
export interface CataloguePart {
  name: string;
  load: Partial<Record<string, () => Promise<{ default: Catalogue }>>>;
}

/** The shell's, the shared and the student pages' keys, loaded before the first render. */
export const CORE_PART: CataloguePart = core;
