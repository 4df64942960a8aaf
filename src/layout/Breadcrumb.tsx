import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { crumbsOf, useCurrentMatch, useRouteResolver } from './useRouteInfo';

/** Home first, then the node's ancestors (sections are plain text), then the page. */
export function Breadcrumb() {
  const translate = useTranslate();
  const match = useCurrentMatch();
  const { home } = useRouteResolver();
  const crumbs = crumbsOf(match, home, translate);
  return (
    <Breadcrumbs
      aria-label={translate('layout.breadcrumb')}
      maxItems={6}
      itemsAfterCollapse={2}
      sx={{ fontSize: 14, minWidth: 0, '& ol': { flexWrap: 'nowrap' }, '& li': { whiteSpace: 'nowrap' } }}
      data-testid="breadcrumb"
    >
      {crumbs.map((crumb, i) =>
        crumb.to && i < crumbs.length - 1 ? (
          <MuiLink key={i} component={Link} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </MuiLink>
        ) : (
          <Typography key={i} component="span" color={i === crumbs.length - 1 ? 'text.primary' : 'text.secondary'} sx={{ fontSize: 'inherit' }}>
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
