import { LOCALES, type MenuItem, type SessionApi } from '@storefront/contracts';
import { Link } from '@storefront/remote-kit';
import type { ReactNode } from 'react';
import { Button, Dialog, Disclosure, DisclosurePanel, Heading, Modal, ModalOverlay, RouterProvider } from 'react-aria-components';
import { ChevronIcon, CloseIcon } from './icons';
import { runAccountAction, type AccountEntry } from './account-entries';
import type { ShellTexts } from '../../texts';

interface Props {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  items: readonly MenuItem[];
  search: ReactNode;
  account: SessionApi;
  navigate(to: string): void;
  /** Signed-in entries, or the visitor's ways in. */
  entries: AccountEntry[];
  /** The shell's texts in the session's language. */
  texts: ShellTexts;
}

function MenuEntry({ item, close }: { item: MenuItem; close(): void }) {
  if (!item.children.length) {
    return (
      <li>
        <Link to={item.link} className="sf-sheet-link" onClick={close}>
          {item.name}
        </Link>
      </li>
    );
  }
  return (
    <li>
      <Disclosure className="sf-sheet-disclosure">
        <Button slot="trigger" className="sf-sheet-link sf-sheet-toggle">
          {item.name}
          <ChevronIcon />
        </Button>
        <DisclosurePanel className="sf-sheet-panel">
          <ul>
            <li>
              <Link to={item.link} className="sf-sheet-sublink sf-sheet-all" onClick={close}>
                All {item.name}
              </Link>
            </li>
            {item.children.map((child) => (
              <li key={child.name}>
                <Link to={child.link} className="sf-sheet-sublink" onClick={close}>
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </DisclosurePanel>
      </Disclosure>
    </li>
  );
}

/**
 * The slide-out menu of narrow screens (under 992 px): search, the brand's menu, the account's entries. Loaded when
 * the person reaches for the menu button (or the page has been idle a while): no first view shows it.
 */
export default function MobileMenu({ isOpen, onOpenChange, items, search, account, navigate, entries, texts: t }: Props) {
  const close = () => onOpenChange(false);
  return (
    <RouterProvider navigate={navigate}>
      <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className="sf-sheet-overlay">
        <Modal className="sf-sheet">
          <Dialog className="sf-sheet-dialog">
            <div className="sf-sheet-head">
              <Heading slot="title" className="sf-sheet-title">
                {t.menu}
              </Heading>
              <Button className="sf-icon-button sf-sheet-close" aria-label={t.closeMenu} onPress={close}>
                <CloseIcon />
              </Button>
            </div>
            <div className="sf-sheet-search">{search}</div>
            <nav aria-label={t.main}>
              <ul className="sf-sheet-list">
                {items.map((item) => (
                  <MenuEntry key={item.name} item={item} close={close} />
                ))}
              </ul>
            </nav>
            {entries.length ? (
              <ul className="sf-sheet-list sf-sheet-account" aria-label={t.account}>
                {entries.map((entry) => (
                  <li key={entry.id}>
                    {entry.href ? (
                      <Link to={entry.href} className="sf-sheet-link" onClick={close}>
                        {entry.label}
                        {entry.note ? <span className="sf-ai-note">{entry.note}</span> : null}
                      </Link>
                    ) : (
                      <Button
                        className="sf-sheet-link"
                        lang={entry.lang ? LOCALES[entry.lang] : undefined}
                        onPress={() => {
                          close();
                          if (entry.action) runAccountAction(account, entry.action, navigate, entry.here ?? '/');
                        }}
                      >
                        {entry.label}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </RouterProvider>
  );
}
