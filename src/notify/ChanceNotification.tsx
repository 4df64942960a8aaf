import { useEffect, useMemo, useState } from 'react';
import {
  Notification,
  NotificationContext,
  useNotificationContext,
  useTranslate,
  type NotificationPayload,
  type NotificationProps,
} from 'react-admin';
import { relayFrameworkError } from '../../dataProvider/errorToasts';
import { ErrorToastHost } from './ErrorToastHost';

/**
 * Pass to `<Admin notification={ChanceNotification}>`.
 *
 * Why: the http layer toasts every failed call itself (spec §8), and react-admin 5.15 also
 * notifies for many of the same failures (list/show/edit queries and mutations show
 * `error.message` or a generic key such as `ra.notification.item_doesnt_exist`; checkAuth
 * failures show their message). Without this the operator would see two toasts per failure.
 *
 * How: this component is the only consumer of react-admin's notification queue. It drains the
 * queue; error notifications go to our bus, which drops those repeating a toast just shown
 * (`relayFrameworkError`) and shows the rest with the same 5 s error style; every other
 * notification (info, success, undoable "Element updated") is handed unchanged to react-admin's
 * own `<Notification>` through a private queue, so undo keeps working.
 *
 * It also renders `<ErrorToastHost/>`, so error toasts work on the login page, which sits outside
 * the layout.
 */
export function ChanceNotification(props: NotificationProps) {
  const outer = useNotificationContext();
  const translate = useTranslate();
  const [queue, setQueue] = useState<NotificationPayload[]>([]);
  // StrictMode runs a mount effect twice with the same queue; each payload is handled once.
  const [handled] = useState(() => new WeakSet<NotificationPayload>());
  const { notifications, setNotifications } = outer;

  useEffect(() => {
    if (notifications.length === 0) return;
    const passOn: NotificationPayload[] = [];
    for (const n of notifications) {
      if (handled.has(n)) continue;
      handled.add(n);
      if (n.type === 'error' && typeof n.message === 'string') {
        const text = translate(n.message, n.notificationOptions?.messageArgs);
        relayFrameworkError(n.message, text);
      } else {
        passOn.push(n);
      }
    }
    // Removes exactly what was handled: anything added meanwhile stays for the next run.
    setNotifications((prev) => prev.filter((n) => !handled.has(n)));
    if (passOn.length > 0) setQueue((q) => [...q, ...passOn]);
  }, [notifications, setNotifications, translate, handled]);

  const inner = useMemo(
    () => ({
      notifications: queue,
      addNotification: (n: NotificationPayload) => setQueue((q) => [...q, n]),
      takeNotification: () => {
        if (queue.length === 0) return;
        const [first, ...rest] = queue;
        setQueue(rest);
        return first;
      },
      resetNotifications: () => setQueue([]),
      setNotifications: setQueue,
    }),
    [queue],
  );

  return (
    <>
      <ErrorToastHost />
      <NotificationContext.Provider value={inner}>
        <Notification {...props} />
      </NotificationContext.Provider>
    </>
  );
}
