import { ensureStyles } from '@storefront/remote-kit';
import '../../ui/sheet';
import css from './service-requests.css?inline';

// This feature's stylesheet, added when the first of its views loads (the host does not load the CSS of a remote's
// modules): a page carries only the styles of the features it shows (docs/decisions/025).
ensureStyles('mf-after-sales/service-requests', css);
