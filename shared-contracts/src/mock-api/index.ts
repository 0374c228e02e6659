/**
 * The mock api (decision 038): msw handlers for every call of the endpoint table, answering from the generated
 * catalog of the api's seed. The shell starts them in msw's worker when the mock flag is on; the component tests
 * serve them with msw's node server.
 */
export { MOCK_CATALOG, MockCatalog, type MockCatalogOptions } from './catalog';
export { emptyAnswer, validEmptyAnswer } from './empty-answer';
export { mockApiHandlers, mockCatalog, type MockApiOptions } from './handlers';
