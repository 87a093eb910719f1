/**
 * For facts that never change once true (a customer's email, their primary checking account), saving reads on
 * hot paths. Anything that can change must not go in, unless it may be out of date for `maxAgeMs`.
 */
export class StableFacts<Value> {
  private readonly facts = new Map<string, { value: Value; loadedAt: number }>();

  constructor(
    private readonly capacity = 5_000,
    private readonly maxAgeMs = Number.POSITIVE_INFINITY,
  ) {}

  async get(key: string, load: () => Promise<Value | null>): Promise<Value | null> {
    const known = this.facts.get(key);
    if (known !== undefined && Date.now() - known.loadedAt < this.maxAgeMs) return known.value;
    this.facts.delete(key);
    const loadedAt = Date.now();
    const loaded = await load();
    if (loaded === null) return null; // absence can change (someone signs up), so it is not remembered
    if (this.facts.size >= this.capacity) {
      const oldest = this.facts.keys().next().value;
      if (oldest !== undefined) this.facts.delete(oldest);
    }
    this.facts.set(key, { value: loaded, loadedAt });
    return loaded;
  }
}
