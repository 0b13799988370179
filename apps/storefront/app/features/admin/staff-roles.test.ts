import { describe, expect, it } from 'vitest';
import { consoleNext, consoleSignInPath } from './staff-roles';

describe('where the console’s sign-in goes on to', () => {
  it('goes back to the console address the guest asked for, with its query', () => {
    const next = '/admin/orders?status=PLACED';
    expect(consoleSignInPath(next)).toBe('/admin/sign-in?next=%2Fadmin%2Forders%3Fstatus%3DPLACED');
    expect(consoleNext(new URL(consoleSignInPath(next), 'http://kesar.test').searchParams.get('next'))).toBe(
      next,
    );
    expect(consoleSignInPath('/admin')).toBe('/admin/sign-in');
  });

  it.each([
    null,
    '',
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example/admin',
    '/account',
    '/administrator',
    '/admin/sign-in',
    'javascript:alert(1)',
  ])('never leaves the console: %s goes to the dashboard', (next) => {
    expect(consoleNext(next)).toBe('/admin');
  });
});
