import { useSyncExternalStore } from 'react';

/**
 * The LaTeX help drawer (spec §1): its open state is client state kept for the whole visit, and a
 * clicked command goes into the last focused text field marked with `data-latex-field`.
 */

export const LATEX_FIELD_ATTRIBUTE = 'data-latex-field';
/** Spread on a TextField's `htmlInput` slot to make it a target of the LaTeX help drawer. */
export const latexFieldProps = { [LATEX_FIELD_ATTRIBUTE]: 'true' } as Record<string, string>;

type TextInput = HTMLInputElement | HTMLTextAreaElement;

let lastField: TextInput | null = null;
let tracking = false;

function onFocusIn(event: FocusEvent) {
  const target = event.target;
  if (
    (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
    target.hasAttribute(LATEX_FIELD_ATTRIBUTE)
  ) {
    lastField = target;
  }
}

/** Starts remembering the last focused formula field (once). */
export function trackLatexFields() {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener('focusin', onFocusIn);
}

export function lastLatexField(): TextInput | null {
  return lastField?.isConnected ? lastField : null;
}

/** Whether position `index` of `text` is inside a `$…$` formula (unescaped dollars before it are odd). */
export function isInsideFormula(text: string, index: number): boolean {
  let dollars = 0;
  for (let i = 0; i < index; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (text[i] === '$') dollars++;
  }
  return dollars % 2 === 1;
}

/**
 * What to insert for `command` at `index` of `text`, and where the caret goes after it: the bare
 * command inside a formula, else the command between dollar signs. A command ending with a letter
 * gets a space so that the next letter typed does not change it (`\alpha x`, not `\alphax`).
 */
export function latexInsertion(text: string, index: number, command: string) {
  const spaced = /[A-Za-z]$/.test(command) ? `${command} ` : command;
  if (isInsideFormula(text, index)) return { insert: spaced, caret: spaced.length };
  const core = spaced.trimEnd();
  return { insert: `$${core}$`, caret: core.length + 1 };
}

/**
 * Inserts `command` at the caret (replacing the selection) of `field`, through the native value
 * setter and an input event, so React (controlled or react-hook-form's register) sees the change.
 */
export function insertLatex(field: TextInput, command: string) {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  const { insert, caret } = latexInsertion(field.value, start, command);
  const value = field.value.slice(0, start) + insert + field.value.slice(end);
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.focus();
  field.setSelectionRange(start + caret, start + caret);
}

let drawerOpen = false;
const listeners = new Set<() => void>();

function setLatexDrawerOpen(open: boolean) {
  if (drawerOpen === open) return;
  drawerOpen = open;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** [open, setOpen] of the LaTeX help drawer, shared by every page that shows it. */
export function useLatexDrawer(): [boolean, (open: boolean) => void] {
  const open = useSyncExternalStore(
    subscribe,
    () => drawerOpen,
    () => false,
  );
  return [open, setLatexDrawerOpen];
}
