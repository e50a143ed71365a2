import type { Language } from '@bilim/contract/constants';
import type { MailMessage } from '../../mail/mailer';

/** The letters of an e-mail change: the link to the new address, and notices to the old one. */
const TEXTS: Record<
  Language,
  {
    confirmSubject: string;
    confirm: (name: string, link: string) => string;
    requestedSubject: string;
    requested: (name: string, email: string) => string;
    changedSubject: string;
    changed: (name: string, email: string) => string;
  }
> = {
  en: {
    confirmSubject: 'Bilim: confirm your new e-mail',
    confirm: (name, link) =>
      `Hello, ${name}!\n\nTo make this address the e-mail of your Bilim account, open this link within 24 hours:\n\n${link}\n\n` +
      `If you did not ask for it, ignore this letter: nothing changes.\n\nBilim`,
    requestedSubject: 'Bilim: a change of your e-mail was requested',
    requested: (name, email) =>
      `Hello, ${name}!\n\nSomeone signed in to your Bilim account asked to move it to ${email}. ` +
      `It takes effect only when the link sent there is followed.\n\n` +
      `If it was not you, change your password now and sign out of the other sessions in your profile.\n\nBilim`,
    changedSubject: 'Bilim: your e-mail was changed',
    changed: (name, email) =>
      `Hello, ${name}!\n\nThe e-mail of your Bilim account is now ${email}; this address no longer signs in. ` +
      `If it was not you, write to support at once.\n\nBilim`,
  },
  ru: {
    confirmSubject: 'Bilim: подтвердите новый e-mail',
    confirm: (name, link) =>
      `Здравствуйте, ${name}!\n\nЧтобы сделать этот адрес e-mail вашей учётной записи Bilim, откройте ссылку в течение 24 часов:\n\n${link}\n\n` +
      `Если вы этого не просили, проигнорируйте письмо: ничего не изменится.\n\nBilim`,
    requestedSubject: 'Bilim: запрошена смена e-mail',
    requested: (name, email) =>
      `Здравствуйте, ${name}!\n\nВ вашей учётной записи Bilim запросили смену e-mail на ${email}. ` +
      `Она вступит в силу, только когда будет открыта ссылка, отправленная на этот адрес.\n\n` +
      `Если это были не вы, смените пароль и выйдите из других сеансов в профиле.\n\nBilim`,
    changedSubject: 'Bilim: ваш e-mail изменён',
    changed: (name, email) =>
      `Здравствуйте, ${name}!\n\nТеперь e-mail вашей учётной записи Bilim — ${email}; с этим адресом войти больше нельзя. ` +
      `Если это были не вы, сразу напишите в поддержку.\n\nBilim`,
  },
  kz: {
    confirmSubject: 'Bilim: жаңа e-mail-ды растаңыз',
    confirm: (name, link) =>
      `Сәлеметсіз бе, ${name}!\n\nБұл мекенжайды Bilim есептік жазбаңыздың e-mail-ы ету үшін сілтемені 24 сағат ішінде ашыңыз:\n\n${link}\n\n` +
      `Егер сіз мұны сұрамасаңыз, хатты елемеңіз: ештеңе өзгермейді.\n\nBilim`,
    requestedSubject: 'Bilim: e-mail-ды ауыстыру сұралды',
    requested: (name, email) =>
      `Сәлеметсіз бе, ${name}!\n\nBilim есептік жазбаңызда e-mail-ды ${email} мекенжайына ауыстыру сұралды. ` +
      `Ол сол мекенжайға жіберілген сілтеме ашылғанда ғана күшіне енеді.\n\n` +
      `Егер бұл сіз болмасаңыз, құпиясөзді ауыстырып, профильде басқа сеанстардан шығыңыз.\n\nBilim`,
    changedSubject: 'Bilim: e-mail-ыңыз өзгертілді',
    changed: (name, email) =>
      `Сәлеметсіз бе, ${name}!\n\nЕнді Bilim есептік жазбаңыздың e-mail-ы — ${email}; бұл мекенжаймен кіру мүмкін емес. ` +
      `Егер бұл сіз болмасаңыз, бірден қолдау қызметіне жазыңыз.\n\nBilim`,
  },
};

interface Letter {
  to: string;
  name: string;
  language: Language;
}

/** To the new address: the link that makes it the account's e-mail. */
export const emailConfirmMail = (letter: Letter & { link: string }): MailMessage => ({
  to: letter.to,
  subject: TEXTS[letter.language].confirmSubject,
  text: TEXTS[letter.language].confirm(letter.name, letter.link),
});

/** To the old address: a change to `email` was asked for. */
export const emailChangeRequestedMail = (letter: Letter & { email: string }): MailMessage => ({
  to: letter.to,
  subject: TEXTS[letter.language].requestedSubject,
  text: TEXTS[letter.language].requested(letter.name, letter.email),
});

/** To the old address: the account's e-mail is `email` now. */
export const emailChangedMail = (letter: Letter & { email: string }): MailMessage => ({
  to: letter.to,
  subject: TEXTS[letter.language].changedSubject,
  text: TEXTS[letter.language].changed(letter.name, letter.email),
});
