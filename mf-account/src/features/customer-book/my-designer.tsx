import { CATALOG_CALLS, type DesignerInfo } from '@storefront/contracts';
import { useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { SHARED_TEXTS } from '../../ui/texts';
import { messageOf } from './book-rules';
import { BOOK_TEXTS } from './texts';
import './sheet';

type State = { status: 'loading' } | { status: 'ready'; designer: DesignerInfo } | { status: 'failed'; message: string };

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return `${words[0]?.charAt(0) ?? ''}${words.length > 1 ? words[words.length - 1]!.charAt(0) : ''}`.toUpperCase();
}

/** The digits of a phone as a tel: link dials them. */
function telOf(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.length === 10 ? `+1${digits}` : digits;
}

/**
 * /myDesigner: the invited customer's designer (spec section 2, "my designer"; designer_info: name, picture, email,
 * phone), the one who sent the invitation. Anyone without a designer of their own sees the site's trade desk.
 */
export default function MyDesignerPage() {
  const { api, session } = useShell();
  const t = useMessages(BOOK_TEXTS);
  const shared = useMessages(SHARED_TEXTS);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });
  const headingId = useId();
  const ownDesigner = session.mode === 'mibd_customer';

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.call(CATALOG_CALLS.designerInfo, { body: {}, signal: controller.signal }).then(
      (designer) => setState({ status: 'ready', designer }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: messageOf(error, '') });
      },
    );
    return () => controller.abort();
  }, [api, attempt]);

  return (
    <section className="acb-page acb-designer-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="acb-title">
        {shared.title('myDesigner')}
      </h1>
      <p className="acb-lead">{ownDesigner ? t.ownDesignerLead : t.deskLead}</p>
      {state.status === 'loading' ? (
        <>
          <p className="acb-visually-hidden" role="status">
            {t.loadingDesigner}
          </p>
          <div className="acb-skeleton acb-skeleton--card" aria-hidden="true" />
        </>
      ) : state.status === 'failed' ? (
        <div className="acb-message" role="alert">
          <p>{state.message || t.designerFailed}</p>
          <Button className="sf-button sf-button--secondary sf-button--small" onPress={() => setAttempt((n) => n + 1)}>
            {t.tryAgain}
          </Button>
        </div>
      ) : (
        <article className="acb-designer" aria-labelledby={`${headingId}-name`}>
          {state.designer.img ? (
            <img className="acb-designer-picture" src={state.designer.img} alt={t.pictureOf(state.designer.name)} width={112} height={112} />
          ) : (
            <span className="acb-avatar acb-avatar--designer" aria-hidden="true">
              {initials(state.designer.name)}
            </span>
          )}
          <div className="acb-designer-text">
            <h2 id={`${headingId}-name`} className="acb-designer-name">
              {state.designer.name}
            </h2>
            <dl className="acb-designer-contact">
              {state.designer.email ? (
                <div>
                  <dt>{t.email}</dt>
                  <dd>
                    <a href={`mailto:${state.designer.email}`}>{state.designer.email}</a>
                  </dd>
                </div>
              ) : null}
              {state.designer.phone_number ? (
                <div>
                  <dt>{t.phone}</dt>
                  <dd>
                    <a href={`tel:${telOf(state.designer.phone_number)}`}>{state.designer.phone_number}</a>
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
        </article>
      )}
    </section>
  );
}
