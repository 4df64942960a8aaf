export {
  notifyError,
  relayFrameworkError,
  dismissToast,
  subscribe,
  getToastState,
  resetToasts,
  ERROR_TOAST_MS,
  DUPLICATE_WINDOW_MS,
  MAX_VISIBLE_TOASTS,
  GENERIC_FAILURE_KEYS,
  type Toast,
  type ToastSource,
} from '../../dataProvider/errorToasts';
export { ErrorToastHost } from './ErrorToastHost';
export { ChanceNotification } from './ChanceNotification';
