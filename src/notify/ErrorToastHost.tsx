import { useEffect, useState, useSyncExternalStore } from 'react';
import { Alert, Box, Grow } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  claimHost,
  dismissToast,
  ERROR_TOAST_MS,
  getToastState,
  MAX_VISIBLE_TOASTS,
  releaseHost,
  subscribe,
  type Toast,
} from '../../dataProvider/errorToasts';

/**
 * The http client's own failures carry fixed English texts (callers and tests match on them);
 * they are shown in the console's language. Server messages arrive already translated.
 */
const CLIENT_FAILURES: Record<string, string> = {
  'Network Error': 'layout.failure.network',
  'Request timeout': 'layout.failure.timeout',
  Error: 'layout.failure.generic',
};

function ToastItem({ toast }: { toast: Toast }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(true);
  const key = Object.hasOwn(CLIENT_FAILURES, toast.message) ? CLIENT_FAILURES[toast.message] : undefined;
  const text = key ? translate(key, { _: toast.message }) : toast.message;

  // The 5 s start when the toast becomes visible, not when it was queued, so a queued toast
  // still gets its full time on screen.
  useEffect(() => {
    const timer = setTimeout(() => setOpen(false), ERROR_TOAST_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Grow in={open} appear onExited={() => dismissToast(toast.id)} unmountOnExit>
      <Alert
        severity="error"
        variant="filled"
        onClose={() => setOpen(false)}
        sx={{ minWidth: 280, maxWidth: 'min(560px, calc(100vw - 32px))', boxShadow: 3, wordBreak: 'break-word' }}
      >
        {/* The message keeps an element of its own, so it is still found by its exact text beside the id. */}
        {toast.requestId ? <span>{text}</span> : text}
        {toast.requestId ? (
          <Box component="div" data-testid="toast-request-id" sx={{ mt: 0.5, fontSize: '0.75rem', opacity: 0.85, userSelect: 'all' }}>
            {translate('layout.failure.requestId', { id: toast.requestId, _: `Request ID: ${toast.requestId}` })}
          </Box>
        ) : null}
      </Alert>
    </Grow>
  );
}

/**
 * Shows the error toasts of the bus: top centre (where element-ui shows its messages, which the
 * operators know), several stacked, each for 5 s. `<ChanceNotification>` already renders one, so
 * a layout that also mounts it is harmless: only the first mounted host draws.
 */
export function ErrorToastHost() {
  const { toasts, hosts } = useSyncExternalStore(subscribe, getToastState, getToastState);
  const [hostId, setHostId] = useState<number | null>(null);

  useEffect(() => {
    const id = claimHost();
    setHostId(id);
    return () => releaseHost(id);
  }, []);

  if (hostId === null || hosts[0] !== hostId || toasts.length === 0) return null;
  return (
    <Box
      aria-live="assertive"
      sx={{
        position: 'fixed',
        top: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {toasts.slice(0, MAX_VISIBLE_TOASTS).map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Box>
  );
}
