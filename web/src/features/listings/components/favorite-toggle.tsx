import { useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { loginHrefBackTo } from '@/config/paths';
import type { ListingKind } from '../api/reveal-contacts';
import { useSetFavorite } from '../api/toggle-favorite';
import { keepFavoriteForSignIn } from '../lib/pending-favorite';

interface FavoriteToggleProps {
  kind: ListingKind;
  id: number;
  favorite: boolean;
  size?: 'md' | 'lg';
}

/**
 * The heart on every card and event. Signed in: flips at once and rolls back if the server
 * refuses; anonymous: goes to the login page and comes back here afterwards, where the heart is
 * added (keepFavoriteForSignIn).
 */
export function FavoriteToggle({ kind, id, favorite, size = 'md' }: FavoriteToggleProps) {
  const { t } = useTranslation('catalog');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [value, setValue] = useState(favorite);
  const [shown, setShown] = useState(favorite);
  const mutation = useSetFavorite(kind, id);

  // A fresh answer from the server (the prop) replaces the local state.
  if (favorite !== shown) {
    setShown(favorite);
    setValue(favorite);
  }

  const toggle = (event: React.MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!session) {
      keepFavoriteForSignIn(kind, id);
      void navigate(loginHrefBackTo(location));
      return;
    }
    const next = !value;
    setValue(next);
    mutation.mutate(next, { onError: () => setValue(!next) });
  };

  const label = value ? t('favorite.remove') : t('favorite.add');
  // The browser's own hint (title), not Mantine's Tooltip: the heart is on every list, and the
  // Tooltip would bring its positioning library (~20 KB) into every first load.
  return (
    <ActionIcon
      variant={value ? 'filled' : 'default'}
      color={value ? 'red' : 'gray'}
      radius="xl"
      size={size === 'lg' ? 'xl' : 'lg'}
      aria-label={label}
      title={label}
      aria-pressed={value}
      data-testid="favorite-toggle"
      data-state={value ? 'on' : 'off'}
      onClick={toggle}
      loading={false}
    >
      {value ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
    </ActionIcon>
  );
}
