import { describe, expect, it } from 'vitest';
import { afterMove, orderBetween } from '../../../../../src/islands/admin/studio/list/item-order';

describe('the order value of a moved item', () => {
  it('lies between its new neighbours, so one save moves it', () => {
    expect(orderBetween(3, 9)).toBe(6);
    expect(orderBetween(3, 5)).toBe(4);
    expect(orderBetween(undefined, 1)).toBe(0);
    expect(orderBetween(30, undefined)).toBe(31);
    expect(orderBetween(undefined, undefined)).toBe(0);
  });

  it('is none where no whole number fits: the list is numbered anew', () => {
    expect(orderBetween(3, 4)).toBeNull();
    expect(orderBetween(4, 4)).toBeNull();
    expect(orderBetween(undefined, 0)).toBeNull();
  });
});

describe('a list after a move', () => {
  const ids = ['a', 'b', 'c', 'd', 'e'];
  it('has the item in its new place, with the ids beside it', () => {
    expect(afterMove(ids, 4, 0)).toEqual({ order: ['e', 'a', 'b', 'c', 'd'], after: 'a' });
    expect(afterMove(ids, 0, 4)).toEqual({ order: ['b', 'c', 'd', 'e', 'a'], before: 'e' });
    expect(afterMove(ids, 1, 3)).toEqual({ order: ['a', 'c', 'd', 'b', 'e'], before: 'd', after: 'e' });
  });
});
