import { CLAIM_CALLS, formatPrice, orderDate, type ClaimListResponse } from '@storefront/contracts';
import { Link, Pager, useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';
import { ClaimFrame, SignInPrompt, StateBadge, claimPath, useHere, useSignedIn } from './claim-parts';
import './sheet';

/** While another page loads, the page shown stays (and the pager with the focus on it). */
type ListState = { status: 'loading'; claims?: ClaimListResponse } | { status: 'ready'; claims: ClaimListResponse } | { status: 'failed' };

/** /feedback (spec sections 2 and 3): the company's claims, newest first and a page at a time, with a link to submit one. */
export default function ClaimsPage() {
  const signedIn = useSignedIn();
  const here = useHere();
  return (
    <ClaimFrame route="feedback" intro="Claims you have filed on delivered orders, and where each one stands.">
      {signedIn ? <ClaimList /> : <SignInPrompt action="see your claims" back={here} />}
    </ClaimFrame>
  );
}

function ClaimList() {
  const { api } = useShell();
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [page, setPage] = useState(1);
  const claims = state.status === 'failed' ? undefined : state.claims;
  useEffect(() => {
    const controller = new AbortController();
    setState((shown) => ({ status: 'loading', claims: shown.status === 'failed' ? undefined : shown.claims }));
    api.call(CLAIM_CALLS.list, { body: { page }, signal: controller.signal }).then(
      (answer) => {
        if (!controller.signal.aborted) setState({ status: 'ready', claims: answer });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api, attempt, page]);

  return (
    <div className="clm-card" aria-busy={state.status === 'loading' || undefined}>
      <div className="clm-bar">
        <h2>Your claims</h2>
        <Link className="sf-button" to={claimPath('subClaim')}>
          Submit a Claim
        </Link>
      </div>
      {state.status === 'loading' && !claims ? (
        <p role="status" className="clm-empty">
          Loading your claims…
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <div role="alert">
          <p>Your claims could not be loaded.</p>
          <button type="button" className="sf-button sf-button--secondary sf-button--small" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      ) : null}
      {state.status === 'ready' && state.claims.list.length === 0 ? <p className="clm-empty">You have not filed any claims yet.</p> : null}
      {claims && claims.list.length > 0 ? (
        <table className="clm-table">
          <caption className="clm-visually-hidden">Your claims, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Order</th>
              <th scope="col">Kind</th>
              <th scope="col">Requested</th>
              <th scope="col">State</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {claims.list.map((claim) => (
              <tr key={claim.id}>
                <td data-label="Reference">
                  <Link to={claimPath('feedbackDetail', { ref: claim.reference })}>{claim.reference}</Link>
                </td>
                <td data-label="Order">{claim.order_number}</td>
                <td data-label="Kind">{claim.kind_label}</td>
                <td data-label="Requested">{formatPrice(claim.requested_amount)}</td>
                <td data-label="State">
                  <StateBadge state={claim.state} label={claim.state_label} />
                </td>
                <td data-label="Date">{orderDate(claim.date)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {claims ? (
        <Pager page={claims.page} pages={Math.ceil(claims.total / Math.max(1, claims.limit))} total={claims.total} label="claims" onPage={setPage} />
      ) : null}
    </div>
  );
}
