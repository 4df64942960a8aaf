import { Alert, Box, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { ListBase, Pagination, TextInput, FilterForm, useListContext, useNotify, useTranslate } from 'react-admin';
import { GuardedButton } from '../../../src';
import type { AgentRecord } from './agentCalls';
import { QrCode } from './QrCode';

function PromotionCard({ agent }: { agent: AgentRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async (text: string) => {
    await navigator.clipboard.writeText(text);
    notify('account.agents.copied', { type: 'success' });
  };
  return (
    <Card variant="outlined" data-testid={`promotion-${agent.id}`}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ minWidth: 160, display: 'flex', justifyContent: 'center' }}>
            {agent.promotionLink ? (
              <QrCode text={agent.promotionLink} alt={translate('account.agents.qrAlt', { username: agent.username })} />
            ) : (
              <Alert severity="info" data-testid="promotion-no-link">
                {translate('account.agents.noLink')}
              </Alert>
            )}
          </Box>
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1">
              {agent.username} <Chip size="small" label={translate(`account.agents.type.${agent.agentType}`)} />
            </Typography>
            <Typography variant="body2">
              {translate('account.agents.col.inviteCode')}: <strong>{agent.inviteCode ?? '-'}</strong>
              {agent.inviteCode && (
                <GuardedButton size="small" onClick={() => copy(agent.inviteCode as string)}>
                  {translate('account.agents.copy')}
                </GuardedButton>
              )}
            </Typography>
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {translate('account.agents.col.promotionLink')}:{' '}
              {agent.promotionLink ? (
                <>
                  <Link href={agent.promotionLink} target="_blank" rel="noreferrer">
                    {agent.promotionLink}
                  </Link>
                  <GuardedButton size="small" onClick={() => copy(agent.promotionLink)}>
                    {translate('account.agents.copy')}
                  </GuardedButton>
                </>
              ) : (
                '-'
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('account.agents.col.promotionSite')}: {agent.promotionSite || '-'} · {translate('account.agents.col.memberCount')}:{' '}
              {agent.memberCount}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Cards() {
  const translate = useTranslate();
  const { data, isPending, error } = useListContext<AgentRecord>();
  if (error) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  if (isPending) return null;
  if (!data || data.length === 0) return <Alert severity="info">{translate('account.agents.none')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {data.map((agent) => (
        <PromotionCard key={agent.id} agent={agent} />
      ))}
    </Box>
  );
}

/** shareholder / promotionCode: each agent's invitation code and promotion link with its QR code. */
export default function PromotionCodes() {
  return (
    <Box data-testid="promotion-codes" sx={{ py: 1 }}>
      <ListBase resource="promotionAgent" perPage={10} sort={{ field: 'id', order: 'ASC' }} disableSyncWithLocation>
        <FilterForm
          filters={[<TextInput key="usernameKeyword" source="usernameKeyword" label="account.agents.filter.keyword" alwaysOn />]}
        />
        <Cards />
        <Pagination rowsPerPageOptions={[10, 20]} />
      </ListBase>
    </Box>
  );
}
