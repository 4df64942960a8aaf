import en from '../../messages.en';
import zh from '../../messages.zh';
import { formValuesOf, payloadOf, validateItem } from '../../form';
import plugin from '../../index';
import { SUPPORT_TICKETS_MENU_TREE } from '../../shared/menu';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, above = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${above}${k}`] : keys(v, `${above}${k}.`)));

describe('support_tickets: the console half', () => {
  it('has the same text keys in zh and en', () => {
    expect(keys(zh as Tree).sort()).toEqual(keys(en as Tree).sort());
  });

  it('refuses a blank or long title and a long note, as the server does', () => {
    expect(validateItem({ title: '  ', note: '', status: 'open' })).toEqual({ title: 'support_tickets.form.titleLength' });
    expect(validateItem({ title: 'x'.repeat(61), note: 'y'.repeat(501), status: 'open' })).toEqual({
      title: 'support_tickets.form.titleLength',
      note: 'support_tickets.form.noteLength',
    });
    expect(validateItem({ title: 'Fine', note: '', status: 'closed' })).toEqual({});
  });

  it('sends trimmed values and the id of the item edited', () => {
    expect(payloadOf({ ...formValuesOf(null), title: ' New ' })).toEqual({ id: undefined, title: 'New', note: '', status: 'open' });
    expect(
      payloadOf(formValuesOf({ id: 3, title: 'T', note: 'n', status: 'closed', createdBy: null, createdAt: 0, updatedAt: 0 }), 3).id,
    ).toBe(3);
  });

  it('draws the menu the server grants (one tree in shared/menu.ts), the badge opening its list', () => {
    expect(plugin.menu.map((node) => [node.name, node.children?.map((c) => c.name)])).toEqual(
      SUPPORT_TICKETS_MENU_TREE.map((node) => [node.title, node.children?.map((c) => c.title)]),
    );
    expect(plugin.badges?.[0].to).toBe('/support_tickets_management/support_tickets_list');
  });
});
