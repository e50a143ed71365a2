import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@bilim/contract/constants';
import {
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
} from '@bilim/contract/notifications';
import { testI18n } from '@/testing/test-utils';
import { wordingKeys, wordingRecords, wordingValues } from './notification-wording';

const tariff = { en: 'Start', ru: 'Старт', kz: 'Бастау' };
const free = { en: 'Free', ru: 'Бесплатный', kz: 'Тегін' };

/** Params of every kind as the server writes them (docs/api-notifications.md). */
const PARAMS: Record<NotificationKind, Record<string, unknown>> = {
  tariff_changed: {
    account_title: 'Dana Academy',
    tariff,
    charge: 490_000,
    monthly_payment: 490_000,
    finish: '2027-04-12T07:00:00.000Z',
    currency: 'KZT',
    flexible: false,
  },
  tariff_downgraded: {
    account_title: 'Dana Academy',
    tariff: free,
    cards: [{ id: 41, title: 'Chess club' }],
    events: [{ id: 7, title: 'Open day' }],
  },
  tariff_renewed: {
    account_title: 'Dana Academy',
    tariff,
    charge: 490_000,
    finish: '2027-05-12T07:00:00.000Z',
    currency: 'KZT',
  },
  renewal_failed: {
    account_title: 'Dana Academy',
    tariff,
    monthly_payment: 490_000,
    balance: 100_050,
    finish: '2027-04-12T07:00:00.000Z',
    currency: 'KZT',
    unpublished: { cards: [{ id: 41, title: 'Chess club' }], events: [] },
  },
  renewal_reminder: {
    account_title: 'Dana Academy',
    tariff,
    monthly_payment: 490_000,
    balance: 100_000,
    finish: '2027-04-12T07:00:00.000Z',
    currency: 'KZT',
  },
  balance_topped_up: {
    account_title: 'Dana Academy',
    amount: 1_000_000,
    balance: 1_500_000,
    currency: 'KZT',
    payment_id: 3,
  },
  balance_adjusted: {
    account_title: 'Dana Academy',
    kind: 'adjustment',
    amount: -50_000,
    balance: 950_000,
    currency: 'KZT',
    reason: 'Duplicate payment',
    entry_id: 12,
  },
  vip_bought: {
    account_title: 'Dana Academy',
    card_id: 41,
    card_title: 'Chess club',
    until: '2027-04-12T07:00:00.000Z',
    price: 150_000,
    currency: 'KZT',
  },
  vip_expired: { account_title: 'Dana Academy', card_id: 41, card_title: 'Chess club' },
  review_received: {
    review_id: 5,
    record_title: 'Dana Academy',
    author_name: 'Aigerim',
    score: 4,
  },
  review_replied: { review_id: 5, comment_id: 9, record_title: 'Dana Academy' },
  complaint_closed: {
    target_type: 'card',
    target_id: 41,
    resolution: 'Dana Academy removed the copied photos.',
  },
  chat_unread: { chat_id: 3, author_name: 'Aigerim', preview: 'Is there a place at Dana Academy?' },
  listing_moderated: {
    record_title: 'Dana Academy',
    reason: 'Copied photos of another school',
    kind: 'card',
  },
};

const notificationOf = (kind: NotificationKind, params = PARAMS[kind]): Notification => ({
  id: 1,
  kind,
  title: 'English title',
  params,
  subject: 'tariff',
  obj_id: null,
  account_id: 1,
  created_at: '2027-03-12T07:00:00.000Z',
  check_dt: null,
});

function word(notification: Notification, language: Language) {
  const t = testI18n.getFixedT(language, 'notifications');
  const keys = wordingKeys(notification);
  return {
    title: t(keys.title),
    text: t(keys.text, wordingValues(notification, language)).replace(/[\u00a0\u202f]/g, ' '),
  };
}

describe('the wording of notifications', () => {
  it.each(LANGUAGES.flatMap((language) => NOTIFICATION_KINDS.map((kind) => [language, kind])))(
    'words %s %s with every value filled in',
    (language, kind) => {
      const { title, text } = word(notificationOf(kind as NotificationKind), language as Language);
      expect(title).not.toMatch(/^titles\./);
      expect(text).not.toMatch(/^texts\.|\{\{|\}\}/);
      expect(text).toContain(kind.startsWith('vip_') ? 'Chess club' : 'Dana Academy');
    },
  );

  it('formats money, days and tariff titles for the reader', () => {
    const changed = notificationOf('tariff_changed');
    expect(word(changed, 'en').text).toBe(
      '“Dana Academy” is now on Start: ₸4,900 was charged, paid until April 12, 2027.',
    );
    expect(word(changed, 'ru').text).toBe(
      '«Dana Academy» теперь на тарифе «Старт» до 12 апреля 2027 г.: списано 4 900 ₸.',
    );
    expect(word(notificationOf('renewal_failed'), 'kz').text).toBe(
      '«Бастау» тарифін ұзартуға қаражат жетпеді (4 900 ₸, баланста 1 000,50 ₸): «Dana Academy» тегін тарифке ауыстырылды.',
    );
  });

  it('names a free tariff without a charge or a date', () => {
    const toFree = notificationOf('tariff_changed', {
      account_title: 'Dana Academy',
      tariff: free,
      charge: 0,
      monthly_payment: 0,
      finish: null,
      currency: 'KZT',
      flexible: false,
    });
    expect(word(toFree, 'en').text).toBe('“Dana Academy” is now on Free.');
  });

  it('says which way support moved the balance, without a minus sign', () => {
    const charge = notificationOf('balance_adjusted');
    expect(word(charge, 'en')).toEqual({
      title: 'Balance corrected',
      text: 'Support took ₸500 from the balance of “Dana Academy”: Duplicate payment. It is now ₸9,500.',
    });
    const credit = notificationOf('balance_adjusted', {
      ...PARAMS.balance_adjusted,
      amount: 50_000,
    });
    expect(word(credit, 'ru').text).toBe(
      'Поддержка зачислила 500 ₸ на баланс «Dana Academy»: Duplicate payment. Теперь на нём 9 500 ₸.',
    );
    const refund = notificationOf('balance_adjusted', {
      ...PARAMS.balance_adjusted,
      kind: 'refund',
      amount: 490_000,
    });
    expect(word(refund, 'kz').title).toBe('Төлем қайтарылды');
  });

  it('takes the records a downgrade or a failed renewal unpublished', () => {
    expect(wordingRecords(notificationOf('tariff_downgraded'))).toEqual({
      cards: [{ id: 41, title: 'Chess club' }],
      events: [{ id: 7, title: 'Open day' }],
    });
    expect(wordingRecords(notificationOf('renewal_failed'))).toEqual({
      cards: [{ id: 41, title: 'Chess club' }],
      events: [],
    });
    expect(wordingRecords(notificationOf('vip_expired'))).toEqual({ cards: [], events: [] });
  });

  it('names the reviewer, the record and the score of a new review', () => {
    expect(word(notificationOf('review_received'), 'ru')).toEqual({
      title: 'Новый отзыв',
      text: 'Aigerim оставил(а) отзыв о «Dana Academy»: 4 из 5.',
    });
  });

  it('names what a closed complaint was about, and words an older one without it', () => {
    const about = notificationOf('complaint_closed', {
      ...PARAMS.complaint_closed,
      target_label: 'Chess club',
    });
    expect(word(about, 'kz').text).toBe(
      'Қолдау қызметі «Chess club» туралы шағымыңызды жапты: Dana Academy removed the copied photos.',
    );
    expect(word(notificationOf('complaint_closed'), 'ru').text).toBe(
      'Поддержка закрыла вашу жалобу: Dana Academy removed the copied photos.',
    );
  });

  it('never shows a placeholder, even for a value the params lack', () => {
    const bare = notificationOf('balance_topped_up', {});
    expect(word(bare, 'en').text).toBe('The balance of “” was topped up by ; it is now .');
  });
});
