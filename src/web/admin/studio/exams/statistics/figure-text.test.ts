import { describe, expect, it } from 'vitest';
import { cicReading, hundredthText, percentText, shareText, tenthText } from './figure-text';

describe('statistics figures as text', () => {
  it('writes shares and percentages with one decimal and a true minus sign', () => {
    expect(shareText(0.615)).toBe('61.5 %');
    expect(shareText(1)).toBe('100.0 %');
    expect(shareText(0)).toBe('0.0 %');
    expect(percentText(71.24)).toBe('71.2 %');
    expect(percentText(-12.35)).toBe('\u221212.3 %');
  });

  it('writes indices to one decimal and shape figures to two, with no sign on a rounded zero', () => {
    expect(tenthText(42.26)).toBe('42.3');
    expect(tenthText(-0.04)).toBe('0.0');
    expect(hundredthText(-0.123)).toBe('\u22120.12');
    expect(hundredthText(1.5)).toBe('1.50');
  });

  it('reads the CIC as Moodle does: above 75 % satisfactory, below 64 % unsatisfactory', () => {
    expect(cicReading(80)).toBe('satisfactory');
    expect(cicReading(75)).toBe('borderline');
    expect(cicReading(64)).toBe('borderline');
    expect(cicReading(63.9)).toBe('unsatisfactory');
  });
});
