import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { messages } from '@rifas/shared';
import { Alert, FailureAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { deletePushSubscription } from '../api/delete-push-subscription';
import { getPushKey } from '../api/get-push-key';
import { savePushSubscription } from '../api/save-push-subscription';
import { adminWorker, base64UrlToBytes, pushSupport, subscriptionInput } from '../utils/web-push';

const m = messages.adminApp;

/** Thrown when the operator (or the browser) says no: shown as its own advice, not an error. */
class PermissionRefused extends Error {}

/** Permission, the shop's key, the browser's subscription, then the API keeps it. */
async function enablePush(): Promise<string> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PermissionRefused();
  const { public_key } = await getPushKey();
  const registration = await adminWorker();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(public_key),
  });
  await savePushSubscription(subscriptionInput(subscription));
  return subscription.endpoint;
}

async function disablePush(): Promise<void> {
  const registration = await adminWorker();
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

/**
 * 'Activar avisos en este teléfono' (issue 40): a push with each new payment, whose
 * tap opens it. On an iPhone, first 'Añadir a pantalla de inicio' (Safari only
 * lets an installed app receive pushes).
 */
export function PushNotifications() {
  const [support] = useState(pushSupport);
  const [subscribed, setSubscribed] = useState(false);
  const enable = useMutation({ mutationFn: enablePush, onSuccess: () => setSubscribed(true) });
  const disable = useMutation({ mutationFn: disablePush, onSuccess: () => setSubscribed(false) });

  useEffect(() => {
    if (support !== 'supported') return;
    let current = true;
    void navigator.serviceWorker
      .getRegistration()
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => current && setSubscribed(Boolean(subscription)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [support]);

  const denied =
    enable.error instanceof PermissionRefused ||
    (support === 'supported' && Notification.permission === 'denied');

  return (
    <Card>
      <CardHeader title={m.pushTitle} />
      <CardBody className="space-y-4">
        <p className="text-sm text-slate-600">{m.pushIntro}</p>
        {support === 'ios-home-screen' && (
          <Alert tone="info" title={m.iosTitle}>
            <ol className="list-decimal space-y-1 pl-5">
              {m.iosSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Alert>
        )}
        {support === 'unsupported' && <Alert tone="warning">{m.unsupported}</Alert>}
        {support === 'supported' && subscribed && (
          <Alert
            tone="success"
            action={
              <Button
                variant="outline"
                size="sm"
                onClick={() => disable.mutate()}
                busy={disable.isPending}
              >
                {m.disablePush}
              </Button>
            }
          >
            {m.enabled}
          </Alert>
        )}
        {denied && <Alert tone="warning">{m.permissionDenied}</Alert>}
        {enable.error && !denied && <FailureAlert title={m.enableFailed} error={enable.error} />}
        {disable.error && <FailureAlert title={m.enableFailed} error={disable.error} />}
        {support === 'supported' && !subscribed && (
          <Button onClick={() => enable.mutate()} busy={enable.isPending} busyText={m.enabling}>
            <BellRing className="h-4 w-4" aria-hidden="true" />
            {m.enablePush}
          </Button>
        )}
      </CardBody>
    </Card>
  );
}
