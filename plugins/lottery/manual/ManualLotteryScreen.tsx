import { useState } from 'react';
import { Alert, Box, Card, CardContent, Divider, LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import type { GameChoice } from '../lotteryCalls';
import { ExternalResults } from './ExternalResults';
import { PendingPeriods } from './PendingPeriods';
import { SupplementaryRequests } from './SupplementaryRequests';

/**
 * game_result / manualLottery. External draws: one staff member enters the official result, another
 * approves it, and only then is the period drawn and settled. House draws that failed: a
 * supplementary draw re-runs the fair draw from the committed seed (never a chosen result), a
 * supplementary settlement retries a failed settlement; each is requested and approved by two
 * people. A period that will never have a result is voided with every stake refunded.
 */
export default function ManualLotteryScreen() {
  const translate = useTranslate();
  const [tab, setTab] = useState<'external' | 'supplementary'>('external');
  const games = useGetList<GameChoice>('lotteryGame', { pagination: { page: 1, perPage: 100 } });
  const external = (games.data ?? []).filter((g) => g.result_source === 'external');
  return (
    <Box data-testid="manual-lottery">
      <Title title="lottery.menu.manualLottery" />
      <Card>
        <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ px: 2 }}>
          <Tab value="external" label={translate('lottery.manual.tabExternal')} data-testid="tab-external" />
          <Tab value="supplementary" label={translate('lottery.manual.tabSupplementary')} data-testid="tab-supplementary" />
        </Tabs>
        <Divider />
        <CardContent>
          {games.isPending && <LinearProgress />}
          {games.error && <Alert severity="error">{translate('ra.notification.http_error')}</Alert>}
          {games.data && tab === 'external' && (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('lottery.manual.externalIntro')}
              </Typography>
              {external.length === 0 ? (
                <Typography color="text.secondary">{translate('lottery.manual.noExternalGames')}</Typography>
              ) : (
                <PendingPeriods games={external} statuses={[2, 5]} allGames={false} testId="external-periods" />
              )}
              <Divider sx={{ my: 2 }} />
              <ExternalResults games={games.data} />
            </>
          )}
          {games.data && tab === 'supplementary' && (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('lottery.manual.supplementaryIntro')}
              </Typography>
              <PendingPeriods
                games={games.data.filter((g) => g.result_source !== 'external')}
                statuses={[5, 3]}
                allGames
                testId="failed-periods"
              />
              <Divider sx={{ my: 2 }} />
              <SupplementaryRequests />
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
