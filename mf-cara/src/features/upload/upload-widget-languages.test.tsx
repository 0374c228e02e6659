import { CARA_CALLS, CATALOG_CALLS, fileReadUrl, type InpaintingSettingsResponse, type StoredPhoto } from '@storefront/contracts';
import { mock } from '@storefront/contracts/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { aiCase, designerSession, mountAssistant, product, unmountAll } from '../../test/cara';
import type * as photoRules from './photo-rules';
import { readImageSize } from './photo-rules';

vi.mock('./photo-rules', async (original) => ({ ...(await original<typeof photoRules>()), readImageSize: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const settings: InpaintingSettingsResponse = {
  official_pictures: [1, 2].map((n) => ({ id: `ex-${n}`, src: fileReadUrl(`example-${n}.jpg`), width: 1600, height: 900 })),
  groups: [{ id: 'g-living', src: fileReadUrl('group-living.jpg'), name: 'Warm modern', tab: 'LIVING ROOM', sku_number: ['CA-1'] }],
};
const room: StoredPhoto = { image_id: 'img-1', image_code: 'ab12cd', filename: 'room-1.jpg', src: fileReadUrl('room-1.jpg'), width: 1600, height: 900 };

function api() {
  server.use(
    mock(CARA_CALLS.history, { list: [], total: 0 }),
    mock(CARA_CALLS.caseList, { case_list: [], is_complete: 1, total: 0 }),
    mock(CARA_CALLS.caseNotices, { case_list: [] }),
    mock(CARA_CALLS.addLog, { id: '1' }),
    mock(CARA_CALLS.inpaintingSettings, settings),
    mock(CATALOG_CALLS.bySku, { list: [product({ sku_number: 'CA-1', name: 'Harlow Sofa' })] }),
    mock(CARA_CALLS.inpaintingMessage, { photo: room, case: aiCase({ case_id: 'case-7', status: 1 }) }),
  );
}

async function openWidget() {
  const user = userEvent.setup({ applyAccept: false });
  const m = await mountAssistant({ session: { ...designerSession, language: 'zh' } });
  await user.click(await screen.findByRole('button', { name: '与 Cara 对话' }));
  await user.click(await screen.findByRole('button', { name: 'AI 家具替换：上传照片' }, { timeout: 8000 }));
  const dialog = await screen.findByRole('dialog', { name: 'AI 家具替换' }, { timeout: 8000 });
  return { user, m, dialog: within(dialog) };
}

describe('the upload widget in Chinese', () => {
  it('guides the photo, the areas and the products of the areas in Chinese, the setting names as the api gives them', async () => {
    api();
    vi.mocked(readImageSize).mockResolvedValue({ width: 1600, height: 900 });
    const { user, m, dialog } = await openWidget();
    expect(dialog.getByRole('heading', { name: '上传您的房间照片' })).toBeInTheDocument();
    expect(dialog.getByText('将房间的横向照片拖放到此处')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: '照片代码' })).toHaveAttribute('placeholder', '6 位字符');
    expect(dialog.getByRole('group', { name: '合格与不合格的照片示例' })).toBeInTheDocument();
    expect(await dialog.findByRole('img', { name: '示例房间 1' })).toBeInTheDocument();

    await user.upload(dialog.getByLabelText('选择房间照片'), new File(['photo'], 'room.gif', { type: 'image/gif' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('请上传 JPG、PNG、BMP 或 WEBP 格式的照片');

    await user.upload(dialog.getByLabelText('选择房间照片'), new File(['photo'], 'room.jpg', { type: 'image/jpeg' }));
    expect(await dialog.findByRole('heading', { name: '选择您想要更换的区域' })).toBeInTheDocument();
    expect(dialog.getByText('尚未选择区域')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '下一步' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('请先选择区域');
    await user.click(dialog.getByRole('button', { name: '上一步' }));

    await user.click(dialog.getByRole('button', { name: '示例房间 2' }));
    expect(await dialog.findByRole('heading', { name: '为每个区域选择产品' })).toBeInTheDocument();
    expect(dialog.getByRole('tab', { name: 'Cara 的推荐' })).toHaveAttribute('aria-selected', 'true');
    expect(await dialog.findByText('Cara 还没有推荐任何产品。请在聊天中询问她，或直接搜索。')).toBeInTheDocument();
    await user.click(dialog.getByRole('tab', { name: '场景' }));
    expect(dialog.getByRole('combobox', { name: '房间' })).toHaveDisplayValue('客厅');
    const living = within(dialog.getByRole('list', { name: '客厅场景' }));
    await user.click(living.getByRole('button', { name: '使用场景 Warm modern' }));
    expect(await dialog.findByRole('button', { name: '区域 1: Harlow Sofa' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '生成效果图' }));
    await vi.waitFor(() => expect(m.toasts).toContainEqual({ kind: 'info', message: '您的效果图正在生成，完成后我们会通知您。' }));
  });
});
