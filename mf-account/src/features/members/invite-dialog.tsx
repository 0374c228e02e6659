import {
  MEMBER_CALLS,
  MEMBER_INVITATION_DAYS,
  MEMBER_ERR,
  MEMBER_FIELDS,
  MEMBER_MAX,
  memberFieldProblem,
  memberFormProblems,
  memberPayload,
  type Member,
  type MemberField,
  type MemberForm,
} from '@storefront/contracts';
import { refusalOf, useMessages, useShell } from '@storefront/remote-kit';
import { specMessages } from '../../ui/spec-messages';
import { useRef, useState, type FormEvent } from 'react';
import { Button, Dialog, FieldError, Heading, Input, Label, Modal, ModalOverlay, TextField } from 'react-aria-components';
import { messageOf } from './member-rules';
import { MEMBER_MESSAGES_ZH, MEMBER_TEXTS } from './texts';
import './sheet';

const EMPTY: MemberForm = { email: '', first_name: '', last_name: '' };

const INPUT: Record<MemberField, { autoComplete: string; type: string; inputMode?: 'email' }> = {
  email: { autoComplete: 'off', type: 'email', inputMode: 'email' },
  first_name: { autoComplete: 'off', type: 'text' },
  last_name: { autoComplete: 'off', type: 'text' },
};

interface Props {
  isOpen: boolean;
  onClose(): void;
  onInvited(member: Member): void;
}

/**
 * Invite a member (sections 2 and 5): email, first and last name, each checked when it loses focus and again as it
 * is corrected; a failed submit takes focus to the first problem. An email an account holds is shown on the email
 * field; the company's maximum, or any other refusal, inside the dialog.
 */
export function InviteDialog({ isOpen, onClose, onInvited }: Props) {
  const { api, session } = useShell();
  const t = useMessages(MEMBER_TEXTS);
  const [values, setValues] = useState<MemberForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<MemberField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputs = useRef<Partial<Record<MemberField, HTMLInputElement | null>>>({});

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
    setFormError(null);
  };
  const close = () => {
    if (pending) return;
    reset();
    onClose();
  };

  const check = (field: MemberField, value: string) =>
    setErrors((e) => ({ ...e, ...specMessages(session.language, { [field]: memberFieldProblem(field, value) ?? undefined }, MEMBER_MESSAGES_ZH) }));
  const change = (field: MemberField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) check(field, value);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const problems = memberFormProblems(values);
    const first = MEMBER_FIELDS.find((f) => problems[f]);
    if (first) {
      setErrors(specMessages(session.language, problems, MEMBER_MESSAGES_ZH));
      inputs.current[first]?.focus();
      return;
    }
    setPending(true);
    try {
      const member = await api.call(MEMBER_CALLS.invite, { body: memberPayload(values) });
      setPending(false);
      reset();
      onInvited(member);
    } catch (error) {
      setPending(false);
      const refusal = refusalOf(error);
      if (refusal?.err === MEMBER_ERR.EMAIL_USED) {
        setErrors((e) => ({ ...e, email: refusal.message }));
        inputs.current.email?.focus();
      } else {
        setFormError(messageOf(error, t.resendFailed));
      }
    }
  };

  return (
    <ModalOverlay className="sf-modal-overlay" isOpen={isOpen} onOpenChange={(open) => !open && close()} isDismissable={!pending}>
      <Modal className="sf-modal amb-modal">
        <Dialog className="sf-dialog">
          <Heading slot="title" className="sf-dialog-title">
            {t.inviteTitle}
          </Heading>
          <p className="amb-modal-text">{t.inviteText(MEMBER_INVITATION_DAYS)}</p>
          <form className="amb-form" noValidate onSubmit={submit} aria-busy={pending || undefined}>
            {MEMBER_FIELDS.map((field) => (
              <TextField
                key={field}
                name={field}
                className="amb-field"
                value={values[field]}
                onChange={(value) => change(field, value)}
                onBlur={() => check(field, values[field])}
                isInvalid={Boolean(errors[field])}
                isRequired
                validationBehavior="aria"
                maxLength={MEMBER_MAX[field]}
                type={INPUT[field].type}
                inputMode={INPUT[field].inputMode}
                autoComplete={INPUT[field].autoComplete}
              >
                <Label className="amb-label">
                  {t.field(field)}
                  <span className="amb-required" aria-hidden="true">
                    {' '}
                    *
                  </span>
                </Label>
                <Input
                  className="amb-input"
                  autoFocus={field === 'email'}
                  ref={(el) => {
                    inputs.current[field] = el;
                  }}
                />
                <FieldError className="amb-field-error">{errors[field]}</FieldError>
              </TextField>
            ))}
            {formError ? (
              <p className="amb-modal-error" role="alert">
                {formError}
              </p>
            ) : null}
            <div className="sf-dialog-actions">
              <Button className="sf-button sf-button--secondary" onPress={close} isDisabled={pending}>
                {t.cancel}
              </Button>
              <Button type="submit" className="sf-button" isPending={pending}>
                {pending ? t.sending : t.sendInvitation}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
