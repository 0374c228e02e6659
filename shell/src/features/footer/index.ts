/** The footer of the site layouts, and the social icons the site menus name. */
export * from './footer';
export * from './social-icons';
