import { useEffect, useRef, useState } from 'react';
import { useHostPermissions } from '../../../src';

/**
 * What a content editor's choices come from (its kind's options call: the franchisees, for notices
 * also their stations) and whether the caller is an admin, the only one who picks a franchisee.
 * The options are null while the call is out (the editor shows its spinner); a failed call leaves
 * `empty`, so the editor still opens with nothing to pick. With `adminOnly` the call is made for an
 * admin alone: the other callers' editors hold `empty` from the start.
 */
export function useFranchiseeOptions<O>(
  calls: { options(): Promise<O> },
  empty: O,
  adminOnly = false,
): { isAdmin: boolean; options: O | null } {
  const permissions = useHostPermissions();
  const isAdmin = permissions?.role === 'admin';
  const wanted = isAdmin || !adminOnly;
  // Callers write `empty` as a literal: held once, so a new object each render does not call again.
  const fallback = useRef(empty);
  const [options, setOptions] = useState<O | null>(wanted ? null : empty);
  useEffect(() => {
    if (wanted)
      calls
        .options()
        .then(setOptions)
        .catch(() => setOptions(fallback.current));
  }, [calls, wanted]);
  return { isAdmin, options };
}
