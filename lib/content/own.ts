/**
 * The value a table holds under a name an author wrote (a fence's language; a `type`, `phase`, `cli` or `plan`
 * attribute), or undefined. Own keys only: `constructor` or `toString` names no entry of any table, where `name in
 * table` and `table[name]` would find the prototype's methods. No imports, so any module may use it.
 */
export function ownValue<V>(table: Readonly<Record<string, V>>, name: string | null | undefined): V | undefined {
  return name != null && Object.hasOwn(table, name) ? table[name] : undefined;
}
