/**
 * What a hosted game's nickname may contain, shared by the server's check and the phone's form. A
 * nickname is shown on the projector beside the class's: characters that draw nothing (zero-width
 * spaces and joiners, the Hangul filler, tags) or that reorder the text around them (bidi overrides
 * and isolates) only serve to make a name look like another one, so they are refused. Variation
 * selectors and a joiner between two emoji are kept: phones' emoji keyboards type them.
 */

/** Controls, format characters, line and paragraph separators, and default-ignorable code points. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
/** Variation selectors (an emoji's ❤️ presentation): drawn as part of the character before them. */
const VARIATION_SELECTORS = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;
/** A zero-width joiner between two pictographs (👩‍🚀): one emoji, not a hidden character. */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;

/**
 * True when the nickname holds a character that is invisible or changes the text's direction, or is
 * made of variation selectors alone (an empty nickname is the 'Please enter a nickname.' check's).
 */
export function hasInvisibleCharacters(nickname: string): boolean {
  const rest = nickname.replace(EMOJI_JOINER, '').replace(VARIATION_SELECTORS, '');
  return INVISIBLE.test(rest) || (rest === '' && nickname !== '');
}
