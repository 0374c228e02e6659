import { DIALOG_KINDS, DIALOG_TABLE, type DialogProps } from '@storefront/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { shellProps, visitorSession } from '../../test/props';
import { ConfirmDialog } from './confirm-dialog';
import { DialogHost } from './dialog-host';
import { askConfirm, confirmAtom, dialogAtom } from './dialog-store';
import '../../test/slow-machine';

// The dialog bodies are remote parcels; a stand-in shows what the host would mount.
vi.mock('../remotes', () => ({
  RemoteRegion: ({ owner, expose, props }: { owner: string; expose: string; props: DialogProps }) => (
    <div data-testid="remote-region" data-owner={owner} data-expose={expose}>
      <p>
        body of {props.dialog.kind} with {JSON.stringify(props.dialog.payload)}
      </p>
      <button type="button" onClick={props.dialog.close}>
        Done
      </button>
    </div>
  ),
}));

function renderDialogs(language: 'en' | 'zh' = 'en') {
  const store = createStore();
  const shell = shellProps({ session: visitorSession({ language }) });
  render(
    <Provider store={store}>
      <DialogHost shell={shell} />
      <ConfirmDialog language={language} />
    </Provider>,
  );
  return store;
}

beforeAll(async () => {
  await import('./modal-frame');
});

describe('DialogHost', () => {
  it('renders nothing while closed', () => {
    renderDialogs();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('remote-region')).not.toBeInTheDocument();
  });

  it('has the spec\'s seven states and See it in my room', () => {
    expect(DIALOG_KINDS).toEqual(['FromView', 'About', 'Contact', 'AddProject', 'SelectCust', 'CheckoutCust', 'CreateCustomer', 'SeeInRoom']);
  });

  it.each(DIALOG_KINDS)('opens %s named by its title, with the owner remote as its body, and Close closes it', async (kind) => {
    const user = userEvent.setup();
    const store = renderDialogs();
    act(() => store.set(dialogAtom, { kind, payload: { sku_number: 'SKU-1' } }));

    const dialog = await screen.findByRole('dialog', { name: DIALOG_TABLE[kind].title });
    const region = within(dialog).getByTestId('remote-region');
    expect(region).toHaveAttribute('data-owner', DIALOG_TABLE[kind].owner);
    expect(region).toHaveAttribute('data-expose', 'dialogs');
    expect(region).toHaveTextContent(`body of ${kind} with {"sku_number":"SKU-1"}`);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.get(dialogAtom)).toBeNull();
  });

  it('speaks the session\'s language: the title and the close button in Chinese', async () => {
    const user = userEvent.setup();
    const store = renderDialogs('zh');
    act(() => store.set(dialogAtom, { kind: 'SeeInRoom', payload: {} }));
    const dialog = await screen.findByRole('dialog', { name: '在我的房间中查看' });
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when the body calls dialog.close()', async () => {
    const user = userEvent.setup();
    const store = renderDialogs();
    act(() => store.set(dialogAtom, { kind: 'AddProject', payload: {} }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Project' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.get(dialogAtom)).toBeNull();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const store = renderDialogs();
    act(() => store.set(dialogAtom, { kind: 'About', payload: {} }));
    await screen.findByRole('dialog', { name: 'About' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.get(dialogAtom)).toBeNull();
  });

  it('switches from one state to another in the same frame', async () => {
    const store = renderDialogs();
    act(() => store.set(dialogAtom, { kind: 'SelectCust', payload: {} }));
    await screen.findByRole('dialog', { name: 'Select Customer' });
    act(() => store.set(dialogAtom, { kind: 'CreateCustomer', payload: {} }));
    expect(await screen.findByRole('dialog', { name: 'Create Customer' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('ConfirmDialog', () => {
  async function ask(store: ReturnType<typeof createStore>, options = { title: 'Remove item', message: 'Remove this item from the cart?' }) {
    let answer!: Promise<boolean>;
    act(() => {
      answer = askConfirm(store, options);
    });
    const dialog = await screen.findByRole('alertdialog', { name: options.title });
    expect(dialog).toHaveTextContent(options.message);
    return { dialog, answer };
  }

  it('resolves true on Confirm', async () => {
    const user = userEvent.setup();
    const store = renderDialogs();
    const { dialog, answer } = await ask(store);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(store.get(confirmAtom)).toBeNull();
  });

  it('resolves false on Cancel', async () => {
    const user = userEvent.setup();
    const store = renderDialogs();
    const { dialog, answer } = await ask(store);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('resolves false on Escape', async () => {
    const user = userEvent.setup();
    const store = renderDialogs();
    const { answer } = await ask(store);
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('resolves false on the Close button', async () => {
    const user = userEvent.setup();
    const store = renderDialogs();
    const { dialog, answer } = await ask(store);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(answer).resolves.toBe(false);
  });

  it('uses the caller labels', async () => {
    const user = userEvent.setup();
    const store = renderDialogs();
    let answer!: Promise<boolean>;
    act(() => {
      answer = askConfirm(store, { title: 'Continue?', message: 'This product is already in the order. Continue to add?', confirmLabel: 'Continue', cancelLabel: 'Edit' });
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Continue?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(answer).resolves.toBe(true);
  });

  it('offers Confirm and Cancel in the session\'s language', async () => {
    const user = userEvent.setup();
    const store = renderDialogs('zh');
    const { dialog, answer } = await ask(store, { title: '删除商品', message: '从购物车中删除此商品？' });
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await expect(answer).resolves.toBe(true);
  });

  it('answers an earlier question false when a new one replaces it', async () => {
    const store = renderDialogs();
    const first = await ask(store, { title: 'First', message: 'one' });
    const second = await ask(store, { title: 'Second', message: 'two' });
    await expect(first.answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog', { name: 'First' })).not.toBeInTheDocument();
    expect(second.dialog).toBeInTheDocument();
  });
});
