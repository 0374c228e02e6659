// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readSession, SESSION_SEED_SCRIPT_ID, seededSession, sessionFromCookies, sessionSeedFromPage } from './session-store';

const carry = (text: string) => {
  const script = document.createElement('script');
  script.id = SESSION_SEED_SCRIPT_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
};

afterEach(() => {
  document.getElementById(SESSION_SEED_SCRIPT_ID)?.remove();
  for (const name of ['token', 'role']) document.cookie = `${name}=; max-age=0; path=/`;
});

describe('the roles a signed-in page was rendered with', () => {
  it("start the browser's session: the first render matches the server's", () => {
    document.cookie = 'token=held-1; path=/';
    document.cookie = 'role=mibd_designer; path=/';
    carry('{"roles":["designer_project"],"mode":"mibd_designer"}');
    expect(readSession()).toMatchObject({ token: 'held-1', roles: ['designer_project'], mode: 'mibd_designer' });
  });

  it('with the user and whether the account is a client agent, when the page says so', () => {
    document.cookie = 'token=held-1; path=/';
    carry('{"roles":["home"],"mode":"mibd_designer","user":{"userId":"u1","firstName":"Ari","lastName":"Vance","email":"a@x.test","headImg":null},"clientAgent":{"id":"u1","code":"AGENT-1"}}');
    expect(readSession()).toMatchObject({ user: { userId: 'u1', firstName: 'Ari' }, clientAgent: { id: 'u1', code: 'AGENT-1' } });
  });

  it('are ignored for a visitor, and when what the page carries is not whole', () => {
    const visitor = sessionFromCookies({}, 'guest');
    expect(seededSession(visitor, { roles: ['designer_project'], mode: 'mibd_designer' })).toBe(visitor);
    for (const text of ['not json', 'null', '{"roles":"x","mode":"mibd_designer"}', '{"roles":[],"mode":"nobody"}']) {
      carry(text);
      expect(sessionSeedFromPage(document)).toBeNull();
      document.getElementById(SESSION_SEED_SCRIPT_ID)?.remove();
    }
    expect(sessionSeedFromPage(document)).toBeNull();
  });
});
