import type { Language } from '@bilim/contract/constants';
import type { MailMessage } from '../../mail/mailer';

const TEXTS: Record<Language, { subject: string; body: (name: string, link: string) => string }> = {
  en: {
    subject: 'Bilim: restore your password',
    body: (name, link) =>
      `Hello, ${name}!\n\nSomeone asked to restore the password of your Bilim account. ` +
      `To choose a new password, open this link within one hour:\n\n${link}\n\n` +
      `If it was not you, ignore this letter: your password stays the same.\n\nBilim`,
  },
  ru: {
    subject: 'Bilim: восстановление пароля',
    body: (name, link) =>
      `Здравствуйте, ${name}!\n\nПоступил запрос на восстановление пароля вашей учётной записи Bilim. ` +
      `Чтобы задать новый пароль, откройте эту ссылку в течение часа:\n\n${link}\n\n` +
      `Если это были не вы, просто проигнорируйте письмо: пароль останется прежним.\n\nBilim`,
  },
  kz: {
    subject: 'Bilim: құпиясөзді қалпына келтіру',
    body: (name, link) =>
      `Сәлеметсіз бе, ${name}!\n\nBilim есептік жазбаңыздың құпиясөзін қалпына келтіру сұралды. ` +
      `Жаңа құпиясөз орнату үшін осы сілтемені бір сағат ішінде ашыңыз:\n\n${link}\n\n` +
      `Егер бұл сіз болмасаңыз, хатты елемеңіз: құпиясөзіңіз өзгермейді.\n\nBilim`,
  },
};

export function restoreMail(input: {
  to: string;
  name: string;
  link: string;
  language: Language;
}): MailMessage {
  const texts = TEXTS[input.language];
  return { to: input.to, subject: texts.subject, text: texts.body(input.name, input.link) };
}
