import { LOCALES as LOCALE_OF, type SessionApi } from '@storefront/contracts';
import type { RefObject } from 'react';
import { Menu, MenuItem, Popover, RouterProvider, Separator } from 'react-aria-components';
import { runAccountAction, type AccountEntry } from './account-entries';

interface Props {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The button's id: the popup (a dialog around the menu, as react-aria makes a modal popover) is named by it. */
  labelledBy: string;
  entries: AccountEntry[];
  account: SessionApi;
  navigate(to: string): void;
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  modeLabel?: string;
  /** Which entry takes the focus when the menu opens (ArrowUp on the button opens it at the last). */
  autoFocus: 'first' | 'last';
  /** The menu's name, and the words before the mode, in the session's language. */
  label: string;
  currentMode: string;
}

/** The user menu's popup, anchored to the header's button: the mode it is in, the account's entries. */
export default function AccountMenuPopup({ triggerRef, labelledBy, entries, account, navigate, isOpen, onOpenChange, modeLabel, autoFocus, label, currentMode }: Props) {
  return (
    <RouterProvider navigate={navigate}>
      <Popover triggerRef={triggerRef} aria-labelledby={labelledBy} isOpen={isOpen} onOpenChange={onOpenChange} className="sf-menu-popover" placement="bottom end" offset={8}>
        {modeLabel ? (
          <p className="sf-menu-mode">
            <span className="sf-visually-hidden">{currentMode} </span>
            {modeLabel}
          </p>
        ) : null}
        <Menu
          className="sf-menu"
          aria-label={label}
          autoFocus={autoFocus}
          onClose={() => onOpenChange(false)}
          onAction={(key) => {
            onOpenChange(false);
            const entry = entries.find((e) => e.id === key);
            if (entry?.action) runAccountAction(account, entry.action, navigate, entry.here ?? '/');
          }}
        >
          {entries.map((entry) => [
            entry.action === 'signOut' && entries.length > 1 ? <Separator key="sep" className="sf-menu-separator" /> : null,
            <MenuItem key={entry.id} id={entry.id} href={entry.href} textValue={entry.label} className="sf-menu-item" lang={entry.lang ? LOCALE_OF[entry.lang] : undefined}>
              {entry.label}
              {entry.note ? (
                <span className="sf-ai-note">
                  <span className="sf-ai-dot" aria-hidden="true" />
                  {entry.note}
                </span>
              ) : null}
            </MenuItem>,
          ])}
        </Menu>
      </Popover>
    </RouterProvider>
  );
}
