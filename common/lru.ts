/** A bounded map that forgets the least recently used entry first (Map keeps insertion order). */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    // Most recently used goes last.
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  /** Forgets every entry the predicate picks. */
  deleteWhere(pick: (key: K, value: V) => boolean): void {
    for (const [key, value] of this.map) if (pick(key, value)) this.map.delete(key);
  }

  get size(): number {
    return this.map.size;
  }
}
