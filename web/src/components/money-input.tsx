import { NumberInput, Text, type NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@bilim/contract/constants';
import { currentLanguage } from '@/lib/i18n';
import { currencySymbol } from '@/lib/money';

/**
 * An amount in major units (tenge), typed as the reader writes numbers: spaces between thousands
 * and, in Russian and Kazakh, a comma before the tiyn; the currency's sign at its end. The form
 * turns it into minor units (`toMinorUnits`).
 */
export function MoneyInput({
  currency = DEFAULT_CURRENCY,
  ...props
}: NumberInputProps & { currency?: string }) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <NumberInput
      decimalScale={2}
      decimalSeparator={language === 'en' ? '.' : ','}
      thousandSeparator=" "
      rightSection={<Text size="sm">{currencySymbol(currency, language)}</Text>}
      {...props}
    />
  );
}
