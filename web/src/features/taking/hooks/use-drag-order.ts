import { type PointerEvent, useLayoutEffect, useRef, useState } from 'react';

interface Drag {
  pointerId: number;
  item: number;
  /** The pointer's y and the item's layout top when the drag began. */
  startY: number;
  startTop: number;
  /** The pointer's y now. */
  y: number;
}

/**
 * Dragging items of a list into another order with a finger, a pen or a mouse (pointer events: HTML's
 * drag and drop does not work on phones). The dragged item follows the pointer; the others make room
 * as it passes their middle; the order is committed when it is let go. `order`: the items' ids in
 * their order; `itemRef(id)` gives each <li> for measuring; the handle gets `handleProps(id)`.
 */
export function useDragOrder(order: number[], commit: (order: number[]) => void) {
  const [preview, setPreview] = useState<number[] | null>(null);
  const items = useRef(new Map<number, HTMLElement>());
  const drag = useRef<Drag | null>(null);
  const shown = preview ?? order;

  // the dragged item under the pointer: its top as dragged, minus where the layout puts it now
  useLayoutEffect(() => {
    const current = drag.current;
    const element = current && items.current.get(current.item);
    if (current && element)
      element.style.transform = `translateY(${current.startTop + current.y - current.startY - element.offsetTop}px)`;
  });

  const targetOrder = (current: Drag, list: number[]): number[] => {
    const element = items.current.get(current.item);
    if (!element) return list;
    const middle = current.startTop + current.y - current.startY + element.offsetHeight / 2;
    const others = list.filter((id) => id !== current.item);
    const before = others.filter((id) => {
      const other = items.current.get(id);
      return other ? other.offsetTop + other.offsetHeight / 2 < middle : false;
    }).length;
    return [...others.slice(0, before), current.item, ...others.slice(before)];
  };

  const end = (event: PointerEvent<HTMLElement>, keep: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const element = items.current.get(current.item);
    if (element) element.style.transform = '';
    const final = preview ?? order;
    setPreview(null);
    if (keep && final.some((id, i) => id !== order[i])) commit([...final]);
  };

  const handleProps = (id: number, disabled: boolean) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (disabled || drag.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const element = items.current.get(id);
      if (!element) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      drag.current = {
        pointerId: event.pointerId,
        item: id,
        startY: event.clientY,
        startTop: element.offsetTop,
        y: event.clientY,
      };
      setPreview([...order]);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      current.y = event.clientY;
      const next = targetOrder(current, preview ?? order);
      // a new order re-renders (and the layout effect places the item); the same order only moves it
      if (next.some((item, i) => item !== (preview ?? order)[i])) setPreview(next);
      else {
        const element = items.current.get(current.item);
        if (element)
          element.style.transform = `translateY(${current.startTop + current.y - current.startY - element.offsetTop}px)`;
      }
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, true),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, false),
  });

  const itemRef = (id: number) => (element: HTMLElement | null) => {
    if (element) items.current.set(id, element);
    else items.current.delete(id);
  };

  return { shown, dragged: preview ? drag.current?.item : undefined, itemRef, handleProps };
}
