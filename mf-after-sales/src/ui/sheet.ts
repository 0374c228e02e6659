import { ensureStyles } from '@storefront/remote-kit';
import css from './ui.css?inline';

// The shared pieces' stylesheet (form fields, notices, actions), added when the first view that uses them loads,
// before the sheet of that view's feature, which may refine them (docs/decisions/025).
ensureStyles('mf-after-sales/ui', css);
