import { PROJECT_CALLS, projectNameProblem, type ProjectSummary } from '@storefront/contracts';
import { refusalOf, useMessages, useShell } from '@storefront/remote-kit';
import { specMessage } from '../../ui/spec-messages';
import { useRef, useState, type FormEvent } from 'react';
import { Button, FieldError, Input, Label, TextField } from 'react-aria-components';
import { messageOf } from './project-rules';
import { PROJECT_MESSAGES_ZH, PROJECT_TEXTS } from './texts';
import './sheet';

interface Props {
  project: ProjectSummary;
  onRenamed(project: ProjectSummary): void;
  onCancel(): void;
}

/**
 * A project's new name, in place of its name: checked as typed once marked (required, at most 50 characters,
 * trimmed), and the api's refusal (a name the customer's projects already have) shown on the field.
 */
export function RenameForm({ project, onRenamed, onCancel }: Props) {
  const { api } = useShell();
  const { session } = useShell();
  const t = useMessages(PROJECT_TEXTS);
  const problemOf = (value: string) => {
    const problem = projectNameProblem(value);
    return problem && specMessage(session.language, problem, PROJECT_MESSAGES_ZH);
  };
  const [name, setName] = useState(project.name);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problem = problemOf(name);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    if (name.trim() === project.name) {
      onCancel();
      return;
    }
    setPending(true);
    try {
      const renamed = await api.call(PROJECT_CALLS.rename, { body: { project_id: project.id, name: name.trim() } });
      onRenamed(renamed);
    } catch (caught) {
      setError(refusalOf(caught)?.message ?? messageOf(caught, t.notRenamed));
      setPending(false);
      input.current?.focus();
    }
  };

  return (
    <form
      className="apr-rename"
      noValidate
      onSubmit={submit}
      aria-busy={pending || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !pending) {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <TextField
        className="apr-field apr-rename-field"
        value={name}
        onChange={(value) => {
          setName(value);
          if (error) setError(problemOf(value));
        }}
        isInvalid={error !== null}
        isRequired
        validationBehavior="aria"
        autoFocus
      >
        <Label className="apr-label">{t.projectName}</Label>
        <Input className="apr-input" autoComplete="off" ref={input} />
        <FieldError className="apr-field-error">{error}</FieldError>
      </TextField>
      <div className="apr-rename-actions">
        <Button type="submit" className="sf-button sf-button--small" isPending={pending}>
          {pending ? t.saving : t.save}
        </Button>
        <Button className="sf-button sf-button--secondary sf-button--small" onPress={onCancel} isDisabled={pending}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
