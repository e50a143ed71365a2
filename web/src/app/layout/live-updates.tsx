import { useLiveBalance } from '@/features/account/hooks/use-live-balance';
import { useLiveChats } from '@/features/chats/hooks/use-live-chats';
import { useFavoriteKeptForSignIn } from '@/features/listings/lib/use-favorite-kept-for-sign-in';
import { useLiveNotifications } from '@/features/notifications/hooks/use-live-notifications';
import { useRealtimeChannel } from '@/lib/realtime';

/**
 * What the realtime channel keeps current for a signed-in user: the bell, the money screens
 * and the chats; and, once, the favorite tapped before signing in. Loaded with the first
 * signed-in page only (it brings the channel's client along).
 */
export function LiveUpdates() {
  useFavoriteKeptForSignIn();
  useLiveNotifications();
  useLiveBalance();
  useLiveChats();
  useRealtimeChannel();
  return null;
}
