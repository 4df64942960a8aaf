/*
 * Command palette bench (issue 17).
 *   1. A keystroke's ranking over the full admin menu (every screen, zh + en + pinyin initials):
 *      each query of a typed sequence is ranked REPEAT times; target ≤ 50 ms per keystroke.
 *   2. With --url: the member search over HTTP (POST chance-search/palette) as admin and as an
 *      agent, for phone prefixes, username prefixes and ids taken from the server's own member
 *      list. Start a server on a COPY of the large database (never the original), e.g.
 *        cp /work/bench/large.db* /tmp/pal/ && DATABASE_URL=sqlite:/tmp/pal/large.db SEED=off SIMULATOR=off PORT=8817 npx tsx server/main.ts
 *      then `npx tsx bench/palette.ts --url http://127.0.0.1:8817`.
 * Prints one JSON line.
 */
import { createHash } from 'node:crypto';
import { plugins } from '../plugins';
import { ROLE_MENUS } from '../demo/seed/roleMenus';
import { filterMenu, flattenMenu } from '../src/plugin/filterMenu';
import { createRegistry } from '../src/plugin/registry';
import { menuPaletteItems } from '../src/palette/menuItems';
import { pinyinInitials } from '../src/palette/pinyinInitials';
import { rankItems } from '../src/palette/ranking';

const REPEAT = 200;
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const round = (n: number) => Math.round(n * 1000) / 1000;

function rankingBench() {
  const registry = createRegistry(plugins);
  const t0 = performance.now();
  const items = menuPaletteItems(
    flattenMenu(filterMenu(registry.menu, 'admin', ROLE_MENUS.admin)),
    registry.messages,
    'zh',
    pinyinInitials,
  );
  const buildMs = performance.now() - t0;
  // What people type, one keystroke at a time: English, pinyin initials, Chinese, a miss.
  const typed = ['withdrawal', 'hyl', 'txjl', '会员列表', 'zzzz'];
  const keystrokes = typed.flatMap((word) => [...word].map((_, i) => word.slice(0, i + 1)));
  const recent = items.slice(0, 8).map((i) => i.id);
  const perKeystroke: number[] = [];
  for (const q of keystrokes) {
    const start = performance.now();
    for (let r = 0; r < REPEAT; r++) rankItems(items, q, recent);
    perKeystroke.push((performance.now() - start) / REPEAT);
  }
  return {
    menuItems: items.length,
    buildItemsMs: round(buildMs),
    keystrokes: keystrokes.length,
    rankMsP50: round(percentile(perKeystroke, 50)),
    rankMsMax: round(Math.max(...perKeystroke)),
    targetMs: 50,
  };
}

async function httpBench(url: string) {
  const post = async <T>(path: string, body: unknown, token?: string): Promise<{ ms: number; data: T }> => {
    const start = performance.now();
    const response = await fetch(`${url}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: '0', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { code: number | string; msg: string; data: T };
    const ms = performance.now() - start;
    if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.msg}`);
    return { ms, data: json.data };
  };
  const login = async (username: string, password: string) =>
    (await post<string>('chance_login/login', { username, password: createHash('sha256').update(password).digest('hex') })).data;
  const out: Record<string, unknown> = {};
  for (const [who, password] of [
    ['admin', 'admin123'],
    ['agent', 'agent123'],
  ] as const) {
    const token = await login(who, password);
    const page = (
      await post<{ list: { id: number; username: string; phone: string }[]; total: number }>(
        'chance-member/list',
        { pageIndex: 1, pageSize: 30 },
        token,
      )
    ).data;
    const queries = page.list.flatMap((m) => [
      m.phone.replace(/^\+91/, '').slice(0, 6),
      m.phone.replace(/^\+91/, ''),
      m.username.slice(0, 3),
      m.username,
      String(m.id),
    ]);
    const times: number[] = [];
    let hits = 0;
    for (const q of queries) {
      const { ms, data } = await post<{ members: unknown[] }>('chance-search/palette', { q }, token);
      times.push(ms);
      hits += data.members.length > 0 ? 1 : 0;
    }
    out[who] = {
      membersInScope: page.total,
      queries: queries.length,
      withHits: hits,
      p50Ms: round(percentile(times, 50)),
      p95Ms: round(percentile(times, 95)),
      maxMs: round(Math.max(...times)),
    };
  }
  return out;
}

const url = arg('--url');
const result = { ranking: rankingBench(), search: url ? await httpBench(url) : 'skipped (no --url)' };
console.log(JSON.stringify(result));
