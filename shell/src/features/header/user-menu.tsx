import type { SessionApi } from '@storefront/contracts';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import { useWhenNeeded } from '@storefront/remote-kit';
import type { ShellTexts } from '../../texts';
import type { AccountEntry } from './account-entries';
import { ChevronIcon, UserIcon } from './icons';

export interface UserMenuProps {
  label: string;
  entries: AccountEntry[];
  account: SessionApi;
  navigate(to: string): void;
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** The current mode, shown at the top of the menu. */
  modeLabel?: string;
  busy?: boolean;
  /** The shell's texts in the session's language. */
  texts: ShellTexts;
}

/** The menu's popup (react-aria's menu and popover): downloaded when the person reaches for the button, or when idle. */
const AccountMenuPopup = lazy(() => import('./account-menu-popup'));

/**
 * The user dropdown. The button is a plain one, in the first frame and never replaced; the menu it opens (a
 * react-aria menu: arrow keys, Escape, type-ahead, focus back to the button on close) is loaded on the way to it.
 */
export function UserMenu({ label, entries, account, navigate, isOpen, onOpenChange, modeLabel, busy, texts: t }: UserMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const { wanted, reach } = useWhenNeeded();
  const [focusFirst, setFocusFirst] = useState<'first' | 'last'>('first');
  const open = (at: 'first' | 'last') => {
    reach();
    setFocusFirst(at);
    onOpenChange(true);
  };
  return (
    <>
      {/* The name holds the visible label (a person's first name, or Account). */}
      <button
        ref={trigger}
        id={triggerId}
        type="button"
        className="sf-user-button"
        aria-label={`${label === t.account ? t.accountMenu : t.accountMenuOf(label)}${busy ? t.busySuffix : ''}`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        data-pressed={isOpen || undefined}
        onPointerEnter={reach}
        onTouchStart={reach}
        onFocus={reach}
        onClick={() => (isOpen ? onOpenChange(false) : open('first'))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          open(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
      >
        <UserIcon />
        <span className="sf-user-name" aria-hidden="true">
          {label}
        </span>
        <ChevronIcon />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <AccountMenuPopup
            triggerRef={trigger}
            labelledBy={triggerId}
            entries={entries}
            account={account}
            navigate={navigate}
            isOpen={isOpen}
            onOpenChange={onOpenChange}
            modeLabel={modeLabel}
            autoFocus={focusFirst}
            label={t.account}
            currentMode={t.currentMode}
          />
        </Suspense>
      ) : null}
    </>
  );
}
