import { CLAIM_CALLS, MESSAGES, formatPrice, orderDate, readUrlAtWidth, type ClaimDetailResponse } from '@storefront/contracts';
import { Link, refusalOf, useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';
import { ClaimFrame, SignInPrompt, StateBadge, claimPath, useHere, useSignedIn } from './claim-parts';
import './sheet';

type DetailState = { status: 'loading' } | { status: 'ready'; claim: ClaimDetailResponse } | { status: 'refused'; message: string } | { status: 'failed' };

/** /feedbackDetail?ref=: one claim with its state, the note from staff, its items, contact, description and images. */
export default function ClaimDetailPage() {
  const signedIn = useSignedIn();
  const here = useHere();
  return <ClaimFrame route="feedbackDetail">{signedIn ? <ClaimDetail /> : <SignInPrompt action="see this claim" back={here} />}</ClaimFrame>;
}

function ClaimDetail() {
  const { api, route } = useShell();
  const reference = (route.query.ref ?? '').trim();
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!reference) {
      setState({ status: 'refused', message: MESSAGES.claimNotFound });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.call(CLAIM_CALLS.detail, { body: { reference }, signal: controller.signal }).then(
      (claim) => setState({ status: 'ready', claim }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const refusal = refusalOf(error);
        setState(refusal ? { status: 'refused', message: refusal.message } : { status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api, reference, attempt]);

  const back = (
    <p>
      <Link to={claimPath('feedback')}>Back to Claims</Link>
    </p>
  );
  if (state.status === 'loading') {
    return (
      <p role="status" className="clm-empty">
        Loading the claim…
      </p>
    );
  }
  if (state.status === 'refused') {
    return (
      <>
        <p role="alert" className="clm-card">
          {state.message}
        </p>
        {back}
      </>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert" className="clm-card">
        <p>The claim could not be loaded.</p>
        <button type="button" className="sf-button sf-button--secondary sf-button--small" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </div>
    );
  }
  const { claim } = state;
  return (
    <>
      <div className="clm-card">
        <h2>Claim {claim.reference}</h2>
        <dl className="clm-dl">
          <dt>State</dt>
          <dd>
            <StateBadge state={claim.state} label={claim.state_label} />
          </dd>
          <dt>Order</dt>
          <dd>{claim.order_number}</dd>
          <dt>Kind of claim</dt>
          <dd>{claim.kind_label}</dd>
          <dt>Requested amount</dt>
          <dd>{formatPrice(claim.requested_amount)}</dd>
          <dt>Submitted</dt>
          <dd>{orderDate(claim.date)}</dd>
          <dt>Last updated</dt>
          <dd>{orderDate(claim.updated_at)}</dd>
        </dl>
      </div>
      <div className="clm-card">
        <h2>Note from our team</h2>
        <p className="clm-note">{claim.staff_note || 'No note yet. We will email you when the claim moves.'}</p>
      </div>
      <div className="clm-card">
        <h2>Items</h2>
        <ul>
          {claim.items.map((item) => (
            <li key={item.item_id}>
              {item.quantity} × {item.name} ({item.sku_number})
            </li>
          ))}
        </ul>
      </div>
      <div className="clm-card">
        <h2>Claims contact</h2>
        <dl className="clm-dl">
          <dt>Name</dt>
          <dd>{claim.contact_name}</dd>
          <dt>Number</dt>
          <dd>{claim.contact_phone}</dd>
          <dt>Email</dt>
          <dd>{claim.contact_email}</dd>
        </dl>
        {claim.description ? (
          <>
            <h3>Description</h3>
            <p className="clm-note">{claim.description}</p>
          </>
        ) : null}
      </div>
      <div className="clm-card">
        <h2>Images</h2>
        <ul className="clm-photos">
          {claim.photos.map((photo, index) => (
            <li key={photo.file_id} className="clm-photo">
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={readUrlAtWidth(photo.url, 300)} alt={`Image ${index + 1} of claim ${claim.reference}`} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      </div>
      {back}
    </>
  );
}
