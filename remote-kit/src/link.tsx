import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { isFullLoadHref } from '@storefront/contracts';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

export const NavigateContext = createContext<Navigate | null>(null);

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * An anchor that routes in the app. Links starting with /page/, /static/ or http load the whole page,
 * as do modified clicks and targets other than the current tab.
 */
export function Link({ to, replace, onClick, target, children, ...rest }: LinkProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !navigate || !isPlainLeftClick(event)) return;
        if ((target && target !== '_self') || isFullLoadHref(to)) return;
        event.preventDefault();
        navigate(to, replace ? { replace } : undefined);
      }}
    >
      {children}
    </a>
  );
}
