import { calendarDay } from '@bilim/contract/calendar';
import type { Language } from '@bilim/contract/constants';
import { formatDate, formatMoney } from '@bilim/contract/format';
import type { NotificationKind } from '@bilim/contract/notifications';
import type { NotificationRow } from './notifications.schema';

/**
 * The words of a notification outside the web app: the subject and text of its letter, the title
 * and body of its browser push. The web app words the same notifications on screen from its own
 * translations (kind and params), in whatever language the reader has chosen there.
 */
export interface NotificationWords {
  title: string;
  text: string;
}

/** The values a text names, read from the params as stored. */
interface Facts {
  account: string;
  tariff: string;
  card: string;
  reason: string;
  money: (key: string) => string;
  day: (key: string) => string;
  records: string;
  hasFinish: boolean;
  refund: boolean;
  /** The reviewed card or event, the review's score, a reply's or resolution's words. */
  record: string;
  score: string;
  author: string;
  resolution: string;
  /** What a closed complaint was about (a title, a name, a review's first words), or ''. */
  about: string;
  /** A chat message's first words. */
  preview: string;
}

function factsOf(params: Record<string, unknown>, language: Language): Facts {
  const text = (key: string) => (typeof params[key] === 'string' ? (params[key] as string) : '');
  const currency = text('currency') || 'KZT';
  const tariff = params.tariff as Partial<Record<Language, string>> | undefined;
  // A downgrade names its records at the top level, a failed renewal under `unpublished`.
  const unpublished = (params.unpublished ?? params) as Record<string, unknown>;
  const titles = [...refsOf(unpublished, 'cards'), ...refsOf(unpublished, 'events')];
  return {
    account: text('account_title'),
    tariff: tariff?.[language] ?? tariff?.ru ?? '',
    card: text('card_title'),
    reason: text('reason'),
    money: (key) => formatMoney(Number(params[key] ?? 0), currency, language),
    day: (key) => {
      const value = text(key);
      return value ? formatDate(calendarDay(new Date(value)), language) : '';
    },
    records: titles.join(', '),
    hasFinish: typeof params.finish === 'string',
    refund: params.kind === 'refund',
    record: text('record_title'),
    score: String(params.score ?? ''),
    author: text('author_name'),
    resolution: text('resolution'),
    about: text('target_label'),
    preview: text('preview'),
  };
}

function refsOf(source: Record<string, unknown>, key: string): string[] {
  const list = source[key];
  return Array.isArray(list)
    ? list.map((ref) => String((ref as { title?: unknown }).title ?? '')).filter(Boolean)
    : [];
}

type Wording = Record<NotificationKind, (f: Facts) => NotificationWords>;

const EN: Wording = {
  tariff_changed: (f) => ({
    title: 'Your tariff has changed',
    text:
      `"${f.account}" is now on ${f.tariff}. Charged: ${f.money('charge')}.` +
      (f.hasFinish ? ` Paid until ${f.day('finish')}.` : ''),
  }),
  tariff_downgraded: (f) => ({
    title: 'Records were unpublished after the tariff change',
    text: `"${f.account}": records over the limits of ${f.tariff} were unpublished: ${f.records}.`,
  }),
  tariff_renewed: (f) => ({
    title: 'Your tariff has been renewed',
    text: `${f.tariff} of "${f.account}" was renewed until ${f.day('finish')}. Charged: ${f.money('charge')}.`,
  }),
  renewal_failed: (f) => ({
    title: 'Not enough funds for the next payment',
    text:
      `${f.tariff} of "${f.account}" was not renewed on ${f.day('finish')}: the payment is ` +
      `${f.money('monthly_payment')}, the balance ${f.money('balance')}. The account is on the free tariff now.` +
      (f.records ? ` Unpublished beyond its limits: ${f.records}.` : ''),
  }),
  renewal_reminder: (f) => ({
    title: 'Your tariff ends soon',
    text:
      `${f.tariff} of "${f.account}" ends on ${f.day('finish')}. Renewing it costs ` +
      `${f.money('monthly_payment')} and the balance is ${f.money('balance')}: not enough. ` +
      `Without a top-up the account moves to the free tariff.`,
  }),
  balance_topped_up: (f) => ({
    title: 'Your balance has been topped up',
    text: `The balance of "${f.account}" was topped up by ${f.money('amount')}. It is now ${f.money('balance')}.`,
  }),
  balance_adjusted: (f) =>
    f.refund
      ? {
          title: 'A charge was refunded',
          text: `${f.money('amount')} was refunded to the balance of "${f.account}": ${f.reason}. It is now ${f.money('balance')}.`,
        }
      : {
          title: 'Support corrected your balance',
          text: `Support changed the balance of "${f.account}" by ${f.money('amount')}: ${f.reason}. It is now ${f.money('balance')}.`,
        },
  vip_bought: (f) => ({
    title: 'VIP is on',
    text: `The card "${f.card}" is VIP until ${f.day('until')}. Charged: ${f.money('price')}.`,
  }),
  vip_expired: (f) => ({
    title: 'VIP has ended',
    text: `The VIP period of the card "${f.card}" has ended. You can buy it again on the card's page in the cabinet.`,
  }),
  review_received: (f) => ({
    title: 'A new review',
    text: `${f.author} reviewed "${f.record}" with ${f.score} of 5.`,
  }),
  review_replied: (f) => ({
    title: 'The owner replied to your review',
    text: `The owner of "${f.record}" replied to your review.`,
  }),
  complaint_closed: (f) => ({
    title: 'Your complaint has been reviewed',
    text: f.about
      ? `Support closed your complaint about "${f.about}": ${f.resolution}`
      : `Support closed your complaint: ${f.resolution}`,
  }),
  chat_unread: (f) => ({
    title: `New message from ${f.author}`,
    text: `${f.author} wrote to you on Bilim: "${f.preview}"`,
  }),
  listing_moderated: (f) => ({
    title: 'Support unpublished your record',
    text: `Support took "${f.record}" off the site: ${f.reason}`,
  }),
};

const RU: Wording = {
  tariff_changed: (f) => ({
    title: 'Тариф изменён',
    text:
      `«${f.account}» теперь на тарифе «${f.tariff}». Списано: ${f.money('charge')}.` +
      (f.hasFinish ? ` Оплачен до ${f.day('finish')}.` : ''),
  }),
  tariff_downgraded: (f) => ({
    title: 'Записи сняты с публикации после смены тарифа',
    text: `«${f.account}»: записи сверх лимитов тарифа «${f.tariff}» сняты с публикации: ${f.records}.`,
  }),
  tariff_renewed: (f) => ({
    title: 'Тариф продлён',
    text: `Тариф «${f.tariff}» аккаунта «${f.account}» продлён до ${f.day('finish')}. Списано: ${f.money('charge')}.`,
  }),
  renewal_failed: (f) => ({
    title: 'Недостаточно средств для следующего платежа',
    text:
      `Тариф «${f.tariff}» аккаунта «${f.account}» не продлён ${f.day('finish')}: платёж — ` +
      `${f.money('monthly_payment')}, на балансе — ${f.money('balance')}. Аккаунт переведён на бесплатный тариф.` +
      (f.records ? ` Сняты с публикации сверх его лимитов: ${f.records}.` : ''),
  }),
  renewal_reminder: (f) => ({
    title: 'Тариф скоро закончится',
    text:
      `Тариф «${f.tariff}» аккаунта «${f.account}» заканчивается ${f.day('finish')}. Продление стоит ` +
      `${f.money('monthly_payment')}, а на балансе ${f.money('balance')}: этого не хватит. ` +
      `Без пополнения аккаунт перейдёт на бесплатный тариф.`,
  }),
  balance_topped_up: (f) => ({
    title: 'Баланс пополнен',
    text: `Баланс «${f.account}» пополнен на ${f.money('amount')}. Теперь на нём ${f.money('balance')}.`,
  }),
  balance_adjusted: (f) =>
    f.refund
      ? {
          title: 'Платёж возвращён',
          text: `На баланс «${f.account}» возвращено ${f.money('amount')}: ${f.reason}. Теперь на нём ${f.money('balance')}.`,
        }
      : {
          title: 'Поддержка изменила баланс',
          text: `Поддержка изменила баланс «${f.account}» на ${f.money('amount')}: ${f.reason}. Теперь на нём ${f.money('balance')}.`,
        },
  vip_bought: (f) => ({
    title: 'VIP включён',
    text: `Карточка «${f.card}» отмечена VIP до ${f.day('until')}. Списано: ${f.money('price')}.`,
  }),
  vip_expired: (f) => ({
    title: 'Срок VIP закончился',
    text: `Срок VIP карточки «${f.card}» закончился. Продлить его можно на странице карточки в кабинете.`,
  }),
  review_received: (f) => ({
    title: 'Новый отзыв',
    text: `${f.author} оставил(а) отзыв о «${f.record}»: ${f.score} из 5.`,
  }),
  review_replied: (f) => ({
    title: 'Владелец ответил на ваш отзыв',
    text: `Владелец «${f.record}» ответил на ваш отзыв.`,
  }),
  complaint_closed: (f) => ({
    title: 'Ваша жалоба рассмотрена',
    text: f.about
      ? `Поддержка закрыла вашу жалобу на «${f.about}»: ${f.resolution}`
      : `Поддержка закрыла вашу жалобу: ${f.resolution}`,
  }),
  chat_unread: (f) => ({
    title: `Новое сообщение от ${f.author}`,
    text: `${f.author} написал(а) вам на Bilim: «${f.preview}»`,
  }),
  listing_moderated: (f) => ({
    title: 'Поддержка сняла запись с публикации',
    text: `Поддержка сняла «${f.record}» с публикации: ${f.reason}`,
  }),
};

const KZ: Wording = {
  tariff_changed: (f) => ({
    title: 'Тариф өзгертілді',
    text:
      `«${f.account}» енді «${f.tariff}» тарифінде. Есептен шығарылды: ${f.money('charge')}.` +
      (f.hasFinish ? ` ${f.day('finish')} дейін төленді.` : ''),
  }),
  tariff_downgraded: (f) => ({
    title: 'Тариф ауысқаннан кейін жазбалар жариялаудан алынды',
    text: `«${f.account}»: «${f.tariff}» тарифінің шектеулерінен асқан жазбалар жариялаудан алынды: ${f.records}.`,
  }),
  tariff_renewed: (f) => ({
    title: 'Тариф ұзартылды',
    text: `«${f.account}» аккаунтының «${f.tariff}» тарифі ${f.day('finish')} дейін ұзартылды. Есептен шығарылды: ${f.money('charge')}.`,
  }),
  renewal_failed: (f) => ({
    title: 'Келесі төлемге қаражат жеткіліксіз',
    text:
      `«${f.account}» аккаунтының «${f.tariff}» тарифі ${f.day('finish')} ұзартылмады: төлем — ` +
      `${f.money('monthly_payment')}, баланста — ${f.money('balance')}. Аккаунт тегін тарифке ауыстырылды.` +
      (f.records ? ` Оның шектеулерінен асқандары жариялаудан алынды: ${f.records}.` : ''),
  }),
  renewal_reminder: (f) => ({
    title: 'Тариф жақында аяқталады',
    text:
      `«${f.account}» аккаунтының «${f.tariff}» тарифі ${f.day('finish')} аяқталады. Ұзарту ` +
      `${f.money('monthly_payment')} тұрады, ал баланста ${f.money('balance')}: бұл жеткіліксіз. ` +
      `Толтырмасаңыз, аккаунт тегін тарифке ауысады.`,
  }),
  balance_topped_up: (f) => ({
    title: 'Баланс толтырылды',
    text: `«${f.account}» балансы ${f.money('amount')} толтырылды. Қазір онда ${f.money('balance')}.`,
  }),
  balance_adjusted: (f) =>
    f.refund
      ? {
          title: 'Төлем қайтарылды',
          text: `«${f.account}» балансына ${f.money('amount')} қайтарылды: ${f.reason}. Қазір онда ${f.money('balance')}.`,
        }
      : {
          title: 'Қолдау қызметі балансты өзгертті',
          text: `Қолдау қызметі «${f.account}» балансын ${f.money('amount')} өзгертті: ${f.reason}. Қазір онда ${f.money('balance')}.`,
        },
  vip_bought: (f) => ({
    title: 'VIP қосылды',
    text: `«${f.card}» карточкасы ${f.day('until')} дейін VIP болып белгіленді. Есептен шығарылды: ${f.money('price')}.`,
  }),
  vip_expired: (f) => ({
    title: 'VIP мерзімі аяқталды',
    text: `«${f.card}» карточкасының VIP мерзімі аяқталды. Оны кабинеттегі карточка бетінде қайта сатып алуға болады.`,
  }),
  review_received: (f) => ({
    title: 'Жаңа пікір',
    text: `${f.author} «${f.record}» туралы пікір қалдырды: 5-тен ${f.score}.`,
  }),
  review_replied: (f) => ({
    title: 'Иесі сіздің пікіріңізге жауап берді',
    text: `«${f.record}» иесі сіздің пікіріңізге жауап берді.`,
  }),
  complaint_closed: (f) => ({
    title: 'Шағымыңыз қаралды',
    text: f.about
      ? `Қолдау қызметі «${f.about}» туралы шағымыңызды жапты: ${f.resolution}`
      : `Қолдау қызметі шағымыңызды жапты: ${f.resolution}`,
  }),
  chat_unread: (f) => ({
    title: `${f.author} жаңа хабарлама жіберді`,
    text: `${f.author} сізге Bilim-де жазды: «${f.preview}»`,
  }),
  listing_moderated: (f) => ({
    title: 'Қолдау қызметі жазбаны жариялаудан алды',
    text: `Қолдау қызметі «${f.record}» жазбасын жариялаудан алды: ${f.reason}`,
  }),
};

const WORDING: Record<Language, Wording> = { en: EN, ru: RU, kz: KZ };

/** A notification's title and text in `language`. */
export function wordNotification(
  notification: Pick<NotificationRow, 'kind' | 'params'>,
  language: Language,
): NotificationWords {
  return WORDING[language][notification.kind](factsOf(notification.params, language));
}

/** The page of the site a notification leads to (the web app's paths; spec §4 for events). */
export function notificationPath(
  notification: Pick<NotificationRow, 'kind' | 'subject' | 'objId' | 'params'>,
): string {
  const { kind, subject, objId, params } = notification;
  // Reviews and replies are read (and answered) on the record's public page, at its reviews.
  if ((kind === 'review_received' || kind === 'review_replied') && objId)
    return `/${subject === 'event' ? 'events' : 'cards'}/${objId}/show#reviews`;
  // A record support took off the site is the owner's to mend, in the cabinet.
  if (kind === 'listing_moderated' && objId)
    return `/cabinet/${subject === 'event' ? 'events' : 'cards'}/${objId}/show`;
  if (subject === 'event' && objId) return `/events/${objId}/show`;
  if (subject === 'chat' && objId) return `/chat/${objId}`;
  // A closed complaint leads to what was reported, when that has a page of its own.
  if (subject === 'complaint') {
    const target = Number(params.target_id);
    if (!Number.isInteger(target) || target <= 0) return '/';
    if (params.target_type === 'card') return `/cards/${target}/show`;
    if (params.target_type === 'event') return `/events/${target}/show`;
    if (params.target_type === 'user') return `/userinfo/${target}`;
    return '/';
  }
  if (subject === 'card' && objId) return `/cabinet/cards/${objId}/show`;
  if (kind === 'renewal_failed' || kind === 'renewal_reminder') return '/replenish';
  if (subject === 'balance') return '/balance/history';
  return '/tariff';
}

const MAIL_FRAME: Record<
  Language,
  { hello: (name: string) => string; open: string; settings: string }
> = {
  en: {
    hello: (name) => `Hello, ${name}!`,
    open: 'Open',
    settings: 'Choose which notices come by e-mail',
  },
  ru: {
    hello: (name) => `Здравствуйте, ${name}!`,
    open: 'Открыть',
    settings: 'Выбрать, какие уведомления приходят на почту',
  },
  kz: {
    hello: (name) => `Сәлеметсіз бе, ${name}!`,
    open: 'Ашу',
    settings: 'Қандай хабарламалар поштаға келетінін таңдау',
  },
};

/** The letter of a notification: its words, the page it leads to, and where to turn letters off. */
export function notificationLetter(
  notification: Pick<NotificationRow, 'kind' | 'params' | 'subject' | 'objId'>,
  recipient: { email: string; name: string; language: Language },
  publicUrl: string,
): { to: string; subject: string; text: string } {
  const words = wordNotification(notification, recipient.language);
  const frame = MAIL_FRAME[recipient.language];
  return {
    to: recipient.email,
    subject: `Bilim: ${words.title}`,
    text:
      `${frame.hello(recipient.name)}\n\n${words.text}\n\n` +
      `${frame.open}: ${publicUrl}${notificationPath(notification)}\n\n` +
      `Bilim\n\n${frame.settings}: ${publicUrl}/profile#notifications`,
  };
}
