import {
  COLLECTION_CALLS,
  COLLECTION_MESSAGE_MAX,
  COLLECTION_SHARE_DAYS,
  collectionEmailProblem,
  collectionMessageProblem,
  collectionNameProblem,
  type Collection,
} from '@storefront/contracts';
import { useMessages, useShell } from '@storefront/remote-kit';
import { specMessage } from '../../ui/spec-messages';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, FieldError, Heading, Input, Label, Modal, ModalOverlay, Text, TextArea, TextField } from 'react-aria-components';
import { messageOf } from './collection-rules';
import { COLLECTION_MESSAGES_ZH, FAVORITE_TEXTS } from './texts';
import './sheet';

/** A check's message in the session's language (the contracts' words in English). */
const inLanguage = (language: string, problem: string | null): string | null => (problem ? specMessage(language, problem, COLLECTION_MESSAGES_ZH) : null);

interface FrameProps {
  isOpen: boolean;
  /** Closing is held while a call is under way. */
  pending: boolean;
  onClose(): void;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/** A modal dialog of the collections: dismissed with Escape or outside, except while its call is under way. */
function Frame({ isOpen, pending, onClose, role = 'dialog', children }: FrameProps) {
  return (
    <ModalOverlay className="sf-modal-overlay" isOpen={isOpen} onOpenChange={(open) => !open && !pending && onClose()} isDismissable={!pending} isKeyboardDismissDisabled={pending}>
      <Modal className="sf-modal afv-modal">
        <Dialog className="sf-dialog" role={role}>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

interface CreateProps {
  isOpen: boolean;
  /** A favorite to add to the new collection once it is made (the "New collection…" of a favorite's menu). */
  adding: string | null;
  onCreated(collection: Collection): void | Promise<void>;
  onClose(): void;
}

/** A new collection: its name (required, at most 50 characters, trimmed, not one the caller has). */
export function CreateCollectionDialog({ isOpen, adding, onCreated, onClose }: CreateProps) {
  const { api, session } = useShell();
  const t = useMessages(FAVORITE_TEXTS);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const close = () => {
    setName('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problem = inLanguage(session.language, collectionNameProblem(name));
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setPending(true);
    try {
      const made = await api.call(COLLECTION_CALLS.collectionCreate, { body: { name: name.trim() } });
      setPending(false);
      setName('');
      setError(null);
      await onCreated(made);
    } catch (caught) {
      setPending(false);
      setError(messageOf(caught, t.notCreated));
      input.current?.focus();
    }
  };

  return (
    <Frame isOpen={isOpen} pending={pending} onClose={close}>
      <Heading slot="title" className="sf-dialog-title">
        {t.newCollection}
      </Heading>
      <p className="afv-modal-text">{t.nameIt(adding)}</p>
      <form noValidate onSubmit={submit} aria-busy={pending || undefined} className="afv-form">
        <TextField
          className="afv-field"
          value={name}
          onChange={(value) => {
            setName(value);
            if (error) setError(inLanguage(session.language, collectionNameProblem(value)));
          }}
          isInvalid={error !== null}
          isRequired
          validationBehavior="aria"
          autoFocus
        >
          <Label className="afv-label">{t.collectionName}</Label>
          <Input className="afv-input" autoComplete="off" ref={input} />
          <FieldError className="afv-field-error">{error}</FieldError>
        </TextField>
        <div className="sf-dialog-actions">
          <Button className="sf-button sf-button--secondary" onPress={close} isDisabled={pending}>
            {t.cancel}
          </Button>
          <Button type="submit" className="sf-button" isPending={pending}>
            {pending ? t.creating : t.createCollection}
          </Button>
        </div>
      </form>
    </Frame>
  );
}

interface DeleteProps {
  /** The collection to delete; null: the dialog is closed. */
  collection: Collection | null;
  onDeleted(collection: Collection): void;
  onClose(): void;
}

/** The confirm step of deleting a collection: starts on Cancel (the safe answer) and keeps a refusal inside. */
export function DeleteCollectionDialog({ collection, onDeleted, onClose }: DeleteProps) {
  const { api, toasts } = useShell();
  const t = useMessages(FAVORITE_TEXTS);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!collection || pending) return;
    setPending(true);
    setError(null);
    try {
      await api.call(COLLECTION_CALLS.collectionDelete, { body: { collection_id: collection.id } });
      setPending(false);
      toasts.show({ kind: 'success', message: t.collectionToast('deleted', collection.name) });
      onDeleted(collection);
    } catch (caught) {
      setPending(false);
      setError(messageOf(caught, t.notDeleted));
    }
  };

  return (
    <Frame isOpen={collection !== null} pending={pending} onClose={close} role="alertdialog">
      {collection ? (
        <>
          <Heading slot="title" className="sf-dialog-title">
            {t.deleteWhat(collection.name)}
          </Heading>
          <p className="afv-modal-text">{t.deleteConfirm}</p>
          <p className="afv-modal-text">The products stay in your favorites.</p>
          {error ? (
            <p className="afv-modal-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="sf-dialog-actions">
            <Button className="sf-button sf-button--secondary" onPress={close} isDisabled={pending} autoFocus>
              {t.cancel}
            </Button>
            <Button className="sf-button afv-danger" onPress={confirm} isPending={pending}>
              {pending ? t.deleting : t.deleteCollection}
            </Button>
          </div>
        </>
      ) : null}
    </Frame>
  );
}

interface ShareProps {
  /** The collection to share; null: the dialog is closed. */
  collection: Collection | null;
  onClose(): void;
}

/**
 * Share by email: the recipient's email (required; the email rules of every form, section 5) and an optional
 * message. Each field is checked when it is left and on Send; the api's refusal (a daily limit, a pause between two
 * emails to one recipient) stays inside the dialog.
 */
export function ShareCollectionDialog({ collection, onClose }: ShareProps) {
  const { api, toasts, session } = useShell();
  const t = useMessages(FAVORITE_TEXTS);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [messageError, setMessageError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const messageInput = useRef<HTMLTextAreaElement>(null);

  const close = () => {
    setEmail('');
    setMessage('');
    setEmailError(null);
    setMessageError(null);
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!collection || pending) return;
    const emailProblem = inLanguage(session.language, collectionEmailProblem(email));
    const messageProblem = inLanguage(session.language, collectionMessageProblem(message));
    setEmailError(emailProblem);
    setMessageError(messageProblem);
    setError(null);
    if (emailProblem || messageProblem) {
      (emailProblem ? emailInput : messageInput).current?.focus();
      return;
    }
    setPending(true);
    try {
      const sent = await api.call(COLLECTION_CALLS.collectionShareSendEmail, { body: { collection_id: collection.id, email: email.trim(), message: message.trim() || undefined } });
      setPending(false);
      toasts.show({ kind: 'success', message: t.collectionToast('shared', sent.email) });
      close();
    } catch (caught) {
      setPending(false);
      setError(messageOf(caught, t.notSent));
    }
  };

  const length = message.trim().length;
  return (
    <Frame isOpen={collection !== null} pending={pending} onClose={close}>
      {collection ? (
        <>
          <Heading slot="title" className="sf-dialog-title">
            {t.shareWhat(collection.name)}
          </Heading>
          <p className="afv-modal-text">
            {t.shareNote(COLLECTION_SHARE_DAYS)}
          </p>
          <form noValidate onSubmit={submit} aria-busy={pending || undefined} className="afv-form">
            <TextField
              className="afv-field"
              type="email"
              value={email}
              onChange={(value) => {
                setEmail(value);
                if (emailError) setEmailError(inLanguage(session.language, collectionEmailProblem(value)));
              }}
              onBlur={() => setEmailError(email.trim() ? inLanguage(session.language, collectionEmailProblem(email)) : emailError)}
              isInvalid={emailError !== null}
              isRequired
              validationBehavior="aria"
              autoFocus
            >
              <Label className="afv-label">{t.recipientEmail}</Label>
              <Input className="afv-input" autoComplete="email" inputMode="email" ref={emailInput} />
              <FieldError className="afv-field-error">{emailError}</FieldError>
            </TextField>
            <TextField
              className="afv-field"
              value={message}
              onChange={(value) => {
                setMessage(value);
                if (messageError) setMessageError(inLanguage(session.language, collectionMessageProblem(value)));
              }}
              onBlur={() => setMessageError(inLanguage(session.language, collectionMessageProblem(message)))}
              isInvalid={messageError !== null}
              validationBehavior="aria"
            >
              <Label className="afv-label">{t.messageOptional}</Label>
              <TextArea className="afv-input afv-textarea" rows={4} ref={messageInput} />
              <Text slot="description" className={`afv-count${length > COLLECTION_MESSAGE_MAX ? ' afv-count--over' : ''}`}>
                {length} of {COLLECTION_MESSAGE_MAX} characters
              </Text>
              <FieldError className="afv-field-error">{messageError}</FieldError>
            </TextField>
            {error ? (
              <p className="afv-modal-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="sf-dialog-actions">
              <Button className="sf-button sf-button--secondary" onPress={close} isDisabled={pending}>
                {t.cancel}
              </Button>
              <Button type="submit" className="sf-button" isPending={pending}>
                {pending ? t.sending : t.send}
              </Button>
            </div>
          </form>
        </>
      ) : null}
    </Frame>
  );
}
