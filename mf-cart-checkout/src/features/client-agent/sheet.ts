import { ensureStyles } from '@storefront/remote-kit';
import css from './client-agent.css?inline';

// This feature's stylesheet, added when the first of its views loads (decision 025).
ensureStyles('mf-cart-checkout/client-agent', css);
