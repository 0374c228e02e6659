import { ERR, PROJECT_CALLS, PROJECT_MESSAGES, projectNameProblem, type ProjectSummary } from '@storefront/contracts';
import { refusalOf, useDialog, useMessages, useShell } from '@storefront/remote-kit';
import { specMessage } from '../../ui/spec-messages';
import { DIALOG_TEXTS, PROJECT_NAME_MESSAGES_ZH } from './texts';
import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { Button, FieldError, Form, Input, Label, ListBox, ListBoxItem, TextField } from 'react-aria-components';
import { useCustomerProjects } from './use-customer-projects';
import './sheet';

/** The width under which the dialog shows one step at a time, with a back step (spec sections 2 and 9). */
export const NARROW_QUERY = '(max-width: 992px)';

/** What the product page asked to add: the add_project payload without the project (section 7). */
export interface ProjectRequest {
  sku_number: string;
  buy_number: number;
  customizable_type?: number;
}

/** The request carried in the dialog's payload (back from CreateCustomer it comes again, with `created`). */
export function projectRequestOf(payload: Record<string, unknown>): ProjectRequest | null {
  const { sku_number, buy_number, customizable_type } = payload;
  if (typeof sku_number !== 'string' || !sku_number) return null;
  if (typeof buy_number !== 'number' || !Number.isInteger(buy_number) || buy_number < 1) return null;
  return { sku_number, buy_number, ...(customizable_type === 4 ? { customizable_type: 4 } : {}) };
}

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(NARROW_QUERY);
    const change = () => setNarrow(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return narrow;
}

type Customer = { id: string; name: string };

/** The customer list with search the dialog shows (the customers feature's picker, given by the remote's dialogs). */
export type CustomerPickerComponent = ComponentType<{
  currentId?: string | null;
  newId?: string | null;
  onChoose(customer: Customer): void;
  forbidden?: ReactNode;
}>;

/**
 * AddProject (spec sections 2, 4 and 7): the customer list with search, the chosen customer's projects and a new
 * project input, then Add. Wide, customers and projects stand side by side; narrow, one step at a time and Back
 * reverses. In client mode the customer the designer serves is preset and the dialog starts at Project.
 */
export function AddProject({ CustomerPicker }: { CustomerPicker: CustomerPickerComponent }) {
  const { api, session, dialogs, toasts } = useShell();
  const t = useMessages(DIALOG_TEXTS);
  const dialog = useDialog();
  const request = projectRequestOf(dialog.payload);
  const narrow = useNarrow();
  const created = typeof dialog.payload.created === 'string' ? dialog.payload.created : null;
  const createdName = typeof dialog.payload.createdName === 'string' ? dialog.payload.createdName : '';
  const served = session.mode === 'mibd_communicate' && session.customerId ? { id: session.customerId, name: session.customerName ?? '' } : null;
  const presetId = created ?? served?.id ?? null;
  const [customer, setCustomer] = useState<Customer | null>(created ? { id: created, name: createdName } : served);
  const [step, setStep] = useState<'customer' | 'project'>(presetId ? 'project' : 'customer');
  const { state, reload } = useCustomerProjects(customer?.id ?? null);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const customerName = customer?.name || (state.status === 'ready' ? (state.list[0]?.customer_name ?? '') : '');

  if (!request) {
    return (
      <div className="aap-message">
        <h3 className="aap-heading">{t.noProduct}</h3>
        <p>{t.openProduct}</p>
      </div>
    );
  }

  const chooseCustomer = (next: Customer) => {
    setCustomer(next);
    setProjectId(null);
    setProblem(null);
    setStep('project');
  };

  const add = async () => {
    if (adding || !projectId) return;
    setAdding(true);
    setProblem(null);
    try {
      const val = await api.call(PROJECT_CALLS.addItem, { body: { ...request, project_id: projectId } });
      toasts.show({ kind: 'success', message: val.message || t.added });
      dialog.close();
    } catch (error) {
      setProblem(refusalOf(error)?.message ?? t.notFound);
      setAdding(false);
    }
  };

  const showCustomers = !narrow || step === 'customer';
  const showProjects = !narrow || step === 'project';

  return (
    <div className="aap" data-narrow={narrow || undefined}>
      {showCustomers ? (
        <section className="aap-column" aria-labelledby="aap-customers-heading">
          <div className="aap-head">
            <h3 id="aap-customers-heading" className="aap-heading">
              {t.customer}
            </h3>
            <Button
              className="sf-button sf-button--secondary sf-button--small"
              onPress={() => dialogs.open('CreateCustomer', { back: 'AddProject', backPayload: { ...request } })}
            >
              <span aria-hidden="true">+&nbsp;</span>
              {t.createCustomer}
            </Button>
          </div>
          <CustomerPicker
            currentId={customer?.id ?? null}
            newId={created}
            onChoose={(c) => chooseCustomer({ id: c.id, name: c.name })}
            forbidden={<p>{t.noCustomersForProjects}</p>}
          />
        </section>
      ) : null}
      {showProjects ? (
        <section className="aap-column" aria-labelledby="aap-projects-heading">
          <div className="aap-head">
            {narrow && !(presetId && session.mode === 'mibd_communicate') ? (
              <Button className="acm-text-button aap-back" onPress={() => setStep('customer')}>
                <span aria-hidden="true">←&nbsp;</span>
                {t.back}
              </Button>
            ) : null}
            <h3 id="aap-projects-heading" className="aap-heading">
              {customerName ? t.projectsFor(customerName) : t.project}
            </h3>
          </div>
          {customer ? (
            <>
              <ProjectList state={state} selected={projectId} onSelect={setProjectId} />
              <NewProject
                customerId={customer.id}
                narrow={narrow}
                onCreated={async (project) => {
                  const list = await reload().catch(() => null);
                  const found = list?.find((p) => p.id === project.id);
                  setProjectId((found ?? project).id);
                }}
              />
            </>
          ) : (
            <p className="aap-hint">{t.chooseCustomer}</p>
          )}
        </section>
      ) : null}
      <div className="aap-footer">
        {problem ? (
          <p className="aap-problem" role="alert">
            {problem}
          </p>
        ) : null}
        <Button className="sf-button sf-button--primary" isDisabled={!projectId} isPending={adding} onPress={add}>
          {t.addToProject}
        </Button>
      </div>
    </div>
  );
}

function ProjectList({
  state,
  selected,
  onSelect,
}: {
  state: ReturnType<typeof useCustomerProjects>['state'];
  selected: string | null;
  onSelect(id: string): void;
}) {
  const t = useMessages(DIALOG_TEXTS);
  if (state.status === 'loading') return <p className="aap-hint" role="status">{t.loadingProjects}</p>;
  if (state.status === 'failed') return <p className="aap-problem" role="alert">{state.message}</p>;
  if (state.status !== 'ready') return null;
  return (
    <ListBox
      className="aap-projects"
      aria-label={t.projects}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={selected ? [selected] : []}
      onSelectionChange={(keys) => {
        if (keys === 'all') return;
        const [key] = [...keys];
        if (key !== undefined) onSelect(String(key));
      }}
      items={state.list}
      renderEmptyState={() => <p className="aap-hint">{t.noProjects}</p>}
    >
      {(project) => (
        <ListBoxItem id={project.id} textValue={project.name} className="aap-project">
          <span className="aap-project-name">{project.name}</span>{' '}
          <span className="aap-project-count">
            {t.itemCount(project.item_count)}
          </span>
        </ListBoxItem>
      )}
    </ListBox>
  );
}

/**
 * The new project input (section 5: required, at most 50, trimmed, unique per customer). A blank name is ignored on
 * wide screens and named on narrow ones; a failed create shows the server's message centered (section 8).
 */
function NewProject({ customerId, narrow, onCreated }: { customerId: string; narrow: boolean; onCreated(project: ProjectSummary): Promise<void> }) {
  const { api, session } = useShell();
  const t = useMessages(DIALOG_TEXTS);
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);
  const failureId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const problem = projectNameProblem(name);
    if (problem === PROJECT_MESSAGES.nameRequired && !narrow) return;
    setFailure(null);
    setFieldError(problem && specMessage(session.language, problem, PROJECT_NAME_MESSAGES_ZH));
    if (problem) return;
    busy.current = true;
    setCreating(true);
    try {
      const project = await api.call(PROJECT_CALLS.create, { body: { name: name.trim(), customer_id: customerId } });
      setName('');
      await onCreated(project);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.err === ERR.PROJECT_DUPLICATE) setFieldError(refusal.message);
      else setFailure(refusal?.message ?? t.submitFailed);
    } finally {
      busy.current = false;
      setCreating(false);
    }
  };

  return (
    <Form className="aap-new" onSubmit={submit} validationBehavior="aria">
      <TextField
        className="aap-new-field"
        value={name}
        onChange={(value) => {
          setName(value);
          setFieldError(null);
        }}
        isInvalid={fieldError !== null}
        maxLength={200}
      >
        <Label className="acm-label">{t.newProject}</Label>
        <div className="aap-new-row">
          <Input className="acm-input" placeholder={t.projectName} aria-describedby={failure ? failureId : undefined} />
          <Button type="submit" className="sf-button sf-button--secondary" isPending={creating}>
            {t.create}
          </Button>
        </div>
        <FieldError className="aap-field-error">{fieldError}</FieldError>
      </TextField>
      {failure ? (
        <p id={failureId} className="aap-failure" role="alert">
          {failure}
        </p>
      ) : null}
    </Form>
  );
}
