import { COLLECTION_CALLS, type Collection, type ProductCard } from '@storefront/contracts';
import { useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { DeleteCollectionDialog, ShareCollectionDialog } from './collection-dialogs';
import { messageOf } from './collection-rules';
import { FavoriteCard } from './favorite-card';
import { FAVORITE_TEXTS, type FavoriteTexts } from './texts';
import type { CollectionsState } from './use-collections';
import './sheet';

/** Whom a collection is for, and how many products it holds. */
function factsOf(c: Collection, t: FavoriteTexts): string {
  return `${c.customer_name ? t.forCustomer(c.customer_name) : ''}${t.productCount(c.item_count)}`;
}

interface Props {
  state: CollectionsState;
  reload(): Promise<void>;
  /** The open collection's id; null: none is open. */
  openId: string | null;
  onOpen(id: string | null): void;
  onNew(): void;
}

/**
 * The caller's collections on /my-favorites: each named with whom it is for and how many products it holds; one
 * opens below the list with its products (each taken off in place), Share by email and Delete.
 */
export function CollectionsPanel({ state, reload, openId, onOpen, onNew }: Props) {
  const { api, toasts } = useShell();
  const t = useMessages(FAVORITE_TEXTS);
  const headingId = useId();
  const panelId = useId();
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null | undefined>(undefined);
  const [sharing, setSharing] = useState<Collection | null>(null);
  const [deleting, setDeleting] = useState<Collection | null>(null);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const open = state.list.find((c) => c.id === openId) ?? null;
  // After a deletion: New collection (the deleted collection's buttons are gone), once the dialog has closed.
  const focusNew = useRef(false);
  useEffect(() => {
    if (deleting !== null || !focusNew.current) return;
    focusNew.current = false;
    newButton.current?.focus();
  }, [deleting]);

  // After a product is taken off: the next product's Remove button, or the collection's heading when none is left.
  useEffect(() => {
    const target = focusNext.current;
    if (target === undefined || state.status === 'loading') return;
    focusNext.current = undefined;
    (target === null ? panelHeading.current : (removeButtons.current.get(target) ?? panelHeading.current))?.focus();
  }, [state]);

  const takeOff = async (collection: Collection, product: ProductCard) => {
    if (pending.has(product.sku_number)) return;
    setPending((s) => new Set(s).add(product.sku_number));
    try {
      await api.call(COLLECTION_CALLS.collectionRemove, { body: { collection_id: collection.id, product_id: product.sku_number } });
      toasts.show({ kind: 'success', message: t.collectionToast('removed', collection.name) });
      const at = collection.products.findIndex((p) => p.sku_number === product.sku_number);
      const rest = collection.products.filter((p) => p.sku_number !== product.sku_number);
      focusNext.current = rest[Math.min(at, rest.length - 1)]?.sku_number ?? null;
      await reload();
    } catch (error) {
      toasts.show({ kind: 'error', message: messageOf(error, t.notTakenOff) });
    } finally {
      setPending((s) => {
        const next = new Set(s);
        next.delete(product.sku_number);
        return next;
      });
    }
  };

  return (
    <section className="afv-collections" aria-labelledby={headingId}>
      <div className="afv-collections-head">
        <h2 id={headingId} className="afv-section-title">
          {t.collections}
        </h2>
        <Button className="sf-button sf-button--small" onPress={onNew} ref={newButton}>
          {t.newCollection}
        </Button>
      </div>
      {state.status === 'failed' ? (
        <div className="afv-message" role="alert">
          <p>{state.message || t.collectionsFailed}</p>
          <Button className="sf-button sf-button--secondary sf-button--small" onPress={() => void reload()}>
            {t.tryAgain}
          </Button>
        </div>
      ) : null}
      {state.list.length === 0 ? (
        state.status === 'ready' ? <p className="afv-collections-empty">{t.collectionsEmpty}</p> : null
      ) : (
        <ul className="afv-collection-list" aria-label={t.collections}>
          {state.list.map((c) => (
            <li key={c.id} className={`afv-collection${c.id === openId ? ' afv-collection--open' : ''}`}>
              <Button
                className="afv-collection-open"
                aria-label={`${c.name}, ${factsOf(c, t)}`}
                aria-expanded={c.id === openId}
                aria-controls={c.id === openId ? panelId : undefined}
                onPress={() => onOpen(c.id === openId ? null : c.id)}
              >
                <span className="afv-collection-name">{c.name}</span>
                <span className="afv-collection-facts">{factsOf(c, t)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <section id={panelId} className="afv-collection-panel" aria-labelledby={`${panelId}-title`}>
          <div className="afv-panel-head">
            <div>
              <h3 id={`${panelId}-title`} className="afv-panel-title" ref={panelHeading} tabIndex={-1}>
                {open.name}
              </h3>
              <p className="afv-panel-facts">{factsOf(open, t)}</p>
            </div>
            <div className="afv-panel-actions">
              <Button className="sf-button sf-button--small" onPress={() => setSharing(open)}>
                {t.shareByEmail}
              </Button>
              <Button className="sf-button sf-button--secondary sf-button--small afv-danger-text" onPress={() => setDeleting(open)}>
                {t.deleteCollection}
              </Button>
              <Button className="sf-button sf-button--secondary sf-button--small" onPress={() => onOpen(null)}>
                {t.close}
              </Button>
            </div>
          </div>
          {open.products.length === 0 ? (
            <p className="afv-collections-empty">{t.collectionEmpty}</p>
          ) : (
            <ul className="afv-items" aria-label={t.productsIn(open.name)}>
              {open.products.map((product) => (
                <FavoriteCard key={product.sku_number} product={product} level={4} size="item">
                  <Button
                    className="afv-action"
                    aria-label={t.removeFrom(product.name, open.name)}
                    isPending={pending.has(product.sku_number)}
                    ref={(el) => {
                      if (el) removeButtons.current.set(product.sku_number, el);
                      else removeButtons.current.delete(product.sku_number);
                    }}
                    onPress={() => void takeOff(open, product)}
                  >
                    {t.remove}
                  </Button>
                </FavoriteCard>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <ShareCollectionDialog collection={sharing} onClose={() => setSharing(null)} />
      <DeleteCollectionDialog
        collection={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          focusNew.current = true;
          setDeleting(null);
          onOpen(null);
          void reload();
        }}
      />
    </section>
  );
}
