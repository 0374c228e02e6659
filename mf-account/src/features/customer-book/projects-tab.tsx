import { PROJECT_CALLS, type Customer, type ProjectListResponse } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { countOf, messageOf, projectHref, shortDate } from './book-rules';
import './sheet';

type ListState = { status: 'loading' } | { status: 'ready'; data: ProjectListResponse } | { status: 'failed'; message: string };

/** The projects tab: the customer's projects, newest change first, each opening its detail. */
export function ProjectsTab({ customer }: { customer: Customer }) {
  const { api } = useShell();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ListState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.call(PROJECT_CALLS.customerProjects, { body: { customer_id: customer.id }, signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: messageOf(error, 'The projects could not be loaded') });
      },
    );
    return () => controller.abort();
  }, [api, customer.id, attempt]);

  let body;
  if (state.status === 'loading') {
    body = (
      <>
        <p className="acb-status" role="status">
          Loading projects…
        </p>
        <div className="acb-skeleton" aria-hidden="true" />
      </>
    );
  } else if (state.status === 'failed') {
    body = (
      <div className="acb-message" role="alert">
        <p>{state.message}</p>
        <Button className="sf-button sf-button--secondary sf-button--small" onPress={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </div>
    );
  } else if (state.data.list.length === 0) {
    body = (
      <div className="acb-empty">
        <p className="acb-empty-title">No projects yet</p>
        <p>Add products to a project for {customer.name} from a product’s page.</p>
      </div>
    );
  } else {
    body = (
      <>
        <p className="acb-status" role="status">
          {countOf(state.data.total, 'project')}
        </p>
        <ul className="acb-projects" aria-label={`${customer.name}’s projects`}>
          {state.data.list.map((project) => (
            <li key={project.id} className="acb-project">
              <h3 className="acb-project-name">
                <Link to={projectHref(project.id)} className="acb-project-link">
                  {project.name}
                </Link>
              </h3>
              <dl className="acb-project-facts">
                <div>
                  <dt>Items</dt>
                  <dd>{project.item_count}</dd>
                </div>
                <div>
                  <dt>Units</dt>
                  <dd>{project.unit_count}</dd>
                </div>
                <div>
                  <dt>Last change</dt>
                  <dd>
                    <time dateTime={project.updated_at}>{shortDate(project.updated_at)}</time>
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
      <h2 className="acb-section-title">Projects</h2>
      {body}
    </div>
  );
}
