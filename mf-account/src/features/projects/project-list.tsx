import { PROJECT_PAGE_SIZE, type ProjectSummary } from '@storefront/contracts';
import { Link, Pager, useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { DeleteDialog } from './delete-dialog';
import { modeHasProjects, projectHref, shortDate } from './project-rules';
import { RenameForm } from './rename-form';
import { PROJECT_TEXTS } from './texts';
import { useProjectList } from './use-project-list';
import './sheet';

interface Props {
  title: string;
  lead: string;
  /** Rename and delete each project (a designer's list); an invited customer's list only reads. */
  manage: boolean;
  /** Shows each project's customer (a designer's projects belong to several). */
  showCustomer: boolean;
  /** What the list says when the caller has no project at all. */
  empty: ReactNode;
}

/**
 * A list of projects with search and pages: each project's name (the link to its detail), customer, item count and
 * last change; with `manage`, a rename in place and a delete behind a confirm step.
 */
export function ProjectList({ title, lead, manage, showCustomer, empty }: Props) {
  const { session } = useShell();
  const t = useMessages(PROJECT_TEXTS);
  const available = modeHasProjects(session);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const state = useProjectList(search, page, attempt, available);
  // Renamed projects as the api answered them, shown until the list is read again.
  const [renamed, setRenamed] = useState<ReadonlyMap<string, ProjectSummary>>(new Map());
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ProjectSummary | null>(null);
  const [notice, setNotice] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const renameButtons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<string | null>(null);
  // After the confirm dialog has closed (and given focus back), focus moves to the heading.
  const headingNext = useRef(false);
  const headingId = useId();
  const statusId = useId();

  useEffect(() => {
    setRenamed(new Map());
  }, [state.list]);

  useEffect(() => {
    if (deleting !== null || !headingNext.current) return;
    headingNext.current = false;
    headingRef.current?.focus();
  }, [deleting]);

  useEffect(() => {
    const id = refocus.current;
    if (id === null || renaming !== null) return;
    refocus.current = null;
    renameButtons.current.get(id)?.focus();
  }, [renaming, renamed]);

  if (!available) {
    return (
      <section className="apr-page" aria-labelledby={headingId}>
        <h1 id={headingId} className="apr-title">
          {title}
        </h1>
        <div className="apr-notice">
          <p>{t.notInBrowsing}</p>
          <Link className="sf-button sf-button--small" to="/selectMode">
            {t.changeMode}
          </Link>
        </div>
      </section>
    );
  }

  const list = state.list.map((p) => renamed.get(p.id) ?? p);
  const text = search.trim();
  const pages = state.total ? Math.max(1, Math.ceil(state.total / PROJECT_PAGE_SIZE)) : 1;
  const focusHeading = () => headingRef.current?.focus();

  const status =
    notice ||
    (state.status === 'loading'
      ? t.loadingProjects
      : state.status === 'failed'
        ? ''
        : state.total === 0
          ? ''
          : t.projectCount(state.total));

  let content: ReactNode;
  if (state.status === 'failed' && list.length === 0) {
    content = (
      <div className="apr-message" role="alert">
        <p>{state.message || t.projectsFailed}</p>
        <Button className="sf-button sf-button--secondary sf-button--small" onPress={() => setAttempt((n) => n + 1)}>
          {t.tryAgain}
        </Button>
      </div>
    );
  } else if (state.status === 'ready' && list.length === 0) {
    content = text ? <p className="apr-empty">{t.noMatch(text)}</p> : <div className="apr-empty">{empty}</div>;
  } else if (list.length === 0) {
    content = <div className="apr-skeleton" aria-hidden="true" />;
  } else {
    content = (
      <>
        {state.status === 'failed' ? (
          <div className="apr-message" role="alert">
            <p>{state.message || t.projectsFailed}</p>
            <Button className="sf-button sf-button--secondary sf-button--small" onPress={() => setAttempt((n) => n + 1)}>
              {t.tryAgain}
            </Button>
          </div>
        ) : null}
        <ul className={`apr-projects${state.status === 'loading' ? ' apr-projects--loading' : ''}`} aria-label={title} aria-busy={state.status === 'loading' || undefined}>
          {list.map((project) => (
            <li key={project.id} className="apr-project">
              <div className="apr-project-main">
                {renaming === project.id ? (
                  <RenameForm
                    project={project}
                    onRenamed={(next) => {
                      setRenamed((m) => new Map(m).set(next.id, next));
                      setNotice(t.renamedTo(next.name));
                      refocus.current = next.id;
                      setRenaming(null);
                    }}
                    onCancel={() => {
                      refocus.current = project.id;
                      setRenaming(null);
                    }}
                  />
                ) : (
                  <h2 className="apr-project-name">
                    <Link to={projectHref(project.id)} className="apr-project-link">
                      {project.name}
                    </Link>
                  </h2>
                )}
                {showCustomer ? (
                  <p className="apr-project-customer">
                    <span className="apr-fact-label">{t.customerLabel}</span>
                    {project.customer_name}
                  </p>
                ) : null}
              </div>
              <dl className="apr-project-facts">
                <div>
                  <dt>{t.items}</dt>
                  <dd>{project.item_count}</dd>
                </div>
                <div>
                  <dt>{t.lastChange}</dt>
                  <dd>
                    <time dateTime={project.updated_at}>{shortDate(project.updated_at, session.language)}</time>
                  </dd>
                </div>
              </dl>
              {manage ? (
                <div className="apr-project-actions">
                  <Button
                    className="sf-button sf-button--secondary sf-button--small"
                    aria-label={t.renameWhat(project.name)}
                    isDisabled={renaming === project.id}
                    ref={(el) => {
                      if (el) renameButtons.current.set(project.id, el);
                      else renameButtons.current.delete(project.id);
                    }}
                    onPress={() => {
                      setNotice('');
                      setRenaming(project.id);
                    }}
                  >
                    {t.rename}
                  </Button>
                  <Button className="sf-button sf-button--secondary sf-button--small apr-danger-text" aria-label={t.deleteWhat(project.name)} onPress={() => setDeleting(project)}>
                    {t.delete}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          pages={pages}
          label={t.pagesOf(title)}
          onPage={(next) => {
            setNotice('');
            setRenaming(null);
            setPage(next);
            focusHeading();
          }}
        />
      </>
    );
  }

  return (
    <section className="apr-page" aria-labelledby={headingId}>
      <header className="apr-head">
        <h1 id={headingId} className="apr-title" ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        <p className="apr-lead">{lead}</p>
      </header>
      <SearchField
        className="apr-search"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
          setNotice('');
        }}
        aria-describedby={statusId}
      >
        <Label className="apr-label">{t.searchProjects}</Label>
        <div className="apr-search-box">
          <svg className="apr-search-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <Input className="apr-input apr-search-input" placeholder={manage || showCustomer ? t.projectOrCustomer : t.projectName} />
          <Button className="apr-search-clear" aria-label={t.clearSearch}>
            ×
          </Button>
        </div>
      </SearchField>
      <p id={statusId} className="apr-status" role="status" aria-live="polite">
        {status}
      </p>
      {content}
      {manage ? (
        <DeleteDialog
          project={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(gone) => {
            setDeleting(null);
            setNotice(t.deleted(gone.name));
            // The last project of a later page: the page before it.
            if (list.length === 1 && page > 1) setPage(page - 1);
            else setAttempt((n) => n + 1);
            headingNext.current = true;
          }}
        />
      ) : null}
    </section>
  );
}
