import { PROJECT_CALLS, type Customer, type ProjectListResponse } from '@storefront/contracts';
import { Link, useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { messageOf, projectHref, shortDate } from './book-rules';
import { BOOK_TEXTS } from './texts';
import './sheet';

type ListState = { status: 'loading' } | { status: 'ready'; data: ProjectListResponse } | { status: 'failed'; message: string };

/** The projects tab: the customer's projects, newest change first, each opening its detail. */
export function ProjectsTab({ customer }: { customer: Customer }) {
  const { api, session } = useShell();
  const t = useMessages(BOOK_TEXTS);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ListState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.call(PROJECT_CALLS.customerProjects, { body: { customer_id: customer.id }, signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: messageOf(error, '') });
      },
    );
    return () => controller.abort();
  }, [api, customer.id, attempt]);

  let body;
  if (state.status === 'loading') {
    body = (
      <>
        <p className="acb-status" role="status">
          {t.loadingProjects}
        </p>
        <div className="acb-skeleton" aria-hidden="true" />
      </>
    );
  } else if (state.status === 'failed') {
    body = (
      <div className="acb-message" role="alert">
        <p>{state.message || t.projectsFailed}</p>
        <Button className="sf-button sf-button--secondary sf-button--small" onPress={() => setAttempt((n) => n + 1)}>
          {t.tryAgain}
        </Button>
      </div>
    );
  } else if (state.data.list.length === 0) {
    body = (
      <div className="acb-empty">
        <p className="acb-empty-title">{t.noProjects}</p>
        <p>{t.projectsHint(customer.name)}</p>
      </div>
    );
  } else {
    body = (
      <>
        <p className="acb-status" role="status">
          {t.projectCount(state.data.total)}
        </p>
        <ul className="acb-projects" aria-label={t.projectsOf(customer.name)}>
          {state.data.list.map((project) => (
            <li key={project.id} className="acb-project">
              <h3 className="acb-project-name">
                <Link to={projectHref(project.id)} className="acb-project-link">
                  {project.name}
                </Link>
              </h3>
              <dl className="acb-project-facts">
                <div>
                  <dt>{t.items}</dt>
                  <dd>{project.item_count}</dd>
                </div>
                <div>
                  <dt>{t.units}</dt>
                  <dd>{project.unit_count}</dd>
                </div>
                <div>
                  <dt>{t.lastChange}</dt>
                  <dd>
                    <time dateTime={project.updated_at}>{shortDate(project.updated_at, session.language)}</time>
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="acb-tab-body">
      <h2 className="acb-section-title">{t.projects}</h2>
      {body}
    </div>
  );
}
