import { MEMBER_CALLS, receiversFor, type CloseMemberResponse, type Member, type MemberReceiver } from '@storefront/contracts';
import { useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, FieldError, Heading, Label, ListBox, ListBoxItem, Modal, ModalOverlay, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import { messageOf } from './member-rules';
import { MEMBER_TEXTS } from './texts';
import './sheet';

interface Props {
  /** The member to close; null: the dialog is closed. */
  member: Member | null;
  /** The company's activated accounts (the caller first). */
  receivers: readonly MemberReceiver[];
  onClosed(member: Member, receiver: MemberReceiver, answer: CloseMemberResponse): void;
  onCancel(): void;
}

/**
 * Close a member (section 4: closing transfers customers and projects to another account): asks which of the
 * company's other activated accounts receives them (the caller is chosen to start with), says what closing does,
 * and keeps a refusal inside the dialog.
 */
export function CloseDialog({ member, receivers, onClosed, onCancel }: Props) {
  const { api } = useShell();
  const t = useMessages(MEMBER_TEXTS);
  const choices = member ? receiversFor(receivers, member.id) : [];
  const [receiverId, setReceiverId] = useState<string>('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    setReceiverId(member ? (receiversFor(receivers, member.id)[0]?.id ?? '') : '');
    setFieldError(null);
    setError(null);
  }, [member, receivers]);

  const cancel = () => {
    if (!pending) onCancel();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!member || pending) return;
    const receiver = choices.find((r) => r.id === receiverId);
    if (!receiver) {
      setFieldError(t.receiverRequired);
      return;
    }
    setPending(true);
    setError(null);
    try {
      const answer = await api.call(MEMBER_CALLS.close, { body: { member_id: member.id, receiver_id: receiver.id } });
      setPending(false);
      onClosed(member, receiver, answer);
    } catch (caught) {
      setPending(false);
      setError(messageOf(caught, t.closeFailed));
    }
  };

  return (
    <ModalOverlay className="sf-modal-overlay" isOpen={member !== null} onOpenChange={(open) => !open && cancel()} isDismissable={!pending}>
      <Modal className="sf-modal amb-modal">
        <Dialog className="sf-dialog">
          {member ? (
            <>
              <Heading slot="title" className="sf-dialog-title">
                {t.closeTitle(member.name)}
              </Heading>
              <p className="amb-modal-text">
                {t.closeText(member.name, member.account)}
              </p>
              <form className="amb-form" noValidate onSubmit={submit} aria-busy={pending || undefined}>
                {choices.length === 0 ? (
                  <p className="amb-modal-error" role="alert">
                    {t.receiverNotFound}
                  </p>
                ) : (
                  <Select
                    className="amb-field"
                    name="receiver_id"
                    value={receiverId || null}
                    onChange={(key: Key | null) => {
                      setReceiverId(key === null ? '' : String(key));
                      setFieldError(null);
                    }}
                    isRequired
                    isInvalid={Boolean(fieldError)}
                    validationBehavior="aria"
                    placeholder={t.chooseAccount}
                  >
                    <Label className="amb-label">{t.goTo}</Label>
                    <Button className="amb-input amb-select-button">
                      <SelectValue className="amb-select-value" />
                      <span className="amb-chevron" aria-hidden="true" />
                    </Button>
                    <FieldError className="amb-field-error">{fieldError}</FieldError>
                    <Popover className="amb-popover" placement="bottom start">
                      <ListBox className="amb-listbox" items={choices}>
                        {(receiver) => (
                          <ListBoxItem className="amb-option" id={receiver.id} textValue={`${receiver.name} (${receiver.account})`}>
                            <span className="amb-option-name">{receiver.name}</span>
                            <span className="amb-option-detail">
                              {receiver.account} · {t.type(receiver.type)}
                            </span>
                          </ListBoxItem>
                        )}
                      </ListBox>
                    </Popover>
                  </Select>
                )}
                {error ? (
                  <p className="amb-modal-error" role="alert">
                    {error}
                  </p>
                ) : null}
                <div className="sf-dialog-actions">
                  <Button className="sf-button sf-button--secondary" onPress={cancel} isDisabled={pending} autoFocus>
                    {t.cancel}
                  </Button>
                  <Button type="submit" className="sf-button amb-danger" isPending={pending} isDisabled={choices.length === 0}>
                    {pending ? t.closing : t.closeAccount}
                  </Button>
                </div>
              </form>
            </>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
