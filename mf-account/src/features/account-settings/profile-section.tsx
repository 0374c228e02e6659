import { ABOUT_ME_MAX, ACCOUNT_CALLS, FILE_RULES, aboutMeProblem, acceptedTypes, fileProblem, uploadFile, type AccountProfile } from '@storefront/contracts';
import { useMessages, useShell, useSubmit } from '@storefront/remote-kit';
import { specMessage } from '../../ui/spec-messages';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, DropZone, FileTrigger, Form, Text, type DropItem, type FileDropItem } from 'react-aria-components';
import { Heading, Notice, SubmitButton, TextAreaInput } from './form-kit';
import { initialsOf, isAbort, megabytes, messageOf } from './settings-rules';
import { SETTINGS_MESSAGES_ZH, SETTINGS_TEXTS } from './texts';
import './sheet';

interface SectionProps {
  level: number;
  profile: AccountProfile;
  onChange(profile: AccountProfile): void;
}

const AVATAR = FILE_RULES.avatar;

/** A local preview of a chosen picture (an object URL, let go when it is no longer shown). */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * The profile picture (spec section 5: jpg or png under 20M): chosen or dropped, checked, previewed, then uploaded
 * (with its progress) and made the account's picture. The header's avatar shows the account's `head_img`.
 */
function PictureForm({ level, profile, onChange }: SectionProps) {
  const { api, brand, session, account } = useShell();
  const t = useMessages(SETTINGS_TEXTS);
  const headingId = useId();
  const rulesId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const preview = usePreview(file);
  const { pending, run } = useSubmit();

  useEffect(() => () => controller.current?.abort(), []);

  const choose = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    setNotice(null);
    const wrong = fileProblem('avatar', chosen);
    setProblem(wrong ? specMessage(session.language, wrong, SETTINGS_MESSAGES_ZH) : '');
    setFile(wrong ? null : chosen);
  };
  const drop = async (items: DropItem[]) => {
    const files = await Promise.all(items.filter((i): i is FileDropItem => i.kind === 'file').map((i) => i.getFile()));
    choose(files);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem(specMessage(session.language, AVATAR.message, SETTINGS_MESSAGES_ZH));
      return;
    }
    void run(async () => {
      setNotice(null);
      const abort = new AbortController();
      controller.current = abort;
      setProgress(0);
      try {
        const uploaded = await uploadFile(file, { purpose: 'avatar', brand, session, signal: abort.signal, onProgress: setProgress });
        const next = await api.call(ACCOUNT_CALLS.headImg, { body: { file_id: uploaded.file_id } });
        onChange(next);
        setFile(null);
        setNotice({ kind: 'success', text: t.pictureSaved });
        // The header shows the new picture at once (a shell without refreshUser shows it on the next load).
        void account.refreshUser?.().catch(() => undefined);
      } catch (error) {
        if (!isAbort(error)) setNotice({ kind: 'error', text: messageOf(error) });
      } finally {
        controller.current = null;
        setProgress(null);
      }
    });
  };

  const shown = preview ?? (profile.head_img || null);
  return (
    <section className="acs-card" aria-labelledby={headingId}>
      <Heading level={level + 1} id={headingId} className="acs-card-title">
        {t.profilePicture}
      </Heading>
      <Form className="acs-picture" onSubmit={save}>
        <div className="acs-avatar" data-preview={preview ? 'true' : undefined}>
          {shown ? (
            <img src={shown} alt={preview ? t.previewPicture : t.yourPicture} width={120} height={120} />
          ) : (
            <span className="acs-avatar-initials" role="img" aria-label={t.noPicture}>
              {initialsOf(profile.first_name, profile.last_name, profile.email)}
            </span>
          )}
        </div>
        <div className="acs-picture-side">
          <DropZone className="acs-dropzone" onDrop={(event) => void drop(event.items)} aria-label={t.dropPicture}>
            <Text slot="label" className="acs-dropzone-text">
              {t.dragPicture}
            </Text>
            <FileTrigger acceptedFileTypes={acceptedTypes('avatar')} onSelect={(list) => choose(list ? Array.from(list) : [])}>
              <Button className="sf-button sf-button--secondary sf-button--small" aria-describedby={rulesId} isDisabled={pending}>
                {t.choosePicture}
              </Button>
            </FileTrigger>
          </DropZone>
          <p className="acs-hint" id={rulesId}>
            {t.pictureRules(megabytes(AVATAR.maxBytes))}
          </p>
          {problem ? (
            <p className="acs-error" role="alert">
              {problem}
            </p>
          ) : null}
          {file ? <p className="acs-muted">{t.chosen(file.name)}</p> : null}
          {progress !== null ? (
            <span className="acs-progress" role="progressbar" aria-label={t.uploadingPicture} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)}>
              <span style={{ width: `${Math.round(progress * 100)}%` }} />
            </span>
          ) : null}
          {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
          {file ? (
            <div className="acs-actions">
              <Button
                className="sf-button sf-button--secondary sf-button--small"
                isDisabled={pending}
                onPress={() => {
                  setFile(null);
                  setProblem('');
                }}
              >
                {t.cancel}
              </Button>
              <SubmitButton pending={pending} pendingLabel={t.savingPicture} className="sf-button sf-button--small">
                {t.savePicture}
              </SubmitButton>
            </div>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

/** About me: a short text (at most 500 characters), saved as it is typed, line breaks kept. */
function AboutMeForm({ level, profile, onChange }: SectionProps) {
  const { api, session } = useShell();
  const t = useMessages(SETTINGS_TEXTS);
  const headingId = useId();
  const [text, setText] = useState(profile.about_me);
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [touched, setTouched] = useState(false);
  const { pending, run } = useSubmit();
  const found = aboutMeProblem(text);
  const problem = found && specMessage(session.language, found, SETTINGS_MESSAGES_ZH);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setNotice(null);
    if (problem) return;
    void run(async () => {
      try {
        const next = await api.call(ACCOUNT_CALLS.aboutMe, { body: { about_me: text } });
        onChange(next);
        setText(next.about_me);
        setNotice({ kind: 'success', text: next.about_me ? t.aboutSaved : t.aboutCleared });
      } catch (error) {
        setNotice({ kind: 'error', text: messageOf(error) });
      }
    });
  };

  return (
    <section className="acs-card" aria-labelledby={headingId}>
      <Heading level={level + 1} id={headingId} className="acs-card-title">
        {t.aboutMe}
      </Heading>
      <Form className="acs-form" onSubmit={save} validationBehavior="aria">
        <TextAreaInput
          name="about_me"
          label={t.aboutMe}
          value={text}
          onChange={(value) => {
            setText(value);
            setNotice(null);
          }}
          onBlur={() => setTouched(true)}
          error={touched || text.trim().length > ABOUT_ME_MAX ? problem : null}
          description={t.aboutHint(text.trim().length, ABOUT_ME_MAX)}
        />
        {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
        <div className="acs-actions">
          <SubmitButton pending={pending} pendingLabel={t.saving}>
            {t.saveAbout}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/** The tier and price label of a trade account (spec section 3), set by the trade team. */
function TierCard({ level, profile }: Pick<SectionProps, 'level' | 'profile'>) {
  const headingId = useId();
  const t = useMessages(SETTINGS_TEXTS);
  if (!profile.tier || !profile.price_label) return null;
  return (
    <section className="acs-card" aria-labelledby={headingId}>
      <Heading level={level + 1} id={headingId} className="acs-card-title">
        {t.tierAndLabel}
      </Heading>
      <dl className="acs-facts">
        <div>
          <dt>{t.tier}</dt>
          <dd>{profile.tier}</dd>
        </div>
        <div>
          <dt>{t.priceLabel}</dt>
          <dd>{profile.price_label}</dd>
        </div>
      </dl>
      <p className="acs-muted">{t.tierNote}</p>
    </section>
  );
}

/** Profile: the picture, about me, and a trade account's tier and price label. */
export function ProfileSection(props: SectionProps) {
  const headingId = useId();
  const t = useMessages(SETTINGS_TEXTS);
  return (
    <section className="acs-section" aria-labelledby={headingId}>
      <Heading level={props.level} id={headingId} className="acs-section-title">
        {t.profile}
      </Heading>
      <TierCard level={props.level} profile={props.profile} />
      <PictureForm {...props} />
      <AboutMeForm {...props} />
    </section>
  );
}
