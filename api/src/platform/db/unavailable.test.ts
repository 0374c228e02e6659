import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '.';

/** An error as the driver makes them: a message, and the server's SQLSTATE or Node's network code in `code`. */
const driverError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('a database out of reach, told from a refused statement', () => {
  it.each([
    ['the server refused the connection', driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['the connection was reset', driverError('read ECONNRESET', 'ECONNRESET')],
    ['the host name is not found', driverError('getaddrinfo ENOTFOUND postgres', 'ENOTFOUND')],
    ['the server is shutting down', driverError('terminating connection due to administrator command', '57P01')],
    ['the server is starting', driverError('the database system is starting up', '57P03')],
    ['a connection exception', driverError('connection failure', '08006')],
    ['too many connections', driverError('sorry, too many clients already', '53300')],
    ['the connection ended mid-query', driverError('Connection terminated unexpectedly')],
    ['no connection within the timeout', driverError('timeout exceeded when trying to connect')],
    ['the query builder wrapping any of them', new DrizzleQueryError('select 1', [], driverError('connect ECONNREFUSED', 'ECONNREFUSED'))],
    ['every address refused', new AggregateError([driverError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')])],
  ])('unavailable: %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new DrizzleQueryError('insert', [], driverError('duplicate key value violates unique constraint', '23505'))],
    ['a syntax error', driverError('syntax error at or near "selec"', '42601')],
    ['a statement cancelled by its timeout', driverError('canceling statement due to statement timeout', '57014')],
    ['an error of the api itself', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('not unavailable: %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
