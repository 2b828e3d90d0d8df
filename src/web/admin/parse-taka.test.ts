import { describe, expect, it } from 'vitest';
import { parseTaka } from './parse-taka';

describe('parseTaka', () => {
  it.each([
    ['2500', 250_000],
    ['2,500', 250_000],
    [' 4500.50 ', 450_050],
    ['1999.5', 199_950],
    ['0', 0],
  ])('reads %s as %i paisa', (text, paisa) => {
    expect(parseTaka(text)).toBe(paisa);
  });

  it.each(['', '-5', '12.345', 'Tk 500', '1e3', '99999999999999999'])('refuses %j', (text) => {
    expect(parseTaka(text)).toBeNull();
  });
});
