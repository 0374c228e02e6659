/** The page layouts, and the site menus they read. */
export * from './use-site-menus';
