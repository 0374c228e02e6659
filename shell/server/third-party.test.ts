/**
 * The tag manager and the chat widget (spec section 7): off unless the page server is configured with their scripts;
 * then each page names them (the shell loads them after the performance cookies' consent) and the page's policy lets
 * their origin in, and only theirs.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { loadServerConfig } from './config';
import { startPageServer, type TestPageServer } from './test-support';

const servers: TestPageServer[] = [];
afterAll(async () => Promise.all(servers.map((server) => server.close())));

async function pageOf(thirdParty?: { tagManager: string | null; chatWidget: string | null }) {
  const server = await startPageServer('http://127.0.0.1:9', 'CA', {}, [], thirdParty);
  servers.push(server);
  const res = await fetch(`${server.url}/TermsOfUse`);
  return { html: await res.text(), policy: res.headers.get('content-security-policy') ?? '' };
}

describe('the third-party scripts', () => {
  it('are off by default: no script named, no outside origin in the policy', async () => {
    expect(loadServerConfig({}).thirdParty).toEqual({ tagManager: null, chatWidget: null });
    const { html, policy } = await pageOf();
    expect(html).not.toContain('sf-third-party');
    expect(policy).not.toMatch(/https:\/\//);
  });

  it('when configured, the page names them and the policy lets their origins in', async () => {
    const config = loadServerConfig({ TAG_MANAGER_URL: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST', CHAT_WIDGET_URL: 'https://chat.example.test/widget.js' });
    expect(config.thirdParty).toEqual({ tagManager: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST', chatWidget: 'https://chat.example.test/widget.js' });
    const { html, policy } = await pageOf(config.thirdParty);
    expect(html).toContain('<script id="sf-third-party" type="application/json">{"tagManager":"https://www.googletagmanager.com/gtm.js?id=GTM-TEST","chatWidget":"https://chat.example.test/widget.js"}</script>');
    expect(policy).toMatch(/script-src [^;]*https:\/\/chat\.example\.test https:\/\/www\.googletagmanager\.com/);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/chat\.example\.test/);
  });

  it('refuses a script that is not an http(s) address', () => {
    expect(() => loadServerConfig({ CHAT_WIDGET_URL: 'javascript:alert(1)' })).toThrow(/CHAT_WIDGET_URL/);
  });
});
