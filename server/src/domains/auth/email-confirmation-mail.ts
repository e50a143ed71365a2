import type { Language } from '@bilim/contract/constants';
import type { MailMessage } from '../../mail/mailer';

/** The letter with the link that confirms a new user's e-mail. */
const TEXTS: Record<Language, { subject: string; text: (name: string, link: string) => string }> = {
  en: {
    subject: 'Bilim: confirm your e-mail',
    text: (name, link) =>
      `Hello, ${name}!\n\nWelcome to Bilim. To confirm this e-mail, open this link within 3 days:\n\n${link}\n\n` +
      `Until then you can look around and prepare drafts; publishing and payments open once it is confirmed.\n\n` +
      `If you did not register, ignore this letter.\n\nBilim`,
  },
  ru: {
    subject: 'Bilim: подтвердите e-mail',
    text: (name, link) =>
      `Здравствуйте, ${name}!\n\nДобро пожаловать в Bilim. Чтобы подтвердить этот e-mail, откройте ссылку в течение 3 дней:\n\n${link}\n\n` +
      `До тех пор можно смотреть каталог и готовить черновики; публикация и оплата откроются после подтверждения.\n\n` +
      `Если вы не регистрировались, проигнорируйте письмо.\n\nBilim`,
  },
  kz: {
    subject: 'Bilim: e-mail-ды растаңыз',
    text: (name, link) =>
      `Сәлеметсіз бе, ${name}!\n\nBilim-ге қош келдіңіз. Бұл e-mail-ды растау үшін сілтемені 3 күн ішінде ашыңыз:\n\n${link}\n\n` +
      `Оған дейін каталогты қарап, жобалар дайындай аласыз; жариялау мен төлем расталғаннан кейін ашылады.\n\n` +
      `Егер сіз тіркелмесеңіз, хатты елемеңіз.\n\nBilim`,
  },
};

export const emailConfirmationMail = (letter: {
  to: string;
  name: string;
  language: Language;
  link: string;
}): MailMessage => ({
  to: letter.to,
  subject: TEXTS[letter.language].subject,
  text: TEXTS[letter.language].text(letter.name, letter.link),
});
