/**
 * Fills the `{name}` placeholders of a catalogue text. Texts keep their variable parts as named
 * placeholders (not string concatenation), so a translation can put them where its grammar wants.
 */
export function formatText(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
