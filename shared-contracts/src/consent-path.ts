/** Where the cookie banner's form posts when the page has no script yet (the server sets the cookies). */
export const CONSENT_PATH = '/cookie-consent';
