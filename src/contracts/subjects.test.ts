import { describe, expect, it } from 'vitest';
import { formatDuration, SUBJECT_NAMES, subjectNamesAtLevel } from './subjects';

describe('subjects', () => {
  it('has the twelve papers of the spec, 5 + 5 + 2 by level', () => {
    expect(SUBJECT_NAMES).toHaveLength(12);
    expect(subjectNamesAtLevel('certificate')).toHaveLength(5);
    expect(subjectNamesAtLevel('professional')).toHaveLength(5);
    expect(subjectNamesAtLevel('advanced')).toEqual(['Corporate Reporting', 'Strategic Business Management and Leadership']);
  });

  it('formats paper lengths the way candidates say them', () => {
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(210)).toBe('3.5 h');
    expect(formatDuration(105)).toBe('1 h 45 min');
    expect(formatDuration(45)).toBe('45 min');
  });
});
