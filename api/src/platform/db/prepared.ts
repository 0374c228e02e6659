import type { Db } from './index';

/**
 * A module's named statements, each built on its first use per database handle and kept with it: the server parses
 * and plans each once per connection instead of on every call (decision 033). `builders` names each statement's
 * builder; the answer gives the statement of a handle by its name.
 */
export function preparedStatements<B extends Record<string, (db: Db) => unknown>>(builders: B) {
  type Statements = { [K in keyof B]: ReturnType<B[K]> };
  const builtByDb = new WeakMap<Db, Partial<Statements>>();
  return function statement<K extends keyof B>(db: Db, key: K): Statements[K] {
    let built = builtByDb.get(db);
    if (!built) builtByDb.set(db, (built = {}));
    return (built[key] ??= builders[key]!(db) as Statements[K]);
  };
}
