import { useTranslation } from 'react-i18next';
import { calendarDay, DEFAULT_CURRENCY, MONEY_TIME_ZONE } from '@bilim/contract/money';
import type { LocalizedText } from '@bilim/contract/i18n';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { formatMoney } from '@/lib/money';

/** Money, days (Kazakhstan's calendar, as the books count) and dictionary titles in the interface language. */
export function useMoneyFormat() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return {
    language,
    money: (minorUnits: number, currency: string = DEFAULT_CURRENCY) =>
      formatMoney(minorUnits, currency, language),
    day: (iso: string) => formatDate(calendarDay(new Date(iso), MONEY_TIME_ZONE), language),
    title: (text: LocalizedText) => localized(text, language),
  };
}
