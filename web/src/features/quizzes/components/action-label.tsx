import '../dashboard.css';
/**
 * The visible word of a toolbar button on a phone (dashboard.css hides it from 600 px, where the hint
 * shows on hover). The button's aria-label names it, and contains this word (WCAG's label in name).
 */
export function ActionLabel({ text }: { text: string }) {
  return (
    <span className="dash-action-label" aria-hidden="true">
      {text}
    </span>
  );
}
