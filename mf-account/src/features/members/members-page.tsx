import { COMPANY_ACCOUNT_TYPE_LABELS, MEMBER_CALLS, MEMBER_MESSAGES, hasFreeSeat, type Member } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { CloseDialog } from './close-dialog';
import { InviteDialog } from './invite-dialog';
import { ACTION_LABELS, actionName, actionsFor, closedNotice, mayManageMembers, messageOf, shortTime, statusLabel, type MemberAction } from './member-rules';
import { useMembers } from './use-members';
import './sheet';

const COLUMNS = ['Type', 'Account', 'Name', 'Status', 'Invitation time', 'Close time', 'Actions'] as const;

/**
 * /subAccountManagement (spec sections 2, 3, 4, 5 and 8): the company's members with their type, account, status,
 * invitation and close times (a table on wide screens, stacked cards on narrow ones); Invite, Resend, Close (asking
 * who receives the member's customers and projects) and Reopen; the company's seats, and the spec's message once
 * they are all taken.
 */
export default function MembersPage() {
  const { api, session } = useShell();
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
        Manage Members
      </h1>
      <p className="amb-lead">Invite the people of your company to the trade account, send an invitation again, close and reopen their accounts.</p>
    </header>
  );

  if (!allowed) {
    return (
      <section className="amb-page" aria-labelledby={headingId}>
        {heading}
        <div className="amb-notice">
          <p>Members are managed by your company&apos;s designer in Designer Mode.</p>
          {session.roles.includes('mode') ? (
            <Link className="sf-button sf-button--small" to="/selectMode">
              Change mode
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
        setNotice(`${MEMBER_MESSAGES.resent} (${member.account}).`);
      } else {
        const reopened = await api.call(MEMBER_CALLS.reopen, { body: { member_id: member.id } });
        setNotice(`${member.name} was reopened: ${statusLabel(reopened.status).toLowerCase()}.`);
      }
      reload();
    } catch (error) {
      setProblem(messageOf(error, action === 'resend' ? 'The invitation could not be sent' : 'The member could not be reopened'));
    } finally {
      setBusy(null);
    }
  };

  let content: ReactNode;
  if (!data) {
    content =
      state.status === 'failed' ? (
        <div className="amb-message" role="alert">
          <p>{state.message}</p>
          <Button className="sf-button sf-button--secondary sf-button--small" onPress={reload}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="amb-skeleton" aria-hidden="true" />
      );
  } else if (data.list.length === 0) {
    content = (
      <div className="amb-empty">
        <p className="amb-empty-title">You have not invited any members yet.</p>
        <p>Members sign in with their own email and work with your company&apos;s customers and projects.</p>
      </div>
    );
  } else {
    content = (
      <table className={`amb-table${state.status === 'loading' ? ' amb-table--loading' : ''}`} aria-busy={state.status === 'loading' || undefined}>
        <caption className="sf-visually-hidden">Members</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.list.map((member) => (
            <tr key={member.id} className={`amb-row amb-row--${member.status.replace(/ /g, '-')}`}>
              <td>
                <span className="amb-cell-label" aria-hidden="true">
                  Type
                </span>
                {COMPANY_ACCOUNT_TYPE_LABELS[member.type]}
              </td>
              <td className="amb-account">
                <span className="amb-cell-label" aria-hidden="true">
                  Account
                </span>
                {member.account}
              </td>
              <th scope="row" className="amb-name">
                <span className="amb-cell-label" aria-hidden="true">
                  Name
                </span>
                {member.name}
              </th>
              <td>
                <span className="amb-cell-label" aria-hidden="true">
                  Status
                </span>
                <span className={`amb-status amb-status--${member.status.replace(/ /g, '-')}`}>{statusLabel(member.status)}</span>
              </td>
              <td>
                <span className="amb-cell-label" aria-hidden="true">
                  Invitation time
                </span>
                <time dateTime={member.invited_at}>{shortTime(member.invited_at)}</time>
              </td>
              <td>
                <span className="amb-cell-label" aria-hidden="true">
                  Close time
                </span>
                {member.closed_at ? (
                  <time dateTime={member.closed_at}>{shortTime(member.closed_at)}</time>
                ) : (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sf-visually-hidden">None</span>
                  </>
                )}
              </td>
              <td className="amb-actions">
                {actionsFor(member).map((action) => (
                  <Button
                    key={action}
                    className={`sf-button sf-button--secondary sf-button--small${action === 'close' ? ' amb-danger-text' : ''}`}
                    aria-label={actionName(action, member)}
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
                    {ACTION_LABELS[action]}
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
              <strong>{data.active_accounts}</strong> of <strong>{data.max_active_accounts}</strong> accounts in use (activated or waiting for activation)
            </p>
          ) : null}
          {full ? <p className="amb-full">{MEMBER_MESSAGES.maxActive}</p> : null}
        </div>
        <Button className="sf-button" onPress={() => setInviting(true)} isDisabled={!data || full} aria-describedby={seatsId}>
          Invite member
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
          <p>{state.message}</p>
          <Button className="sf-button sf-button--secondary sf-button--small" onPress={reload}>
            Try again
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
          setNotice(`${MEMBER_MESSAGES.invited} to ${member.account}.`);
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
          setNotice(closedNotice(member, receiver.name, answer.moved));
          headingNext.current = true;
          reload();
        }}
      />
    </section>
  );
}
