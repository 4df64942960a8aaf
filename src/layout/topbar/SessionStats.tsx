import { useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { formatPaise } from '../../format';
import { useHostPermissions } from '../../plugin/RegistryContext';
import { isAgentRole, useCurrentUser } from '../useSessionInfo';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1, px: 1, whiteSpace: 'nowrap' }} data-testid={testId}>
      <Typography component="span" sx={{ fontSize: 11, color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="span" sx={{ fontSize: 13, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Quota (hidden for agents) and online members, from the 10-second getCurrentUser poll. */
export function SessionStats() {
  const translate = useTranslate();
  const { data } = useCurrentUser();
  const permissions = useHostPermissions();
  const showQuota = !!permissions && !isAgentRole(permissions.role);
  return (
    <>
      {showQuota && <Stat testId="quota" label={translate('layout.quota')} value={data?.amount != null ? formatPaise(data.amount) : '—'} />}
      <Stat testId="online-count" label={translate('layout.online')} value={data ? String(data.onlinePeopleCount ?? 0) : '—'} />
    </>
  );
}
