/**
 * @jest-environment node
 */
import { nameProblem, namesOf, nextMigrationNumber } from '../../../scripts/pluginNew/names.mjs';

describe('npm run plugin:new: names', () => {
  it('refuses a name that is not lower-case words, is reserved or is installed', () => {
    expect(nameProblem('support_tickets', ['money'])).toBeNull();
    expect(nameProblem('Support', [])).toMatch(/not a plugin name/);
    expect(nameProblem('a__b', [])).toMatch(/not a plugin name/);
    expect(nameProblem('9lives', [])).toMatch(/not a plugin name/);
    expect(nameProblem('layout', [])).toBe('"layout" is reserved by the console\'s host');
    expect(nameProblem('server', [])).toMatch(/reserved/);
    expect(nameProblem('money', ['money'])).toBe('a plugin named "money" is already installed');
    expect(nameProblem('x'.repeat(31), [])).toMatch(/longer than 30/);
  });

  it('derives every name the plugin uses from one', () => {
    expect(namesOf('support_tickets', { migrationNumber: 69, zhTitle: '客服工单' })).toEqual({
      name: 'support_tickets',
      camel: 'supportTickets',
      pascal: 'SupportTickets',
      constant: 'SUPPORT_TICKETS',
      kebab: 'support-tickets',
      api: 'chance-support-tickets',
      table: 'support_tickets_item',
      resource: 'supportTicketsItem',
      section: 'support_tickets_management',
      leaf: 'support_tickets_list',
      migration: '069_support_tickets',
      enTitle: 'Support Tickets',
      zhTitle: '客服工单',
      up: '../../',
      upTests: '../../../../',
    });
    expect(namesOf('faq', { migrationNumber: 70, depth: 3 })).toMatchObject({
      zhTitle: 'Faq',
      up: '../../../',
      upTests: '../../../../../',
    });
  });

  it('takes the number after the highest migration, whatever order the names come in', () => {
    expect(nextMigrationNumber(['001_foundation', '068_installed_module', '016_report_cuts'])).toBe(69);
    expect(nextMigrationNumber([])).toBe(1);
  });
});
