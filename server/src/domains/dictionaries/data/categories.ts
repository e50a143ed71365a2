export interface CategorySeed {
  slug: string;
  title: { en: string; ru: string; kz: string };
  children: Array<{ slug: string; title: { en: string; ru: string; kz: string } }>;
}

export const CATEGORIES: CategorySeed[] = [
  {
    slug: 'schools',
    title: { en: 'Schools', ru: 'Школы', kz: 'Мектептер' },
    children: [
      {
        slug: 'schools-public',
        title: { en: 'Public schools', ru: 'Государственные школы', kz: 'Мемлекеттік мектептер' },
      },
      {
        slug: 'schools-private',
        title: { en: 'Private schools', ru: 'Частные школы', kz: 'Жеке мектептер' },
      },
      {
        slug: 'schools-gymnasium-lyceum',
        title: {
          en: 'Gymnasiums and lyceums',
          ru: 'Гимназии и лицеи',
          kz: 'Гимназиялар мен лицейлер',
        },
      },
      {
        slug: 'schools-nis',
        title: {
          en: 'Nazarbayev Intellectual Schools',
          ru: 'Назарбаев Интеллектуальные школы',
          kz: 'Назарбаев Зияткерлік мектептері',
        },
      },
      {
        slug: 'schools-international',
        title: {
          en: 'International schools',
          ru: 'Международные школы',
          kz: 'Халықаралық мектептер',
        },
      },
      {
        slug: 'schools-specialized',
        title: {
          en: 'Specialized schools for gifted children',
          ru: 'Специализированные школы для одарённых детей',
          kz: 'Дарынды балаларға арналған мамандандырылған мектептер',
        },
      },
      {
        slug: 'schools-inclusive',
        title: {
          en: 'Special and inclusive schools',
          ru: 'Коррекционные и инклюзивные школы',
          kz: 'Арнайы және инклюзивті мектептер',
        },
      },
    ],
  },
  {
    slug: 'kindergartens',
    title: { en: 'Kindergartens', ru: 'Детские сады', kz: 'Балабақшалар' },
    children: [
      {
        slug: 'kindergartens-public',
        title: {
          en: 'Public kindergartens',
          ru: 'Государственные детские сады',
          kz: 'Мемлекеттік балабақшалар',
        },
      },
      {
        slug: 'kindergartens-private',
        title: { en: 'Private kindergartens', ru: 'Частные детские сады', kz: 'Жеке балабақшалар' },
      },
      {
        slug: 'kindergartens-montessori',
        title: {
          en: 'Montessori kindergartens',
          ru: 'Монтессори-сады',
          kz: 'Монтессори балабақшалары',
        },
      },
      {
        slug: 'kindergartens-bilingual',
        title: {
          en: 'Bilingual kindergartens',
          ru: 'Билингвальные детские сады',
          kz: 'Билингвалды балабақшалар',
        },
      },
      {
        slug: 'kindergartens-mini-centers',
        title: { en: 'Mini-centres', ru: 'Мини-центры', kz: 'Шағын орталықтар' },
      },
      {
        slug: 'kindergartens-early-development',
        title: {
          en: 'Early development centres',
          ru: 'Центры раннего развития',
          kz: 'Ерте даму орталықтары',
        },
      },
      {
        slug: 'kindergartens-special',
        title: {
          en: 'Special needs kindergartens',
          ru: 'Коррекционные детские сады',
          kz: 'Арнайы балабақшалар',
        },
      },
    ],
  },
  {
    slug: 'clubs',
    title: { en: 'Clubs and activities', ru: 'Кружки и секции', kz: 'Үйірмелер' },
    children: [
      {
        slug: 'clubs-sports',
        title: { en: 'Sports', ru: 'Спортивные секции', kz: 'Спорт секциялары' },
      },
      {
        slug: 'clubs-martial-arts',
        title: { en: 'Martial arts', ru: 'Единоборства', kz: 'Күрес және жекпе-жек' },
      },
      { slug: 'clubs-music', title: { en: 'Music', ru: 'Музыка', kz: 'Музыка' } },
      {
        slug: 'clubs-art',
        title: {
          en: 'Art and crafts',
          ru: 'Рисование и творчество',
          kz: 'Бейнелеу өнері және шығармашылық',
        },
      },
      { slug: 'clubs-dance', title: { en: 'Dance', ru: 'Танцы', kz: 'Би' } },
      {
        slug: 'clubs-theatre',
        title: { en: 'Theatre and acting', ru: 'Театральные студии', kz: 'Театр студиялары' },
      },
      {
        slug: 'clubs-robotics',
        title: {
          en: 'Robotics and programming',
          ru: 'Робототехника и программирование',
          kz: 'Робототехника және бағдарламалау',
        },
      },
      {
        slug: 'clubs-chess',
        title: {
          en: 'Chess and board games',
          ru: 'Шахматы и настольные игры',
          kz: 'Шахмат және үстел ойындары',
        },
      },
    ],
  },
  {
    slug: 'universities',
    title: { en: 'Universities', ru: 'Университеты', kz: 'Университеттер' },
    children: [
      {
        slug: 'universities-national',
        title: {
          en: 'National and state universities',
          ru: 'Национальные и государственные университеты',
          kz: 'Ұлттық және мемлекеттік университеттер',
        },
      },
      {
        slug: 'universities-private',
        title: {
          en: 'Private universities',
          ru: 'Частные университеты',
          kz: 'Жеке университеттер',
        },
      },
      {
        slug: 'universities-technical',
        title: {
          en: 'Technical universities',
          ru: 'Технические университеты',
          kz: 'Техникалық университеттер',
        },
      },
      {
        slug: 'universities-medical',
        title: {
          en: 'Medical universities',
          ru: 'Медицинские университеты',
          kz: 'Медицина университеттері',
        },
      },
      {
        slug: 'universities-pedagogical',
        title: {
          en: 'Pedagogical universities',
          ru: 'Педагогические университеты',
          kz: 'Педагогикалық университеттер',
        },
      },
      {
        slug: 'universities-economics',
        title: {
          en: 'Economics and business',
          ru: 'Экономика и бизнес',
          kz: 'Экономика және бизнес',
        },
      },
      {
        slug: 'universities-arts',
        title: { en: 'Arts and culture', ru: 'Искусство и культура', kz: 'Өнер және мәдениет' },
      },
      {
        slug: 'universities-foreign-branches',
        title: {
          en: 'Branches of foreign universities',
          ru: 'Филиалы зарубежных университетов',
          kz: 'Шетелдік университеттердің филиалдары',
        },
      },
    ],
  },
  {
    slug: 'colleges',
    title: { en: 'Colleges', ru: 'Колледжи', kz: 'Колледждер' },
    children: [
      {
        slug: 'colleges-technical',
        title: {
          en: 'Technical colleges',
          ru: 'Технические колледжи',
          kz: 'Техникалық колледждер',
        },
      },
      {
        slug: 'colleges-medical',
        title: { en: 'Medical colleges', ru: 'Медицинские колледжи', kz: 'Медициналық колледждер' },
      },
      {
        slug: 'colleges-pedagogical',
        title: {
          en: 'Pedagogical colleges',
          ru: 'Педагогические колледжи',
          kz: 'Педагогикалық колледждер',
        },
      },
      { slug: 'colleges-it', title: { en: 'IT colleges', ru: 'IT-колледжи', kz: 'IT колледждер' } },
      {
        slug: 'colleges-economics',
        title: {
          en: 'Economics and business colleges',
          ru: 'Колледжи экономики и бизнеса',
          kz: 'Экономика және бизнес колледждері',
        },
      },
      {
        slug: 'colleges-arts',
        title: { en: 'Arts colleges', ru: 'Колледжи искусств', kz: 'Өнер колледждері' },
      },
      {
        slug: 'colleges-agricultural',
        title: { en: 'Agricultural colleges', ru: 'Аграрные колледжи', kz: 'Аграрлық колледждер' },
      },
      {
        slug: 'colleges-service',
        title: {
          en: 'Service and hospitality colleges',
          ru: 'Колледжи сферы обслуживания',
          kz: 'Қызмет көрсету саласының колледждері',
        },
      },
    ],
  },
  {
    slug: 'courses',
    title: { en: 'Courses', ru: 'Курсы', kz: 'Курстар' },
    children: [
      {
        slug: 'courses-languages',
        title: { en: 'Language courses', ru: 'Языковые курсы', kz: 'Тіл курстары' },
      },
      {
        slug: 'courses-it',
        title: {
          en: 'IT and programming',
          ru: 'IT и программирование',
          kz: 'IT және бағдарламалау',
        },
      },
      {
        slug: 'courses-exam-prep',
        title: {
          en: 'Exam preparation (UNT, IELTS)',
          ru: 'Подготовка к экзаменам (ЕНТ, IELTS)',
          kz: 'Емтиханға дайындық (ҰБТ, IELTS)',
        },
      },
      { slug: 'courses-design', title: { en: 'Design', ru: 'Дизайн', kz: 'Дизайн' } },
      {
        slug: 'courses-business',
        title: {
          en: 'Business and marketing',
          ru: 'Бизнес и маркетинг',
          kz: 'Бизнес және маркетинг',
        },
      },
      {
        slug: 'courses-accounting',
        title: {
          en: 'Accounting and finance',
          ru: 'Бухгалтерия и финансы',
          kz: 'Бухгалтерлік есеп және қаржы',
        },
      },
      {
        slug: 'courses-driving',
        title: { en: 'Driving schools', ru: 'Автошколы', kz: 'Автомектептер' },
      },
      {
        slug: 'courses-vocational',
        title: { en: 'Vocational training', ru: 'Профессиональное обучение', kz: 'Кәсіптік оқыту' },
      },
    ],
  },
  {
    slug: 'tutors',
    title: { en: 'Tutors', ru: 'Репетиторы', kz: 'Репетиторлар' },
    children: [
      { slug: 'tutors-math', title: { en: 'Mathematics', ru: 'Математика', kz: 'Математика' } },
      {
        slug: 'tutors-english',
        title: { en: 'English', ru: 'Английский язык', kz: 'Ағылшын тілі' },
      },
      { slug: 'tutors-kazakh', title: { en: 'Kazakh', ru: 'Казахский язык', kz: 'Қазақ тілі' } },
      { slug: 'tutors-russian', title: { en: 'Russian', ru: 'Русский язык', kz: 'Орыс тілі' } },
      { slug: 'tutors-physics', title: { en: 'Physics', ru: 'Физика', kz: 'Физика' } },
      {
        slug: 'tutors-chemistry-biology',
        title: { en: 'Chemistry and biology', ru: 'Химия и биология', kz: 'Химия және биология' },
      },
      {
        slug: 'tutors-history',
        title: { en: 'History of Kazakhstan', ru: 'История Казахстана', kz: 'Қазақстан тарихы' },
      },
      {
        slug: 'tutors-primary',
        title: { en: 'Primary school', ru: 'Начальная школа', kz: 'Бастауыш сынып' },
      },
    ],
  },
  {
    slug: 'camps',
    title: { en: 'Camps', ru: 'Лагеря', kz: 'Лагерьлер' },
    children: [
      {
        slug: 'camps-summer',
        title: { en: 'Summer camps', ru: 'Летние лагеря', kz: 'Жазғы лагерьлер' },
      },
      {
        slug: 'camps-day',
        title: {
          en: 'Day camps',
          ru: 'Дневные городские лагеря',
          kz: 'Күндізгі қалалық лагерьлер',
        },
      },
      {
        slug: 'camps-sports',
        title: { en: 'Sports camps', ru: 'Спортивные лагеря', kz: 'Спорт лагерьлері' },
      },
      {
        slug: 'camps-language',
        title: { en: 'Language camps', ru: 'Языковые лагеря', kz: 'Тіл лагерьлері' },
      },
      {
        slug: 'camps-it-science',
        title: {
          en: 'IT and science camps',
          ru: 'IT и научные лагеря',
          kz: 'IT және ғылыми лагерьлер',
        },
      },
      {
        slug: 'camps-health',
        title: { en: 'Health camps', ru: 'Оздоровительные лагеря', kz: 'Сауықтыру лагерьлері' },
      },
      {
        slug: 'camps-abroad',
        title: { en: 'Camps abroad', ru: 'Лагеря за рубежом', kz: 'Шетелдегі лагерьлер' },
      },
    ],
  },
];
