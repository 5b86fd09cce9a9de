import unhomoglyph from 'unhomoglyph';

/**
 * The two forms in which nicknames of a hosted game are compared: a nickname whose forms match one of
 * a player's in the same game looks like that name on the projector, so it is refused (one unique
 * index per form). Both start from the nickname after
 * - NFKC: full-width letters (Ａｌｉｃｅ), ligatures (ﬁ), and an accent typed as a letter plus a combining
 *   mark become the ordinary characters;
 * - dropping default-ignorable characters (variation selectors: the schema refuses the others) and
 *   combining marks left on a Latin, Greek or Cyrillic letter after composition (an i with a second
 *   dot drawn over its own looks like an i); a mark that composes (é, ü, ễ) stays, so Zoé is not Zoe;
 * then take the confusables skeleton of Unicode TR39 (the `unhomoglyph` package's table of
 * confusables.txt: a Cyrillic а or a Greek ο becomes the Latin letter it looks like), spaces collapsed.
 * - `folded` is case-folded first (upper then lower case, so ß and SS fold together): ALICE is Alice.
 * - `skeleton` keeps the case, as TR39 does: a capital I is the l it looks like (AIice is Alice), which
 *   folding would have made an i.
 * Marks in other scripts (Arabic vowels, Devanagari and Thai vowel signs) are kept: they tell names apart.
 */
export function nicknameKeys(nickname: string): { folded: string; skeleton: string } {
  const visible = nickname.normalize('NFKC');
  return {
    folded: skeletonOf(visible.toUpperCase().toLowerCase().normalize('NFKC')),
    skeleton: skeletonOf(visible),
  };
}

function skeletonOf(text: string) {
  const bare = text
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .normalize('NFC')
    .replace(/([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{Mn}+/gu, '$1');
  return unhomoglyph(bare.normalize('NFD')).normalize('NFD').replace(/\s+/gu, ' ').trim();
}
