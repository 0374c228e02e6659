/** The header of the site layouts, and the menu rules the footer shares. */
export * from './header';
export * from './menu-items';
