/** Path prefixes the api answers (spec section 7): servers and dev proxies forward these to it. */
export const API_PREFIXES = ['/mibd', '/mibdol', '/mibdOl', '/mibd_ol', '/xbom', '/ca', '/api'] as const;
