import type { Page } from 'playwright-core';

/**
 * What on the page does not fit the screen, as lines to read in a failure: the page scrolling
 * sideways; any visible element or text reaching past the viewport's edges; any text cut by the box
 * that holds it (`overflow: hidden`, an ellipsis: a button's word, a player's name). A scrolling
 * region (`overflow-x: auto`) is where the reader scrolls, so what it holds is not cut; what a box
 * hides on purpose without text (a progress bar's fill, a switch's invisible input) is not read, and
 * screen-reader-only texts (clipped to a pixel) are not shown.
 */
export function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const sideways = document.documentElement.scrollWidth - width;
    if (sideways > 0) found.push(`the page scrolls sideways by ${sideways} px`);

    const describe = (element: Element, text?: string) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = Array.from(element.classList)
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      const shown = (text ?? (element as HTMLElement).innerText ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes} “${shown}”`;
    };
    const unseen = (element: Element) => {
      for (let e: Element | null = element; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e);
        const rect = e.getBoundingClientRect();
        if (style.visibility === 'hidden' || style.opacity === '0') return true;
        if (style.clip !== 'auto' || style.clipPath !== 'none') return true;
        if (style.position === 'absolute' && rect.width <= 2 && rect.height <= 2) return true;
      }
      return false;
    };
    /** The nearest box around `from` (itself included) that hides what is past its sides: a scrolling region or a clipping box. */
    const clipper = (from: Element | null) => {
      for (let up = from; up && up !== document.body; up = up.parentElement) {
        const x = getComputedStyle(up).overflowX;
        if (x !== 'visible') return { box: up, scrolls: x === 'auto' || x === 'scroll' };
      }
      return null;
    };
    const past = (left: number, right: number) => right > width + 0.5 || left < -0.5;

    // elements past the screen's edges that nothing clips
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.closest('svg, script, style, template, noscript')) continue;
      const rect = element.getBoundingClientRect();
      if ((rect.width === 0 && rect.height === 0) || !past(rect.left, rect.right)) continue;
      const held = clipper(element.parentElement);
      if (held) {
        const box = held.box.getBoundingClientRect();
        if (held.scrolls || !past(box.left, box.right)) continue;
      }
      if (unseen(element)) continue;
      found.push(
        `${describe(element)} reaches ${Math.round(rect.left)}…${Math.round(rect.right)} px, the screen is ${width} px`,
      );
    }

    // texts past the screen's edges, or past the box that clips them
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const reported = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest('svg, script, style, template, noscript'))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0) continue;
      const held = clipper(parent);
      // an ellipsis draws the cut inside the box: the text's own width says what it needed
      const ellipsis = (e: Element) =>
        getComputedStyle(e).textOverflow === 'ellipsis' && e.scrollWidth > e.clientWidth + 1;
      let problem = '';
      if (held && !held.scrolls) {
        const box = held.box.getBoundingClientRect();
        const y = getComputedStyle(held.box).overflowY;
        // lines hidden under their own box's bottom (a name squeezed to one line); a card's clipping
        // of what is off screen (content-visibility) is not a cut
        const below =
          held.box === parent &&
          (y === 'hidden' || y === 'clip') &&
          (rect.bottom > box.bottom + 1 || rect.top < box.top - 1);
        if (rect.right > box.right + 1 || rect.left < box.left - 1 || below || ellipsis(held.box))
          problem = `is cut: ${Math.round(rect.width)} px of text in a box of ${Math.round(box.width)} px`;
      } else if (!held && past(rect.left, rect.right)) {
        problem = `reaches ${Math.round(rect.left)}…${Math.round(rect.right)} px, the screen is ${width} px`;
      }
      if (!problem || reported.has(parent) || unseen(parent)) continue;
      reported.add(parent);
      found.push(`${describe(parent, node.textContent)} ${problem}`);
    }
    // an element past the edge usually brings its children: the first lines say enough
    return found.slice(0, 15);
  });
}
