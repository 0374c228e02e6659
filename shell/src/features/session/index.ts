/** The session's cookies and its frame (what the first frame knows of the session), and the session of the sibling sites. */
export * from './cookie-jar';
export * from './session-frame';
export * from './session-sites';
export { sessionSeedFromPage } from './session-store';
