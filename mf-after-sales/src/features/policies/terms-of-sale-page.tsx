import { TERMS, brandInfo, formatFigure as fig, formatRange as span } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { AtAGlance, Part, PolicyFrame } from './policy-frame';
import './sheet';

/** /refundPolicy: the standard terms of sale (spec sections 2 and 9): payment, returns, claims, refunds. */
export default function TermsOfSalePage() {
  const { brand } = useShell();
  const name = brandInfo(brand).name;
  const claims = TERMS.claimWindows;
  return (
    <PolicyFrame
      id="refundPolicy"
      intro={
        <>
          These terms apply to every order placed with {name} through a trade account. They explain how you pay, how returns and
          claims work and when a refund reaches you.
        </>
      }
    >
      <AtAGlance
        rows={[
          ['Deposit due when a designer places an order', fig(TERMS.designerDeposit)],
          ['Credit card fee', fig(TERMS.cardFee)],
          ['Debit card and bank transfer (ACH) fee', 'None'],
          ['Rebate on sales tax paid by card', fig(TERMS.cardTaxRebate)],
          ['Member offer', `${fig(TERMS.memberOffer)} off`],
          ['Late payment interest', fig(TERMS.lateInterest)],
          ['Returns, from the return authorization (RA)', `within ${fig(TERMS.returnWindow)}`],
          ['Restocking fee', fig(TERMS.restockingFee)],
          ['Refunds', span(TERMS.refundTime)],
        ]}
      />
      <Part title="Prices and offers">
        <p>
          Prices are the trade prices shown in your account when the order is placed. Members receive the member offer of{' '}
          {fig(TERMS.memberOffer)} off on the products and dates the offer names; it does not combine with other offers.
        </p>
      </Part>
      <Part title="Payment">
        <ul>
          <li>
            Designers pay {fig(TERMS.designerDeposit)} of the order total when the order is placed, and the balance before the order
            ships.
          </li>
          <li>
            Credit card payments carry a {fig(TERMS.cardFee)} card fee. There is no fee for debit cards or bank transfer (ACH).
          </li>
          <li>
            When the sales tax of an order is paid by card, {fig(TERMS.cardTaxRebate)} of that tax payment is rebated to the same card
            within {span(TERMS.cardTaxRebateWithin)}.
          </li>
          <li>Balances not paid when due accrue interest of {fig(TERMS.lateInterest)} until paid.</li>
        </ul>
      </Part>
      <Part title="Cancelling an order">
        <p>
          You may cancel an order within {fig(TERMS.orderCancellationWindow)} of placing it at no charge. After that, the order is in
          production or reserved for you and the <Link to="/cancellation">Cancellation Policy</Link> applies.
        </p>
      </Part>
      <Part title="Returns">
        <ul>
          <li>Ask for a return authorization (RA) before sending anything back. Returns without an RA are refused.</li>
          <li>Goods must reach us within {fig(TERMS.returnWindow)} of the RA, unused and in their original packaging.</li>
          <li>Returned goods carry a {fig(TERMS.restockingFee)} restocking fee, unless the return is for a defect or our error.</li>
          <li>Custom, made-to-order and final-sale items cannot be returned.</li>
        </ul>
      </Part>
      <Part title="Delivery claims">
        <p>Inspect every delivery and note any damage on the delivery receipt. Report a problem within these windows, counted from the delivery date:</p>
        <table className="afp-table">
          <caption className="afp-caption">Claim windows</caption>
          <thead>
            <tr>
              <th scope="col">Claim</th>
              <th scope="col">Report within</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Visible damage</th>
              <td>{fig(claims.damage)}</td>
            </tr>
            <tr>
              <th scope="row">Concealed damage</th>
              <td>{fig(claims.concealedDamage)}</td>
            </tr>
            <tr>
              <th scope="row">Shortages</th>
              <td>{fig(claims.shortage)}</td>
            </tr>
            <tr>
              <th scope="row">Invoice discrepancies</th>
              <td>{fig(claims.invoiceDiscrepancy)}</td>
            </tr>
          </tbody>
        </table>
        <p>Claims made after these windows cannot be accepted. Include photos of the damage and the packaging with your claim.</p>
      </Part>
      <Part title="White glove delivery">
        <p>
          To cancel a white glove delivery, give us at least {fig(TERMS.whiteGloveCancelNotice)} notice. Rescheduling with less than{' '}
          {fig(TERMS.whiteGloveRescheduleFeeUnder)} notice incurs fees.
        </p>
      </Part>
      <Part title="Refunds">
        <p>
          Once a return or claim is approved, the refund is issued to the original payment method within {span(TERMS.refundTime)}.
          Card fees are not refunded.
        </p>
      </Part>
      <Part title="Natural materials">
        <p>
          Wood, stone, leather and fabric vary from piece to piece and from dye lot to dye lot. A shade variation of up to{' '}
          {fig(TERMS.shadeVariation)} from a sample or photograph is acceptable and is not a defect.
        </p>
      </Part>
      <Part title="Breach and cure">
        <p>
          If either party does not meet these terms, the other gives written notice, and the party in breach has {fig(TERMS.curePeriod)}{' '}
          from the notice to put it right before the order may be cancelled.
        </p>
      </Part>
      <Part title="Force majeure">
        <p>
          Neither party is responsible for delays caused by events beyond its control, such as natural disasters, strikes or carrier
          failures. If such a delay lasts more than {fig(TERMS.forceMajeure)}, either party may cancel the affected order and any
          payment for undelivered goods is refunded.
        </p>
      </Part>
      <Part title="Warranty">
        <p>
          Our products are covered by the <Link to="/warranty">Warranty</Link>.
        </p>
      </Part>
    </PolicyFrame>
  );
}
