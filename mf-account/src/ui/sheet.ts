import { ensureStyles } from '@storefront/remote-kit';
import css from './ui.css?inline';

// The shared pieces' stylesheet, added when the first view that uses them loads (before the sheet of that view's
// feature, which may refine them).
ensureStyles('mf-account/ui', css);
