import { defineMessages, routeById, type RouteId } from '@storefront/contracts';

/**
 * mf-account's fixed texts in English and Chinese (spec section 1). The texts every feature shares are here; each
 * feature keeps its own catalog beside its pages (`features/<feature>/texts.ts`, imported by that feature only), so
 * a page's chunk carries its feature's texts and not every page's. The spec's messages keep the spec's English words
 * in English and are translated in Chinese where the remote says them itself; what the api sends (its `errmsg`,
 * names, options) is shown as it comes in either language.
 */

/** The Chinese headings of the routes this remote draws (the route table's titles are the English ones). */
const ROUTE_TITLES_ZH: Partial<Record<RouteId, string>> = {
  login: '登录',
  jcLogin: '登录',
  selectMode: '选择模式',
  selectCustomer: '选择客户',
  createCustomer: '新建客户',
  bindAccount: '关联您的账户',
  validateLogon: '验证登录',
  forgetPassword: '忘记密码',
  setPassword: '设置密码',
  accountInformation: '账户信息',
  subAccountActivation: '激活账户',
  sharedCollection: '共享收藏夹',
  u: '欢迎',
  register: '注册',
  currentAccountApplication: '账户申请',
  personalCenter: '我的账户',
  subAccountManagement: '成员管理',
  customerFavourite: '客户',
  myDesigner: '我的设计师',
  personalProject: '项目',
  customerProject: '我的项目',
  projectDetail: '项目详情',
  accountSettings: '账户设置',
  'my-favorites': '我的收藏',
  favoritesList: '收藏',
};

export const SHARED_TEXTS = defineMessages(
  {
    /** A route's heading. */
    title: (id: RouteId) => routeById(id).title,
  },
  {
    title: (id: RouteId) => ROUTE_TITLES_ZH[id] ?? routeById(id).title,
  },
);

