import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAuthState, useLocaleState, useTranslate } from 'react-admin';
import { Box, Button, CircularProgress, IconButton, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import CasinoIcon from '@mui/icons-material/Casino';
import PersonIcon from '@mui/icons-material/Person';
import LockIcon from '@mui/icons-material/Lock';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { getLanguage } from '../../authProvider/session';
import { validateLogin } from '../../authProvider/validateLogin';
import { LanguageMenu } from '../layout/topbar/LanguageMenu';
import { useDocumentMeta } from '../layout/useDocumentMeta';
import { readRedirect } from '../../authProvider/redirect';
import { useRegistry } from '../plugin/RegistryContext';
import { HOME_PATH, prefetchSignedIn } from './prefetchSignedIn';
import { useSignIn } from './useSignIn';

type Errors = Partial<Record<'username' | 'password', string>>;

const ALWAYS_CHECK = { staleTime: 0 } as const;

// The language the login page first showed: a module value, since a locale change re-renders the
// app from the top and would reset component state; cleared once signed in.
let arrivalLocale: string | null = null;

/** Sign-in: username + password (3–16 chars each), then back to the `redirect` query. */
export function LoginPage() {
  const translate = useTranslate();
  const login = useSignIn();
  const [params] = useSearchParams();
  const auth = useAuthState(undefined, false, ALWAYS_CHECK);
  const [locale, setLocale] = useLocaleState();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [showPassword, setShowPassword] = useState(false);
  const [loading, setLoading] = useState(false);
  // Home at once when no page was asked for: `/` would only redirect there (one more navigation).
  const target = readRedirect(`?${params.toString()}`) ?? HOME_PATH;
  const { menu } = useRegistry();
  // While the form waits for the user, fetch the layout and the landing screen's chunks.
  useEffect(() => prefetchSignedIn(menu, target), [menu, target]);
  // A language picked here (the menu switches the page at once) is the one the session keeps;
  // untouched, signing in adopts the language saved on the user's profile.
  const [arrival] = useState(() => (arrivalLocale ??= locale));
  const picked = locale !== arrival;
  useDocumentMeta(translate('layout.login.submit'));

  // Signed in already: on to the console, once the session check has been made here (a good
  // check stays fresh for minutes elsewhere, but a session the guard has just cleared must not
  // bounce back on a cached one).
  if (auth.data === true && !auth.error && !auth.isFetching && !loading) return <Navigate to="/" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = (validateLogin(values) ?? {}) as Errors;
    setErrors(found);
    if (Object.values(found).some(Boolean) || loading) return;
    setLoading(true);
    try {
      await login({ username: values.username, password: values.password, ...(picked ? { language: locale } : {}) }, target);
      arrivalLocale = null;
      // The session cookie now holds the session's language (the pick, or the profile's).
      const saved = getLanguage();
      if (saved !== locale) setLocale(saved);
    } catch {
      // The http layer has toasted the server's reason; the form stays for another try.
      setLoading(false);
    }
  };

  const field = (name: 'username' | 'password') => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: !!errors[name],
    helperText: errors[name] ? translate(errors[name]!) : ' ',
    label: translate(`layout.login.${name}`),
    fullWidth: true,
    variant: 'outlined' as const,
    size: 'medium' as const,
  });

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #2d3a4b 0%, #1f2d3d 100%)',
        position: 'relative',
      }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8, color: '#fff' }}>
        <LanguageMenu />
      </Box>
      <Paper
        component="form"
        onSubmit={submit}
        noValidate
        elevation={8}
        sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }}
        data-testid="login-form"
      >
        <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
          <CasinoIcon color="primary" sx={{ fontSize: 44 }} />
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
            Chance Admin
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: 14 }}>
            {translate('layout.login.subtitle')}
          </Typography>
        </Stack>
        <Stack spacing={1}>
          <TextField
            {...field('username')}
            autoComplete="username"
            autoFocus
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <PersonIcon />
                  </InputAdornment>
                ),
              },
              htmlInput: { 'data-testid': 'login-username' },
            }}
          />
          <TextField
            {...field('password')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <LockIcon />
                  </InputAdornment>
                ),
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      onClick={() => setShowPassword((s) => !s)}
                      aria-label={translate(showPassword ? 'layout.login.hidePassword' : 'layout.login.showPassword')}
                      edge="end"
                      data-testid="toggle-password"
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
              htmlInput: { 'data-testid': 'login-password' },
            }}
          />
          <Button type="submit" variant="contained" size="large" disabled={loading} fullWidth data-testid="login-submit" sx={{ mt: 1 }}>
            {loading ? (
              <CircularProgress size={24} color="inherit" aria-label={translate('layout.loading')} />
            ) : (
              translate('layout.login.submit')
            )}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
