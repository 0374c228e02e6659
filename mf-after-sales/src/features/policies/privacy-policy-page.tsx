import { COOKIE_MAX_AGE_SECONDS, brandInfo, formatFigure as fig } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { Part, PolicyFrame } from './policy-frame';
import './sheet';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** /privacyPolicy: what personal information the site collects, why, and the choices people have. */
export default function PrivacyPolicyPage() {
  const { brand } = useShell();
  const name = brandInfo(brand).name;
  return (
    <PolicyFrame id="privacyPolicy" intro={<>This policy explains what personal information {name} collects, how we use it and the choices you have.</>}>
      <Part title="What we collect">
        <ul>
          <li>Account details: your name, business, email address, phone number, addresses and, for trade accounts, your resale certificate.</li>
          <li>Orders and payments: what you order, where it is delivered and how it is paid. Card details go straight to our payment provider; we do not store them.</li>
          <li>Your clients&apos; details that you enter for projects and deliveries.</li>
          <li>Messages, claims and service requests you send us, with their photos.</li>
          <li>How the site is used, through cookies, as the <Link to="/cookiesPolicy">Cookies Policy</Link> describes.</li>
        </ul>
      </Part>
      <Part title="How we use it">
        <ul>
          <li>To review trade account applications, and to take, deliver and support your orders.</li>
          <li>To answer your messages, claims and service requests.</li>
          <li>To keep the site secure and to improve it.</li>
          <li>To send you news and offers, if you asked for them. Every such email has a link to stop them.</li>
        </ul>
      </Part>
      <Part title="Who we share it with">
        <p>
          Only with the companies that help us run the business: payment processing, delivery carriers, and email and hosting services. They
          may use it only to do that work for us. We do not sell personal information.
        </p>
      </Part>
      <Part title="How long we keep it">
        <p>
          Account and order records are kept while your account is open and for as long as tax and accounting law requires. Cookie choices
          are kept for {fig({ value: COOKIE_MAX_AGE_SECONDS / YEAR_SECONDS, unit: 'years' })}.
        </p>
      </Part>
      <Part title="Your choices">
        <p>
          You may ask to see, correct or delete the personal information we hold about you, and change your cookie choices at any time. Ask
          through your account or your sales representative; we answer every request.
        </p>
      </Part>
    </PolicyFrame>
  );
}
