import { endpoint } from './endpoint';
import {
  addToProjectRequest,
  addToProjectResponse,
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
