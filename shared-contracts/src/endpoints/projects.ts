import { endpoint } from './endpoint';
import {
  addToProjectRequest,
  addToProjectResponse,
  collection,
  collectionDeletedResponse,
  collectionItemRequest,
  collectionItemResponse,
  collectionListRequest,
  collectionListResponse,
  collectionRequest,
  createCollectionRequest,
  createProjectRequest,
  customerProjectsRequest,
  favoriteListRequest,
  favoriteListResponse,
  favoriteRequest,
  favoriteResponse,
  projectDeletedResponse,
  projectDetailResponse,
  projectItemCountRequest,
  projectItemCountResponse,
  projectItemsRequest,
  projectListResponse,
  projectRemoveItemsResponse,
  projectRequest,
  projectSummary,
  projectToCartRequest,
  projectToCartResponse,
  projectsRequest,
  renameProjectRequest,
  shareCollectionRequest,
  shareCollectionResponse,
  sharedCollectionRequest,
  sharedCollectionResponse,
} from '../schemas/project';

/** Who keeps projects: the trade accounts (an invited customer only reads their own). */
const KEEPERS = ['designer', 'sub_account', 'dealer'] as const;

/**
 * Projects: a customer's named lists of products with quantities. Every call answers a project or customer id that is
 * not the caller's exactly as one that does not exist.
 */
export const PROJECT_CALLS = {
  customerProjects: endpoint({
    method: 'POST',
    path: '/mibd/customerFavourite/customer_project_list',
    auth: 'required',
    body: customerProjectsRequest,
    response: projectListResponse,
    permissions: ['designer_project'],
    kinds: [...KEEPERS, 'customer'],
  }),
  list: endpoint({
    method: 'POST',
    path: '/mibd/personalProject/project_list',
    auth: 'required',
    body: projectsRequest,
    response: projectListResponse,
    permissions: ['designer_project'],
    kinds: [...KEEPERS, 'customer'],
  }),
  create: endpoint({
    method: 'POST',
    path: '/mibd/projectDetail/index/create',
    auth: 'required',
    body: createProjectRequest,
    response: projectSummary,
    permissions: ['designer_project'],
    kinds: KEEPERS,
  }),
  rename: endpoint({
    method: 'POST',
    path: '/mibd/projectDetail/index/rename',
    auth: 'required',
    body: renameProjectRequest,
    response: projectSummary,
    permissions: ['designer_project'],
    kinds: KEEPERS,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/mibd/projectDetail/index/delete',
    auth: 'required',
    body: projectRequest,
    response: projectDeletedResponse,
    permissions: ['designer_project'],
    kinds: KEEPERS,
  }),
  detail: endpoint({
    method: 'POST',
    path: '/mibd/projectDetail/index/detail',
    auth: 'required',
    body: projectRequest,
    response: projectDetailResponse,
    permissions: ['designer_project'],
    kinds: [...KEEPERS, 'customer'],
  }),
  addItem: endpoint({
    method: 'POST',
    path: '/mibd/productList/add_project',
    auth: 'required',
    body: addToProjectRequest,
    response: addToProjectResponse,
    permissions: ['designer_project'],
    kinds: KEEPERS,
  }),
  updateItem: endpoint({
    method: 'POST',
    path: '/mibd/projectDetail/index/update_count',
    auth: 'required',
    body: projectItemCountRequest,
    response: projectItemCountResponse,
    permissions: ['designer_project'],
    kinds: KEEPERS,
  }),
  removeItems: endpoint({
    method: 'POST',
    path: '/mibd/projectDetail/index/remove_item',
    auth: 'required',
    body: projectItemsRequest,
    response: projectRemoveItemsResponse,
    permissions: ['designer_project'],
    kinds: KEEPERS,
  }),
  toCart: endpoint({
    method: 'POST',
    path: '/mibd/projectDetail/index/add_cart',
    auth: 'required',
    body: projectToCartRequest,
    response: projectToCartResponse,
    permissions: ['designer_project', 'shopping_cart'],
    kinds: KEEPERS,
  }),
} as const;

/** Favorites: a customer's, or the caller's own; an invited customer keeps their own. */
export const FAVORITE_CALLS = {
  like: endpoint({
    method: 'POST',
    path: '/mibd/customerFavourite/click_like',
    auth: 'required',
    body: favoriteRequest,
    response: favoriteResponse,
    permissions: ['favorites'],
    kinds: [...KEEPERS, 'customer'],
  }),
  list: endpoint({
    method: 'POST',
    path: '/mibd/customerFavourite/favorite_list',
    auth: 'required',
    body: favoriteListRequest,
    response: favoriteListResponse,
    permissions: ['favorites'],
    kinds: [...KEEPERS, 'customer'],
  }),
} as const;

/**
 * Collections (spec section 7: collection_create, collection_delete, collection_list, collection_share_send_email,
 * collection_share_list; the add and remove paths are ours, in the same style): a trade account's named lists of
 * products, built from its favorites. Every call answers a collection id that is not the caller's exactly as one that
 * does not exist. The shared list is opened by the emailed link's token, without signing in, and shows no price.
 * Filed under the favorites' domain of the table (spec section 2: "favorites with wishlist sharing"), imported apart.
 */
export const COLLECTION_CALLS = {
  collectionCreate: endpoint({
    method: 'POST',
    path: '/mibd/product/collection_create',
    auth: 'required',
    body: createCollectionRequest,
    response: collection,
    permissions: ['favorites'],
    kinds: KEEPERS,
  }),
  collectionDelete: endpoint({
    method: 'POST',
    path: '/mibd/product/collection_delete',
    auth: 'required',
    body: collectionRequest,
    response: collectionDeletedResponse,
    permissions: ['favorites'],
    kinds: KEEPERS,
  }),
  collectionList: endpoint({
    method: 'POST',
    path: '/mibd/product/collection_list',
    auth: 'required',
    body: collectionListRequest,
    response: collectionListResponse,
    permissions: ['favorites'],
    kinds: KEEPERS,
  }),
  collectionAdd: endpoint({
    method: 'POST',
    path: '/mibd/product/collection_add',
    auth: 'required',
    body: collectionItemRequest,
    response: collectionItemResponse,
    permissions: ['favorites'],
    kinds: KEEPERS,
  }),
  collectionRemove: endpoint({
    method: 'POST',
    path: '/mibd/product/collection_remove',
    auth: 'required',
    body: collectionItemRequest,
    response: collectionItemResponse,
    permissions: ['favorites'],
    kinds: KEEPERS,
  }),
  collectionShareSendEmail: endpoint({
    method: 'POST',
    path: '/mibd/product/collection_share_send_email',
    auth: 'required',
    body: shareCollectionRequest,
    response: shareCollectionResponse,
    permissions: ['favorites'],
    kinds: KEEPERS,
  }),
  collectionShareList: endpoint({
    method: 'POST',
    path: '/mibd/product/collection_share_list',
    auth: 'none',
    body: sharedCollectionRequest,
    response: sharedCollectionResponse,
  }),
} as const;
