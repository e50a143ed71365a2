import { Burger, TextInput } from '@mantine/core';
import { IconChevronDown, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { useCurrentCity } from '@/features/dictionaries/hooks/use-current-city';
import { SearchSubmit } from '@/features/search/components/search-submit';
import searchClasses from '@/features/search/components/search-box.module.css';
import { paths } from '@/config/paths';

/*
 * The header's controls as they look before their menus, lists and drawer load (see
 * header-controls.tsx): what a page drawn in the browser shows for that moment. A page drawn on
 * the server keeps its own HTML of the real controls until they take over.
 */

/** The city field before its list loads. */
export function CityField({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  const { city } = useCurrentCity();
  return (
    <TextInput
      readOnly
      aria-label={t('layout.city')}
      value={city ? localized(city.title, currentLanguage(i18n)) : ''}
      placeholder={t('layout.city')}
      leftSection={<IconMapPin size={16} aria-hidden />}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      rightSectionPointerEvents="none"
      w={fullWidth ? '100%' : 180}
    />
  );
}

/** The search field before its suggestions load: a plain form to the search page. */
export function SearchField() {
  const { t } = useTranslation();
  return (
    <form role="search" action={paths.search.path} method="get" style={{ flex: 1, minWidth: 0 }}>
      <TextInput
        type="search"
        name="text"
        aria-label={t('layout.searchLabel')}
        placeholder={t('layout.searchPlaceholder')}
        classNames={{ input: searchClasses.input }}
        autoComplete="off"
        rightSectionWidth={40}
        rightSection={<SearchSubmit />}
      />
    </form>
  );
}

/** The phone's menu button before its drawer loads. */
export function MenuBurger() {
  const { t } = useTranslation();
  return <Burger opened={false} size="sm" aria-label={t('layout.openMenu')} data-testid="burger" />;
}
