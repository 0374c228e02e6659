import { ensureStyles } from '@storefront/remote-kit';
import '../../ui/sheet';
import css from './desk.css?inline';

// This feature's stylesheet, added when the first of its views loads (docs/decisions/025).
ensureStyles('mf-after-sales/after-sales-desk', css);
