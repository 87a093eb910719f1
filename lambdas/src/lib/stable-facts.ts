/**
 * A small bounded memory, per warm function instance, for facts that never change once true —
 * a customer's email (it cannot be changed) or their primary checking account (accounts are
 * never closed). It saves reads on hot paths; anything that can change must not go in here.
 */
export class StableFacts<Value> {
  private readonly facts = new Map<string, Value>();

  constructor(private readonly capacity = 5_000) {}

  async get(key: string, load: () => Promise<Value | null>): Promise<Value | null> {
    const known = this.facts.get(key);
    if (known !== undefined) return known;
    const loaded = await load();
    if (loaded === null) return null; // absence can change (someone signs up), so it is not remembered
    if (this.facts.size >= this.capacity) {
      const oldest = this.facts.keys().next().value;
      if (oldest !== undefined) this.facts.delete(oldest);
    }
    this.facts.set(key, loaded);
    return loaded;
  }
}
