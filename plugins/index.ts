import type { PluginManifest } from '../src';
import account from './account';
import dashboard from './dashboard';
import lottery from './lottery';
import money from './money';
import system from './system';
import report from './report';
import marketing from './marketing';
import vip from './vip';
import information from './information';
import supportTickets from '../examples/plugin-support-tickets';

/** The installed plugins, in menu order. Adding a domain: one folder under plugins/ and one line here. */
export const plugins: PluginManifest[] = [dashboard, account, money, lottery, system, information, report, vip, marketing, supportTickets];
