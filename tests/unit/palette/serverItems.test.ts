import { serverPaletteItems } from '../../../src/palette/paletteCalls';
import type { PaletteHit } from '../../../shared/palette';

const hit = (id: string, screen: string): PaletteHit => ({
  id,
  kind: id.split(':')[0],
  kindName: 'Kind',
  label: id,
  hint: 'hint',
  names: [id],
  to: `${screen}?x`,
  screen,
});

describe("the palette's server hits", () => {
  it('are shown as the plugin that found them words them, and only from screens the user holds', () => {
    const items = serverPaletteItems(
      { hits: [hit('member:1', '/a/members'), hit('order:company:2', '/m/company'), hit('ticket:3', '/s/tickets')] },
      new Set(['/a/members', '/s/tickets']),
    );
    expect(items.map((i) => i.id)).toEqual(['member:1', 'ticket:3']);
    expect(items[1]).toEqual({
      id: 'ticket:3',
      kind: 'ticket',
      kindName: 'Kind',
      label: 'ticket:3',
      hint: 'hint',
      names: ['ticket:3'],
      to: '/s/tickets?x',
      screen: '/s/tickets',
    });
  });
});
