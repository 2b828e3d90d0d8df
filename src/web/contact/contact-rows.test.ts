import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../contracts/site-settings';
import { contactRows } from './contact-rows';

const NONE: SiteSettings = { email: null, phone: null, hours: null, address: null, facebook: null, youtube: null, linkedin: null };

describe('contactRows', () => {
  it('gives only the details an admin filled in, each with its link', () => {
    const rows = contactRows({ ...NONE, email: 'help@hisab.com.bd', address: 'House 12, Road 7, Dhanmondi, Dhaka' });
    expect(rows.map(({ key, value, href }) => ({ key, value, href }))).toEqual([
      { key: 'email', value: 'help@hisab.com.bd', href: 'mailto:help@hisab.com.bd' },
      { key: 'address', value: 'House 12, Road 7, Dhanmondi, Dhaka', href: undefined },
    ]);
    expect(contactRows(NONE)).toEqual([]);
  });

  it('keeps the order asked for, and dials the phone number', () => {
    const all = { ...NONE, email: 'help@hisab.com.bd', phone: '+880 1712-345678', hours: 'Sat–Thu, 10:00–18:00', address: 'Dhanmondi, Dhaka' };
    expect(contactRows(all, ['address', 'phone', 'email', 'hours']).map((row) => row.key)).toEqual(['address', 'phone', 'email', 'hours']);
    expect(contactRows(all).find((row) => row.key === 'phone')?.href).toMatch(/^tel:\+8801712345678$/);
  });
});
