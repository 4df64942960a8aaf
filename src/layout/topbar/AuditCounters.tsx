import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Badge, Box, Chip, IconButton, ListItemText, MenuItem, Tooltip } from '@mui/material';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import PaymentsIcon from '@mui/icons-material/Payments';
import { useVisibleFlatMenu } from '../../plugin/RegistryContext';
import { COUNTER_KEYS, useAuditCounters } from '../useSessionInfo';
import type { BadgeSource } from '../../plugin/types';

const ICONS: Record<BadgeSource, typeof PaymentsIcon> = {
  agentApplication: HowToRegIcon,
  companyDeposit: AccountBalanceIcon,
  withdrawalAgent: PaymentsIcon,
};

/** The screen each counter leads to: the visible node declaring that badge, if any. */
function useCounterTargets(): Partial<Record<string, string>> {
  const flat = useVisibleFlatMenu();
  return Object.fromEntries(COUNTER_KEYS.map((k) => [k, flat.find((f) => f.node.badge === k && f.node.screen)?.path]));
}

/** Pending agent applications, company deposits and withdrawals; absent for agents. */
export function AuditCounters({ variant, onNavigate }: { variant: 'bar' | 'icons' | 'menu'; onNavigate?: () => void }) {
  const translate = useTranslate();
  const { counters, enabled } = useAuditCounters();
  const targets = useCounterTargets();
  if (!enabled) return null;

  return (
    <Box sx={variant !== 'menu' ? { display: 'flex', gap: 0.5 } : undefined} data-testid="audit-counters">
      {COUNTER_KEYS.map((key) => {
        const label = translate(`layout.counters.${key}`);
        const count = Number(counters?.[key] ?? 0);
        const to = targets[key];
        const countProps = { 'data-testid': `counter-${key}`, 'data-count': count };
        if (variant === 'menu') {
          const linkProps = to ? { component: Link, to, onClick: onNavigate } : {};
          return (
            <MenuItem key={key} {...linkProps} disabled={!to} {...countProps} sx={{ '&.Mui-disabled': { opacity: 1 } }}>
              <ListItemText primary={label} />
              <Badge badgeContent={count} color={count > 0 ? 'error' : 'default'} showZero sx={{ ml: 3, mr: 1 }} />
            </MenuItem>
          );
        }
        if (variant === 'icons') {
          const Icon = ICONS[key];
          const linkProps = to ? { component: Link, to } : {};
          return (
            <Tooltip key={key} title={`${label}: ${count}`}>
              <IconButton color="inherit" aria-label={`${label} ${count}`} {...linkProps} {...countProps}>
                <Badge badgeContent={count} color="error" max={99}>
                  <Icon />
                </Badge>
              </IconButton>
            </Tooltip>
          );
        }
        const chipProps = {
          size: 'small' as const,
          variant: count > 0 ? ('filled' as const) : ('outlined' as const),
          color: count > 0 ? ('error' as const) : ('default' as const),
          label: `${label} ${count}`,
          ...countProps,
        };
        return to ? <Chip key={key} {...chipProps} component={Link} to={to} clickable /> : <Chip key={key} {...chipProps} />;
      })}
    </Box>
  );
}
