import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Box, Button, Typography } from '@mui/material';

/** 404 / 401 page; full-screen on its public route, inside the content area otherwise. */
export function StatusPage({ code, inLayout = false }: { code: 404 | 401; inLayout?: boolean }) {
  const translate = useTranslate();
  const key = code === 404 ? 'notFound' : 'unauthorized';
  return (
    <Box
      sx={{
        minHeight: inLayout ? '60vh' : '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
      data-testid={`page-${code}`}
    >
      <Typography sx={{ fontSize: { xs: 64, sm: 96 }, fontWeight: 700, color: 'primary.main', lineHeight: 1 }}>{code}</Typography>
      <Typography variant="h6">{translate(`layout.pages.${key}.title`)}</Typography>
      <Typography color="text.secondary">{translate(`layout.pages.${key}.message`)}</Typography>
      <Button variant="contained" component={Link} to="/">
        {translate('layout.pages.backHome')}
      </Button>
    </Box>
  );
}

export const NotFoundPage = () => <StatusPage code={404} />;
export const UnauthorizedPage = () => <StatusPage code={401} />;
/** The catch-all inside the layout: unknown paths of a signed-in user. */
export const NotFoundInLayout = () => <StatusPage code={404} inLayout />;
