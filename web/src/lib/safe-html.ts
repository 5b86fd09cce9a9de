/**
 * A tiny allow-list sanitiser for the rich text the server stores (FAQ answers, terms). The HTML is
 * parsed by the browser's DOMParser (inert: no script runs, nothing loads) and turned into a plain
 * tree of allowed elements; everything else is dropped, keeping its text. Nothing is ever given to
 * innerHTML.
 */
export type SafeNode = string | SafeElement;
export interface SafeElement {
  tag: AllowedTag;
  href?: string;
  children: SafeNode[];
}

export const ALLOWED_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br'] as const;
export type AllowedTag = (typeof ALLOWED_TAGS)[number];
/** Elements whose content is not text a reader should see. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
]);
const ALIASES: Record<string, AllowedTag> = { b: 'strong', i: 'em' };

/** Only http(s), mailto and same-site links; `javascript:` and the like are removed. */
export function safeHref(raw: string | null): string | undefined {
  if (!raw) return undefined;
  const href = raw.trim();
  if (/^(https?:|mailto:)/i.test(href)) return href;
  if (/^(\/(?!\/)|#)/.test(href)) return href;
  return undefined;
}

function convert(node: Node): SafeNode[] {
  if (node.nodeType === 3) return [node.textContent ?? ''];
  if (node.nodeType !== 1) return [];
  const element = node as Element;
  const name = element.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(name)) return [];
  const children = Array.from(element.childNodes).flatMap(convert);
  const tag = (ALLOWED_TAGS as readonly string[]).includes(name) ? (name as AllowedTag) : ALIASES[name];
  if (!tag) return children; // unknown element: keep its content only
  if (tag === 'br') return [{ tag, children: [] }];
  if (tag === 'a') return [{ tag, href: safeHref(element.getAttribute('href')), children }];
  return [{ tag, children }];
}

export function sanitizeHtml(html: string): SafeNode[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  return Array.from(doc.body.childNodes).flatMap(convert);
}
