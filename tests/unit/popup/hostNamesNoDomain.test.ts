import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { plugins } from '../../../plugins';
import { hasMessage } from '../../../src/plugin/contract';
import { createRegistry } from '../../../src/plugin/registry';
import type { PopupPanelId, PopupPresetFilters } from '../../../src/popup';

/*
 * Issue 38: the popup host names no domain. Its preset fields and panel numbers are declared by the
 * plugins that host the panels (popup/types.ts); the host keeps the contract, the time range (its
 * own field) and the chip labels (any field may carry one).
 */

const HOST = join(__dirname, '../../../src/popup');
const registry = createRegistry(plugins);
/** The host's own preset, generic: every list is cut in time the same way. */
const HOST_FIELDS = ['timeRange'];
const fields = [...new Set(registry.popupPanels.flatMap((p) => Object.keys(p.presets)))].filter((f) => !HOST_FIELDS.includes(f));
const ids = registry.popupPanels.map((p) => p.id as number);

/**
 * Where `text` names one of `fields` (as a string, a property or a key: field names such as
 * `type` are also English and TypeScript words) or one of the panel numbers `ids` (a panel, a
 * link, an id compared or a call with it, a union of numbers).
 */
function domainNames(text: string): string[] {
  const hits: string[] = [];
  for (const f of fields) {
    const named = new RegExp(`['"\`]${f}['"\`]|\\.${f}\\b|\\b${f}\\??\\s*:|\\{\\s*${f}\\b|,\\s*${f}\\s*[,}]`);
    const m = named.exec(text);
    if (m) hits.push(m[0]);
  }
  const numbers = [
    /\bpanels?\s+(\d+)/gi,
    /\bpopup=(\d+)/g,
    /\b(?:panel|panelId|id)\s*(?:===?|:)\s*(\d+)/g,
    /\b(?:open|can|has)\(\s*(\d+)/g,
    /\b(\d+)\s*\|\s*\d+/g,
  ];
  for (const re of numbers) for (const m of text.matchAll(re)) if (ids.includes(Number(m[1]))) hits.push(m[0]);
  return hits;
}

const hostFiles = (readdirSync(HOST, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f));

describe('the popup host (src/popup)', () => {
  it('knows the installed panels and their fields (so the check below has something to find)', () => {
    expect(ids.length).toBe(19);
    expect(fields).toEqual(expect.arrayContaining(['memberId', 'status', 'type', 'timeOn', 'formal']));
    expect(hostFiles).toEqual(expect.arrayContaining(['types.ts', 'url.ts', 'PopupProvider.tsx']));
  });

  it('finds a field or a panel number where the host once named them', () => {
    // Lines of the host before issue 38 moved them to the plugins.
    expect(domainNames('  memberId?: string | number;')).toEqual(['memberId?:']);
    expect(domainNames("const KEYS = ['game', 'playMethod'];")).toEqual(["'game'"]);
    expect(domainNames("if (key === 'timeOn') return translate(x);")).toEqual(["'timeOn'"]);
    expect(domainNames('export type PopupPanelId = 1 | 2 | 3;')).toEqual(['1 | 2']);
    expect(domainNames('/** Panels 10, 11 and 13: searched at once. */')).toEqual(['Panels 10']);
    expect(domainNames('{ panel: 7, presets }')).toEqual(['panel: 7']);
    // English and TypeScript words that are also field names are not names of the field.
    expect(domainNames("import type { X } from './types'; // the type of a status")).toEqual([]);
  });

  it.each(hostFiles)('%s names no preset field and no panel number', (file) => {
    expect(domainNames(readFileSync(join(HOST, file), 'utf8'))).toEqual([]);
  });

  it('declares the fields and the panel numbers empty, for the plugins to fill', () => {
    const types = readFileSync(join(HOST, 'types.ts'), 'utf8');
    expect(types).toMatch(/export interface PopupPresetFields \{\}/);
    expect(types).toMatch(/export interface PopupPanelNumbers \{\}/);
  });

  it('refuses, when compiled, a field no plugin declares and a number no plugin hosts', () => {
    // Checked by tsc over the tests (npm test): each line below is an error it expects.
    const presets: PopupPresetFilters = {
      // @ts-expect-error no plugin declares this preset field
      noSuchField: 1,
    };
    // @ts-expect-error no plugin hosts a panel 99
    const panel: PopupPanelId = 99;
    expect([presets, panel]).toHaveLength(2);
  });

  it("captions every installed panel's presets in both languages", async () => {
    const messages = { zh: await registry.loadMessages('zh'), en: await registry.loadMessages('en') };
    const missing = registry.popupPanels.flatMap((p) =>
      Object.entries(p.presets).flatMap(([key, field]) =>
        HOST_FIELDS.includes(key) || !field
          ? []
          : (['zh', 'en'] as const).filter((l) => !hasMessage(messages[l], field.label)).map((l) => `panel ${p.id} ${key} ${l}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
