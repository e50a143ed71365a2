import { useLiveBalance } from '@/features/account/hooks/use-live-balance';
import { useLiveChats } from '@/features/chats/hooks/use-live-chats';
import { useLiveNotifications } from '@/features/notifications/hooks/use-live-notifications';
import { useRealtimeChannel } from '@/lib/realtime';

/**
 * What the realtime channel keeps current for a signed-in user: the bell, the money screens
 * and the chats. Loaded with the first signed-in page only (it brings the channel's client along).
 */
export function LiveUpdates() {
  useLiveNotifications();
  useLiveBalance();
  useLiveChats();
  useRealtimeChannel();
  return null;
}
