/** Server messages in both console languages. The `language` header picks one per request. */
export type Lang = 'zh' | 'en';

/** One module's messages: every key in both languages. */
export type Catalogue = Record<string, Record<Lang, string>>;

/** Throws when two catalogues declare the same key, naming both owners. */
export function assertDistinctKeys(catalogues: Record<string, Catalogue>): void {
  const owner = new Map<string, string>();
  for (const [name, catalogue] of Object.entries(catalogues)) {
    for (const key of Object.keys(catalogue)) {
      const first = owner.get(key);
      if (first !== undefined) throw new Error(`Server message "${key}" is declared by both ${first} and ${name}`);
      owner.set(key, name);
    }
  }
}
