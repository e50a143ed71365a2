import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminTariff } from '@bilim/contract/admin';
import { lowestMonthlyPrice } from '@bilim/contract/tariffs';
import { currentLanguage } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';

/** A tariff's monthly price as admins read it: free, the price, or Flexible's lowest. */
export function TariffPrice({ tariff }: { tariff: AdminTariff }) {
  const { t, i18n } = useTranslation('admin');
  const money = (minor: number) => formatMoney(minor, tariff.currency, currentLanguage(i18n));
  if (tariff.kind === 'free') return <Text size="sm">{t('tariffs.free')}</Text>;
  const price = money(lowestMonthlyPrice(tariff));
  return (
    <Text size="sm">
      {tariff.kind === 'flexible'
        ? t('tariffs.priceFrom', { price })
        : t('tariffs.perMonth', { price })}
    </Text>
  );
}
