import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { crumbsOf, useCurrentMatch, useRouteResolver } from './useRouteInfo';

/**
 * Home first, then the node's ancestors (sections are plain text), then the page. When the top
 * bar leaves too little room (1440 px in English with the counters, the palette and the switches),
 * the sections fold into "…" so Home and the page's own name stay whole instead of the page's
 * name being cut off at the end.
 */
export function Breadcrumb() {
  const translate = useTranslate();
  const match = useCurrentMatch();
  const { home } = useRouteResolver();
  const crumbs = crumbsOf(match, home, translate);
  const trail = crumbs.map((c) => c.label).join('\u0000');
  const ref = useRef<HTMLElement>(null);
  const fullWidth = useRef(0);
  const [compact, setCompact] = useState(false);

  // A new trail is measured whole first.
  useLayoutEffect(() => setCompact(false), [trail]);
  useLayoutEffect(() => {
    const ol = ref.current?.querySelector('ol');
    if (!ol) return undefined;
    const fit = () => {
      if (!compact) fullWidth.current = ol.scrollWidth;
      if (!compact && ol.scrollWidth > ol.clientWidth + 1) setCompact(true);
      else if (compact && ol.clientWidth >= fullWidth.current) setCompact(false);
    };
    if (typeof ResizeObserver === 'undefined') {
      fit();
      return undefined;
    }
    // Measured in the observer's first report, which comes after the browser's own layout and
    // before paint: measuring here, in the commit, forced a layout of the whole page on every
    // navigation (10 ms in a profile of row → detail), to be laid out again before paint.
    const observer = new ResizeObserver(fit);
    observer.observe(ol);
    return () => observer.disconnect();
  }, [compact, trail]);

  return (
    <Breadcrumbs
      ref={ref}
      aria-label={translate('layout.breadcrumb')}
      maxItems={compact ? 2 : 6}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={compact ? 1 : 2}
      sx={{ fontSize: 14, minWidth: 0, '& ol': { flexWrap: 'nowrap' }, '& li': { whiteSpace: 'nowrap' } }}
      data-testid="breadcrumb"
      data-compact={compact ? 'true' : undefined}
    >
      {crumbs.map((crumb, i) =>
        crumb.to && i < crumbs.length - 1 ? (
          <MuiLink key={i} component={Link} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </MuiLink>
        ) : (
          <Typography
            key={i}
            component="span"
            color={i === crumbs.length - 1 ? 'text.primary' : 'text.secondary'}
            sx={{ fontSize: 'inherit' }}
          >
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
