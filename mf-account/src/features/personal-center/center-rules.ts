import { BRAND_TABLE, hasPermission, type Brand, type SessionSnapshot } from '@storefront/contracts';

/**
 * The personal center's rules without a screen (spec section 2): its tabs by brand and session, and the tab a link
 * opens (`?type=projects|orders|visualizations|edit`, `?tab=certificate` opening the settings' certificates).
 */

export const CENTER_TABS = ['projects', 'orders', 'visualizations', 'edit'] as const;
export type CenterTab = (typeof CENTER_TABS)[number];

/**
 * The tabs of the account's center, as the header's account menu offers the same pages (spec section 6): FFD, its
 * orders only; elsewhere projects (for accounts that keep or read them, and in browsing mode, which says how to reach
 * them), orders (with the order permission), My Visualizations where the brand has them (the luxury brand and its
 * dealer variant, with the permission), and the account's settings.
 */
export function centerTabs(brand: Brand, session: Pick<SessionSnapshot, 'roles' | 'mode'>): CenterTab[] {
  const features = BRAND_TABLE[brand].features;
  if (features.ffdVariants) return ['orders'];
  const tabs: CenterTab[] = [];
  if (canSeeProjects(session) || session.mode === 'mibd_safe') tabs.push('projects');
  if (hasPermission(session.roles, 'order', brand)) tabs.push('orders');
  if (features.myVisualizations && hasPermission(session.roles, 'AI_design_scheme_list', brand)) tabs.push('visualizations');
  tabs.push('edit');
  return tabs;
}

/** The tab a link asks for: `type`, or the settings when `tab` names one of theirs; else the first tab. */
export function centerTabFrom(query: Readonly<Record<string, string>>, tabs: readonly CenterTab[]): CenterTab {
  const type = (query.type ?? '').trim().toLowerCase();
  const asked = (CENTER_TABS as readonly string[]).includes(type) ? (type as CenterTab) : query.tab ? 'edit' : undefined;
  return asked && tabs.includes(asked) ? asked : tabs[0]!;
}

/** The address of a section of the personal center (each section has its own, so back and reload keep it). */
export function centerHref(tab: CenterTab): string {
  return `/personalCenter?type=${tab}`;
}

/** Where the account's projects are listed: an invited customer reads their own; a designer's company's list. */
export function projectsHref(session: Pick<SessionSnapshot, 'mode'>): string {
  return session.mode === 'mibd_customer' ? '/customerProject' : '/personalProject';
}

/** Whether the session may see projects now (browsing mode has none). */
export function canSeeProjects(session: Pick<SessionSnapshot, 'roles'>): boolean {
  return session.roles.includes('designer_project');
}

