import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@bilim/contract/constants';
import type { LocalizedText } from '@bilim/contract/i18n';
import { formatMomentDay } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { currencySymbol, formatMoney } from '@/lib/money';

/** Money, days (Kazakhstan's calendar, as the books count) and dictionary titles in the interface language. */
export function useMoneyFormat() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return {
    language,
    money: (minorUnits: number, currency: string = DEFAULT_CURRENCY) =>
      formatMoney(minorUnits, currency, language),
    symbol: (currency: string = DEFAULT_CURRENCY) => currencySymbol(currency, language),
    day: (iso: string) => formatMomentDay(iso, language),
    title: (text: LocalizedText) => localized(text, language),
  };
}
