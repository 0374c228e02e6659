// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { lastPath, recordPath } from './path-history';

describe('the tab path history (curPath, lastPath)', () => {
  it('says where the tab was before, across page loads of the same tab', () => {
    sessionStorage.clear();
    expect(recordPath('/home')).toEqual({ previous: null });
    expect(recordPath('/cookiesPolicy')).toEqual({ previous: '/home' });
    expect(sessionStorage.getItem('curPath')).toBe('/cookiesPolicy');
    expect(lastPath()).toBe('/home');
  });

  it('treats a reload of the same path as no move', () => {
    sessionStorage.clear();
    recordPath('/home');
    recordPath('/warranty');
    expect(recordPath('/warranty')).toEqual({ previous: '/home' });
    expect(lastPath()).toBe('/home');
  });
});
