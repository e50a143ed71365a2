import { useEffect, useState } from 'react';
import { Alert, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pushSubscriptionBody, type NotificationSettings } from '@bilim/contract/notifications';
import { useSubscribePush } from '../api/subscribe-push';
import { useUnsubscribePush } from '../api/unsubscribe-push';
import {
  PushSetupError,
  currentPushSubscription,
  isPushSupported,
  pushPermission,
  subscribeThisBrowser,
  type PushProblem,
} from '../lib/browser-push';

type Problem = PushProblem | 'unsubscribeFailed';

/**
 * "Browser notifications on this device": turning it on asks the browser's permission,
 * subscribes at the push service with the server's key and sends the subscription to the
 * server; turning it off tells the server and unsubscribes. Says plainly when the browser
 * cannot, the user blocked it, or the push service could not be reached.
 */
export function PushDeviceSwitch({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('notifications');
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();
  const supported = isPushSupported();
  /** Whether this browser is subscribed; null until known. */
  const [subscribed, setSubscribed] = useState<boolean | null>(supported ? null : false);
  const [problem, setProblem] = useState<Problem | null>(() =>
    !supported ? 'unsupported' : pushPermission() === 'denied' ? 'denied' : null,
  );
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let current = true;
    currentPushSubscription().then(
      (subscription) => {
        if (current) setSubscribed(subscription !== null && pushPermission() === 'granted');
      },
      (error: unknown) => {
        console.error('The push subscription of this browser could not be read', error);
        if (current) setSubscribed(false);
      },
    );
    return () => {
      current = false;
    };
  }, [supported]);

  async function turnOn() {
    let subscription: PushSubscription;
    try {
      // Straight from the click: browsers ask for permission only during a user's gesture.
      subscription = await subscribeThisBrowser(settings.push.public_key);
    } catch (error) {
      if (error instanceof PushSetupError) {
        if (error.problem === 'failed') console.error(error, error.cause);
        setProblem(error.problem);
      } else {
        console.error(error);
        setProblem('failed');
      }
      return;
    }
    const body = pushSubscriptionBody.safeParse(subscription.toJSON());
    try {
      if (!body.success) throw new Error('The push subscription has an unexpected shape');
      await subscribe.mutateAsync(body.data);
      setSubscribed(true);
    } catch (error) {
      console.error('The server did not take the push subscription', error);
      // A subscription the server does not know would only waste the push service's messages.
      await subscription.unsubscribe().catch(() => undefined);
      setProblem('failed');
    }
  }

  async function turnOff() {
    try {
      const subscription = await currentPushSubscription();
      if (subscription) {
        await unsubscribe.mutateAsync(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setSubscribed(false);
    } catch (error) {
      console.error('Push could not be turned off', error);
      setProblem('unsubscribeFailed');
    }
  }

  const change = async (on: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      await (on ? turnOn() : turnOff());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" data-testid="push-device">
      <Title order={3} fz="md">
        {t('settings.device.title')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('settings.device.description')}
      </Text>
      <Switch
        label={t('settings.device.switch')}
        checked={subscribed === true}
        disabled={!supported || subscribed === null || busy}
        onChange={(event) => void change(event.currentTarget.checked)}
        data-testid="push-device-switch"
      />
      {problem && (
        <Alert
          color={problem === 'unsupported' ? 'gray' : 'red'}
          role="alert"
          data-testid="push-problem"
          data-problem={problem}
        >
          {t(`settings.device.${problem}`)}
        </Alert>
      )}
      <Text size="xs" c="gray.7" data-testid="push-subscriptions">
        {t('settings.device.subscriptions', { count: settings.push.subscriptions })}
      </Text>
    </Stack>
  );
}
