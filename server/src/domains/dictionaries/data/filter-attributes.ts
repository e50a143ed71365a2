export interface FilterAttributeSeed {
  key: string;
  title: { en: string; ru: string; kz: string };
  multiple: boolean;
  values: Array<{ value: string; title: { en: string; ru: string; kz: string } }>;
}

const yesNo = (): FilterAttributeSeed['values'] => [
  { value: 'yes', title: { en: 'Yes', ru: 'Да', kz: 'Иә' } },
  { value: 'no', title: { en: 'No', ru: 'Нет', kz: 'Жоқ' } },
];

export const FILTER_ATTRIBUTES: FilterAttributeSeed[] = [
  {
    key: 'class_type',
    title: { en: 'Type of classes', ru: 'Тип занятий', kz: 'Сабақ түрі' },
    multiple: true,
    values: [
      { value: 'individual', title: { en: 'Individual', ru: 'Индивидуальные', kz: 'Жеке' } },
      { value: 'group', title: { en: 'Group', ru: 'Групповые', kz: 'Топтық' } },
      { value: 'mixed', title: { en: 'Mixed', ru: 'Смешанные', kz: 'Аралас' } },
    ],
  },
  {
    key: 'study_form',
    title: { en: 'Form of study', ru: 'Форма обучения', kz: 'Оқу нысаны' },
    multiple: true,
    values: [
      { value: 'full_time', title: { en: 'Full-time', ru: 'Очная', kz: 'Күндізгі' } },
      { value: 'part_time', title: { en: 'Part-time', ru: 'Заочная', kz: 'Сырттай' } },
      { value: 'evening', title: { en: 'Evening', ru: 'Вечерняя', kz: 'Кешкі' } },
      {
        value: 'distance',
        title: { en: 'Distance learning', ru: 'Дистанционная', kz: 'Қашықтықтан' },
      },
      { value: 'weekend', title: { en: 'Weekend', ru: 'Выходного дня', kz: 'Демалыс күндері' } },
    ],
  },
  {
    key: 'age',
    title: { en: 'Age group', ru: 'Возрастная группа', kz: 'Жас тобы' },
    multiple: true,
    values: [
      { value: '0_3', title: { en: '0–3 years', ru: '0–3 года', kz: '0–3 жас' } },
      { value: '3_6', title: { en: '3–6 years', ru: '3–6 лет', kz: '3–6 жас' } },
      { value: '7_10', title: { en: '7–10 years', ru: '7–10 лет', kz: '7–10 жас' } },
      { value: '11_14', title: { en: '11–14 years', ru: '11–14 лет', kz: '11–14 жас' } },
      { value: '15_17', title: { en: '15–17 years', ru: '15–17 лет', kz: '15–17 жас' } },
      { value: '18_plus', title: { en: '18+ years', ru: '18+ лет', kz: '18+ жас' } },
    ],
  },
  {
    key: 'gender',
    title: { en: 'Gender', ru: 'Пол', kz: 'Жынысы' },
    multiple: false,
    values: [
      { value: 'boys', title: { en: 'Boys', ru: 'Мальчики', kz: 'Ұлдар' } },
      { value: 'girls', title: { en: 'Girls', ru: 'Девочки', kz: 'Қыздар' } },
      { value: 'mixed', title: { en: 'Mixed', ru: 'Смешанные группы', kz: 'Аралас топтар' } },
    ],
  },
  {
    key: 'payment_type',
    title: { en: 'Payment', ru: 'Оплата', kz: 'Төлем түрі' },
    multiple: true,
    values: [
      { value: 'free', title: { en: 'Free', ru: 'Бесплатно', kz: 'Тегін' } },
      { value: 'paid', title: { en: 'Paid', ru: 'Платно', kz: 'Ақылы' } },
      {
        value: 'partly_paid',
        title: { en: 'Partly paid', ru: 'Частично платно', kz: 'Ішінара ақылы' },
      },
    ],
  },
  {
    key: 'enterprise_type',
    title: { en: 'Type of ownership', ru: 'Форма собственности', kz: 'Меншік нысаны' },
    multiple: true,
    values: [
      { value: 'state', title: { en: 'State', ru: 'Государственное', kz: 'Мемлекеттік' } },
      { value: 'private', title: { en: 'Private', ru: 'Частное', kz: 'Жеке меншік' } },
    ],
  },
  {
    key: 'format',
    title: { en: 'Format', ru: 'Формат', kz: 'Формат' },
    multiple: true,
    values: [
      { value: 'online', title: { en: 'Online', ru: 'Онлайн', kz: 'Онлайн' } },
      { value: 'offline', title: { en: 'Offline', ru: 'Офлайн', kz: 'Офлайн' } },
      { value: 'remote', title: { en: 'Remote', ru: 'Дистанционно', kz: 'Қашықтан' } },
      {
        value: 'full_time',
        title: { en: 'Full-time (in person)', ru: 'Очно', kz: 'Күндізгі (бетпе-бет)' },
      },
    ],
  },
  {
    key: 'disability_friendly',
    title: {
      en: 'Suitable for people with disabilities',
      ru: 'Подходит для людей с инвалидностью',
      kz: 'Мүмкіндігі шектеулі жандарға қолайлы',
    },
    multiple: false,
    values: yesNo(),
  },
  {
    key: 'diploma',
    title: { en: 'Issues a diploma', ru: 'Выдаёт диплом', kz: 'Диплом береді' },
    multiple: false,
    values: yesNo(),
  },
  {
    key: 'certificate',
    title: { en: 'Issues a certificate', ru: 'Выдаёт сертификат', kz: 'Сертификат береді' },
    multiple: false,
    values: yesNo(),
  },
  {
    key: 'job_placement',
    title: {
      en: 'Job placement assistance',
      ru: 'Помощь в трудоустройстве',
      kz: 'Жұмысқа орналасуға көмек',
    },
    multiple: false,
    values: yesNo(),
  },
  {
    key: 'enrolment',
    title: { en: 'Enrolment', ru: 'Набор', kz: 'Қабылдау' },
    multiple: false,
    values: [
      { value: 'open', title: { en: 'Open', ru: 'Открыт', kz: 'Ашық' } },
      { value: 'closed', title: { en: 'Closed', ru: 'Закрыт', kz: 'Жабық' } },
    ],
  },
  {
    key: 'location',
    title: { en: 'Location', ru: 'Расположение', kz: 'Орналасуы' },
    multiple: false,
    values: [
      { value: 'in_city', title: { en: 'In the city', ru: 'В городе', kz: 'Қала ішінде' } },
      {
        value: 'outside_city',
        title: { en: 'Outside the city', ru: 'За городом', kz: 'Қала сыртында' },
      },
    ],
  },
];
