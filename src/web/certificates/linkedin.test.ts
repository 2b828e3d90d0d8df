import { describe, expect, it } from 'vitest';
import { linkedInAddUrl } from './linkedin';

describe("LinkedIn's add-to-profile address", () => {
  it('fills the certification form with the course, issuer, month issued, code and verify address', () => {
    const url = new URL(
      linkedInAddUrl({ courseTitle: 'Accounting: Complete Course & Mocks', issuedAt: '2026-11-30T20:00:00.000Z', code: 'K7Q4M-9X2PB', verifyUrl: 'https://hisab.example/verify/K7Q4M9X2PB' }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Accounting: Complete Course & Mocks',
      organizationName: 'Hisab',
      issueYear: '2026',
      issueMonth: '11',
      certUrl: 'https://hisab.example/verify/K7Q4M9X2PB',
      certId: 'K7Q4M-9X2PB',
    });
  });
});
