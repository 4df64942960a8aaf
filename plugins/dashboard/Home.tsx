import { Alert, Box, Button, Grid } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import WifiIcon from '@mui/icons-material/Wifi';
import SavingsIcon from '@mui/icons-material/Savings';
import PaymentsIcon from '@mui/icons-material/Payments';
import StarIcon from '@mui/icons-material/Star';
import BalanceIcon from '@mui/icons-material/Balance';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import { useTranslate } from 'react-admin';
import { formatCount, formatPaise, lazyScreen, useHostPermissions, useRegistry } from '../../src';
import { KpiCard } from './KpiCard';
import { ChartSkeleton } from './ChartSkeleton';
import { useHomeInfo } from './useHomeQueries';

// recharts is ~100 kB gzip: the chart is its own chunk so the cards paint first (the dashboard's
// preload fetches it beside Home, so on a cold load it is usually in when Home renders).
const HomeChart = lazyScreen(() => import('./HomeChart'), { fallback: <ChartSkeleton /> });

const cardSize = { xs: 12, sm: 6, md: 4, lg: 3 } as const;

export default function Home() {
  const translate = useTranslate();
  // Cards other plugins add (their manifests' dashboardWidgets), for the roles they name.
  const role = useHostPermissions()?.role;
  const registry = useRegistry();
  const widgets = registry.dashboardWidgets.filter((w) => role !== undefined && (!w.roles || w.roles.includes(role)));
  const { data: info, isPending, isError, refetch } = useHomeInfo();
  const today = info?.today;
  const yesterday = info?.yesterday;
  const loading = isPending;
  // The queues the viewer can act on (the server answers only those), named as their badges are.
  const pending = info?.pending
    ? Object.entries(info.pending).map(([key, count]) => ({ count, title: registry.badges.find((b) => b.count === key)?.title ?? key }))
    : info && [];

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="home">
      {isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              {translate('dashboard.retry')}
            </Button>
          }
        >
          {translate('dashboard.loadError')}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={cardSize}>
          <KpiCard
            testId="kpi-members"
            icon={<PeopleIcon fontSize="inherit" />}
            label={translate('dashboard.members')}
            value={info && formatCount(info.memberTotal)}
            loading={loading}
          />
        </Grid>
        <Grid size={cardSize}>
          <KpiCard
            testId="kpi-registrations"
            icon={<PersonAddIcon fontSize="inherit" />}
            label={translate('dashboard.registrations')}
            value={info && formatCount(info.todayRegistrations)}
            loading={loading}
          />
        </Grid>
        <Grid size={cardSize}>
          <KpiCard
            testId="kpi-online"
            icon={<WifiIcon fontSize="inherit" />}
            label={translate('dashboard.online')}
            value={info && formatCount(info.onlineMembers)}
            loading={loading}
          />
        </Grid>
        <Grid size={cardSize}>
          <KpiCard
            testId="kpi-first-deposits"
            icon={<StarIcon fontSize="inherit" />}
            label={translate('dashboard.firstDeposits')}
            value={today && translate('dashboard.people', { count: formatCount(today.firstDepositCount) })}
            hint={today && formatPaise(today.firstDepositAmount)}
            loading={loading}
          />
        </Grid>
        <Grid size={cardSize}>
          <KpiCard
            testId="kpi-deposits"
            icon={<SavingsIcon fontSize="inherit" />}
            label={translate('dashboard.deposits')}
            value={today && formatPaise(today.depositAmount)}
            hint={
              today &&
              yesterday && [
                translate('dashboard.count', { count: today.depositCount }),
                translate('dashboard.vsYesterday', { value: formatPaise(yesterday.depositAmount) }),
              ]
            }
            loading={loading}
          />
        </Grid>
        <Grid size={cardSize}>
          <KpiCard
            testId="kpi-withdrawals"
            icon={<PaymentsIcon fontSize="inherit" />}
            label={translate('dashboard.withdrawals')}
            value={today && formatPaise(today.withdrawalAmount)}
            hint={
              today &&
              yesterday && [
                translate('dashboard.count', { count: today.withdrawalCount }),
                translate('dashboard.vsYesterday', { value: formatPaise(yesterday.withdrawalAmount) }),
              ]
            }
            loading={loading}
          />
        </Grid>
        <Grid size={cardSize}>
          <KpiCard
            testId="kpi-net"
            icon={<BalanceIcon fontSize="inherit" />}
            label={translate('dashboard.net')}
            value={today && formatPaise(today.depositAmount - today.withdrawalAmount)}
            loading={loading}
          />
        </Grid>
        {(loading || (pending && pending.length > 0)) && (
          <Grid size={cardSize}>
            <KpiCard
              testId="kpi-pending"
              icon={<PendingActionsIcon fontSize="inherit" />}
              label={translate('dashboard.pending')}
              value={pending && formatCount(pending.reduce((sum, p) => sum + p.count, 0))}
              hint={pending?.map((p) => `${translate(p.title)} ${formatCount(p.count)}`)}
              loading={loading}
            />
          </Grid>
        )}
        {widgets.map(({ key, component: Widget, width }) => (
          <Grid key={key} size={{ xs: 12, md: width ?? 6, lg: width ?? 4 }} data-testid={`home-widget-${key}`}>
            <Widget />
          </Grid>
        ))}
        <Grid size={12}>
          <HomeChart />
        </Grid>
      </Grid>
    </Box>
  );
}
