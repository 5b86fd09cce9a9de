/**
 * A number as a teacher types it: spaces (thousands) left out, a decimal comma read as a point.
 * Empty: null; not a number: the text itself, which the shared schema refuses with its message.
 */
export function typedNumber(text: string): number | string | null {
  const compact = text.replace(/[\s\u00a0\u202f']/g, '');
  if (compact === '') return null;
  const normal = compact.includes('.') ? compact : compact.replace(',', '.');
  const value = Number(normal);
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(normal) && Number.isFinite(value) ? value : text;
}
