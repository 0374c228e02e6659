import { ensureStyles } from '@storefront/remote-kit';
import css from './orders.css?inline';

// This feature's stylesheet, added when the first of its views loads (the host does not load the CSS of a remote's
// modules; decision 025): the order pages carry only their own styles.
ensureStyles('mf-cart-checkout/orders', css);
