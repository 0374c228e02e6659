import { ACCOUNT_CALLS, ACCOUNT_SETTINGS_MESSAGES, BILL_ADDRESS_MAX, type BillAddress, type BillAddressListResponse } from '@storefront/contracts';
import { useMessages, useShell } from '@storefront/remote-kit';
import { specMessage } from '../../ui/spec-messages';
import { useEffect, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { AddressForm } from './address-form';
import { ConfirmDialog } from './confirm-dialog';
import { Heading, Notice } from './form-kit';
import { addressLines, messageOf } from './settings-rules';
import { SETTINGS_MESSAGES_ZH, SETTINGS_TEXTS } from './texts';
import './sheet';

type ListState = { status: 'loading' } | { status: 'ready'; list: BillAddress[]; max: number } | { status: 'failed'; message: string };
/** What the section shows beside the list: nothing, the add form, or the edit form of an address. */
type Editing = null | { address: BillAddress | null };

/**
 * Bill addresses (spec sections 5, 8 and 9): the list with the default first, each edited, deleted behind a confirm
 * step, or made the default; a form to add one, until there are 10 ('The number of addresses has reached the limit').
 */
export function AddressesSection({ level }: { level: number }) {
  const { api, session } = useShell();
  const t = useMessages(SETTINGS_TEXTS);
  const headingId = useId();
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BillAddress | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [defaulting, setDefaulting] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api.call(ACCOUNT_CALLS.addressList, { signal: controller.signal }).then(
      (answer) => setState({ status: 'ready', ...answer }),
      (failure: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: messageOf(failure, '') });
      },
    );
    return () => controller.abort();
  }, [api, attempt]);

  const show = (answer: BillAddressListResponse, said: string) => {
    setState({ status: 'ready', ...answer });
    setStatus(said);
    setError('');
  };
  const backToList = () => {
    setEditing(null);
    requestAnimationFrame(() => document.getElementById(headingId)?.focus());
  };

  const makeDefault = async (address: BillAddress) => {
    if (defaulting) return;
    setDefaulting(address.id);
    setError('');
    try {
      show(await api.call(ACCOUNT_CALLS.addressSetDefault, { body: { id: address.id } }), t.nowDefault(address.street_address));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setDefaulting(null);
    }
  };

  const list = state.status === 'ready' ? state.list : [];
  const max = state.status === 'ready' ? state.max : BILL_ADDRESS_MAX;
  const full = list.length >= max;

  return (
    <section className="acs-section" aria-labelledby={headingId}>
      <div className="acs-section-head">
        <Heading level={level} id={headingId} className="acs-section-title">
          {t.tab('addresses')}
        </Heading>
        {state.status === 'ready' && !editing ? (
          <Button className="sf-button sf-button--small" isDisabled={full} onPress={() => setEditing({ address: null })}>
            {t.addAddress}
          </Button>
        ) : null}
      </div>
      <p className="acs-status" role="status">
        {status}
      </p>
      {state.status === 'ready' ? (
        <p className="acs-muted">
          {t.addressCount(list.length, max)}
        </p>
      ) : null}
      {full ? <p className="acs-limit">{specMessage(session.language, ACCOUNT_SETTINGS_MESSAGES.addressLimit, SETTINGS_MESSAGES_ZH)}</p> : null}
      <Notice kind="error">{error}</Notice>

      {editing ? (
        <AddressForm
          key={editing.address?.id ?? 'new'}
          address={editing.address}
          first={list.length === 0}
          level={level}
          onCancel={backToList}
          onMissing={() => setAttempt((n) => n + 1)}
          onSaved={(answer) => {
            show(answer, editing.address ? t.addressSaved : t.addressAdded);
            backToList();
          }}
        />
      ) : null}

      {state.status === 'loading' ? <div className="acs-skeleton" aria-hidden="true" /> : null}
      {state.status === 'failed' ? (
        <div className="acs-message" role="alert">
          <p>{state.message || t.addressesFailed}</p>
          <Button className="sf-button sf-button--secondary sf-button--small" onPress={() => setAttempt((n) => n + 1)}>
            {t.tryAgain}
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' && list.length === 0 && !editing ? (
        <div className="acs-empty">
          <p>{t.noAddress}</p>
          <p className="acs-muted">{t.addressHint}</p>
        </div>
      ) : null}
      {list.length > 0 ? (
        <ul className="acs-addresses" aria-label={t.tab('addresses')}>
          {list.map((address) => {
            const lines = addressLines(address);
            return (
              <li key={address.id} className={`acs-address${address.is_default ? ' acs-address--default' : ''}`}>
                <div className="acs-address-main">
                  {address.is_default ? <span className="acs-badge">{t.default}</span> : null}
                  <address className="acs-address-lines">
                    {lines.map((line, i) => (
                      <span key={i} className={i === 0 ? 'acs-address-name' : undefined}>
                        {line}
                      </span>
                    ))}
                    {address.phone ? <span>{`${address.phone.slice(0, 3)}-${address.phone.slice(3, 6)}-${address.phone.slice(6)}`}</span> : null}
                  </address>
                </div>
                <div className="acs-address-actions">
                  <Button className="sf-button sf-button--secondary sf-button--small" aria-label={t.editWhat(address.street_address)} onPress={() => setEditing({ address })}>
                    {t.edit}
                  </Button>
                  {!address.is_default ? (
                    <Button
                      className="sf-button sf-button--secondary sf-button--small"
                      aria-label={t.makeDefaultWhat(address.street_address)}
                      isPending={defaulting === address.id}
                      onPress={() => void makeDefault(address)}
                    >
                      {defaulting === address.id ? t.saving : t.makeDefault}
                    </Button>
                  ) : null}
                  <Button className="sf-button sf-button--secondary sf-button--small acs-danger-text" aria-label={t.deleteWhat(address.street_address)} onPress={() => setDeleting(address)}>
                    {t.delete}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}

      <ConfirmDialog
        isOpen={deleting !== null}
        title={t.deleteAddress}
        confirmLabel={t.deleteAddressButton}
        pendingLabel={t.deleting}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const gone = deleting!;
          const answer = await api.call(ACCOUNT_CALLS.addressDelete, { body: { id: gone.id } });
          setDeleting(null);
          show(answer, t.addressDeleted);
          requestAnimationFrame(() => document.getElementById(headingId)?.focus());
        }}
      >
        {deleting ? (
          <p>
            {t.willBeDeleted(addressLines(deleting).join(', '))}
            {deleting.is_default && list.length > 1 ? t.newDefault : ''}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
