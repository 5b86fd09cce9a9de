import { describe, expect, it } from 'vitest';
import { isOrderOf, moveItem, presentedOrder } from './item-order';

describe('an ordering question’s order', () => {
  it('starts as presented', () => {
    expect(presentedOrder(4)).toEqual([1, 2, 3, 4]);
  });

  it('moves one item up, down or across, within the list', () => {
    expect(moveItem([1, 2, 3, 4], 2, 1)).toEqual([1, 3, 2, 4]);
    expect(moveItem([1, 2, 3, 4], 0, 3)).toEqual([2, 3, 4, 1]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 9)).toEqual([1, 2, 3]);
  });

  it('tells a saved order of these items from nothing and from damage', () => {
    expect(isOrderOf([3, 1, 2], 3)).toBe(true);
    expect(isOrderOf([1, 2], 3)).toBe(false);
    expect(isOrderOf([1, 1, 2], 3)).toBe(false);
    expect(isOrderOf([1, 2, 4], 3)).toBe(false);
    expect(isOrderOf(2, 3)).toBe(false);
    expect(isOrderOf(null, 3)).toBe(false);
  });
});
