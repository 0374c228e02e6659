import { TERMS, brandInfo, formatFigure as fig, formatRange as span } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { AtAGlance, Part, PolicyFrame } from './policy-frame';
import './sheet';

/** /cancellation: cancelling orders and white glove deliveries (spec section 9's figures). */
export default function CancellationPage() {
  const { brand } = useShell();
  const name = brandInfo(brand).name;
  return (
    <PolicyFrame
      id="cancellation"
      intro={<>How to cancel an order or a white glove delivery with {name}, and what it costs once the order is under way.</>}
    >
      <AtAGlance
        rows={[
          ['Cancel an order at no charge', `within ${fig(TERMS.orderCancellationWindow)} of ordering`],
          ['Cancel a white glove delivery', `${fig(TERMS.whiteGloveCancelNotice)} notice`],
          ['Reschedule a white glove delivery without fees', `more than ${fig(TERMS.whiteGloveRescheduleFeeUnder)} notice`],
          ['Restocking fee on shipped goods', fig(TERMS.restockingFee)],
          ['Refunds', span(TERMS.refundTime)],
        ]}
      />
      <Part title="Cancelling an order">
        <ul>
          <li>
            You may cancel an order within {fig(TERMS.orderCancellationWindow)} of placing it. Any deposit or payment is refunded in full.
          </li>
          <li>
            After {fig(TERMS.orderCancellationWindow)}, an order may only be cancelled if it has not shipped and we agree. Custom and
            made-to-order items cannot be cancelled once production has started.
          </li>
          <li>
            Goods that have already shipped are handled as a return: they need a return authorization (RA), must come back within{' '}
            {fig(TERMS.returnWindow)} of it and carry a {fig(TERMS.restockingFee)} restocking fee.
          </li>
        </ul>
      </Part>
      <Part title="White glove delivery">
        <ul>
          <li>To cancel a scheduled white glove delivery, give us at least {fig(TERMS.whiteGloveCancelNotice)} notice.</li>
          <li>
            Rescheduling with less than {fig(TERMS.whiteGloveRescheduleFeeUnder)} notice incurs fees, as does a delivery that cannot be
            made because nobody is there to receive it.
          </li>
        </ul>
      </Part>
      <Part title="How to cancel">
        <p>
          Use the Cancel action on the order in your account, or contact your sales representative with the order number. We confirm
          every cancellation by email.
        </p>
      </Part>
      <Part title="Refunds">
        <p>
          Refunds for cancelled orders are issued to the original payment method within {span(TERMS.refundTime)} of the cancellation
          being confirmed. See the <Link to="/refundPolicy">Standard Terms of Sale</Link> for returns and claims.
        </p>
      </Part>
    </PolicyFrame>
  );
}
