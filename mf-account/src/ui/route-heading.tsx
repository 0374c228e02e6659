import { useMessages, useShell } from '@storefront/remote-kit';
import { SHARED_TEXTS } from './texts';

/** The page of a route whose content is still to come: its heading, in the session's language. */
export default function RouteHeadingPage() {
  const { route } = useShell();
  const t = useMessages(SHARED_TEXTS);
  return (
    <section className="sf-page" aria-labelledby="sf-page-heading">
      <h1 id="sf-page-heading">{t.title(route.id)}</h1>
    </section>
  );
}
