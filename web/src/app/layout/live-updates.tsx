import { useLiveBalance } from '@/features/account/hooks/use-live-balance';
import { useLiveNotifications } from '@/features/notifications/hooks/use-live-notifications';
import { useRealtimeChannel } from '@/lib/realtime';

/**
 * What the realtime channel keeps current for a signed-in user: the bell and the money
 * screens. Loaded with the first signed-in page only (it brings the channel's client along).
 */
export function LiveUpdates() {
  useLiveNotifications();
  useLiveBalance();
  useRealtimeChannel();
  return null;
}
