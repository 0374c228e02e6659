import { DIALOG_KINDS, type Customer, type DialogKind } from '@storefront/contracts';
import { defineDialogs, useDialog, useMessages, useShell } from '@storefront/remote-kit';
import { AriaLocale } from '@storefront/remote-kit/aria-locale';
import { Button } from 'react-aria-components';
import { AddProject as AddProjectBody } from './features/add-project/add-project';
import { DIALOG_TEXTS } from './features/add-project/texts';
// The form and the list by their paths, not from the feature's index: the route app loads that index too, and
// the form and the list (with their react-aria parts) load with the dialogs only.
import { CustomerForm } from './features/customers/customer-form';
import { CustomerPicker } from './features/customers/customer-picker';
// The dialogs' own frame takes the customer feature's classes: its sheet comes with them.
import './features/customers/sheet';

const isKind = (value: unknown): value is DialogKind => typeof value === 'string' && (DIALOG_KINDS as readonly string[]).includes(value);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** The list part of SelectCust and CheckoutCust: a heading, Create Customer, and the customer list with search. */
function CustomerChooser({ heading, onChoose }: { heading: string; onChoose(customer: Customer): void }) {
  const { session, dialogs } = useShell();
  const dialog = useDialog();
  const t = useMessages(DIALOG_TEXTS);
  return (
    <div className="acm-dialog">
      <div className="acm-dialog-head">
        <h3 className="acm-dialog-heading">{heading}</h3>
        <Button
          className="sf-button sf-button--secondary sf-button--small"
          onPress={() => dialogs.open('CreateCustomer', { back: dialog.kind, backPayload: dialog.payload })}
        >
          <span aria-hidden="true">+&nbsp;</span>
          {t.createCustomer}
        </Button>
      </div>
      <CustomerPicker
        currentId={session.customerId}
        newId={text(dialog.payload.created)}
        onChoose={onChoose}
        forbidden={<p>{t.noCustomers}</p>}
      />
    </div>
  );
}

/** SelectCust: choose the customer the designer works for. */
function SelectCust() {
  const { account, toasts } = useShell();
  const dialog = useDialog();
  const t = useMessages(DIALOG_TEXTS);
  return (
    <CustomerChooser
      heading={t.yourCustomers}
      onChoose={(customer) => {
        account.selectCustomer({ id: customer.id, name: customer.name });
        toasts.show({ kind: 'success', message: t.workingWith(customer.name) });
        dialog.close();
      }}
    />
  );
}

/** CheckoutCust: choose the customer an order is for, then go on to checkout. */
function CheckoutCust() {
  const { account, navigate } = useShell();
  const dialog = useDialog();
  const t = useMessages(DIALOG_TEXTS);
  const next = text(dialog.payload.next);
  return (
    <CustomerChooser
      heading={t.orderFor}
      onChoose={(customer) => {
        account.selectCustomer({ id: customer.id, name: customer.name });
        dialog.close();
        navigate(next && next.startsWith('/') && !next.startsWith('//') ? next : '/checkout?isCart=1');
      }}
    />
  );
}

/** CreateCustomer: back goes to the state it came from (SelectCust unless told), and it returns there after creation. */
function CreateCustomer() {
  const { dialogs, toasts } = useShell();
  const dialog = useDialog();
  const t = useMessages(DIALOG_TEXTS);
  const back = isKind(dialog.payload.back) && dialog.payload.back !== 'CreateCustomer' ? dialog.payload.back : 'SelectCust';
  const backPayload = record(dialog.payload.backPayload);
  return (
    <div className="acm-dialog">
      <h3 className="acm-dialog-heading">{t.customerDetails}</h3>
      <CustomerForm
        onBack={() => dialogs.open(back, backPayload)}
        onCreated={(customer) => {
          toasts.show({ kind: 'success', message: t.addedCustomer(customer.name) });
          dialogs.open(back, { ...backPayload, created: customer.id, createdName: customer.name });
        }}
      />
    </div>
  );
}

/** AddProject: a product page's product and quantity, added to a project of a customer (new or existing). */
function AddProject() {
  return <AddProjectBody CustomerPicker={CustomerPicker} />;
}

/** Dialog bodies this remote provides to the shell's dialog host. */
const lifecycles = defineDialogs({ owner: 'mf-account', bodies: { AddProject, SelectCust, CheckoutCust, CreateCustomer }, language: AriaLocale });

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
