import { CARA_CALLS, CARA_MESSAGES, CART_CALLS, CATALOG_CALLS, type SessionSnapshot } from '@storefront/contracts';
import { mock, on } from '@storefront/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { designerSession, mountAssistant, product, streamed, unmountAll } from '../../test/cara';

// The panel's code loads lazily, as in the browser: the first opening transforms it.
vi.setConfig({ testTimeout: 15_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const chinese: SessionSnapshot = { ...designerSession, language: 'zh' };

/** The calls around the conversation. */
function answers() {
  server.use(
    mock(CARA_CALLS.history, { list: [], total: 0 }),
    mock(CARA_CALLS.addLog, { id: '1' }),
    mock(CARA_CALLS.caseList, { case_list: [], is_complete: 1, total: 0 }),
    mock(CARA_CALLS.caseNotices, { case_list: [] }),
    mock(CATALOG_CALLS.bySku, { list: [] }),
    mock(CART_CALLS.add, { message: 'Added to cart', id: 'line-1', line_count: 1, count: 1 }),
  );
}

async function openChat(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return within(await screen.findByRole('dialog', { name: /Cara/ }, { timeout: 5000 }));
}

describe('Cara in Chinese', () => {
  it('shows the bubble, the panel and its suggestions in Chinese, and asks a suggested question in the spec words', async () => {
    const asked: { text: string }[] = [];
    answers();
    server.use(
      on(CARA_CALLS.ask, async ({ request }) => {
        asked.push((await request.json()) as { text: string });
        return streamed([
          { marker: 'type', value: 5 },
          { marker: 'text', value: 'Here is my pick.' },
          { marker: 'productList', value: { kind: 5, title: '', list: [product()] } },
          { marker: 'end', value: { id: 'answer-1' } },
        ]);
      }),
    );
    const user = userEvent.setup();
    await mountAssistant({ session: chinese });
    expect(screen.getByText('您好！有什么可以帮您？')).toBeInTheDocument();
    const panel = await openChat(user, '与 Cara 对话');
    expect(panel.getByRole('heading', { name: /Cara/ })).toHaveTextContent('测试版');
    expect(panel.getByText('由 DecorX 提供技术支持')).toBeInTheDocument();
    expect(panel.getByRole('textbox', { name: '您想问 Cara 的问题' })).toHaveAttribute('placeholder', '请输入您的问题…');
    expect(panel.getByRole('button', { name: '发送' })).toBeDisabled();
    const suggestions = within(panel.getByRole('group', { name: '推荐问题' }));
    expect(suggestions.getByRole('button', { name: 'AI 家具替换：上传照片' })).toBeInTheDocument();
    expect(suggestions.getByRole('button', { name: '添加一件亮点家具' })).toBeInTheDocument();

    await user.click(suggestions.getByRole('button', { name: '帮我推荐一下！' }));
    const thread = within(panel.getByRole('list', { name: '对话' }));
    // Cara reads the spec's words; the conversation shows the chip's, and Cara's answer as it comes.
    await waitFor(() => expect(asked).toEqual([expect.objectContaining({ text: CARA_MESSAGES.suggestForMe })]));
    expect(await thread.findByText('Here is my pick.')).toBeInTheDocument();
    expect(thread.getByText('帮我推荐一下！')).toBeInTheDocument();
    const list = within(thread.getByRole('region', { name: '为您推荐' }));
    expect(list.getByRole('button', { name: '加入购物车 Walnut Dining Table' })).toBeInTheDocument();
    expect(list.getByRole('button', { name: '查看相似款 Walnut Dining Table' })).toBeInTheDocument();
    expect(list.getByText('设计师价')).toBeInTheDocument();
    expect(list.getByText('$2,400.00')).toBeInTheDocument();
    expect(thread.getByRole('button', { name: '重新推荐' })).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: '历史记录' }));
    expect(screen.getByRole('menuitem', { name: '聊天记录' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '效果图' })).toBeInTheDocument();
  });

  it('says the server exception in Chinese, in the thread and the header', async () => {
    answers();
    server.use(on(CARA_CALLS.ask, () => new HttpResponse(null, { status: 502 })));
    const user = userEvent.setup();
    await mountAssistant({ session: chinese });
    const panel = await openChat(user, '与 Cara 对话');
    await user.type(panel.getByRole('textbox', { name: '您想问 Cara 的问题' }), 'a sofa{Enter}');
    expect(await panel.findByText('抱歉，服务器异常，请重试')).toBeInTheDocument();
    expect(panel.getByRole('alert')).toHaveTextContent('抱歉，服务器异常');
  });

  it('renders anew in Chinese when the session changes language, the open panel and its failed answer included', async () => {
    answers();
    server.use(on(CARA_CALLS.ask, () => new HttpResponse(null, { status: 502 })));
    const user = userEvent.setup();
    const m = await mountAssistant();
    expect(screen.getByRole('button', { name: 'Chat with Cara' })).toBeInTheDocument();
    await m.update({ session: chinese });
    expect(await screen.findByRole('button', { name: '与 Cara 对话' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat with Cara' })).not.toBeInTheDocument();

    await m.update({ session: designerSession });
    const panel = await openChat(user, 'Chat with Cara');
    await user.type(panel.getByRole('textbox', { name: 'Your question for Cara' }), 'a sofa{Enter}');
    expect(await panel.findByText(CARA_MESSAGES.serverExceptionRetry)).toBeInTheDocument();
    await m.update({ session: chinese });
    expect(await panel.findByRole('textbox', { name: '您想问 Cara 的问题' })).toBeInTheDocument();
    expect(panel.getByText('抱歉，服务器异常，请重试')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: '关闭 Cara' })).toBeInTheDocument();
    expect(panel.queryByText(CARA_MESSAGES.serverExceptionRetry)).not.toBeInTheDocument();
  });
});
