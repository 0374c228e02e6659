// @vitest-environment jsdom
import { SESSION_ANSWER, SESSION_REQUEST, answerSessionRequests, brandSiteOrigins } from './session-frame';

function ask(origin: string, data: unknown) {
  const source = { postMessage: vi.fn() };
  window.dispatchEvent(new MessageEvent('message', { origin, data, source: source as unknown as Window }));
  return source.postMessage;
}

describe('the session frame (/iframeMsg)', () => {
  it('knows the brand sites of the brand table', () => {
    expect(brandSiteOrigins()).toContain('https://www.caracole.com');
  });

  it('answers a brand site with the session, and nobody else', () => {
    const stop = answerSessionRequests(window, new Set(['https://www.caracole.com']), () => ({
      token: 't1',
      role: 'mibd_designer',
      'X-Auth-Uid': 'u-1',
      userFirstName: 'Dana',
      userRandom: 'g1',
    }));
    const answered = ask('https://www.caracole.com', { type: SESSION_REQUEST, id: 7 });
    expect(answered).toHaveBeenCalledWith(
      { type: SESSION_ANSWER, id: 7, token: 't1', mode: 'mibd_designer', userId: 'u-1', firstName: 'Dana', guestId: 'g1' },
      'https://www.caracole.com',
    );
    expect(ask('https://evil.example', { type: SESSION_REQUEST, id: 8 })).not.toHaveBeenCalled();
    expect(ask('https://www.caracole.com', { type: 'other' })).not.toHaveBeenCalled();
    stop();
    expect(ask('https://www.caracole.com', { type: SESSION_REQUEST, id: 9 })).not.toHaveBeenCalled();
  });

  it('tells a visitor apart', () => {
    const stop = answerSessionRequests(window, new Set(['https://www.caracole.com']), () => ({ userRandom: 'g1', role: 'mibd_designer' }));
    expect(ask('https://www.caracole.com', { type: SESSION_REQUEST, id: 1 })).toHaveBeenCalledWith(
      expect.objectContaining({ token: null, mode: 'mibd_visitor', userId: null, guestId: 'g1' }),
      'https://www.caracole.com',
    );
    stop();
  });
});
