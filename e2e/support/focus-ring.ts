import type { Page } from 'playwright-core';

/**
 * The keyboard focus ring of the focused element as the browser draws it, measured against WCAG 2.2's
 * focus appearance: its width (an outline, or a box-shadow's spread) and its contrast with the colour
 * around it (the first opaque background among the element's ancestors; white if none).
 */
export interface FocusRing {
  /** What has the focus: its tag, classes and name, for failure messages. */
  element: string;
  width: number;
  contrast: number;
}

type Rgba = [number, number, number, number];

function parseColor(text: string): Rgba {
  const numbers = (text.match(/[\d.]+/g) ?? []).map(Number);
  const [r = 0, g = 0, b = 0, a = 1] = numbers;
  return [r, g, b, text.startsWith('rgba') ? a : 1];
}

/** `top` drawn over an opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG's contrast ratio of two opaque colours. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export async function focusedRing(page: Page): Promise<FocusRing> {
  const drawn = await page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement)) return null;
    const style = getComputedStyle(el);
    let background = 'rgb(255, 255, 255)';
    for (let node = el.parentElement; node; node = node.parentElement) {
      const bg = getComputedStyle(node).backgroundColor;
      if (bg !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(bg)) {
        background = bg;
        break;
      }
    }
    return {
      element: `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} "${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}"`,
      outlineStyle: style.outlineStyle,
      outlineWidth: style.outlineWidth,
      outlineColor: style.outlineColor,
      boxShadow: style.boxShadow,
      background,
    };
  });
  if (!drawn) throw new Error('nothing has the focus');
  const background = parseColor(drawn.background);
  const opaqueBackground = background[3] < 1 ? over(background, [255, 255, 255, 1]) : background;
  if (drawn.outlineStyle !== 'none' && Number.parseFloat(drawn.outlineWidth) > 0) {
    const color = over(parseColor(drawn.outlineColor), opaqueBackground);
    return {
      element: drawn.element,
      width: Number.parseFloat(drawn.outlineWidth),
      contrast: contrastRatio(color, opaqueBackground),
    };
  }
  // a ring drawn as a box-shadow: "rgba(…) 0px 0px 0px 3px", the spread last
  const shadow = /^(rgba?\([^)]*\))\s+0px\s+0px\s+0px\s+([\d.]+)px/.exec(drawn.boxShadow);
  if (!shadow) return { element: drawn.element, width: 0, contrast: 1 };
  const color = over(parseColor(shadow[1]), opaqueBackground);
  return {
    element: drawn.element,
    width: Number.parseFloat(shadow[2]),
    contrast: contrastRatio(color, opaqueBackground),
  };
}
