import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './consent-path';

describe('safeReturnPath', () => {
  it.each([
    ['/home', '/home'],
    ['/productList?Room=Bedroom&page=2', '/productList?Room=Bedroom&page=2'],
    ['/cart?u=1#top', '/cart?u=1'],
  ])('keeps the in-app path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each(['//evil.com', '/\\evil.com', '/\t/evil.com', 'https://evil.com/home', 'javascript:alert(1)', '', 'home', undefined, 42])(
    'sends %j home',
    (value) => {
      expect(safeReturnPath(value)).toBe('/home');
    },
  );
});
