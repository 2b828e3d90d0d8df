import { describe, expect, it } from 'vitest';
import { adminDestination } from './admin-base';

describe('adminDestination', () => {
  it.each([
    ['/admin/users?q=rahim', '/admin/users?q=rahim'],
    ['/admin', '/admin'],
    ['/admin?x=1', '/admin?x=1'],
    [null, '/admin'],
    ['//evil.example/admin', '/admin'],
    ['https://evil.example/admin', '/admin'],
    ['/administrator', '/admin'],
    ['/login', '/admin'],
  ])('next=%s goes to %s', (next, expected) => {
    expect(adminDestination(next, '/admin')).toBe(expected);
  });
});
