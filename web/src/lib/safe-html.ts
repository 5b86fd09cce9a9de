import DOMPurify from 'dompurify';

/**
 * The rich text the server stores (FAQ answers, terms), cleaned by DOMPurify down to an allow-list and
 * turned into a plain tree that React renders: nothing is ever given to innerHTML. Scripts, styles and
 * the like go with their content; any other element not allowed keeps its text.
 */
export type SafeNode = string | SafeElement;
export interface SafeElement {
  tag: AllowedTag;
  href?: string;
  children: SafeNode[];
}

export const ALLOWED_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br'] as const;
export type AllowedTag = (typeof ALLOWED_TAGS)[number];
const TAG_OF: Record<string, AllowedTag> = {
  ...Object.fromEntries(ALLOWED_TAGS.map((tag) => [tag, tag])),
  b: 'strong',
  i: 'em',
};
/** Only http(s), mailto and same-site links; `javascript:`, `//other.host` and the like are removed. */
const SAFE_URL = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

export function safeHref(raw: string | null): string | undefined {
  const href = raw?.trim();
  return href && SAFE_URL.test(href) ? href : undefined;
}

function toSafeNodes(node: Node): SafeNode[] {
  if (node.nodeType === Node.TEXT_NODE) return [node.textContent ?? ''];
  if (!(node instanceof Element)) return [];
  const children = Array.from(node.childNodes).flatMap(toSafeNodes);
  const tag = TAG_OF[node.tagName.toLowerCase()];
  if (!tag) return children;
  if (tag === 'br') return [{ tag, children: [] }];
  if (tag === 'a') return [{ tag, href: safeHref(node.getAttribute('href')), children }];
  return [{ tag, children }];
}

export function sanitizeHtml(html: string): SafeNode[] {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: Object.keys(TAG_OF),
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: SAFE_URL,
    RETURN_DOM_FRAGMENT: true,
  });
  return Array.from(fragment.childNodes).flatMap(toSafeNodes);
}
