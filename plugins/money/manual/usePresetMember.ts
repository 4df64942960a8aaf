import { useEffect } from 'react';
import { presetId, useInPopup } from '../../../src';
import { useManualCalls, type ManualMember } from './manualCalls';

/**
 * In a popup panel opened with a member id, looks the member up and hands it to the form: at once
 * for the panels that search automatically (10, 11, 13), else when the presets are due (2 s).
 * On a page, or without a member id, it does nothing.
 */
export function usePresetMember(onMember: (member: ManualMember) => void) {
  const panel = useInPopup();
  const calls = useManualCalls();
  const memberId = presetId(panel?.presets.memberId);
  const due = panel !== null && (panel.autoSearch || panel.presetsApplied);
  useEffect(() => {
    if (!due || memberId === undefined) return;
    let live = true;
    calls.member({ memberId }).then(
      (m) => live && onMember(m),
      () => undefined, // the http layer has shown why (not found, out of scope)
    );
    return () => {
      live = false;
    };
    // Once per panel opening: `calls` and `onMember` are new objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [due, memberId]);
}
