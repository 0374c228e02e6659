import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import '../sheet';

/** The form's submit button: shows that it works and ignores presses until the answer is in. */
export function SubmitButton({ pending, children, variant = 'primary' }: { pending: boolean; children: ReactNode; variant?: 'primary' | 'secondary' }) {
  return (
    <Button type="submit" className={`acc-button acc-button--${variant}`} isPending={pending}>
      {({ isPending }) => (
        <>
          {isPending ? <span className="acc-spinner" aria-hidden="true" /> : null}
          <span>{children}</span>
        </>
      )}
    </Button>
  );
}
