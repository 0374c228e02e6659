// @vitest-environment jsdom
import { answerSessionRequests, type SessionCode } from './session-frame';
import { SESSION_ANSWER, SESSION_REQUEST, type SessionSite } from './session-sites';

const ROWE: SessionSite = { brand: 'ROWE', origin: 'https://www.rowefurniture.com' };
const CODE: SessionCode = { code: 'one-time', user_id: 'u-1', user_first_name: 'Dana', mode: 'mibd_designer' };

function ask(origin: string, data: unknown) {
  const source = { postMessage: vi.fn() };
  window.dispatchEvent(new MessageEvent('message', { origin, data, source: source as unknown as Window }));
  return source.postMessage;
}

describe('the session frame (/iframeMsg)', () => {
  it('answers a configured site, asking as its own brand, with a one-time code made for that brand, never a token', async () => {
    const askCode = vi.fn(async () => CODE);
    const stop = answerSessionRequests(window, [ROWE], askCode, () => ({ userRandom: 'g1', token: 'held.xyz' }));
    const answered = ask(ROWE.origin, { type: SESSION_REQUEST, id: 'r7', brand: 'ROWE' });
    await vi.waitFor(() => expect(answered).toHaveBeenCalled());
    expect(askCode).toHaveBeenCalledWith('ROWE');
    expect(answered).toHaveBeenCalledWith(
      { type: SESSION_ANSWER, id: 'r7', code: 'one-time', mode: 'mibd_designer', userId: 'u-1', firstName: 'Dana', guestId: 'g1' },
      ROWE.origin,
    );
    expect(JSON.stringify(answered.mock.calls)).not.toContain('held.');
    stop();
  });

  it('ignores other origins, a site asking as another brand, other messages, and everything once stopped', async () => {
    const askCode = vi.fn(async () => CODE);
    const stop = answerSessionRequests(window, [ROWE], askCode, () => ({}));
    const ignored = [
      ask('https://evil.example', { type: SESSION_REQUEST, id: 'a', brand: 'ROWE' }),
      ask(ROWE.origin, { type: SESSION_REQUEST, id: 'b', brand: 'CA' }),
      ask(ROWE.origin, { type: 'other', id: 'c', brand: 'ROWE' }),
      ask(ROWE.origin, { type: SESSION_REQUEST, id: 7, brand: 'ROWE' }),
      ask(ROWE.origin, null),
    ];
    stop();
    ignored.push(ask(ROWE.origin, { type: SESSION_REQUEST, id: 'd', brand: 'ROWE' }));
    await new Promise((r) => setTimeout(r, 10));
    for (const postMessage of ignored) expect(postMessage).not.toHaveBeenCalled();
    expect(askCode).not.toHaveBeenCalled();
  });

  it('answers as a visitor where this site holds no session, or its page server cannot make a code', async () => {
    for (const askCode of [async () => null, async () => Promise.reject(new Error('down'))]) {
      const stop = answerSessionRequests(window, [ROWE], askCode, () => ({ userRandom: 'g1' }));
      const answered = ask(ROWE.origin, { type: SESSION_REQUEST, id: 'v', brand: 'ROWE' });
      await vi.waitFor(() => expect(answered).toHaveBeenCalled());
      expect(answered).toHaveBeenCalledWith(expect.objectContaining({ code: null, mode: 'mibd_visitor', userId: null, guestId: 'g1' }), ROWE.origin);
      stop();
    }
  });
});
