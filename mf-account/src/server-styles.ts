/**
 * The stylesheets a server-rendered page of mf-account needs in its first frame (the browser build adds each
 * feature's sheet when its view loads, `ensureStyles`; the page server puts these in the head instead).
 */
import center from './features/personal-center/personal-center.css?inline';
import ui from './ui/ui.css?inline';

export default `${ui}\n${center}`;
