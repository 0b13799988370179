import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path';

describe('safeReturnPath', () => {
  it.each(['/checkout', '/account/addresses?page=2#top', '/%09/not-a-host'])(
    'keeps the shop’s own path %s',
    (path) => expect(safeReturnPath(path, '/fallback')).toBe(path),
  );

  // Browsers drop tabs and newlines from an address and read a backslash as a slash, so each of
  // these would leave the shop for evil.example.
  it.each([
    '//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\\evil.example',
    '\\/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/.//evil.example/x',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '',
    null,
  ])('sends %j to the fallback instead', (value) =>
    expect(safeReturnPath(value, '/fallback')).toBe('/fallback'),
  );
});
