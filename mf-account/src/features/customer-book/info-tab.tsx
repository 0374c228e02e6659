import { emailLocked, type CustomerDetailResponse } from '@storefront/contracts';
import { Suspense } from 'react';
import { CustomerForm } from '../customers';
import './sheet';

interface Props {
  detail: CustomerDetailResponse;
  onSaved(detail: CustomerDetailResponse): void;
}

/**
 * Customer info: the customer form (spec section 5), saved in place. Once an invitation was sent the email is
 * read-only (section 4), and the api refuses a change of it on the email field.
 */
export function InfoTab({ detail, onSaved }: Props) {
  return (
    <Suspense fallback={<div className="acb-skeleton acb-skeleton--card" aria-hidden="true" />}>
      <CustomerForm className="acb-info" edit={{ customer: detail.customer, emailLocked: emailLocked(detail.invitation), onSaved }} />
    </Suspense>
  );
}
