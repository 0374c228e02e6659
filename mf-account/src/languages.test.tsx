/**
 * The remote in Chinese (spec section 1): the sign-in page, a registration step and the personal center read in the
 * session's language, and a page follows a change of it in place. The other tests read the pages in English.
 */
import { ERR, PROJECT_CALLS, REGISTRATION_CALLS, createApiClient, type RouteId, type SessionSnapshot } from '@storefront/contracts';
import { fail, matchedRoute, ok, on, testShellProps, visitorSession } from '@storefront/contracts/testing';
import { defineRemote } from '@storefront/remote-kit';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import { configure, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import { ACCOUNT } from './app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const server = setupServer(
  on(REGISTRATION_CALLS.optionList, () => fail(ERR.SERVER, 'offline')),
  on(REGISTRATION_CALLS.district, () => fail(ERR.SERVER, 'offline')),
  on(PROJECT_CALLS.list, () => ok({ list: [], total: 0 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const lifecycles = defineRemote(ACCOUNT);
const mounted: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (mounted.length) await mounted.pop()!();
  server.resetHandlers();
});

const designer: SessionSnapshot = {
  ...visitorSession,
  token: 'token-1',
  mode: 'mibd_designer',
  roles: ['home', 'designer_project', 'order'],
  user: { userId: 'u1', firstName: 'Dana', lastName: 'Reyes', email: 'designer@storefront.test', headImg: null },
};

/** Mounts a route's page as the shell does, in the session's language; `relabel` changes the language in place. */
async function open(id: RouteId, session: SessionSnapshot) {
  const props = (language: SessionSnapshot['language']) =>
    testShellProps({
      brand: 'HOM',
      session: { ...session, language },
      route: matchedRoute(id),
      api: createApiClient({ brand: 'HOM', session: () => ({ ...session, language }) }),
    });
  const page = await mountLifecycles(lifecycles, props(session.language));
  mounted.push(page.unmount);
  return { relabel: (language: SessionSnapshot['language']) => page.update(props(language)) };
}

describe('mf-account in Chinese', () => {
  it('reads the sign-in page in Chinese: its heading, tabs, fields and button, and its own validation', async () => {
    await open('login', { ...visitorSession, language: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '登录' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '密码登录' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '短信验证码' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '账号' })).toBeInTheDocument();
    expect(screen.getByLabelText('密码', { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '忘记密码？' })).toHaveAttribute('href', '/forgetPassword');
    await userEvent.setup().click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入您的账号')).toBeInTheDocument();
    expect(screen.getByText('请输入您的密码')).toBeInTheDocument();
  });

  it("reads the registration's first step in Chinese, with the contracts' field messages in Chinese", async () => {
    await open('register', { ...visitorSession, language: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '注册' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '企业信息' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '注册步骤' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^公司名称/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^街道地址/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发送验证码' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入公司名称')).toBeInTheDocument();
  });

  it('reads the personal center in Chinese: its heading, sections and the empty projects summary', async () => {
    await open('personalCenter', { ...designer, language: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '我的账户' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: '我的账户' });
    expect(within(sections).getAllByRole('link').map((link) => link.textContent)).toEqual(['项目', '订单', '账户设置']);
    expect(await screen.findByRole('heading', { level: 2, name: '项目' })).toBeInTheDocument();
    expect(await screen.findByText('暂无项目')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看全部项目' })).toHaveAttribute('href', '/personalProject');
  });

  it("follows the session's language in place: English, then Chinese, then English again", async () => {
    const page = await open('forgetPassword', { ...visitorSession, language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Link' })).toBeInTheDocument();
    await page.relabel('zh');
    expect(await screen.findByRole('heading', { level: 1, name: '忘记密码' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '邮箱' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发送链接' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回登录' })).toBeInTheDocument();
    await page.relabel('en');
    expect(await screen.findByRole('button', { name: 'Send Link' })).toBeInTheDocument();
  });
});
