import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, displayCertificateCode, newCertificateCode, normaliseCertificateCode } from './certificate-code';

describe('certificate codes', () => {
  it('are ten characters of Crockford base32, every character in use, none repeated across many', () => {
    const codes = Array.from({ length: 2000 }, () => newCertificateCode());
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join('')).size).toBe(32);
  });

  it('read a typed code whatever its case, spacing and hyphens, and the letters taken for digits', () => {
    expect(normaliseCertificateCode('k7q4m-9x2pb')).toBe('K7Q4M9X2PB');
    expect(normaliseCertificateCode(' K7Q4M 9X2PB ')).toBe('K7Q4M9X2PB');
    expect(normaliseCertificateCode('IO1L0ABCDE')).toBe('1011' + '0ABCDE');
    expect(displayCertificateCode('K7Q4M9X2PB')).toBe('K7Q4M-9X2PB');
    expect(normaliseCertificateCode(displayCertificateCode('K7Q4M9X2PB'))).toBe('K7Q4M9X2PB');
  });

  it('refuse what cannot be a code', () => {
    for (const typed of ['', 'K7Q4M9X2P', 'K7Q4M9X2PBB', 'K7Q4M9X2PU', "K7Q4M9X2P'", '%%%%%%%%%%']) expect(normaliseCertificateCode(typed)).toBeNull();
    expect(CODE_LENGTH).toBe(10);
  });
});
