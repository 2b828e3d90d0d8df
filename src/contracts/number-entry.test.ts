import { describe, expect, it } from 'vitest';
import { formatNumberEntry, parseNumberEntry } from './number-entry';

const value = (text: string) => {
  const parsed = parseNumberEntry(text);
  return parsed.ok ? parsed.value : parsed.message;
};

describe('number entry', () => {
  it('reads the ways accountants write a figure', () => {
    expect(value('1,200')).toBe(1200);
    expect(value('1200')).toBe(1200);
    expect(value('1200.00')).toBe(1200);
    expect(value(' 1,200,000 ')).toBe(1_200_000);
    expect(value('12,00,000')).toBe(1_200_000);
    expect(value('1,20,00,000')).toBe(12_000_000);
    expect(value('0.125')).toBe(0.125);
    expect(value('.5')).toBe(0.5);
  });

  it('reads negatives in brackets or with a minus sign', () => {
    expect(value('(1,200)')).toBe(-1200);
    expect(value('-1200')).toBe(-1200);
    expect(value('\u22121,200')).toBe(-1200);
    expect(value('( 1 200 )')).toBe(-1200);
  });

  it('reads a dash or nil as zero', () => {
    expect(value('-')).toBe(0);
    expect(value('nil')).toBe(0);
    expect(value('NIL')).toBe(0);
    expect(value('(0)')).toBe(0);
  });

  it('refuses what it cannot read for certain, saying why', () => {
    expect(value('')).toMatch(/Enter a number/);
    expect(value('(1,200')).toMatch(/Close the bracket/);
    expect(value('1,200)')).toMatch(/Close the bracket/);
    expect(value('-(1200)')).toMatch(/not both/);
    expect(value('12,00')).toMatch(/comma is in the wrong place/);
    expect(value('1,2000')).toMatch(/comma is in the wrong place/);
    expect(value('1.200.000')).toMatch(/one decimal point/);
    expect(value('Tk 1200')).toMatch(/figure only/);
    expect(value('12%')).toMatch(/figure only/);
    expect(value('1e5')).toMatch(/figure only/);
    expect(value('0 -')).toMatch(/figure only|wrong place|number/);
    expect(value('1.2,5')).toMatch(/digits after the decimal point/);
  });

  it('echoes a value back with grouping and a true minus sign', () => {
    expect(formatNumberEntry(-1200)).toBe('\u22121,200');
    expect(formatNumberEntry(1234567.5)).toBe('1,234,567.5');
    expect(formatNumberEntry(0)).toBe('0');
  });
});
