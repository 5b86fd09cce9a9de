import './hint.css';
import { cloneElement, type ReactElement, useId } from 'react';

interface HintProps {
  /** The text; an empty one shows nothing. */
  title: string;
  /** One element: an IconButton (named by its own aria-label), or a span around a disabled button. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** The hint describes the element (aria-describedby) instead of repeating the name it already has. */
  describeChild?: boolean;
  /** The hint's id, for an aria-describedby set inside the child (a button in a span). */
  id?: string;
  /** `end`: under the element's right edge rather than centred, for an element at the right edge of a box that clips. */
  align?: 'center' | 'end';
}

/**
 * A tooltip drawn with CSS alone: shown under the element while the pointer is over it or it has the
 * keyboard's focus, centred, in MUI's tooltip colours. In place of MUI's Tooltip, whose Popper brings
 * popper.js (about 10 KB compressed) to the editor and market routes (their JavaScript budgets, docs/decisions/0002-page-chunks-and-javascript-budget.md). Touch
 * screens show nothing on tap, as MUI's Tooltip without a long press; the element keeps its name.
 * Static styles (hint.css): the dashboard's toolbar has nine of them on its first render.
 */
export function Hint({ title, children, describeChild, id: givenId, align = 'center' }: HintProps) {
  const fallbackId = useId();
  const id = givenId ?? fallbackId;
  if (!title) return children;
  return (
    <span className="ui-hint">
      {describeChild ? cloneElement(children, { 'aria-describedby': id }) : children}
      <span
        role="tooltip"
        id={id}
        aria-hidden={describeChild || givenId ? undefined : true}
        className={align === 'end' ? 'ui-hint-text ui-hint-text--end' : 'ui-hint-text'}
      >
        {title}
      </span>
    </span>
  );
}
