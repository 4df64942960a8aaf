import { Stack } from '@mui/material';
import { BooleanInput } from 'react-admin';

/**
 * The on/off switch every content kind has (`ns`.enabled) and, for the kinds a member's list can
 * pin to its top, the pin beside it (`ns`.pinned).
 */
export function PublishSwitches({ ns, pinned = false }: { ns: string; pinned?: boolean }) {
  const enabled = <BooleanInput source="enabled" label={`${ns}.enabled`} />;
  if (!pinned) return enabled;
  return (
    <Stack direction="row" sx={{ columnGap: 2 }}>
      <BooleanInput source="pinned" label={`${ns}.pinned`} />
      {enabled}
    </Stack>
  );
}
