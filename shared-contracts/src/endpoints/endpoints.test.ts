import { API_PREFIXES } from '../api-paths';
import { ENDPOINTS, ENDPOINT_DOCS, endpointEntries, type Endpoint } from './index';

const entries = endpointEntries();

describe('the endpoint table', () => {
  it('holds every domain, each with its calls', () => {
    expect(Object.keys(ENDPOINTS)).toEqual(['platform', 'identity', 'registration', 'files', 'catalog', 'cart', 'customers', 'projects', 'favorites', 'members', 'cara', 'payments', 'checkout', 'orders', 'orderChanges', 'clientAgent', 'afterSales', 'claims', 'serviceRequests', 'activity']);
    for (const calls of Object.values(ENDPOINTS)) expect(Object.keys(calls).length).toBeGreaterThan(0);
  });

  it('names each call once: one entry per method and path, one operation id per entry', () => {
    const routes = entries.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    const ids = entries.map(({ operationId }) => operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('cart.list');
  });

  it('puts every path under a prefix the servers forward to the api', () => {
    for (const { operationId, endpoint } of entries) {
      expect(API_PREFIXES.some((prefix) => endpoint.path.startsWith(`${prefix}/`)), operationId).toBe(true);
    }
  });

  it('says what each call does, and what it answers: the envelope with a schema, or a stream, file or page of its own', () => {
    for (const { operationId, endpoint } of entries) {
      expect(ENDPOINT_DOCS[operationId].summary.length, operationId).toBeGreaterThan(10);
      expect(ENDPOINT_DOCS[operationId].tags.length, operationId).toBeGreaterThan(0);
      if (endpoint.answers) expect(endpoint.response, operationId).toBeUndefined();
    }
    const platform = new Set<Endpoint>(Object.values(ENDPOINTS.platform));
    const unchecked = entries.filter(({ endpoint }) => !endpoint.answers && !endpoint.response && !platform.has(endpoint)).map((e) => e.operationId);
    expect(unchecked).toEqual([]);
  });

  it('sends no body on a GET', () => {
    for (const { operationId, endpoint } of entries) if (endpoint.method === 'GET') expect(endpoint.multipart, operationId).toBeUndefined();
  });
});
