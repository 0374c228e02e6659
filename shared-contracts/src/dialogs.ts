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

export function dialogsOwnedBy(owner: RemoteName): DialogKind[] {
  return DIALOG_KINDS.filter((k) => DIALOG_TABLE[k].owner === owner);
}
