/**
 * How a product reads as a card and as its detail: the contracts' (shared with the mock api, decision 038); the
 * caller's roles, mode and site decide the prices.
 */
export {
  CARD_IMAGE_WIDTH,
  DETAIL_IMAGE_WIDTH,
  THUMB_IMAGE_WIDTH,
  productImageUrl,
  seesRetail,
  stockInput,
  toCard,
  toDetail,
  visibilityFor,
  type Visibility,
} from '@storefront/contracts/catalog-answers';
