import { ensureStyles } from '@storefront/remote-kit';
import css from './order-changes.css?inline';

// This feature's stylesheet, added when the first of its views loads (decision 025).
ensureStyles('mf-cart-checkout/order-changes', css);
