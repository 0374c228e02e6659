import { PROJECT_CALLS, type ProjectListResponse } from '@storefront/contracts';
import { Link, refusalOf, useMessages, usePageData, useShell } from '@storefront/remote-kit';
import { createElement, useState, type ReactNode } from 'react';
import { canSeeProjects, projectsHref } from './center-rules';
import { CENTER_TEXTS } from './texts';
import './sheet';

/** The projects shown in the summary. */
export const SUMMARY_SIZE = 3;

export function PanelHeading({ children, id }: { children: ReactNode; id: string }) {
  return createElement('h2', { id, className: 'apc-panel-title', tabIndex: -1 }, children);
}

type ProjectsState = { status: 'loading' } | { status: 'ready'; answer: ProjectListResponse } | { status: 'failed'; message: string };
type ProjectsAnswer = Exclude<ProjectsState, { status: 'loading' }>;

/** A failure the api gave no message for (the panel says its own, in the session's language). */
const PROJECTS_FAILED = { status: 'failed', message: '' } as const satisfies ProjectsAnswer;

/**
 * Projects: how many, the latest changed few, and the way to all of them (/personalProject). Read with the page
 * (usePageData): the page server renders the summary into the first frame, and the browser hydrates it as sent.
 */
export function ProjectsPanel() {
  const { api, session } = useShell();
  const t = useMessages(CENTER_TEXTS);
  const available = canSeeProjects(session);
  const [attempt, setAttempt] = useState(0);
  const answer = usePageData<ProjectsAnswer | null>(
    // The key names what the read depends on: the mode (projects are the designer's) and the attempt.
    `center:projects:${session.mode}:${available ? attempt : 'unavailable'}`,
    async (signal) => {
      if (!available) return null;
      try {
        return { status: 'ready', answer: await api.call(PROJECT_CALLS.list, { body: { page: 1, limit: SUMMARY_SIZE }, signal }) };
      } catch (error) {
        if (signal.aborted) throw error;
        return { status: 'failed', message: refusalOf(error)?.message ?? PROJECTS_FAILED.message };
      }
    },
    PROJECTS_FAILED,
  );
  const state: ProjectsState = answer ?? { status: 'loading' };

  const all = projectsHref(session);
  let body: ReactNode;
  if (!available) {
    body = (
      <div className="apc-note">
        <p>{t.projectsInBrowsing}</p>
        <Link className="sf-button sf-button--small" to="/selectMode">
          {t.changeMode}
        </Link>
      </div>
    );
  } else if (state.status === 'loading') {
    body = (
      <p className="apc-muted" aria-busy="true">
        {t.loadingProjects}
      </p>
    );
  } else if (state.status === 'failed') {
    body = (
      <div className="apc-message" role="alert">
        <p>{state.message || t.projectsFailed}</p>
        <button type="button" className="sf-button sf-button--secondary sf-button--small" onClick={() => setAttempt((n) => n + 1)}>
          {t.tryAgain}
        </button>
      </div>
    );
  } else if (state.answer.total === 0) {
    body = (
      <div className="apc-empty">
        <p className="apc-empty-title">{t.noProjects}</p>
        <p>{t.howProjects}</p>
      </div>
    );
  } else {
    body = (
      <>
        <p className="apc-count">{t.projectCount(state.answer.total)}</p>
        <ul className="apc-projects" aria-label={t.latestProjects}>
          {state.answer.list.map((project) => (
            <li key={project.id} className="apc-project">
              <Link className="apc-project-link" to={`/projectDetail?id=${encodeURIComponent(project.id)}`}>
                {project.name}
              </Link>
              <span className="apc-muted">
                {project.customer_name ? `${project.customer_name} · ` : ''}
                {t.itemCount(project.item_count)}
              </span>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <section className="apc-panel-body" aria-labelledby="apc-projects-heading">
      <div className="apc-panel-head">
        <PanelHeading id="apc-projects-heading">{t.projects}</PanelHeading>
        {available ? (
          <Link className="sf-button sf-button--small" to={all}>
            {t.seeAllProjects}
          </Link>
        ) : null}
      </div>
      {body}
    </section>
  );
}

/** My Visualizations: Cara's room renders are kept on their own page. */
export function VisualizationsPanel() {
  const t = useMessages(CENTER_TEXTS);
  return (
    <section className="apc-panel-body" aria-labelledby="apc-visualizations-heading">
      <PanelHeading id="apc-visualizations-heading">{t.myVisualizations}</PanelHeading>
      <div className="apc-note">
        <p>{t.visualizationsNote}</p>
        <Link className="sf-button sf-button--small" to="/visualizations">
          {t.openVisualizations}
        </Link>
      </div>
    </section>
  );
}
