import {
  COLLECTION_CALLS,
  ERR,
  isSignedIn,
  MESSAGES,
  type SharedCollectionResponse,
} from '@storefront/contracts';
import { Link, refusalOf, useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { FavoriteCard } from './favorite-card';
import { formatDateIn } from '../../ui/dates';
import { FAVORITE_TEXTS } from './texts';
import './sheet';

type SharedState =
  | { status: 'loading' }
  | { status: 'ready'; shared: SharedCollectionResponse }
  | { status: 'expired' }
  | { status: 'failed'; message: string };

/**
 * /sharedCollection?token=: a collection shared by email, for anyone holding the link (no sign-in): its name, who
 * shared it, their message and its products, read-only. It shows no price: a visitor is told 'Login to see your
 * price', a signed-in reader finds theirs on each product's page.
 */
export default function SharedCollectionPage() {
  const { api, route, session } = useShell();
  const token = route.query.token ?? '';
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SharedState>(token ? { status: 'loading' } : { status: 'expired' });
  const headingId = useId();
  const signedIn = isSignedIn(session);
  const t = useMessages(FAVORITE_TEXTS);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.call(COLLECTION_CALLS.collectionShareList, { body: { token }, signal: controller.signal }).then(
      (shared) => setState({ status: 'ready', shared }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const refusal = refusalOf(error);
        if (refusal?.err === ERR.LINK_EXPIRED || refusal?.err === ERR.BAD_REQUEST) setState({ status: 'expired' });
        else setState({ status: 'failed', message: refusal?.message ?? (error instanceof Error && error.message ? error.message : MESSAGES.requestFalse) });
      },
    );
    return () => controller.abort();
  }, [api, token, attempt]);

  if (state.status === 'expired') {
    return (
      <section className="afv-shared afv-shared--gone" aria-labelledby={headingId}>
        <p className="afv-eyebrow">{t.sharedCollection}</p>
        <h1 id={headingId} className="afv-title">
          {t.linkExpired}
        </h1>
        <p className="afv-lead">{t.askAgain}</p>
        <Link className="sf-button sf-button--small" to="/home">
          {t.browseProducts}
        </Link>
      </section>
    );
  }

  const shared = state.status === 'ready' ? state.shared : null;
  return (
    <section className="afv-shared" aria-labelledby={headingId} aria-busy={state.status === 'loading' || undefined}>
      <header className="afv-shared-head">
        <p className="afv-eyebrow">{t.sharedCollection}</p>
        <h1 id={headingId} className="afv-title">
          {shared ? shared.name : t.sharedCollection}
        </h1>
        {shared ? (
          <p className="afv-lead">
            {t.sharedBy(shared.shared_by, shared.products.length)}
          </p>
        ) : null}
      </header>
      <p className="afv-status" role="status" aria-live="polite">
        {state.status === 'loading' ? t.loadingCollection : ''}
      </p>
      {state.status === 'failed' ? (
        <div className="afv-message" role="alert">
          <p>{state.message}</p>
          <Button className="sf-button sf-button--secondary sf-button--small" onPress={() => setAttempt((n) => n + 1)}>
            {t.tryAgain}
          </Button>
        </div>
      ) : null}
      {shared?.message ? (
        <figure className="afv-shared-message">
          <blockquote>
            <p>{shared.message}</p>
          </blockquote>
          <figcaption>{shared.shared_by}</figcaption>
        </figure>
      ) : null}
      {shared ? (
        shared.products.length === 0 ? (
          <div className="afv-empty">
            <p className="afv-empty-title">{t.noProducts}</p>
          </div>
        ) : (
          <ul className="afv-grid" aria-label={t.productsIn(shared.name)}>
            {shared.products.map((product) => (
              <FavoriteCard
                key={product.sku_number}
                product={product}
                level={2}
                price={signedIn ? null : <p className="afv-price afv-price--notice">{t.pricesLogin}</p>}
              />
            ))}
          </ul>
        )
      ) : state.status === 'loading' ? (
        <div className="afv-skeleton" aria-hidden="true" />
      ) : null}
      {shared ? (
        <footer className="afv-shared-foot">
          <p>{t.worksUntil(formatDateIn(session.language, new Date(shared.expires_at), { month: 'long', day: 'numeric', year: 'numeric' }))}</p>
          <Link to="/home" className="afv-card-link">
            {t.continueToStore}
          </Link>
        </footer>
      ) : null}
    </section>
  );
}
