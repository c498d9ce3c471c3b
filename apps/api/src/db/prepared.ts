import type { Db } from './client.ts';

/**
 * A named prepared statement (or a set of them) built once per database and kept with it
 * (decisions 1015 and 1233): `build` runs on a database's first call, and every later call on that
 * database gets the same statements. A closed database takes its statements with it.
 */
export function onePerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statements = built.get(db);
    if (statements === undefined) built.set(db, (statements = build(db)));
    return statements;
  };
}
