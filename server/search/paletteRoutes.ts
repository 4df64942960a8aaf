import { sessionContracts as contracts } from '../../shared/sessionContract';
import { anySignedInStaff, defineRoute } from '../http/route';
import { installedModules } from '../plugin/installed';

/*
 * The command palette's server half: every installed plugin's finders (their server modules'
 * `search`: members, orders, periods…) asked at once. Each finder looks only when the caller
 * could open the screen it leads to (the same role and menu right as that screen's own list
 * endpoint) and only within the caller's scope, so the palette never tells more than the screens
 * would; each look-up is an equality or a prefix on an indexed column.
 */
export const paletteRoutes = [
  defineRoute({
    contract: contracts.palette,
    auth: 'staff',
    menu: anySignedInStaff('the command palette of every screen: each kind of result only from screens the caller holds, in its scope'),
    async handler({ db, caller, body, lang }) {
      const finders = installedModules().flatMap((module) => module.search ?? []);
      const found = await Promise.all(finders.map((finder) => finder.find({ db, caller, q: body.q, lang })));
      return { hits: found.flat() };
    },
  }),
];
