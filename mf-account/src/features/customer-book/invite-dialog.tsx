import {
  CUSTOMER_CALLS,
  CUSTOMER_MAX,
  INVITATION_VALID_DAYS,
  customerFieldProblem,
  emailLocked,
  type CustomerDetailResponse,
} from '@storefront/contracts';
import { refusalOf, useMessages, useShell } from '@storefront/remote-kit';
import { useState, type FormEvent } from 'react';
import { Button, Dialog, FieldError, Heading, Input, Label, Modal, ModalOverlay, Text, TextField } from 'react-aria-components';
import { customerMessage } from '../../ui/customer-messages';
import { dateTime, fieldOf, messageOf } from './book-rules';
import { BOOK_TEXTS } from './texts';
import './sheet';

interface Props {
  isOpen: boolean;
  detail: CustomerDetailResponse;
  /** The customer and its invitation as the api answered the invitation. */
  onSent(detail: CustomerDetailResponse): void;
  onClose(): void;
}

/**
 * Invite customer (spec sections 2, 4 and 9): the designer confirms the email (it may be corrected before the first
 * invitation, never after), sends, and sees when it was sent and until when the link works, with Resend (a new link;
 * the one sent before stops working).
 */
export function InviteDialog({ isOpen, detail, onSent, onClose }: Props) {
  const [pending, setPending] = useState(false);
  return (
    <ModalOverlay className="sf-modal-overlay" isOpen={isOpen} onOpenChange={(open) => !open && !pending && onClose()} isDismissable={!pending}>
      <Modal className="sf-modal acb-modal">
        <Dialog className="sf-dialog">
          <InviteBody detail={detail} onSent={onSent} onClose={onClose} pending={pending} setPending={setPending} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

interface BodyProps {
  detail: CustomerDetailResponse;
  onSent(detail: CustomerDetailResponse): void;
  onClose(): void;
  pending: boolean;
  setPending(pending: boolean): void;
}

/** The dialog's steps; mounted afresh each time the dialog opens. */
function InviteBody({ detail, onSent, onClose, pending, setPending }: BodyProps) {
  const { api, session } = useShell();
  const t = useMessages(BOOK_TEXTS);
  const problemOf = (value: string) => {
    const problem = customerFieldProblem('email', value);
    return problem && customerMessage(session.language, problem);
  };
  const { customer, invitation } = detail;
  const locked = emailLocked(invitation);
  const [email, setEmail] = useState(customer.email);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    setError(null);
    const typed = email.trim().toLowerCase();
    const problem = locked ? null : problemOf(typed);
    if (problem) {
      setEmailError(problem);
      return;
    }
    setPending(true);
    try {
      const answer = await api.call(CUSTOMER_CALLS.invite, { body: locked ? { customer_id: customer.id } : { customer_id: customer.id, email: typed } });
      setPending(false);
      setEmailError(null);
      setSent(true);
      onSent(answer);
    } catch (caught) {
      setPending(false);
      const refusal = refusalOf(caught);
      if (refusal && fieldOf(refusal.val) === 'email' && !sent) setEmailError(refusal.message);
      else setError(messageOf(caught, t.invitationFailed));
    }
  };

  if (sent) {
    return (
      <>
        <Heading slot="title" className="sf-dialog-title">
          {t.invitationSentTitle}
        </Heading>
        <p className="acb-modal-text" role="status">
          {t.invitationSentTo(customer.email)}
        </p>
        <dl className="acb-facts">
          <div>
            <dt>{t.sent}</dt>
            <dd>{invitation.sent_at ? <time dateTime={invitation.sent_at}>{dateTime(invitation.sent_at, session.language)}</time> : '—'}</dd>
          </div>
          <div>
            <dt>{t.expires}</dt>
            <dd>{invitation.expires_at ? <time dateTime={invitation.expires_at}>{dateTime(invitation.expires_at, session.language)}</time> : '—'}</dd>
          </div>
        </dl>
        <p className="acb-modal-note">{t.resendNote}</p>
        {error ? (
          <p className="acb-modal-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="sf-dialog-actions">
          <Button className="sf-button sf-button--secondary" onPress={() => void send()} isPending={pending}>
            {pending ? t.resending : t.resend}
          </Button>
          <Button className="sf-button" onPress={onClose} isDisabled={pending} autoFocus>
            {t.done}
          </Button>
        </div>
      </>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void send(event)} aria-busy={pending || undefined}>
      <Heading slot="title" className="sf-dialog-title">
        {locked ? t.resendInvitation : t.inviteCustomer}
      </Heading>
      <p className="acb-modal-text">
        {t.inviteText(customer.name, INVITATION_VALID_DAYS, locked)}
      </p>
      <TextField
        className="acm-field acb-modal-field"
        name="email"
        type="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (emailError) setEmailError(problemOf(value));
        }}
        onBlur={() => !locked && setEmailError(problemOf(email))}
        isReadOnly={locked}
        isRequired
        isInvalid={Boolean(emailError)}
        validationBehavior="aria"
        maxLength={CUSTOMER_MAX.email}
        autoComplete="off"
        autoFocus={!locked}
      >
        <Label className="acm-label">{t.email}</Label>
        <Input className="acm-input" />
        <Text slot="description" className="acb-field-note">
          {locked ? t.emailLocked : t.checkEmail}
        </Text>
        <FieldError className="acm-field-error">{emailError}</FieldError>
      </TextField>
      {error ? (
        <p className="acb-modal-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="sf-dialog-actions">
        <Button className="sf-button sf-button--secondary" onPress={onClose} isDisabled={pending} autoFocus={locked}>
          {t.cancel}
        </Button>
        <Button type="submit" className="sf-button" isPending={pending}>
          {pending ? t.sending : locked ? t.resendInvitation : t.sendInvitation}
        </Button>
      </div>
    </form>
  );
}
