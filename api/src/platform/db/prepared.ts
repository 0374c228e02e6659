import { sql } from 'drizzle-orm';
import type { Db } from './index';

/** A column of a CTE written in SQL, by its name: what `db.$with(name, { ... })` is told the CTE answers. */
export const cteColumn = <T>(name: string) => sql<T>`${sql.identifier(name)}`.as(name);

/**
 * The connection a database handle's statements run on: a transaction's handle runs on the pooled connection it holds,
 * the pool's own handle on the pool. Its statements are built for that connection: a statement built for a transaction
 * runs on the same connection in any later transaction that holds it (a pooled connection serves one transaction at a
 * time), so it is kept with the connection, not the handle (decision 043). Where the driver does not say (PGlite's
 * transactions: a new client each), the handle itself.
 */
function connectionOf(db: Db): object {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client && typeof client === 'object' ? client : db;
}

/**
 * A module's named statements, each built on its first use per connection and kept with it: the query builder runs
 * once per connection instead of in every transaction, and the server parses and plans each once per connection
 * instead of on every call (decisions 033 and 043). `builders` names each statement's builder; the answer gives the
 * statement of a handle by its name.
 */
export function preparedStatements<B extends Record<string, (db: Db) => unknown>>(builders: B) {
  type Statements = { [K in keyof B]: ReturnType<B[K]> };
  const builtByConnection = new WeakMap<object, Partial<Statements>>();
  return function statement<K extends keyof B>(db: Db, key: K): Statements[K] {
    const connection = connectionOf(db);
    let built = builtByConnection.get(connection);
    if (!built) builtByConnection.set(connection, (built = {}));
    return (built[key] ??= builders[key]!(db) as Statements[K]);
  };
}
