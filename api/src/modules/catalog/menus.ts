/** The menus and category lists built from a site's sections: the contracts' (shared with the mock api, decision 038). */
export { brandCategoryItems, footerGroups, outletMenu, padMenu, pcMenu, roomCategoryItems, socialList } from '@storefront/contracts/catalog-answers';
