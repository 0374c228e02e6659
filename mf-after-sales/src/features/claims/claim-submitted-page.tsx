import { CLAIM_MESSAGES } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { ClaimFrame, claimPath } from './claim-parts';
import './sheet';

/** /feedbackText?ref= (spec section 8): the claim was submitted successfully, with its reference and where to follow it. */
export default function ClaimSubmittedPage() {
  const { route } = useShell();
  const reference = (route.query.ref ?? '').trim().toUpperCase();
  return (
    <ClaimFrame route="feedbackText">
      <div className="clm-card afs-notice afs-notice--success" role="status">
        <p className="afs-notice-title">Your claim was {CLAIM_MESSAGES.submitted}.</p>
        {reference ? <p>Your claim reference is {reference}. Our team will review it and email you when its state changes.</p> : null}
      </div>
      <div className="clm-links">
        {reference ? (
          <Link className="sf-button" to={claimPath('feedbackDetail', { ref: reference })}>
            View the claim
          </Link>
        ) : null}
        <Link className="sf-button sf-button--secondary" to={claimPath('feedback')}>
          Claims
        </Link>
      </div>
    </ClaimFrame>
  );
}
