import { describe, expect, it } from 'vitest';
import { moveLesson, moveSection, placeLesson, type Order } from './curriculum-order';

const order: Order = [
  { id: 1, lessonIds: [10, 11] },
  { id: 2, lessonIds: [20] },
];

describe('curriculum moves', () => {
  it('moves a lesson within its section and across the section boundary', () => {
    expect(moveLesson(order, 11, -1)).toEqual([
      { id: 1, lessonIds: [11, 10] },
      { id: 2, lessonIds: [20] },
    ]);
    expect(moveLesson(order, 11, 1)).toEqual([
      { id: 1, lessonIds: [10] },
      { id: 2, lessonIds: [11, 20] },
    ]);
    expect(moveLesson(order, 20, -1)).toEqual([
      { id: 1, lessonIds: [10, 11, 20] },
      { id: 2, lessonIds: [] },
    ]);
    expect(moveLesson(order, 10, -1)).toBeNull();
    expect(moveLesson(order, 20, 1)).toBeNull();
    expect(order).toEqual([
      { id: 1, lessonIds: [10, 11] },
      { id: 2, lessonIds: [20] },
    ]);
  });

  it('places a lesson in another section before a lesson or at the end', () => {
    expect(placeLesson(order, 10, 2)).toEqual([
      { id: 1, lessonIds: [11] },
      { id: 2, lessonIds: [20, 10] },
    ]);
    expect(placeLesson(order, 10, 2, 20)).toEqual([
      { id: 1, lessonIds: [11] },
      { id: 2, lessonIds: [10, 20] },
    ]);
    expect(placeLesson(order, 11, 1, 10)).toEqual([
      { id: 1, lessonIds: [11, 10] },
      { id: 2, lessonIds: [20] },
    ]);
    expect(placeLesson(order, 11, 1)).toBeNull();
  });

  it('moves a section', () => {
    expect(moveSection(order, 2, 0)?.map((s) => s.id)).toEqual([2, 1]);
    expect(moveSection(order, 1, 0)).toBeNull();
    expect(moveSection(order, 1, 2)).toBeNull();
  });
});
