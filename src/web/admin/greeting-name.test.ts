import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting-name';

describe('greetingName', () => {
  it.each([
    ['Farhana Rahman', 'Farhana'],
    ['  Kamrul   Hasan ', 'Kamrul'],
    ['Hisab Admin', 'Hisab Admin'],
    ['Support Team', 'Support Team'],
    ['Admin', 'Admin'],
    ['Shirin', 'Shirin'],
    ['M. Rahman', 'M. Rahman'],
    ['Nusrat Jahan Admin', 'Nusrat Jahan Admin'],
  ])('greets %s as %s', (name, expected) => {
    expect(greetingName(name)).toBe(expected);
  });
});
