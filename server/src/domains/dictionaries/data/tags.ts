/**
 * The tags the site starts with (written only into an empty table; then they are the admin's).
 * `fits`: the top categories whose demo cards may carry the tag (demo data only).
 */
export const TAGS: ReadonlyArray<{
  slug: string;
  title: { en: string; ru: string; kz: string };
  fits: readonly string[];
}> = [
  {
    slug: 'swimming-pool',
    title: { en: 'Swimming pool', ru: 'Бассейн', kz: 'Бассейн' },
    fits: ['schools', 'kindergartens', 'clubs'],
  },
  {
    slug: 'trilingual',
    title: { en: 'Trilingual education', ru: 'Трёхъязычное обучение', kz: 'Үш тілде оқыту' },
    fits: ['schools', 'kindergartens'],
  },
  {
    slug: 'english-environment',
    title: {
      en: 'English-speaking environment',
      ru: 'Англоязычная среда',
      kz: 'Ағылшын тілді орта',
    },
    fits: ['schools', 'kindergartens', 'courses', 'universities'],
  },
  {
    slug: 'school-bus',
    title: { en: 'School bus', ru: 'Школьный автобус', kz: 'Мектеп автобусы' },
    fits: ['schools', 'kindergartens'],
  },
  {
    slug: 'meals',
    title: { en: 'Meals included', ru: 'Питание', kz: 'Тамақтану' },
    fits: ['schools', 'kindergartens', 'camps'],
  },
  {
    slug: 'extended-day',
    title: { en: 'Extended day', ru: 'Продлёнка', kz: 'Ұзартылған күн' },
    fits: ['schools'],
  },
  {
    slug: 'olympiad-prep',
    title: {
      en: 'Olympiad preparation',
      ru: 'Подготовка к олимпиадам',
      kz: 'Олимпиадаға дайындық',
    },
    fits: ['schools', 'tutors', 'courses'],
  },
  {
    slug: 'unt-prep',
    title: { en: 'UNT preparation', ru: 'Подготовка к ЕНТ', kz: 'ҰБТ-ға дайындық' },
    fits: ['tutors', 'courses', 'schools'],
  },
  {
    slug: 'speech-therapist',
    title: { en: 'Speech therapist', ru: 'Логопед', kz: 'Логопед' },
    fits: ['kindergartens'],
  },
  {
    slug: 'psychologist',
    title: { en: 'Psychologist', ru: 'Психолог', kz: 'Психолог' },
    fits: ['kindergartens', 'schools'],
  },
  {
    slug: 'cctv',
    title: { en: 'Video surveillance', ru: 'Видеонаблюдение', kz: 'Бейнебақылау' },
    fits: ['kindergartens', 'schools', 'camps'],
  },
  {
    slug: 'free-trial',
    title: { en: 'Free trial lesson', ru: 'Бесплатный пробный урок', kz: 'Тегін сынақ сабақ' },
    fits: ['clubs', 'courses', 'tutors'],
  },
  {
    slug: 'certificate',
    title: {
      en: 'Certificate on completion',
      ru: 'Сертификат по окончании',
      kz: 'Бітіргені туралы сертификат',
    },
    fits: ['courses', 'clubs'],
  },
  {
    slug: 'summer-programme',
    title: { en: 'Summer programme', ru: 'Летняя программа', kz: 'Жазғы бағдарлама' },
    fits: ['clubs', 'courses', 'camps', 'kindergartens'],
  },
  {
    slug: 'parking',
    title: { en: 'Parking', ru: 'Парковка', kz: 'Автотұрақ' },
    fits: ['universities', 'colleges', 'clubs', 'schools'],
  },
];
