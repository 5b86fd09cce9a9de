import { Fragment, type ReactNode } from 'react';

type Tags = Record<string, (content: string) => ReactNode>;

/**
 * A translated text with marked parts as elements: `rich(t('signup.accept'), { terms: (text) => <Link
 * to="/terms">{text}</Link> })` for `"I accept the <terms>terms and conditions</terms>"`. The tags are
 * plain text to ICU, so translators move them with the words; an unknown tag stays text.
 */
export function rich(text: string, tags: Tags): ReactNode {
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/gs;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const render = tags[match[1]];
    if (!render) continue;
    parts.push(text.slice(last, match.index));
    parts.push(<Fragment key={match.index}>{render(match[2])}</Fragment>);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}
