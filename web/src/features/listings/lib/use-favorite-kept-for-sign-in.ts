import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { refreshFavoriteViews, setFavorite } from '../api/toggle-favorite';
import { takeFavoriteKeptForSignIn } from './pending-favorite';

/**
 * Once signed in, adds the heart the visitor tapped before signing in (FavoriteToggle kept it) and
 * says so; the lists on screen are read again to show it.
 */
export function useFavoriteKeptForSignIn(): void {
  const { t } = useTranslation('catalog');
  const queryClient = useQueryClient();
  useEffect(() => {
    // Taken once: a second run of the effect (StrictMode, a remount) finds nothing.
    const kept = takeFavoriteKeptForSignIn();
    if (!kept) return;
    setFavorite(kept.kind, kept.id, true).then(
      async () => {
        notifySuccess(t('favorite.added'));
        await refreshFavoriteViews(queryClient, kept.kind, true);
      },
      (error: unknown) => notifyError(translateError(error, t)),
    );
  }, [queryClient, t]);
}
