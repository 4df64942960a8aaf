import type { PaletteHit } from '../../../../shared/palette';
import { t } from '../../../../server/http/messages';
import { menuAllows } from '../../../../server/menu/catalogue';
import type { PaletteSearch } from '../../../../server/plugin/serverModule';
import { menuUrl } from '../../../../shared/menuUrl';
import { FORMAL_MENU } from './fields';
import { searchMembers } from './memberSearch';

const SCREEN = menuUrl(FORMAL_MENU);

/** Members by id, username or phone, for a caller who holds the member list, within its scope. */
export const memberPaletteSearch: PaletteSearch = {
  async find({ db, caller, q, lang }) {
    if (!menuAllows(caller.menuList, FORMAL_MENU)) return [];
    const members = await searchMembers(db, caller, q);
    return members.map((m): PaletteHit => {
      const local = m.phone.startsWith('+91') ? m.phone.slice(3) : m.phone;
      const kind = m.kind === 'trial' ? t(lang, 'palette_member_trial') : m.kind === 'internal' ? t(lang, 'palette_member_internal') : '';
      return {
        id: `member:${m.id}`,
        kind: 'member',
        kindName: t(lang, 'palette_member'),
        label: m.nickname && m.nickname !== m.username ? `${m.username} (${m.nickname})` : m.username,
        hint: [`ID ${m.id}`, m.phone, kind].filter(Boolean).join(' · '),
        names: [m.username, m.phone, local, String(m.id)],
        to: `/member/${m.id}/show`,
        screen: SCREEN,
      };
    });
  },
};
