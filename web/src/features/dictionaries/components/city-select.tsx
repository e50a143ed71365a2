import { Select } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { setCurrentCitySlug, useCurrentCity } from '../hooks/use-current-city';

/** The city menu of the header: a searchable list of the cities of GET /api/cities. */
export function CitySelect({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { data: cities, city, isPending, isError } = useCurrentCity();

  const options = (cities ?? []).map((item) => ({
    value: item.slug,
    label: localized(item.title, language),
  }));

  return (
    <Select
      data-testid="city-select"
      aria-label={t('layout.city')}
      placeholder={isPending && !isError ? t('states.loading') : t('layout.city')}
      title={isError ? t('layout.cityUnavailable') : undefined}
      leftSection={<IconMapPin size={16} aria-hidden />}
      data={options}
      value={city?.slug ?? null}
      onChange={(value) => value && setCurrentCitySlug(value)}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('layout.cityNothingFound')}
      disabled={!cities?.length}
      w={fullWidth ? '100%' : 180}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
