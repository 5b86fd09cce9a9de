import { describe, expect, it } from 'vitest';
import { addToBasket, type BasketItem, parseBasket, removeFromBasket } from './basket';

const item = (id: number): BasketItem => ({
  id,
  description: `d${id}`,
  text: `Q${id}`,
  answer1: 'a',
  answer2: 'b',
  answer3: '',
  answer4: '',
  correctAnswer: 1,
  smallImageUrl: '',
  bigImageUrl: '',
});

describe('selected-questions basket', () => {
  it('adds a question once and removes by index', () => {
    let items = addToBasket([], item(1));
    items = addToBasket(items, item(2));
    items = addToBasket(items, item(1));
    expect(items.map((i) => i.id)).toEqual([1, 2]);
    expect(removeFromBasket(items, 0).map((i) => i.id)).toEqual([2]);
  });

  it('reads back what was stored and ignores anything else', () => {
    expect(parseBasket(JSON.stringify([item(3), { nonsense: true }]))).toEqual([item(3)]);
    expect(parseBasket('not json')).toEqual([]);
    expect(parseBasket(null)).toEqual([]);
    expect(parseBasket('{"a":1}')).toEqual([]);
  });
});
