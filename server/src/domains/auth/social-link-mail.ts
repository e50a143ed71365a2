import type { Language } from '@bilim/contract/constants';
import type { MailMessage } from '../../mail/mailer';

/** The letter that links a sign-in provider to the account whose e-mail it verified. */
const TEXTS: Record<
  Language,
  {
    subject: (provider: string) => string;
    text: (name: string, provider: string, link: string) => string;
  }
> = {
  en: {
    subject: (provider) => `Bilim: link ${provider} to your account?`,
    text: (name, provider, link) =>
      `Hello, ${name}!\n\nSomeone signed in to Bilim with ${provider} using this e-mail. ` +
      `To link ${provider} to your account and sign in with it from now on, open this link within an hour:\n\n${link}\n\n` +
      `If it was not you, ignore this letter: nothing changes.\n\nBilim`,
  },
  ru: {
    subject: (provider) => `Bilim: привязать ${provider} к вашей учётной записи?`,
    text: (name, provider, link) =>
      `Здравствуйте, ${name}!\n\nКто-то вошёл в Bilim через ${provider} с этим e-mail. ` +
      `Чтобы привязать ${provider} к вашей учётной записи и входить через него, откройте ссылку в течение часа:\n\n${link}\n\n` +
      `Если это были не вы, проигнорируйте письмо: ничего не изменится.\n\nBilim`,
  },
  kz: {
    subject: (provider) => `Bilim: ${provider} есептік жазбаңызға байланыстырылсын ба?`,
    text: (name, provider, link) =>
      `Сәлеметсіз бе, ${name}!\n\nБіреу осы e-mail-мен ${provider} арқылы Bilim-ге кірді. ` +
      `${provider} есептік жазбаңызға байланыстырып, бұдан былай сол арқылы кіру үшін сілтемені бір сағат ішінде ашыңыз:\n\n${link}\n\n` +
      `Егер бұл сіз болмасаңыз, хатты елемеңіз: ештеңе өзгермейді.\n\nBilim`,
  },
};

export const socialLinkMail = (letter: {
  to: string;
  name: string;
  provider: string;
  language: Language;
  link: string;
}): MailMessage => ({
  to: letter.to,
  subject: TEXTS[letter.language].subject(letter.provider),
  text: TEXTS[letter.language].text(letter.name, letter.provider, letter.link),
});
