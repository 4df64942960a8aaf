/**
 * Routes still declared without a contract (issue 41): the list only shrinks
 * (tests/server/contract/routeContracts.test.ts). 7 of 398.
 */
export const NOT_YET_DESCRIBED: readonly string[] = [
  'GET /chance-registration-agreement/current',
  'POST /chance-registration-agreement/list',
  'POST /chance-registration-agreement/publish',
  'POST /chance-registration-agreement/save',
  'POST /chance-regprotocol/list',
  'POST /chance-regprotocol/publish',
  'POST /chance-regprotocol/save',
];
