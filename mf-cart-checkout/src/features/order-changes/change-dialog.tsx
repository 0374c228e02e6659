import {
  CANCEL_REASONS,
  COUNTRIES,
  DISTRICTS,
  ORDER_CHANGE_CALLS,
  ORDER_CHANGE_MESSAGES,
  type CancelReason,
  type ChangeRecord,
  type OrderDetailResponse,
} from '@storefront/contracts';
import { useShell, useSubmit } from '@storefront/remote-kit';
import { Suspense, lazy, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, Heading, Label, Modal, ModalOverlay, Radio, RadioGroup, FieldError } from 'react-aria-components';
import { loadCheckoutFields, loadCheckoutRules } from '../checkout';
import { messageOf } from './change-rules';
import './sheet';

export type DialogKind = 'address' | 'contact' | 'cancel';

export interface ChangeDialogProps {
  kind: DialogKind;
  order: OrderDetailResponse;
  onDone(record: ChangeRecord): void;
  onClose(): void;
}

const TITLES: Record<DialogKind, string> = { address: 'Change address', contact: 'Change contact', cancel: 'Cancel order' };

/**
 * The change dialogs of /orderDetail (loaded when one is opened): a new shipping address or contact (checkout's fields
 * and checks, loaded on demand), or the cancellation with one of section 5's six reasons. Submitting sends the request
 * for staff to review; the api's refusal is said in the dialog.
 */
export default function ChangeDialog(props: ChangeDialogProps) {
  return (
    <ModalOverlay className="sf-modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && props.onClose()}>
      <Modal className="sf-modal occ-modal">
        <Dialog className="sf-dialog">
          <Heading slot="title" className="sf-dialog-title">
            {TITLES[props.kind]}
          </Heading>
          {props.kind === 'cancel' ? (
            <CancelForm {...props} />
          ) : (
            <Suspense fallback={<p className="occ-muted">Loading the form…</p>}>
              <DetailsForm {...props} />
            </Suspense>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function Actions({ pending, submitLabel, onClose }: { pending: boolean; submitLabel: string; onClose(): void }) {
  return (
    <div className="sf-dialog-actions">
      <Button className="sf-button sf-button--secondary" onPress={onClose}>
        Close
      </Button>
      <button type="submit" className="sf-button" aria-disabled={pending || undefined}>
        {pending ? 'Sending…' : submitLabel}
      </button>
    </div>
  );
}

function Problem({ children }: { children: ReactNode }) {
  return (
    <p className="occ-message" role="alert">
      {children}
    </p>
  );
}

function CancelForm({ order, onDone, onClose }: ChangeDialogProps) {
  const { api } = useShell();
  const { pending, run } = useSubmit();
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!reason) return;
    void run(async () => {
      setProblem('');
      try {
        onDone(await api.call(ORDER_CHANGE_CALLS.request, { body: { number: order.number, kind: 'cancel', reason } }));
      } catch (error) {
        setProblem(messageOf(error));
      }
    });
  };
  return (
    <form className="occ-form" onSubmit={submit} noValidate>
      <p className="occ-muted">An order can be cancelled within 24 hours of being placed. Staff review the request; what was paid is refunded once it is approved.</p>
      <RadioGroup
        className="occ-radios"
        value={reason}
        onChange={(value) => setReason(value as CancelReason)}
        isRequired
        isInvalid={tried && !reason}
        validationBehavior="aria"
      >
        <Label className="occ-label">Reason for cancelling</Label>
        {CANCEL_REASONS.map((r) => (
          <Radio key={r.key} value={r.key} className="occ-radio">
            <span className="occ-radio-dot" aria-hidden="true" />
            {r.value}
          </Radio>
        ))}
        <FieldError className="occ-error">{ORDER_CHANGE_MESSAGES.selectReason}</FieldError>
      </RadioGroup>
      {problem ? <Problem>{problem}</Problem> : null}
      <Actions pending={pending} submitLabel="Request cancellation" onClose={onClose} />
    </form>
  );
}

/** The address and contact forms, made with checkout's fields once they are loaded. */
const DetailsForm = lazy(async () => {
  const [{ TextInput, SelectInput, focusFirstInvalid }, rules] = await Promise.all([loadCheckoutFields(), loadCheckoutRules()]);

  function DetailsFormLoaded({ kind, order, onDone, onClose }: ChangeDialogProps) {
    const { api } = useShell();
    const { pending, run } = useSubmit();
    const form = useRef<HTMLFormElement>(null);
    const [tried, setTried] = useState(false);
    const [problem, setProblem] = useState('');
    const a = order.shipping_address;
    const [address, setAddress] = useState({ ...rules.EMPTY_ADDRESS, ...a, country: COUNTRIES.some((c) => c.key === a.country) ? a.country : 'US' });
    const [contact, setContact] = useState({ ...order.contact });
    const addressProblems = rules.addressProblems(address);
    const contactProblems = rules.contactProblems(contact);
    const problems: Record<string, string | undefined> = kind === 'address' ? addressProblems : contactProblems;
    const error = (field: string) => (tried ? (problems[field] ?? null) : null);

    const submit = (event: FormEvent) => {
      event.preventDefault();
      setTried(true);
      if (Object.keys(problems).length > 0) {
        requestAnimationFrame(() => focusFirstInvalid(form.current));
        return;
      }
      void run(async () => {
        setProblem('');
        try {
          const body =
            kind === 'address'
              ? { number: order.number, kind: 'address' as const, address: rules.completeAddress(address)! }
              : { number: order.number, kind: 'contact' as const, contact: rules.validContact(contact)! };
          onDone(await api.call(ORDER_CHANGE_CALLS.request, { body }));
        } catch (caught) {
          setProblem(messageOf(caught));
        }
      });
    };

    const text = (field: keyof typeof address, label: string, extra: { required?: boolean; autoComplete?: string; maxLength?: number } = {}) => (
      <TextInput
        name={field}
        label={label}
        isRequired={extra.required ?? true}
        value={address[field]}
        onChange={(value) => setAddress((f) => ({ ...f, [field]: value }))}
        error={error(field)}
        autoComplete={extra.autoComplete}
        maxLength={extra.maxLength}
      />
    );

    return (
      <form ref={form} className="occ-form" onSubmit={submit} noValidate>
        <p className="occ-muted">Staff review the request. If it changes what the order costs, you are asked to pay the difference or it is refunded.</p>
        {kind === 'address' ? (
          <div className="occ-grid">
            {text('full_name', 'Full name', { autoComplete: 'shipping name', maxLength: 60 })}
            {text('company', 'Company', { required: false, autoComplete: 'shipping organization', maxLength: 100 })}
            {text('street_address', 'Street address', { autoComplete: 'shipping address-line1', maxLength: 200 })}
            {text('apartment', 'Apartment, suite', { required: false, autoComplete: 'shipping address-line2', maxLength: 100 })}
            {text('city', 'City', { autoComplete: 'shipping address-level2', maxLength: 50 })}
            <SelectInput
              name="country"
              label="Country"
              isRequired
              value={address.country}
              onChange={(country) => setAddress((f) => ({ ...f, country, state: '' }))}
              options={COUNTRIES}
              error={error('country')}
            />
            <SelectInput
              name="state"
              label="State"
              isRequired
              value={address.state}
              onChange={(state) => setAddress((f) => ({ ...f, state }))}
              options={DISTRICTS[address.country] ?? []}
              error={error('state')}
            />
            {text('postal', 'Postal code', { autoComplete: 'shipping postal-code', maxLength: 10 })}
          </div>
        ) : (
          <div className="occ-grid">
            <TextInput name="contact_name" label="Contact name" isRequired value={contact.contact_name} onChange={(v) => setContact((c) => ({ ...c, contact_name: v }))} error={error('contact_name')} autoComplete="name" maxLength={60} />
            <TextInput name="phone" label="Phone" type="tel" isRequired value={contact.phone} onChange={(v) => setContact((c) => ({ ...c, phone: v }))} error={error('phone')} autoComplete="tel" maxLength={20} />
            <TextInput name="email" label="Email" type="email" isRequired value={contact.email} onChange={(v) => setContact((c) => ({ ...c, email: v }))} error={error('email')} autoComplete="email" maxLength={254} />
          </div>
        )}
        {problem ? <Problem>{problem}</Problem> : null}
        <Actions pending={pending} submitLabel="Send request" onClose={onClose} />
      </form>
    );
  }
  return { default: DetailsFormLoaded };
});
