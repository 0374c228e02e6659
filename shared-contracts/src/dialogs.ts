import type { RemoteName } from './remotes';

/**
 * The dialog host's seven states (spec section 2), then SeeInRoom (Cara's upload widget opened from a product page with
 * the product chosen, issue 21), and the remote that provides each body.
 */
export const DIALOG_KINDS = ['FromView', 'About', 'Contact', 'AddProject', 'SelectCust', 'CheckoutCust', 'CreateCustomer', 'SeeInRoom'] as const;
export type DialogKind = (typeof DIALOG_KINDS)[number];

export interface DialogDef {
  kind: DialogKind;
  title: string;
  owner: RemoteName;
  /** Width 840 px for every dialog; heights where the spec gives them (section 9). */
  width: number;
  height: number | null;
}

export const DIALOG_TABLE: Readonly<Record<DialogKind, DialogDef>> = {
  FromView: { kind: 'FromView', title: 'Product View', owner: 'mf-catalog', width: 840, height: null },
  About: { kind: 'About', title: 'About', owner: 'mf-after-sales', width: 840, height: null },
  Contact: { kind: 'Contact', title: 'Contact', owner: 'mf-after-sales', width: 840, height: null },
  AddProject: { kind: 'AddProject', title: 'Add to Project', owner: 'mf-account', width: 840, height: 520 },
  SelectCust: { kind: 'SelectCust', title: 'Select Customer', owner: 'mf-account', width: 840, height: 542 },
  CheckoutCust: { kind: 'CheckoutCust', title: 'Select Customer for Checkout', owner: 'mf-account', width: 840, height: 542 },
  CreateCustomer: { kind: 'CreateCustomer', title: 'Create Customer', owner: 'mf-account', width: 840, height: 602 },
  SeeInRoom: { kind: 'SeeInRoom', title: 'See it in my room', owner: 'mf-cara', width: 840, height: null },
};

/** The dialogs' titles in Chinese (the second language), beside the table's English ones. */
export const DIALOG_TITLES_ZH: Readonly<Record<DialogKind, string>> = {
  FromView: '产品预览',
  About: '关于我们',
  Contact: '联系我们',
  AddProject: '添加到项目',
  SelectCust: '选择客户',
  CheckoutCust: '选择结账客户',
  CreateCustomer: '新建客户',
  SeeInRoom: '在我的房间中查看',
};

/** A dialog's title in a language (English for one without its own titles). */
export function dialogTitle(kind: DialogKind, language: string): string {
  return language === 'zh' ? DIALOG_TITLES_ZH[kind] : DIALOG_TABLE[kind].title;
}

export function dialogsOwnedBy(owner: RemoteName): DialogKind[] {
  return DIALOG_KINDS.filter((k) => DIALOG_TABLE[k].owner === owner);
}
