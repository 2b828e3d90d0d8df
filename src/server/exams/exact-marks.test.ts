import { describe, expect, it } from 'vitest';
import { canMakeMarks, pickExactMarks } from './exact-marks';

const q = (id: string, marks: number) => ({ id, marks });

describe('questions whose marks add up exactly', () => {
  it('takes questions in the order given, passing over one that would leave the rest unable to make the marks', () => {
    // 10 + 10 overshoots 15; 10 + 5 makes it, so the second 10 is passed over.
    expect(pickExactMarks([q('a', 10), q('b', 10), q('c', 5), q('d', 5)], 15)?.map((x) => x.id)).toEqual(['a', 'c']);
    // 4 is taken first, since the 2 after it still makes 6; the 3s are passed over.
    expect(pickExactMarks([q('a', 4), q('b', 3), q('c', 3), q('d', 2)], 6)?.map((x) => x.id)).toEqual(['a', 'd']);
    expect(pickExactMarks([q('a', 5), q('b', 3), q('c', 3)], 6)?.map((x) => x.id)).toEqual(['b', 'c']);
  });

  it('is null when no set of the questions makes the marks, however many marks there are', () => {
    expect(pickExactMarks([q('a', 10), q('b', 10), q('c', 10)], 25)).toBeNull();
    expect(pickExactMarks([q('a', 2), q('b', 2)], 5)).toBeNull();
    expect(pickExactMarks([], 1)).toBeNull();
    expect(canMakeMarks([10, 10, 10], 25)).toBe(false);
    expect(canMakeMarks([10, 10, 5], 25)).toBe(true);
    expect(canMakeMarks([30], 20)).toBe(false);
  });

  it('always adds up to the marks asked when a set exists, for any order and any marks', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 300; run += 1) {
      const pool = Array.from({ length: 1 + Math.floor(next() * 25) }, (_, i) => q(String(i), 1 + Math.floor(next() * 12)));
      const target = 1 + Math.floor(next() * 60);
      const picked = pickExactMarks(pool, target);
      expect(picked === null, `pool ${pool.map((p) => p.marks).join(',')} for ${target}`).toBe(
        !canMakeMarks(
          pool.map((p) => p.marks),
          target,
        ),
      );
      if (picked) {
        expect(picked.reduce((s, p) => s + p.marks, 0)).toBe(target);
        expect(new Set(picked).size).toBe(picked.length);
        // In the order given: the draw's ranking (least seen first) is kept.
        expect(picked.map((p) => pool.indexOf(p))).toEqual([...picked.map((p) => pool.indexOf(p))].sort((a, b) => a - b));
      }
    }
  });

  it('makes a large paper quickly: 1,000 questions for 300 marks', () => {
    const pool = Array.from({ length: 1_000 }, (_, i) => q(String(i), 1 + (i % 10)));
    const started = performance.now();
    expect(pickExactMarks(pool, 300)!.reduce((s, p) => s + p.marks, 0)).toBe(300);
    expect(performance.now() - started).toBeLessThan(250);
  });
});
