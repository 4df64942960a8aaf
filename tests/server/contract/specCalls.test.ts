import { routesByCall } from '../../../server/http/routePaths';
import { allRoutes } from '../../../server/routes';
import { SPEC_CALLS } from './specCalls';

// The spec's own calls (§7), each served under exactly the spec's method and path (issue 41 #5).
describe("the spec's calls", () => {
  const served = routesByCall(allRoutes);

  it('are the 91 the spec names, once each', () => {
    expect(SPEC_CALLS).toHaveLength(91);
    expect(new Set(SPEC_CALLS).size).toBe(91);
  });

  it('are every one served under its own method and path', () => {
    expect(SPEC_CALLS.filter((call) => !served.has(call))).toEqual([]);
  });

  it("are each the route's own path, or an alias of a call the spec also names", () => {
    const aliasesOfOthers = SPEC_CALLS.filter((call) => {
      const route = served.get(call);
      return route !== undefined && `${route.method} ${route.path}` !== call && !SPEC_CALLS.includes(`${route.method} ${route.path}`);
    });
    expect(aliasesOfOthers).toEqual([]);
  });
});
