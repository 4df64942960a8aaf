import { Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatCount } from '../../src';
import { menuUrl } from '../../shared/menuUrl';
import { useSupportTicketsCalls } from './calls';
import { SUPPORT_TICKETS_MENU } from './shared/menu';

/** Home's card: open and closed items, a click away from the list. */
export default function SummaryCard() {
  const translate = useTranslate();
  const calls = useSupportTicketsCalls();
  const { data, isError } = useQuery({ queryKey: ['support_tickets', 'summary'], queryFn: () => calls.summary() });
  return (
    <Card variant="outlined" data-testid="support-tickets-card">
      <CardActionArea component={Link} to={menuUrl(SUPPORT_TICKETS_MENU.support_tickets_management.support_tickets_list.path)}>
        <CardContent>
          <Typography variant="subtitle2" color="text.secondary">
            {translate('support_tickets.card.title')}
          </Typography>
          {isError ? (
            <Typography color="error">{translate('support_tickets.card.error')}</Typography>
          ) : !data ? (
            <Skeleton width="60%" />
          ) : (
            <Stack direction="row" spacing={3}>
              <Typography variant="h5">{translate('support_tickets.card.open', { count: formatCount(data.open) })}</Typography>
              <Typography variant="h5" color="text.secondary">
                {translate('support_tickets.card.closed', { count: formatCount(data.closed) })}
              </Typography>
            </Stack>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
