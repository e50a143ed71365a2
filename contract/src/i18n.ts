import type { Language } from './constants';

/** A text kept in every interface language, as dictionaries store their titles. */
export type LocalizedText = Record<Language, string>;
