/** Path prefixes the api answers (spec section 7): servers and dev proxies forward these to it. */
export const API_PREFIXES = ['/mibd', '/mibdol', '/mibdOl', '/mibd_ol', '/xbom', '/ca', '/api'] as const;

/**
 * The largest body the api reads whole (JSON and forms; multipart uploads are read part by part, each file held to
 * its purpose's limit). The page server holds the bodies it forwards to the same limit.
 */
export const API_BODY_LIMIT = 1024 * 1024;
