/** The session's cookies and its frame (what the first frame knows of the session). */
export * from './cookie-jar';
export * from './session-frame';
