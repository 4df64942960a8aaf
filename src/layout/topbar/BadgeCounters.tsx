import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Badge, Box, Chip, IconButton, ListItemText, MenuItem, Tooltip } from '@mui/material';
import { useBadges } from '../useBadges';

/** The plugins' pending-work counters: chips on wide screens, badged icons when tight, menu rows on phones. */
export function BadgeCounters({ variant, onNavigate }: { variant: 'bar' | 'icons' | 'menu'; onNavigate?: () => void }) {
  const translate = useTranslate();
  const badges = useBadges().badges.filter(({ def }) => def.topBar !== false);
  if (badges.length === 0) return null;

  return (
    <Box sx={variant !== 'menu' ? { display: 'flex', gap: 0.5 } : undefined} data-testid="badge-counters">
      {badges.map(({ def, count, to }) => {
        const label = translate(def.title);
        const countProps = { 'data-testid': `counter-${def.key}`, 'data-count': count };
        if (variant === 'menu') {
          const linkProps = to ? { component: Link, to, onClick: onNavigate } : {};
          return (
            <MenuItem key={def.key} {...linkProps} disabled={!to} {...countProps} sx={{ '&.Mui-disabled': { opacity: 1 } }}>
              <ListItemText primary={label} />
              <Badge badgeContent={count} color={count > 0 ? 'error' : 'default'} showZero sx={{ ml: 3, mr: 1 }} />
            </MenuItem>
          );
        }
        if (variant === 'icons') {
          const Icon = def.icon;
          const linkProps = to ? { component: Link, to } : {};
          return (
            <Tooltip key={def.key} title={`${label}: ${count}`}>
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
        return to ? <Chip key={def.key} {...chipProps} component={Link} to={to} clickable /> : <Chip key={def.key} {...chipProps} />;
      })}
    </Box>
  );
}
