import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hostMessages } from '../../../src/layout/messages';
import { hasMessage, messageKeys } from '../../../src/plugin/contract';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('host messages', () => {
  it('zh and en have exactly the same keys', () => {
    expect(messageKeys(hostMessages.en).sort()).toEqual(messageKeys(hostMessages.zh).sort());
  });

  it('every literal layout.* key the host uses exists in both languages', () => {
    const root = join(__dirname, '../../../src');
    const used = new Set<string>();
    for (const file of ['layout', 'login', 'popup', 'routes', 'settings'].flatMap((d) => sourceFiles(join(root, d)))) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/['`](layout\.[A-Za-z.]+[A-Za-z])['`]/g)) used.add(key);
    }
    expect(used.size).toBeGreaterThan(30);
    const missing = [...used].filter((k) => !hasMessage(hostMessages.zh, k) || !hasMessage(hostMessages.en, k));
    expect(missing).toEqual([]);
  });
});
