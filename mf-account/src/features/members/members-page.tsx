import { MEMBER_CALLS, hasFreeSeat, type Member } from '@storefront/contracts';
import { Link, useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { CloseDialog } from './close-dialog';
import { InviteDialog } from './invite-dialog';
import { actionsFor, mayManageMembers, messageOf, shortTime, type MemberAction } from './member-rules';
import { MEMBER_COLUMNS, MEMBER_TEXTS } from './texts';
import { useMembers } from './use-members';
import './sheet';

/**
 * /subAccountManagement (spec sections 2, 3, 4, 5 and 8): the company's members with their type, account, status,
 * invitation and close times (a table on wide screens, stacked cards on narrow ones); Invite, Resend, Close (asking
 * who receives the member's customers and projects) and Reopen; the company's seats, and the spec's message once
 * they are all taken.
 */
export default function MembersPage() {
  const { api, session } = useShell();
  const t = useMessages(MEMBER_TEXTS);
  const allowed = mayManageMembers(session);
  const [attempt, setAttempt] = useState(0);
  const state = useMembers(attempt, allowed);
  const [inviting, setInviting] = useState(false);
  const [closing, setClosing] = useState<Member | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus goes to the heading once a dialog that changed the list has closed (its trigger may be gone).
  const headingNext = useRef(false);
  const headingId = useId();
  const seatsId = useId();

  useEffect(() => {
    if (inviting || closing !== null || !headingNext.current) return;
    headingNext.current = false;
    headingRef.current?.focus();
  }, [inviting, closing]);

  const heading = (
    <header className="amb-head">
      <h1 id={headingId} className="amb-title" ref={headingRef} tabIndex={-1}>
        {t.title}
      </h1>
      <p className="amb-lead">{t.lead}</p>
    </header>
  );

  if (!allowed) {
    return (
      <section className="amb-page" aria-labelledby={headingId}>
        {heading}
        <div className="amb-notice">
          <p>{t.notAllowed}</p>
          {session.roles.includes('mode') ? (
            <Link className="sf-button sf-button--small" to="/selectMode">
              {t.changeMode}
            </Link>
          ) : null}
        </div>
      </section>
    );
  }

  const data = state.data;
  const reload = () => setAttempt((n) => n + 1);

  const act = async (action: Exclude<MemberAction, 'close'>, member: Member) => {
    if (busy) return;
    setBusy(member.id);
    setNotice('');
    setProblem('');
    try {
      if (action === 'resend') {
        await api.call(MEMBER_CALLS.resend, { body: { member_id: member.id } });
        setNotice(t.resent(member.account));
      } else {
        const reopened = await api.call(MEMBER_CALLS.reopen, { body: { member_id: member.id } });
        setNotice(t.reopened(member.name, t.status(reopened.status)));
      }
      reload();
    } catch (error) {
      setProblem(messageOf(error, action === 'resend' ? t.resendFailed : t.reopenFailed));
    } finally {
      setBusy(null);
    }
  };

  let content: ReactNode;
  if (!data) {
    content =
      state.status === 'failed' ? (
        <div className="amb-message" role="alert">
          <p>{state.message || t.membersFailed}</p>
          <Button className="sf-button sf-button--secondary sf-button--small" onPress={reload}>
            {t.tryAgain}
          </Button>
        </div>
      ) : (
        <div className="amb-skeleton" aria-hidden="true" />
      );
  } else if (data.list.length === 0) {
    content = (
      <div className="amb-empty">
        <p className="amb-empty-title">{t.noMembers}</p>
        <p>{t.membersHint}</p>
      </div>
    );
  } else {
    content = (
      <table className={`amb-table${state.status === 'loading' ? ' amb-table--loading' : ''}`} aria-busy={state.status === 'loading' || undefined}>
        <caption className="sf-visually-hidden">{t.members}</caption>
        <thead>
          <tr>
            {MEMBER_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t.column(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.list.map((member) => (
            <tr key={member.id} className={`amb-row amb-row--${member.status.replace(/ /g, '-')}`}>
              <td>
                <span className="amb-cell-label" aria-hidden="true">
                  {t.column('Type')}
                </span>
                {t.type(member.type)}
              </td>
              <td className="amb-account">
                <span className="amb-cell-label" aria-hidden="true">
                  {t.column('Account')}
                </span>
                {member.account}
              </td>
              <th scope="row" className="amb-name">
                <span className="amb-cell-label" aria-hidden="true">
                  {t.column('Name')}
                </span>
                {member.name}
              </th>
              <td>
                <span className="amb-cell-label" aria-hidden="true">
                  {t.column('Status')}
                </span>
                <span className={`amb-status amb-status--${member.status.replace(/ /g, '-')}`}>{t.status(member.status)}</span>
              </td>
              <td>
                <span className="amb-cell-label" aria-hidden="true">
                  {t.column('Invitation time')}
                </span>
                <time dateTime={member.invited_at}>{shortTime(member.invited_at, session.language)}</time>
              </td>
              <td>
                <span className="amb-cell-label" aria-hidden="true">
                  {t.column('Close time')}
                </span>
                {member.closed_at ? (
                  <time dateTime={member.closed_at}>{shortTime(member.closed_at, session.language)}</time>
                ) : (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sf-visually-hidden">{t.none}</span>
                  </>
                )}
              </td>
              <td className="amb-actions">
                {actionsFor(member).map((action) => (
                  <Button
                    key={action}
                    className={`sf-button sf-button--secondary sf-button--small${action === 'close' ? ' amb-danger-text' : ''}`}
                    aria-label={t.actionName(action, member.name)}
                    isPending={busy === member.id}
                    isDisabled={busy !== null && busy !== member.id}
                    onPress={() => {
                      if (action === 'close') {
                        setNotice('');
                        setProblem('');
                        setClosing(member);
                      } else void act(action, member);
                    }}
                  >
                    {t.action(action)}
                  </Button>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  const full = data !== null && !hasFreeSeat(data);

  return (
    <section className="amb-page" aria-labelledby={headingId}>
      {heading}
      <div className="amb-toolbar">
        <div className="amb-seats" id={seatsId}>
          {data ? (
            <p>
              {t.seatsBefore}
              <strong>{data.active_accounts}</strong>
              {t.seatsOf}
              <strong>{data.max_active_accounts}</strong>
              {t.seatsAfter}
            </p>
          ) : null}
          {full ? <p className="amb-full">{t.maxActive}</p> : null}
        </div>
        <Button className="sf-button" onPress={() => setInviting(true)} isDisabled={!data || full} aria-describedby={seatsId}>
          {t.inviteMember}
        </Button>
      </div>
      <p className="amb-status-line" role="status" aria-live="polite">
        {notice}
      </p>
      {problem ? (
        <div className="amb-message amb-message--inline" role="alert">
          <p>{problem}</p>
        </div>
      ) : null}
      {state.status === 'failed' && data ? (
        <div className="amb-message amb-message--inline" role="alert">
          <p>{state.message || t.membersFailed}</p>
          <Button className="sf-button sf-button--secondary sf-button--small" onPress={reload}>
            {t.tryAgain}
          </Button>
        </div>
      ) : null}
      {content}
      <InviteDialog
        isOpen={inviting}
        onClose={() => setInviting(false)}
        onInvited={(member) => {
          setInviting(false);
          setProblem('');
          setNotice(t.invitedTo(member.account));
          headingNext.current = true;
          reload();
        }}
      />
      <CloseDialog
        member={closing}
        receivers={data?.receivers ?? []}
        onCancel={() => setClosing(null)}
        onClosed={(member, receiver, answer) => {
          setClosing(null);
          setNotice(t.closedNotice(member.name, receiver.name, answer.moved.customers, answer.moved.projects));
          headingNext.current = true;
          reload();
        }}
      />
    </section>
  );
}
