import { MODE_LABELS, MODE_LABELS_ZH, defineMessages, type CustomerField, type Mode } from '@storefront/contracts';

type ChoosableMode = 'mibd_safe' | 'mibd_communicate' | 'mibd_designer';

/**
 * The contracts' CUSTOMER_LABELS and CUSTOMER_BOOK_MESSAGES, written here in the same words: read from the contracts
 * they would bring the customer schemas into the mode and customer choice pages, which have no form.
 */
const FIELDS_EN: Readonly<Record<CustomerField, string>> = {
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  street_address: 'Street Address',
  city: 'City',
  state: 'State',
  postal: 'Postal Code',
  country: 'Country',
};

const FIELDS_ZH: Readonly<Record<CustomerField, string>> = {
  first_name: '名',
  last_name: '姓',
  email: '邮箱',
  phone: '电话',
  street_address: '街道地址',
  city: '城市',
  state: '州',
  postal: '邮政编码',
  country: '国家',
};

/** The texts of choosing a mode and a customer, and of the customer form (spec sections 1 and 5). */
export const CUSTOMER_TEXTS = defineMessages(
  {
    // Select mode.
    mode: (mode: Mode) => MODE_LABELS[mode],
    modeDescription: (mode: ChoosableMode) =>
      ({
        mibd_safe: 'Basic product information only: no MSRP or designer prices, no cart, customers or checkout. Safe to share your screen.',
        mibd_communicate: 'Working with one customer: see products and retail prices, no designer prices; browse the cart without checking out.',
        mibd_designer: 'Everything: designer prices, the full cart and checkout, all your customers and orders.',
      })[mode],
    selectMode: 'Select Mode',
    modeLead: 'Choose how you want to work for now. You can switch modes at any time from the header.',
    openingAccount: 'Opening your account…',
    loadingModes: 'Loading your modes…',
    tryAgain: 'Try again',
    modes: 'Modes',
    current: 'Current',
    skip: 'Skip for now',
    skipNote: 'You will browse in Browsing Mode.',
    // Select and create a customer.
    selectCustomer: 'Select Customer',
    selectLead: 'Choose the customer you are working with. Projects, favorites and the cart follow this choice.',
    createCustomer: 'Create Customer',
    noCustomersInBrowsing: 'Customers are not available in Browsing Mode.',
    changeMode: 'Change mode',
    createLead: 'Add the details of the client you are working with. You can pick them from your customer list afterwards.',
    added: (name: string) => `${name} was added to your customers`,
    // The picker.
    loadingCustomers: 'Loading customers…',
    customerCount: (n: number) => `${n} ${n === 1 ? 'customer' : 'customers'}`,
    searchCustomers: 'Search customers',
    nameOrEmail: 'Name or email',
    clearSearch: 'Clear search',
    customerList: 'Customer list',
    customers: 'Customers',
    noMatch: (search: string) => `No customers match “${search}”.`,
    noCustomers: 'You have no customers yet.',
    new: 'New',
    // The form.
    field: (field: CustomerField) => FIELDS_EN[field],
    back: 'Back',
    saved: 'The customer information was saved',
    emailLocked: 'The email cannot be changed after the invitation was sent',
    notSaved: 'The customer could not be saved',
    customerInformation: 'Customer information',
    requiredBefore: 'Fields marked',
    withAsterisk: 'with an asterisk',
    requiredAfter: ' are required.',
    saving: 'Saving…',
    save: 'Save',
    creating: 'Creating…',
    postalPlaceholder: '12345 or 12345-6789',
  },
  {
    mode: (mode: Mode) => MODE_LABELS_ZH[mode],
    modeDescription: (mode: ChoosableMode) =>
      ({
        mibd_safe: '仅显示基本产品信息：不显示建议零售价和设计师价格，不提供购物车、客户和结账功能。可放心共享屏幕。',
        mibd_communicate: '与一位客户协作：可查看产品和零售价，不显示设计师价格；可浏览购物车但不能结账。',
        mibd_designer: '全部功能：设计师价格、完整的购物车和结账、您的所有客户和订单。',
      })[mode],
    selectMode: '选择模式',
    modeLead: '请选择当前的工作方式。您可以随时在页眉中切换模式。',
    openingAccount: '正在打开您的账户…',
    loadingModes: '正在加载您的模式…',
    tryAgain: '重试',
    modes: '模式',
    current: '当前',
    skip: '暂时跳过',
    skipNote: '您将以浏览模式浏览。',
    selectCustomer: '选择客户',
    selectLead: '请选择您正在服务的客户。项目、收藏和购物车都将随此选择而变化。',
    createCustomer: '新建客户',
    noCustomersInBrowsing: '浏览模式下无法使用客户功能。',
    changeMode: '切换模式',
    createLead: '请填写您正在服务的客户的信息。之后您可以从客户列表中选择该客户。',
    added: (name: string) => `已将 ${name} 添加到您的客户`,
    loadingCustomers: '正在加载客户…',
    customerCount: (n: number) => `${n} 位客户`,
    searchCustomers: '搜索客户',
    nameOrEmail: '姓名或邮箱',
    clearSearch: '清除搜索',
    customerList: '客户列表',
    customers: '客户',
    noMatch: (search: string) => `没有与“${search}”匹配的客户。`,
    noCustomers: '您还没有客户。',
    new: '新',
    field: (field: CustomerField) => FIELDS_ZH[field],
    back: '返回',
    saved: '客户信息已保存',
    emailLocked: '邀请发送后，邮箱不可更改',
    notSaved: '无法保存客户信息',
    customerInformation: '客户信息',
    requiredBefore: '标有',
    withAsterisk: '星号',
    requiredAfter: ' 的字段为必填项。',
    saving: '正在保存…',
    save: '保存',
    creating: '正在创建…',
    postalPlaceholder: '12345 或 12345-6789',
  },
);
