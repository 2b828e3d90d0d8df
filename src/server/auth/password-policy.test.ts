import { describe, expect, it } from 'vitest';
import { commonPasswordCount, passwordProblem } from './password-policy';

describe('password policy', () => {
  it('ships a list of at least 10,000 common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });
  it('asks for 8 to 128 characters and no composition rules', () => {
    expect(passwordProblem('short1!')).toBe('password_too_short');
    expect(passwordProblem('all lower case words here')).toBeNull();
    expect(passwordProblem('x'.repeat(64) + 'y'.repeat(64))).toBeNull();
    expect(passwordProblem('x'.repeat(129))).toBe('password_too_long');
  });
  it('counts characters, not bytes', () => {
    expect(passwordProblem('হিসাবনিকাশ')).toBeNull();
  });
  it('refuses common passwords whatever their case', () => {
    expect(passwordProblem('password')).toBe('password_too_common');
    expect(passwordProblem('Password1')).toBe('password_too_common');
    expect(passwordProblem('12345678')).toBe('password_too_common');
    expect(passwordProblem('qwertyuiop')).toBe('password_too_common');
  });
  it('refuses the email address or its local part', () => {
    expect(passwordProblem('rahima.karim@example.com', 'rahima.karim@example.com')).toBe('password_matches_email');
    expect(passwordProblem('rahimakarim', 'RahimaKarim@example.com')).toBe('password_matches_email');
  });
});
