import { type Brand, type MenuItem, type Permission, PERMISSIONS, hasPermission } from '@storefront/contracts';

/** Whether a menu item tagged with a permission shows for these roles (spec section 6); '' is for everyone. */
export function menuItemVisible(item: MenuItem, roles: readonly string[], brand: Brand): boolean {
  if (item.is_show === false) return false;
  if (!item.role) return true;
  if ((PERMISSIONS as readonly string[]).includes(item.role)) return hasPermission(roles, item.role as Permission, brand);
  return roles.includes(item.role);
}

/** The menu as the roles see it, children filtered the same way. */
export function visibleMenu(items: readonly MenuItem[], roles: readonly string[], brand: Brand): MenuItem[] {
  return items
    .filter((item) => menuItemVisible(item, roles, brand))
    .map((item) => (item.children.length ? { ...item, children: visibleMenu(item.children, roles, brand) } : item));
}

/** Mega-menu columns: a group starts a new column when it says line_wrap. */
export function menuColumns(items: readonly MenuItem[]): MenuItem[][] {
  const columns: MenuItem[][] = [];
  for (const item of items) {
    const last = columns[columns.length - 1];
    if (!last || item.line_wrap) columns.push([item]);
    else last.push(item);
  }
  return columns;
}
