import type { LocalizedText } from '@bilim/contract/i18n';
import type { Language } from '@bilim/contract/constants';

/** A dictionary title in the interface language, else Russian, else English. */
export function localized(text: LocalizedText, language: Language): string {
  return text[language] || text.ru || text.en;
}
