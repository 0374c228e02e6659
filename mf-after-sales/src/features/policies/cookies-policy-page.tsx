import { COOKIE_MAX_AGE_SECONDS, brandInfo, formatFigure as fig } from '@storefront/contracts';
import { useShell } from '@storefront/remote-kit';
import { useState } from 'react';
import { Part, PolicyFrame } from './policy-frame';
import './sheet';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * /cookiesPolicy: the cookies the site sets, and a button that opens the shell's Cookie Settings dialog (the one the
 * cookie banner opens) through the after-sales:cookie-settings-requested event, which the shell claims.
 */
export default function CookiesPolicyPage() {
  const { brand, events } = useShell();
  const name = brandInfo(brand).name;
  const [unanswered, setUnanswered] = useState(false);
  const kept = fig({ value: COOKIE_MAX_AGE_SECONDS / YEAR_SECONDS, unit: 'years' });
  return (
    <PolicyFrame id="cookiesPolicy" intro={<>Cookies are small files a website stores in your browser. This policy explains the cookies the {name} site uses and how to choose.</>}>
      <Part title="Basic cookies">
        <p>
          Basic cookies keep you signed in, remember your cart and the mode you work in, and remember your cookie choices. The site cannot
          work without them, so they are always on.
        </p>
      </Part>
      <Part title="Performance cookies">
        <p>
          Performance cookies tell us which pages are visited and how long they take to load, so we can make the site faster and clearer. They
          are optional: you can turn them off and the site works the same.
        </p>
      </Part>
      <Part title="How long cookies are kept">
        <p>
          Our cookies, and your choices about them, are kept for {kept}. They are sent only over secure connections.
        </p>
      </Part>
      <Part title="Your choices">
        <p>
          You can change your choice at any time. Your browser&apos;s settings can also delete this site&apos;s cookies; you will then be
          asked again.
        </p>
        <button
          type="button"
          className="afp-action"
          onClick={() => {
            const claimed = events.emit('after-sales:cookie-settings-requested', {});
            setUnanswered(!claimed);
          }}
        >
          Change Cookie Settings
        </button>
        {unanswered ? (
          <p className="afp-notice" role="alert">
            The cookie settings could not be opened. Please reload the page and try again.
          </p>
        ) : null}
      </Part>
    </PolicyFrame>
  );
}
