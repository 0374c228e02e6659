/**
 * mf-account's server entry (decision 013): the page server renders the personal center (/personalCenter, the
 * account's home) into the HTML it sends, with the session's roles the page server asked for (decision 032) and the
 * projects summary it reads, so the signed-in page's largest paint comes with the page instead of after the shell,
 * the remote and their calls.
 */
import type { RemoteServerRender, ShellProps } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/remote-kit/server';
import { ACCOUNT } from './app';

/** The routes rendered here, and the stylesheets their first view needs (the browser adds each feature's own sheet). */
const SERVER_RENDERED = new Set<string>(['personalCenter']);

export const render: RemoteServerRender = async (props, options) => {
  const shell = props as ShellProps;
  if (!SERVER_RENDERED.has(shell.route.id)) return null;
  return renderRemotePage({ ...ACCOUNT, styles: () => import('./server-styles') }, shell, options);
};
