import { ensureStyles } from '@storefront/remote-kit';
import css from './checkout.css?inline';

// This feature's stylesheet, added when the first of its views loads (decision 025: the host does not load the CSS of
// a remote's modules, and a page carries only the styles of the features it shows).
ensureStyles('mf-cart-checkout/checkout', css);
