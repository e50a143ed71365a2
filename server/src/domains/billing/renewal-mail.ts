import type { Language } from '@bilim/contract/constants';
import { calendarDay } from '@bilim/contract/calendar';
import { formatMoney } from '@bilim/contract/format';
import type { MailMessage } from '../../mail/mailer';
import type { OverLimits } from './downgrade';

/**
 * Letters of the renewal job. Users have no stored language and the job has no request to take
 * one from, so each letter carries its text in Russian, Kazakh and English.
 */
const ORDER: Language[] = ['ru', 'kz', 'en'];

export interface RenewalLetterFacts {
  to: string;
  name: string;
  accountTitle: string;
  tariff: Record<Language, string>;
  /** What the renewal charges and the balance, in minor units of the account's currency. */
  monthlyPayment: number;
  balance: number;
  currency: string;
  /** The end of the paid period. */
  finish: Date;
  /** The top-up page. */
  link: string;
}

const money = (minor: number, facts: RenewalLetterFacts, language: Language) =>
  formatMoney(minor, facts.currency, language);
const day = (date: Date) => calendarDay(date).split('-').reverse().join('.');

function recordLines(over: OverLimits, labels: { cards: string; events: string }): string {
  const lines: string[] = [];
  if (over.cards.length)
    lines.push(`${labels.cards}: ${over.cards.map((r) => r.title).join(', ')}`);
  if (over.events.length) {
    lines.push(`${labels.events}: ${over.events.map((r) => r.title).join(', ')}`);
  }
  return lines.length ? `\n${lines.join('\n')}\n` : '';
}

const FAILED: Record<Language, (f: RenewalLetterFacts, over: OverLimits) => string> = {
  ru: (f, over) =>
    `Здравствуйте, ${f.name}!\n\n` +
    `Недостаточно средств для следующего платежа: тариф «${f.tariff.ru}» аккаунта «${f.accountTitle}» ` +
    `не продлён ${day(f.finish)}. Платёж — ${money(f.monthlyPayment, f, 'ru')}, на балансе — ${money(f.balance, f, 'ru')}.\n` +
    `Аккаунт переведён на бесплатный тариф.` +
    (over.cards.length + over.events.length
      ? ` Снято с публикации сверх его лимитов:${recordLines(over, { cards: 'Карточки', events: 'События' })}`
      : '\n') +
    `Пополнить баланс и выбрать тариф: ${f.link}`,
  kz: (f, over) =>
    `Сәлеметсіз бе, ${f.name}!\n\n` +
    `Келесі төлемге қаражат жеткіліксіз: «${f.accountTitle}» аккаунтының «${f.tariff.kz}» тарифі ` +
    `${day(f.finish)} ұзартылмады. Төлем — ${money(f.monthlyPayment, f, 'kz')}, баланста — ${money(f.balance, f, 'kz')}.\n` +
    `Аккаунт тегін тарифке ауыстырылды.` +
    (over.cards.length + over.events.length
      ? ` Оның шектеулерінен асқандары жариялаудан алынды:${recordLines(over, { cards: 'Карточкалар', events: 'Іс-шаралар' })}`
      : '\n') +
    `Балансты толтырып, тариф таңдау: ${f.link}`,
  en: (f, over) =>
    `Hello, ${f.name}!\n\n` +
    `Not enough funds for the next payment: the tariff "${f.tariff.en}" of the account "${f.accountTitle}" ` +
    `was not renewed on ${day(f.finish)}. The payment is ${money(f.monthlyPayment, f, 'en')}, the balance ${money(f.balance, f, 'en')}.\n` +
    `The account is on the free tariff now.` +
    (over.cards.length + over.events.length
      ? ` Unpublished beyond its limits:${recordLines(over, { cards: 'Cards', events: 'Events' })}`
      : '\n') +
    `Top up the balance and choose a tariff: ${f.link}`,
};

const REMINDER: Record<Language, (f: RenewalLetterFacts) => string> = {
  ru: (f) =>
    `Здравствуйте, ${f.name}!\n\n` +
    `Тариф «${f.tariff.ru}» аккаунта «${f.accountTitle}» заканчивается ${day(f.finish)}. ` +
    `Продление стоит ${money(f.monthlyPayment, f, 'ru')}, а на балансе ${money(f.balance, f, 'ru')}: этого не хватит. ` +
    `Без пополнения аккаунт перейдёт на бесплатный тариф.\nПополнить баланс: ${f.link}`,
  kz: (f) =>
    `Сәлеметсіз бе, ${f.name}!\n\n` +
    `«${f.accountTitle}» аккаунтының «${f.tariff.kz}» тарифі ${day(f.finish)} аяқталады. ` +
    `Ұзарту ${money(f.monthlyPayment, f, 'kz')} тұрады, ал баланста ${money(f.balance, f, 'kz')}: бұл жеткіліксіз. ` +
    `Толтырмасаңыз, аккаунт тегін тарифке ауысады.\nБалансты толтыру: ${f.link}`,
  en: (f) =>
    `Hello, ${f.name}!\n\n` +
    `The tariff "${f.tariff.en}" of the account "${f.accountTitle}" ends on ${day(f.finish)}. ` +
    `Renewing it costs ${money(f.monthlyPayment, f, 'en')} and the balance is ${money(f.balance, f, 'en')}: not enough. ` +
    `Without a top-up the account moves to the free tariff.\nTop up the balance: ${f.link}`,
};

const together = (texts: string[]) => `${texts.join('\n\n— — —\n\n')}\n\nBilim`;

export function renewalFailedMail(facts: RenewalLetterFacts, over: OverLimits): MailMessage {
  return {
    to: facts.to,
    subject:
      'Bilim: недостаточно средств для продления тарифа / тарифті ұзартуға қаражат жеткіліксіз / ' +
      'not enough funds for the next payment',
    text: together(ORDER.map((language) => FAILED[language](facts, over))),
  };
}

export function renewalReminderMail(facts: RenewalLetterFacts): MailMessage {
  return {
    to: facts.to,
    subject: 'Bilim: тариф скоро закончится / тариф жақында аяқталады / your tariff ends soon',
    text: together(ORDER.map((language) => REMINDER[language](facts))),
  };
}
