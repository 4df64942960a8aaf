import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { TableSkeleton, formatPaise } from '../../../../src';
import { useMemberVipCalls, type VipOverview } from '../memberCalls';

/** vip_level_management: how many members hold each VIP level, beside the level definitions the VIP plugin keeps. */
export default function VipLevelOverview() {
  const translate = useTranslate();
  const calls = useMemberVipCalls();
  const [state, setState] = useState<VipOverview | 'loading' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setState('loading');
    calls
      .levels()
      .then(setState)
      .catch(() => setState('error'));
  }, [calls, attempt]);
  const l = (key: string) => translate(`account.members.vipLevels.${key}`);
  return (
    <Box data-testid="vip-level-overview" sx={{ mt: 2 }}>
      <Title title="account.menu.vip_level_management" />
      {state === 'loading' && <TableSkeleton columns={2} rows={6} />}
      {state === 'error' && (
        <Alert severity="error" action={<Button onClick={() => setAttempt(attempt + 1)}>{translate('account.members.retry')}</Button>}>
          {translate('account.members.loadError')}
        </Alert>
      )}
      {typeof state === 'object' && (
        <>
          <Card sx={{ mb: 2 }}>
            <CardContent sx={{ overflowX: 'auto' }}>
              <Typography variant="subtitle1" gutterBottom>
                {l('members')}
              </Typography>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{l('level')}</TableCell>
                    <TableCell>{l('count')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {state.members.map((m) => (
                    <TableRow key={m.level}>
                      <TableCell>VIP {m.level}</TableCell>
                      <TableCell>{m.members}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
          <Card>
            <CardContent sx={{ overflowX: 'auto' }}>
              <Typography variant="subtitle1" gutterBottom>
                {l('definitions')}
              </Typography>
              {state.levels.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {l('none')}
                </Typography>
              ) : (
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      {['franchisee', 'level', 'name', 'requiredMonthly', 'requiredWeekly', 'upgradeReward', 'weeklyReward', 'rebate'].map(
                        (k) => (
                          <TableCell key={k}>{l(k)}</TableCell>
                        ),
                      )}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {state.levels.map((v) => (
                      <TableRow key={v.id}>
                        <TableCell>{v.franchiseeName}</TableCell>
                        <TableCell>VIP {v.level}</TableCell>
                        <TableCell>{v.name}</TableCell>
                        <TableCell>{formatPaise(v.requiredMonthly)}</TableCell>
                        <TableCell>{formatPaise(v.requiredWeekly)}</TableCell>
                        <TableCell>{formatPaise(v.upgradeReward)}</TableCell>
                        <TableCell>{formatPaise(v.weeklyReward)}</TableCell>
                        <TableCell>{`${(v.rebateBps / 100).toFixed(2)}%`}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}
