import type { ElementType } from 'react';
import { type RemoteName, routeById, routesOwnedBy, dialogTitle } from '@storefront/contracts';
import { useDialog, useShell, type PageMap } from './define-remote';

/** The page frame of a route whose content is still to come: its heading from the route table. */
export function RouteHeading() {
  const { route } = useShell();
  return (
    <section className="sf-page" aria-labelledby="sf-page-heading">
      <h1 id="sf-page-heading">{routeById(route.id).title}</h1>
    </section>
  );
}

/** A full page map for a remote: the pages it has written, the route heading for the rest. */
export function pagesFor<O extends RemoteName>(owner: O, pages: Partial<PageMap<O>>): PageMap<O> {
  const table: Record<string, ElementType> = {};
  for (const route of routesOwnedBy(owner)) table[route.id] = (pages as Record<string, ElementType>)[route.id] ?? RouteHeading;
  return table as PageMap<O>;
}

/** The body of a dialog whose content is still to come: its title from the dialog table. */
export function DialogHeading() {
  const dialog = useDialog();
  const { session } = useShell();
  return <h2 className="sf-dialog-heading">{dialogTitle(dialog.kind, session.language)}</h2>;
}
