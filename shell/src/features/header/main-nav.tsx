import type { MenuItem } from '@storefront/contracts';
import { Link, ProductImage } from '@storefront/remote-kit';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { ChevronIcon } from './icons';
import { menuColumns } from './menu-items';

/** The dropdown hide delay (spec section 9), the same as the mini-cart's preview keeps. */
const HIDE_DELAY_MS = 50;

function linkProps(item: MenuItem) {
  return item._blank ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** The panel of one top-level entry: groups in columns (rooms and their categories), or one list of links. */
function MegaPanel({ item, id, onNavigate }: { item: MenuItem; id: string; onNavigate(): void }) {
  const grouped = item.children.some((child) => child.children.length > 0);
  return (
    <div className="sf-mega" id={id}>
      <div className="sf-mega-inner">
        <div className={`sf-mega-columns${grouped ? '' : ' sf-mega-columns--flat'}`}>
          {grouped ? (
            menuColumns(item.children).map((column, index) => (
              <div className="sf-mega-column" key={index}>
                {column.map((group) => (
                  <div className="sf-mega-group" key={group.name}>
                    <Link to={group.link} className="sf-mega-heading" onClick={onNavigate} {...linkProps(group)}>
                      {group.name}
                    </Link>
                    {group.children.length ? (
                      <ul>
                        {group.children.map((child) => (
                          <li key={child.name}>
                            <Link to={child.link} onClick={onNavigate} {...linkProps(child)}>
                              {child.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                ))}
              </div>
            ))
          ) : (
            <ul className="sf-mega-list">
              {item.children.map((child) => (
                <li key={child.name}>
                  <Link to={child.link} onClick={onNavigate} {...linkProps(child)}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="sf-mega-aside">
          {item.preview_link ? <ProductImage src={item.preview_link} alt="" sizes="240px" className="sf-mega-preview" /> : null}
          <Link to={item.link} className="sf-mega-all" onClick={onNavigate} {...linkProps(item)}>
            {/^all\b/i.test(item.name) ? item.name : `Shop all ${item.name.toLowerCase()}`}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** A top-level entry with a panel: opens on hover (50 ms hide delay) and by its button (Enter, Space; Escape closes). */
function MegaEntry({ item, open, onOpen, onClose }: { item: MenuItem; open: boolean; onOpen(): void; onClose(): void }) {
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A click that follows the hover which opened the panel keeps it open rather than closing it again.
  const hoverOpenedAt = useRef(0);
  const enter = () => {
    clearTimeout(timer.current);
    if (!open) hoverOpenedAt.current = Date.now();
    onOpen();
  };
  const toggle = () => {
    if (!open) onOpen();
    else if (Date.now() - hoverOpenedAt.current > 400) onClose();
  };
  const leave = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(onClose, HIDE_DELAY_MS);
  };
  const blur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  };
  return (
    <li
      className={`sf-nav-entry${open ? ' is-open' : ''}`}
      onMouseEnter={enter}
      onMouseLeave={leave}
      onBlur={blur}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          onClose();
          button.current?.focus();
        }
      }}
    >
      <button ref={button} type="button" className="sf-nav-link" aria-expanded={open} aria-controls={open ? id : undefined} onClick={toggle}>
        {item.name}
        <ChevronIcon />
      </button>
      {open ? <MegaPanel item={item} id={id} onNavigate={onClose} /> : null}
    </li>
  );
}

/** Top-level entries the desktop row holds; the rest stay in the first entry's panel and the slide-out menu. */
export const NAV_ENTRIES_MAX = 8;

/** The desktop navigation: the brand's menu, products first (spec section 2). */
export function MainNav({ items: all, closeSignal }: { items: readonly MenuItem[]; closeSignal: string | number }) {
  const items = all.slice(0, NAV_ENTRIES_MAX);
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => setOpen(null), [closeSignal]);
  return (
    <nav className="sf-nav" aria-label="Main">
      <ul className="sf-nav-list">
        {items.map((item) =>
          item.children.length ? (
            <MegaEntry key={item.name} item={item} open={open === item.name} onOpen={() => setOpen(item.name)} onClose={() => setOpen((o) => (o === item.name ? null : o))} />
          ) : (
            <li key={item.name} className="sf-nav-entry">
              <Link to={item.link} className="sf-nav-link" {...linkProps(item)}>
                {item.name}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
