import type { Translate } from './catalogue';

/**
 * An e-mail's text in the reader's language: the greeting (by name when there is one), a blank line,
 * the body and a final line break.
 */
export const letter = (t: Translate, name: string, body: string) =>
  `${name ? t('mail.greeting', { name }) : t('mail.greeting_without_name')}\n\n${body}\n`;
