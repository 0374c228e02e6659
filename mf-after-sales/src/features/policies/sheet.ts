import { ensureStyles } from '@storefront/remote-kit';
import css from './policies.css?inline';

// This feature's stylesheet (screen and print), added when the first policy page loads (docs/decisions/025). The
// pages use none of src/ui's pieces, so the shared sheet is not brought along.
ensureStyles('mf-after-sales/policies', css);
