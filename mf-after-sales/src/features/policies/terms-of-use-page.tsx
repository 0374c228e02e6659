import { TERMS, brandInfo, formatFigure as fig } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { Part, PolicyFrame } from './policy-frame';
import './sheet';

/** /TermsOfUse: the rules for using the site and a trade account. */
export default function TermsOfUsePage() {
  const { brand } = useShell();
  const name = brandInfo(brand).name;
  return (
    <PolicyFrame id="TermsOfUse" intro={<>These terms apply to everyone who uses the {name} website. By using the site you agree to them.</>}>
      <Part title="Trade accounts">
        <ul>
          <li>Trade accounts are for interior designers, furniture dealers and other design professionals.</li>
          <li>
            We review every application and answer within {fig(TERMS.accountApproval)}. We may decline or close an account that does not
            meet these terms.
          </li>
          <li>
            Keep your password to yourself. You are responsible for what is done through your account and the sub-accounts you invite.
          </li>
        </ul>
      </Part>
      <Part title="Prices and product information">
        <p>
          Trade prices are confidential to account holders: do not share them with your clients or publish them. We work to show colours,
          finishes and sizes accurately, but screens and natural materials vary, and errors in prices or descriptions may be corrected
          before an order is confirmed.
        </p>
      </Part>
      <Part title="Orders">
        <p>
          Every order is governed by the <Link to="/refundPolicy">Standard Terms of Sale</Link>, the{' '}
          <Link to="/cancellation">Cancellation Policy</Link> and the <Link to="/warranty">Warranty</Link>.
        </p>
      </Part>
      <Part title="Content and trademarks">
        <p>
          The photographs, text, designs and logos on this site belong to {name} or its licensors. You may use product images to present
          our products to your clients; any other copying or use needs our written permission.
        </p>
      </Part>
      <Part title="Acceptable use">
        <p>
          Do not misuse the site: no automated scraping, no attempts to reach other people&apos;s accounts or data, and nothing that
          disrupts the service for others.
        </p>
      </Part>
      <Part title="Liability">
        <p>
          The site is provided as it is. To the extent the law allows, {name} is not liable for indirect or consequential losses from using
          it. Nothing in these terms limits rights you have by law.
        </p>
      </Part>
      <Part title="Changes">
        <p>We may update these terms. The version on this page applies from the moment it is published.</p>
      </Part>
    </PolicyFrame>
  );
}
