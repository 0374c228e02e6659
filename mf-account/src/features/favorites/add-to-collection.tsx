import type { Collection, ProductCard } from '@storefront/contracts';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useMessages } from '@storefront/remote-kit';
import { FAVORITE_TEXTS } from './texts';
import './sheet';

/** The menu item that makes a new collection for the favorite. */
export const NEW_COLLECTION = '__new';

interface Props {
  product: ProductCard;
  collections: readonly Collection[];
  pending: boolean;
  /** A collection chosen; NEW_COLLECTION for a new one. */
  onChoose(collectionId: string): void;
}

/**
 * "Add to collection" on a favorite's card: a menu of the caller's collections (those that hold the favorite already
 * are marked and cannot be chosen again) and "New collection…". Arrow keys, type-ahead and Escape are react-aria's.
 */
export function AddToCollection({ product, collections, pending, onChoose }: Props) {
  const t = useMessages(FAVORITE_TEXTS);
  const holding = collections.filter((c) => c.products.some((p) => p.sku_number === product.sku_number)).map((c) => c.id);
  return (
    <MenuTrigger>
      <Button className="afv-action" aria-label={t.addToCollectionOf(product.name)} isPending={pending}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="afv-action-icon">
          <path d="M12 5v14M5 12h14" />
        </svg>
        {t.addToCollection}
      </Button>
      <Popover className="afv-popover" placement="bottom start">
        <Menu className="afv-menu" disabledKeys={holding} onAction={(key) => onChoose(String(key))}>
          {collections.map((c) => {
            const added = holding.includes(c.id);
            return (
              <MenuItem key={c.id} id={c.id} className="afv-menu-item" textValue={c.name}>
                <span className="afv-menu-name">{c.name}</span>
                {added ? <span className="afv-menu-note">{t.added}</span> : null}
              </MenuItem>
            );
          })}
          {collections.length > 0 ? <Separator className="afv-menu-separator" /> : null}
          <MenuItem id={NEW_COLLECTION} className="afv-menu-item afv-menu-item--new" textValue={t.newCollection}>
            {t.newCollectionEllipsis}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
