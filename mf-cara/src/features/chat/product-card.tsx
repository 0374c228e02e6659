import { formatPrice, hasPermission, productHref, stockState, type ChatProduct } from '@storefront/contracts';
import { Link, ProductImage, useMessages, useShell } from '@storefront/remote-kit';
import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { LLM_SOURCE } from '../../ui/llm-source';
import { CHAT_TEXTS, type ChatTexts } from './texts';

/** The prices the answer carries, labelled in the texts' language: the api leaves out what the caller's mode may not see. */
export function priceLines(product: ChatProduct, t: Pick<ChatTexts, 'designerPrice' | 'msrp' | 'price'>): { label: string; amount: number }[] {
  const lines: { label: string; amount: number }[] = [];
  if (product.designer_price != null) lines.push({ label: t.designerPrice, amount: product.designer_price });
  if (product.msrp_price != null) lines.push({ label: t.msrp, amount: product.msrp_price });
  if (lines.length === 0 && product.product_price_about?.final_price != null) lines.push({ label: t.price, amount: product.product_price_about.final_price });
  return lines;
}

export type CartState = 'idle' | 'adding' | 'added';

interface CardProps {
  product: ChatProduct;
  onAddToCart: (product: ChatProduct) => void;
  cart: CartState;
  onMoreLikeThis?: (product: ChatProduct) => void;
  disabled: boolean;
}

/** A product in an answer: picture, name, SKU, stock, the prices the mode may see, a link and add to cart. */
export function ChatProductCard({ product, onAddToCart, cart, onMoreLikeThis, disabled }: CardProps) {
  const { session, brand } = useShell();
  const t = useMessages(CHAT_TEXTS);
  const [open, setOpen] = useState(false);
  const canBuy = hasPermission(session.roles, 'shopping_cart', brand);
  return (
    <li className="cara-card">
      <button type="button" className="cara-card-image" onClick={() => setOpen(true)} aria-label={t.detailsOf(product.name)}>
        <ProductImage src={product.image} alt="" sizes="140px" />
      </button>
      <div className="cara-card-body">
        {product.group ? <p className="cara-card-group">{product.group}</p> : null}
        <Link to={productHref(brand, product.sku_number, LLM_SOURCE)} className="cara-card-name">
          {product.name}
        </Link>
        <p className="cara-card-sku">{product.sku_number}</p>
        <Prices product={product} />
        <div className="cara-card-actions">
          {canBuy ? (
            <button
              type="button"
              className="cara-button cara-button--small"
              disabled={disabled || cart === 'adding'}
              onClick={() => onAddToCart(product)}
            >
              {cart === 'adding' ? t.adding : cart === 'added' ? t.added : t.addToCart}{' '}
              <span className="sf-visually-hidden">{product.name}</span>
            </button>
          ) : null}
          {onMoreLikeThis ? (
            <button
              type="button"
              className="cara-link-button"
              disabled={disabled}
              onClick={() => onMoreLikeThis(product)}
            >
              {t.moreLikeThis} <span className="sf-visually-hidden">{product.name}</span>
            </button>
          ) : null}
        </div>
      </div>
      <ProductDialog product={product} isOpen={open} onOpenChange={setOpen} />
    </li>
  );
}

function Prices({ product }: { product: ChatProduct }) {
  const lines = priceLines(product, useMessages(CHAT_TEXTS));
  if (lines.length === 0) return null;
  return (
    <p className="cara-card-price">
      {lines.map((line) => (
        <span key={line.label}>
          <span className="cara-price-label">{line.label}</span> {formatPrice(line.amount)}
        </span>
      ))}
    </p>
  );
}

/** The product dialog: a larger picture, the facts the card has no room for, and the link to its page. */
function ProductDialog({ product, isOpen, onOpenChange }: { product: ChatProduct; isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { brand } = useShell();
  const t = useMessages(CHAT_TEXTS);
  return (
    <ModalOverlay className="cara-modal-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className="cara-modal cara-product-modal">
        <Dialog className="cara-dialog" aria-label={product.name}>
          {({ close }) => (
            <>
              <div className="cara-dialog-head">
                <Heading slot="title" className="cara-dialog-title">
                  {product.name}
                </Heading>
                <Button className="cara-icon-button" aria-label={t.close} onPress={close}>
                  ×
                </Button>
              </div>
              <div className="cara-product-detail">
                <ProductImage src={product.image} alt={product.name} sizes="(max-width: 600px) 90vw, 360px" className="cara-product-detail-image" />
                <dl className="cara-facts">
                  <dt>{t.sku}</dt>
                  <dd>{product.sku_number}</dd>
                  {product.style ? (
                    <>
                      <dt>{t.style}</dt>
                      <dd>{product.style}</dd>
                    </>
                  ) : null}
                  {product.finish ? (
                    <>
                      <dt>{t.finish}</dt>
                      <dd>{product.finish}</dd>
                    </>
                  ) : null}
                  <dt>{t.size}</dt>
                  <dd>{t.dimensions(product.width, product.length, product.height)}</dd>
                  <dt>{t.stock}</dt>
                  <dd>{t.stockTag(stockState(product).tag)}</dd>
                </dl>
                {product.reason ? <p className="cara-reason">{product.reason}</p> : null}
                <Prices product={product} />
                <Link to={productHref(brand, product.sku_number, LLM_SOURCE)} className="cara-button">
                  {t.viewProduct}
                </Link>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
