import type { PaletteAnswer } from '../../shared/palette';
import type { HostHttp } from '../plugin/HttpContext';
import type { PaletteItem } from './ranking';

export function searchPalette(http: HostHttp, q: string): Promise<PaletteAnswer> {
  // Silent: a failed look-up leaves the menu matches in place rather than toasting per keystroke.
  return http.request<PaletteAnswer>('chance-search/palette', { method: 'POST', body: { q }, silent: true });
}

/**
 * The plugins' hits (their server modules' finders, shared/palette.ts) as palette items: the
 * server answers them in the caller's language, only from screens the caller holds; `visible`
 * (the menu paths the user may open) keeps the two in step should a menu change meanwhile.
 */
export function serverPaletteItems(answer: PaletteAnswer, visible: ReadonlySet<string>): PaletteItem[] {
  return answer.hits
    .filter((hit) => visible.has(hit.screen))
    .map((hit) => ({
      id: hit.id,
      kind: hit.kind,
      kindName: hit.kindName,
      label: hit.label,
      hint: hit.hint,
      names: hit.names,
      to: hit.to,
      screen: hit.screen,
    }));
}
