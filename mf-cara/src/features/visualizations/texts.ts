import { LOCALES, defineMessages, type Language } from '@storefront/contracts';

type CaseState = 'failed' | 'in_progress' | 'done';

const STATES_EN: Readonly<Record<CaseState, string>> = { in_progress: 'In progress', failed: 'Failed', done: 'Ready' };
const STATES_ZH: Readonly<Record<CaseState, string>> = { in_progress: '生成中', failed: '生成失败', done: '已完成' };

/** A case's date as the session's language writes it (LOCALES). */
export function caseDate(ms: number, language: Language): string {
  return new Date(ms).toLocaleDateString(LOCALES[language], { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * The fixed texts of My Visualizations and a visualization's details (spec section 4). A failed case's notice and the
 * products' names come from the api as they are.
 */
export const VISUALIZATION_TEXTS = defineMessages(
  {
    title: 'My Visualizations',
    loadingList: 'Loading your visualizations…',
    empty: 'No visualizations yet. Open Cara on a product page and upload a photo of your room to see new furniture in it.',
    state: (state: CaseState) => STATES_EN[state],
    name: (id: string) => `Visualization ${id}`,
    cardLabel: (date: string, state: CaseState) => `Visualization of ${date}, ${state.replace('_', ' ')}`,
    loading: 'Loading…',
    showMore: 'Show more',
    backToList: '← My Visualizations',
    detailTitle: 'Visualization Details',
    notFound: 'This visualization cannot be found.',
    renderAlt: 'Your room with the new furniture',
    isNew: 'New',
    roomPhoto: 'Your room photo',
    inProgress: 'Your visualization is being generated. It takes about 1 minute.',
    couldNotGenerate: 'Your visualization could not be generated.',
    noRender: 'No render yet.',
    renders: 'Renders',
    render: (n: number) => `Render ${n}`,
    furniture: 'Furniture in this room',
    noProducts: 'No products.',
    originalAlt: 'Your original room photo',
    original: 'Original photo',
    highDefinition: 'View high definition',
  },
  {
    title: '我的效果图',
    loadingList: '正在加载您的效果图…',
    empty: '您还没有效果图。在产品页面打开 Cara，上传一张房间照片，即可看到新家具摆进您房间的效果。',
    state: (state: CaseState) => STATES_ZH[state],
    name: (id: string) => `效果图 ${id}`,
    cardLabel: (date: string, state: CaseState) => `${date} 的效果图，${STATES_ZH[state]}`,
    loading: '加载中…',
    showMore: '加载更多',
    backToList: '← 我的效果图',
    detailTitle: '效果图详情',
    notFound: '找不到该效果图。',
    renderAlt: '摆放新家具后的房间效果',
    isNew: '新',
    roomPhoto: '您的房间照片',
    inProgress: '您的效果图正在生成，大约需要 1 分钟。',
    couldNotGenerate: '您的效果图未能生成。',
    noRender: '暂无效果图。',
    renders: '效果图',
    render: (n: number) => `效果图 ${n}`,
    furniture: '房间中的家具',
    noProducts: '暂无产品。',
    originalAlt: '您的原始房间照片',
    original: '原始照片',
    highDefinition: '查看高清图',
  },
);

export type VisualizationTexts = (typeof VISUALIZATION_TEXTS)['en'];
