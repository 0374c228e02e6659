import type { ProjectSummary } from '@storefront/contracts';
import { Link, useMessages } from '@storefront/remote-kit';
import { useEffect, useId, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { SPEC_TEXTS, problemText } from '../../ui/spec-texts';
import type { CaraCalls } from '../cara-calls';
import { VISUALIZATION_TEXTS } from './texts';

/** "Save to project": the render kept in one of the company's projects (each named with its customer). */
export function SaveToProject({ calls, caseId, renderId }: { calls: CaraCalls; caseId: string; renderId: string }) {
  const t = useMessages(VISUALIZATION_TEXTS);
  const [saved, setSaved] = useState<ProjectSummary | null>(null);
  return (
    <div className="cara-save">
      <DialogTrigger onOpenChange={(open) => open && setSaved(null)}>
        <Button className="cara-button cara-button--small cara-button--ghost">{t.saveToProject}</Button>
        <ModalOverlay className="cara-modal-overlay" isDismissable>
          <Modal className="cara-modal cara-save-modal">
            <Dialog className="cara-dialog">
              {({ close }) => (
                <SaveForm
                  calls={calls}
                  caseId={caseId}
                  renderId={renderId}
                  onCancel={close}
                  onSaved={(project) => {
                    setSaved(project);
                    close();
                  }}
                />
              )}
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
      <p className="cara-said" role="status">
        {saved ? (
          <>
            {t.savedTo(saved.name)}{' '}
            <Link to={`/projectDetail?id=${encodeURIComponent(saved.id)}`}>{t.openProject}</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}

function SaveForm({ calls, caseId, renderId, onCancel, onSaved }: { calls: CaraCalls; caseId: string; renderId: string; onCancel: () => void; onSaved: (p: ProjectSummary) => void }) {
  const t = useMessages(VISUALIZATION_TEXTS);
  const spec = useMessages(SPEC_TEXTS);
  const field = useId();
  const [projects, setProjects] = useState<ProjectSummary[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    calls
      .projects()
      .then((answer) => live && setProjects(answer.list))
      .catch(() => {
        if (!live) return;
        setProjects([]);
        setProblem(spec.serverExceptionRetry);
      });
    return () => {
      live = false;
    };
  }, [calls, spec.serverExceptionRetry]);

  const submit = async () => {
    const project = projects?.find((p) => p.id === chosen);
    if (!project) {
      setProblem(t.chooseProject);
      return;
    }
    setSaving(true);
    setProblem('');
    try {
      await calls.caseToProject({ case_id: caseId, render_id: renderId, project_id: project.id });
      onSaved(project);
    } catch (error) {
      setProblem(problemText(error, spec));
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="cara-dialog-head">
        <Heading slot="title" className="cara-dialog-title">
          {t.saveTitle}
        </Heading>
      </div>
      <p>{t.saveIntro}</p>
      {projects === null ? <p className="cara-drop-hint">{t.loadingProjects}</p> : null}
      {projects?.length === 0 && !problem ? <p className="cara-empty">{t.noProjects}</p> : null}
      {projects && projects.length > 0 ? (
        <p className="cara-field">
          <label htmlFor={field}>{t.project}</label>
          <select id={field} value={chosen} onChange={(e) => setChosen(e.target.value)} aria-invalid={problem === t.chooseProject || undefined}>
            <option value="">{t.chooseProject}</option>
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {t.projectOption(p.name, p.customer_name)}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      {problem ? (
        <p className="cara-notice" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="cara-dialog-actions">
        <button type="button" className="cara-button cara-button--ghost" onClick={onCancel}>
          {t.cancel}
        </button>
        <button type="submit" className="cara-button" disabled={saving || !projects?.length}>
          {saving ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}
