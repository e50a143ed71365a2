/**
 * Word lists of the demo catalog: names, descriptions, streets and people in Russian, Kazakh and
 * English, per category. Templates take placeholders the generator fills in: {n} a number, {q} a
 * quoted name, {brand} a Latin brand, {person} a first name, {famous} a person places are named
 * after, {city} the city, {title} the record's title, {year} a year, {org} an organiser.
 */
export const DEMO_LANGUAGES = ['ru', 'kz', 'en'] as const;
export type DemoLanguage = (typeof DEMO_LANGUAGES)[number];

export type InLanguages<T = string> = Record<DemoLanguage, T>;
type Templates = InLanguages<readonly string[]>;

/** Names in quotes: «…» in Russian and Kazakh, plain in English. */
export const QUOTED_NAMES: ReadonlyArray<InLanguages> = [
  { ru: 'Зерде', kz: 'Зерде', en: 'Zerde' },
  { ru: 'Болашак', kz: 'Болашақ', en: 'Bolashak' },
  { ru: 'Айголек', kz: 'Айгөлек', en: 'Aigolek' },
  { ru: 'Шапагат', kz: 'Шапағат', en: 'Shapagat' },
  { ru: 'Жулдыз', kz: 'Жұлдыз', en: 'Zhuldyz' },
  { ru: 'Акбота', kz: 'Ақбота', en: 'Akbota' },
  { ru: 'Нур', kz: 'Нұр', en: 'Nur' },
  { ru: 'Дарын', kz: 'Дарын', en: 'Daryn' },
  { ru: 'Оркен', kz: 'Өркен', en: 'Orken' },
  { ru: 'Балдырган', kz: 'Балдырған', en: 'Baldyrgan' },
  { ru: 'Куншуак', kz: 'Күншуақ', en: 'Kunshuak' },
  { ru: 'Арман', kz: 'Арман', en: 'Arman' },
  { ru: 'Акниет', kz: 'Ақниет', en: 'Akniet' },
  { ru: 'Самал', kz: 'Самал', en: 'Samal' },
  { ru: 'Алтын бесик', kz: 'Алтын бесік', en: 'Altyn Besik' },
  { ru: 'Кызгалдак', kz: 'Қызғалдақ', en: 'Kyzgaldak' },
  { ru: 'Мерей', kz: 'Мерей', en: 'Merey' },
  { ru: 'Тулпар', kz: 'Тұлпар', en: 'Tulpar' },
  { ru: 'Сункар', kz: 'Сұңқар', en: 'Sunkar' },
  { ru: 'Алатау', kz: 'Алатау', en: 'Alatau' },
  { ru: 'Достар', kz: 'Достар', en: 'Dostar' },
  { ru: 'Радуга', kz: 'Кемпірқосақ', en: 'Rainbow' },
  { ru: 'Солнышко', kz: 'Күнбала', en: 'Sunshine' },
  { ru: 'Лидер', kz: 'Көшбасшы', en: 'Leader' },
  { ru: 'Гармония', kz: 'Үйлесім', en: 'Harmony' },
  { ru: 'Эрудит', kz: 'Білгір', en: 'Erudite' },
  { ru: 'Умка', kz: 'Ақылды', en: 'Umka' },
  { ru: 'Ак жол', kz: 'Ақ жол', en: 'Ak Zhol' },
];

export const BRANDS = {
  kids: [
    'SmartKids',
    'Little Stars',
    'KinderLand',
    'HappyKids',
    'Bright Minds',
    'Sunny Kids',
    'Baby Genius',
    'KidsWay',
    'Tiny Steps',
    'Mini Campus',
  ],
  tech: [
    'RoboKids',
    'CodeKids',
    'TechnoPark',
    'ITeen',
    'Robo Lab',
    'BrainUp',
    'Digital Kids',
    'ByteCamp',
    'Logiq',
    'STEM Hub',
  ],
  edu: [
    'Smart Academy',
    'Nomad',
    'Orda',
    'Steppe',
    'Altyn Bilim',
    'Premier',
    'Green Apple',
    'Oxford Club',
    'Alpha',
    'Zhas Ulan',
    'Bilim Plus',
    'Erudit Pro',
  ],
  sport: [
    'Champion',
    'Olymp',
    'Barys',
    'Kairat Junior',
    'Tulpar',
    'Sunkar',
    'Astana Kids',
    'Jeker',
  ],
  arts: ['Art Kids', 'Color Lab', 'Muse', 'Dombra Star', 'Stage', 'Kokil', 'Harmony', 'Sazgen'],
  foreign: ['Westbridge', 'Northgate', 'Kingsford', 'Ashford', 'Bellmont', 'Harrowgate'],
} as const;
export type BrandKind = keyof typeof BRANDS;

/** People places are named after: Russian genitive, Kazakh and English nominative. */
export const FAMOUS_NAMES: ReadonlyArray<InLanguages> = [
  { ru: 'Абая Кунанбаева', kz: 'Абай Құнанбаев', en: 'Abai Kunanbayev' },
  { ru: 'Мухтара Ауэзова', kz: 'Мұхтар Әуезов', en: 'Mukhtar Auezov' },
  { ru: 'Сакена Сейфуллина', kz: 'Сәкен Сейфуллин', en: 'Saken Seifullin' },
  { ru: 'Ахмета Байтурсынова', kz: 'Ахмет Байтұрсынұлы', en: 'Akhmet Baitursynuly' },
  { ru: 'Ильяса Жансугурова', kz: 'Ілияс Жансүгіров', en: 'Ilyas Zhansugurov' },
  { ru: 'Шокана Уалиханова', kz: 'Шоқан Уәлиханов', en: 'Shokan Ualikhanov' },
  { ru: 'Магжана Жумабаева', kz: 'Мағжан Жұмабаев', en: 'Magzhan Zhumabayev' },
  { ru: 'Курмангазы', kz: 'Құрманғазы', en: 'Kurmangazy' },
  { ru: 'Ыбырая Алтынсарина', kz: 'Ыбырай Алтынсарин', en: 'Ibrai Altynsarin' },
];

export interface Person {
  ru: string;
  kz: string;
  en: string;
  female: boolean;
}

export const FIRST_NAMES: readonly Person[] = [
  { ru: 'Айдана', kz: 'Айдана', en: 'Aidana', female: true },
  { ru: 'Асель', kz: 'Әсел', en: 'Assel', female: true },
  { ru: 'Алия', kz: 'Әлия', en: 'Aliya', female: true },
  { ru: 'Айгерим', kz: 'Айгерім', en: 'Aigerim', female: true },
  { ru: 'Динара', kz: 'Динара', en: 'Dinara', female: true },
  { ru: 'Гульнара', kz: 'Гүлнара', en: 'Gulnara', female: true },
  { ru: 'Жанна', kz: 'Жанна', en: 'Zhanna', female: true },
  { ru: 'Марина', kz: 'Марина', en: 'Marina', female: true },
  { ru: 'Екатерина', kz: 'Екатерина', en: 'Ekaterina', female: true },
  { ru: 'Светлана', kz: 'Светлана', en: 'Svetlana', female: true },
  { ru: 'Камила', kz: 'Камила', en: 'Kamila', female: true },
  { ru: 'Мадина', kz: 'Мәдина', en: 'Madina', female: true },
  { ru: 'Ерлан', kz: 'Ерлан', en: 'Yerlan', female: false },
  { ru: 'Дамир', kz: 'Дамир', en: 'Damir', female: false },
  { ru: 'Нурлан', kz: 'Нұрлан', en: 'Nurlan', female: false },
  { ru: 'Тимур', kz: 'Тимур', en: 'Timur', female: false },
  { ru: 'Арман', kz: 'Арман', en: 'Arman', female: false },
  { ru: 'Бауыржан', kz: 'Бауыржан', en: 'Bauyrzhan', female: false },
  { ru: 'Сергей', kz: 'Сергей', en: 'Sergey', female: false },
  { ru: 'Алексей', kz: 'Алексей', en: 'Alexey', female: false },
  { ru: 'Марат', kz: 'Марат', en: 'Marat', female: false },
  { ru: 'Ержан', kz: 'Ержан', en: 'Yerzhan', female: false },
];

/** Surnames as [male, female], in Cyrillic. */
export const SURNAMES: ReadonlyArray<readonly [string, string]> = [
  ['Жумабаев', 'Жумабаева'],
  ['Искаков', 'Искакова'],
  ['Сериков', 'Серикова'],
  ['Ахметов', 'Ахметова'],
  ['Нурланов', 'Нурланова'],
  ['Касымов', 'Касымова'],
  ['Омаров', 'Омарова'],
  ['Байжанов', 'Байжанова'],
  ['Тулегенов', 'Тулегенова'],
  ['Абдрахманов', 'Абдрахманова'],
  ['Ким', 'Ким'],
  ['Иванов', 'Иванова'],
  ['Петренко', 'Петренко'],
  ['Садыков', 'Садыкова'],
  ['Мухамеджанов', 'Мухамеджанова'],
];

/** Streets as [Russian, Kazakh, English]. */
type Street = readonly [string, string, string];

const ABAY: Street = ['пр. Абая', 'Абай даңғылы', 'Abay Avenue'];
const TOLE_BI: Street = ['ул. Толе би', 'Төле би көшесі', 'Tole Bi Street'];
const KABANBAY: Street = ['ул. Кабанбай батыра', 'Қабанбай батыр көшесі', 'Kabanbay Batyr Street'];
const SEIFULLIN: Street = ['ул. Сейфуллина', 'Сейфуллин көшесі', 'Seifullin Street'];
const BAITURSYNOV: Street = ['ул. Байтурсынова', 'Байтұрсынұлы көшесі', 'Baitursynuly Street'];
const AUEZOV: Street = ['ул. Ауэзова', 'Әуезов көшесі', 'Auezov Street'];
const REPUBLIC: Street = ['пр. Республики', 'Республика даңғылы', 'Republic Avenue'];
const KAZYBEK_BI: Street = ['ул. Казыбек би', 'Қазыбек би көшесі', 'Kazybek Bi Street'];
const ZHELTOKSAN: Street = ['ул. Желтоксан', 'Желтоқсан көшесі', 'Zheltoksan Street'];
const KUNAYEV: Street = ['пр. Кунаева', 'Қонаев даңғылы', 'Kunayev Avenue'];
const BOGENBAY: Street = ['ул. Богенбай батыра', 'Бөгенбай батыр көшесі', 'Bogenbay Batyr Street'];
const SATPAYEV: Street = ['ул. Сатпаева', 'Сәтбаев көшесі', 'Satpayev Street'];

export const STREETS: Record<string, readonly Street[]> = {
  almaty: [
    ABAY,
    ['пр. Достык', 'Достық даңғылы', 'Dostyk Avenue'],
    TOLE_BI,
    KABANBAY,
    SATPAYEV,
    ['ул. Жандосова', 'Жандосов көшесі', 'Zhandosov Street'],
    ['пр. аль-Фараби', 'Әл-Фараби даңғылы', 'Al-Farabi Avenue'],
    ['ул. Розыбакиева', 'Розыбакиев көшесі', 'Rozybakiev Street'],
    ['ул. Жибек Жолы', 'Жібек жолы көшесі', 'Zhibek Zholy Street'],
    ['пр. Райымбека', 'Райымбек даңғылы', 'Raiymbek Avenue'],
    BAITURSYNOV,
    BOGENBAY,
    ZHELTOKSAN,
    ['ул. Шевченко', 'Шевченко көшесі', 'Shevchenko Street'],
    AUEZOV,
  ],
  astana: [
    ['пр. Кабанбай батыра', 'Қабанбай батыр даңғылы', 'Kabanbay Batyr Avenue'],
    ['ул. Сыганак', 'Сығанақ көшесі', 'Syganak Street'],
    ['пр. Туран', 'Тұран даңғылы', 'Turan Avenue'],
    ['пр. Мангилик Ел', 'Мәңгілік Ел даңғылы', 'Mangilik El Avenue'],
    ['ул. Кенесары', 'Кенесары көшесі', 'Kenesary Street'],
    REPUBLIC,
    ['пр. Сарыарка', 'Сарыарқа даңғылы', 'Saryarka Avenue'],
    SEIFULLIN,
    ABAY,
    ['ул. Бейбитшилик', 'Бейбітшілік көшесі', 'Beibitshilik Street'],
    AUEZOV,
    ['пр. Богенбай батыра', 'Бөгенбай батыр даңғылы', 'Bogenbay Batyr Avenue'],
  ],
  shymkent: [
    ['пр. Тауке хана', 'Тәуке хан даңғылы', 'Tauke Khan Avenue'],
    BAITURSYNOV,
    REPUBLIC,
    KAZYBEK_BI,
    TOLE_BI,
    KUNAYEV,
    ['ул. Мадели кожа', 'Мәделі қожа көшесі', 'Madeli Kozha Street'],
    ['ул. Желтоксан', 'Желтоқсан көшесі', 'Zheltoksan Street'],
  ],
  default: [
    ABAY,
    AUEZOV,
    SEIFULLIN,
    TOLE_BI,
    KAZYBEK_BI,
    ['ул. Абылай хана', 'Абылай хан көшесі', 'Abylai Khan Street'],
    ZHELTOKSAN,
    BAITURSYNOV,
    KUNAYEV,
    ['ул. Жамбыла', 'Жамбыл көшесі', 'Zhambyl Street'],
    ['ул. Гагарина', 'Гагарин көшесі', 'Gagarin Street'],
    ['ул. Пушкина', 'Пушкин көшесі', 'Pushkin Street'],
    ['пр. Независимости', 'Тәуелсіздік даңғылы', 'Independence Avenue'],
    REPUBLIC,
    SATPAYEV,
    KABANBAY,
    BOGENBAY,
    ['ул. Бухар жырау', 'Бұқар жырау көшесі', 'Bukhar Zhyrau Street'],
  ],
};

/** Names per subcategory (slug) and language. */
export const NAME_TEMPLATES: Record<string, Templates> = {
  'schools-public': {
    ru: [
      'Школа-гимназия №{n}',
      'Общеобразовательная школа №{n}',
      'Школа-лицей №{n}',
      'Средняя школа №{n} имени {famous}',
    ],
    kz: [
      '№{n} жалпы білім беретін мектеп',
      '№{n} мектеп-гимназия',
      '{famous} атындағы №{n} мектеп',
    ],
    en: ['Secondary School No. {n}', 'School-Gymnasium No. {n}'],
  },
  'schools-private': {
    ru: ['Частная школа {q}', 'Школа {brand}', 'Частная школа-пансион {q}'],
    kz: ['{q} жеке мектебі', '{brand} мектебі'],
    en: ['{brand} Private School', '{brand} Academy'],
  },
  'schools-gymnasium-lyceum': {
    ru: ['Гимназия №{n} {q}', 'Лицей №{n}', 'Гимназия {q}', 'Физико-математический лицей №{n}'],
    kz: ['№{n} {q} гимназиясы', '№{n} лицей', '{q} гимназиясы'],
    en: ['Gymnasium No. {n} {q}', 'Lyceum No. {n}'],
  },
  'schools-nis': {
    ru: [
      'Назарбаев Интеллектуальная школа физико-математического направления',
      'Назарбаев Интеллектуальная школа химико-биологического направления',
    ],
    kz: [
      'Физика-математика бағытындағы Назарбаев Зияткерлік мектебі',
      'Химия-биология бағытындағы Назарбаев Зияткерлік мектебі',
    ],
    en: [
      'Nazarbayev Intellectual School of Physics and Mathematics',
      'Nazarbayev Intellectual School of Chemistry and Biology',
    ],
  },
  'schools-international': {
    ru: ['Международная школа {brand}', 'Международная школа {q}'],
    kz: ['{brand} халықаралық мектебі', '{q} халықаралық мектебі'],
    en: ['{brand} International School', 'International School of {city}'],
  },
  'schools-specialized': {
    ru: [
      'Специализированная школа для одарённых детей {q}',
      'Школа-лицей для одарённых детей «Дарын»',
    ],
    kz: [
      '{q} дарынды балаларға арналған мамандандырылған мектеп',
      '«Дарын» мамандандырылған мектеп-лицейі',
    ],
    en: ['{q} School for Gifted Children', 'Daryn Specialized Lyceum'],
  },
  'schools-inclusive': {
    ru: ['Специальная коррекционная школа №{n}', 'Инклюзивная школа {q}'],
    kz: ['№{n} арнайы түзету мектебі', '{q} инклюзивті мектебі'],
    en: ['Inclusive School {q}', 'Special Needs School No. {n}'],
  },
  'kindergartens-public': {
    ru: ['Детский сад №{n} {q}', 'Ясли-сад №{n} {q}'],
    kz: ['№{n} {q} балабақшасы', '№{n} {q} бөбекжай-балабақшасы'],
    en: ['Kindergarten No. {n} {q}'],
  },
  'kindergartens-private': {
    ru: ['Частный детский сад {q}', 'Детский сад {brand}'],
    kz: ['Балабақша {q}', '{q} жеке балабақшасы'],
    en: ['{brand} Kindergarten', '{brand} Nursery'],
  },
  'kindergartens-montessori': {
    ru: ['Монтессори-сад {q}', 'Монтессори-центр {brand}'],
    kz: ['{q} Монтессори балабақшасы'],
    en: ['{brand} Montessori House', 'Montessori Garden {q}'],
  },
  'kindergartens-bilingual': {
    ru: ['Билингвальный детский сад {brand}', 'Детский сад {q} с английским языком'],
    kz: ['{brand} билингвалды балабақшасы', '{q} екі тілді балабақшасы'],
    en: ['{brand} Bilingual Kindergarten'],
  },
  'kindergartens-mini-centers': {
    ru: ['Мини-центр {q}', 'Мини-центр при школе №{n}'],
    kz: ['{q} шағын орталығы', '№{n} мектеп жанындағы шағын орталық'],
    en: ['{q} Mini-Centre'],
  },
  'kindergartens-early-development': {
    ru: ['Центр раннего развития {q}', 'Детский клуб {brand}', 'Центр развития ребёнка {brand}'],
    kz: ['{q} ерте даму орталығы', '{brand} балалар клубы'],
    en: ['{brand} Early Learning Centre', '{brand} Baby Club'],
  },
  'kindergartens-special': {
    ru: ['Коррекционный детский сад №{n}', 'Логопедический детский сад {q}'],
    kz: ['№{n} арнайы балабақша', '{q} логопедиялық балабақшасы'],
    en: ['Special Needs Kindergarten No. {n}'],
  },
  'clubs-sports': {
    ru: [
      'Футбольная академия {q}',
      'Секция плавания {brand}',
      'Спортивный клуб {q}',
      'Секция волейбола {q}',
      'Школа гимнастики {brand}',
    ],
    kz: ['{q} футбол академиясы', '{q} спорт клубы', '{brand} жүзу секциясы'],
    en: ['{brand} Football Academy', '{brand} Swim School', '{q} Sports Club'],
  },
  'clubs-martial-arts': {
    ru: [
      'Школа каратэ {q}',
      'Клуб дзюдо {brand}',
      'Секция казахша курес {q}',
      'Клуб тхэквондо {brand}',
    ],
    kz: ['{q} қазақша күрес секциясы', '{q} дзюдо клубы', '{brand} таэквондо мектебі'],
    en: ['{brand} Karate Dojo', '{brand} Judo Club', '{q} Taekwondo School'],
  },
  'clubs-music': {
    ru: [
      'Музыкальная студия {q}',
      'Школа игры на домбре {q}',
      'Вокальная студия {brand}',
      'Детская музыкальная школа №{n}',
    ],
    kz: ['{q} домбыра үйірмесі', '{q} музыка студиясы', '№{n} балалар музыка мектебі'],
    en: ['{brand} Music Studio', '{brand} Piano School', '{q} Dombra Club'],
  },
  'clubs-art': {
    ru: ['Художественная студия {q}', 'Арт-студия {brand}', 'Мастерская керамики {q}'],
    kz: ['{q} көркемсурет студиясы', '{brand} арт-студиясы'],
    en: ['{brand} Art Studio', '{q} Pottery Workshop'],
  },
  'clubs-dance': {
    ru: ['Школа танцев {brand}', 'Ансамбль казахского танца {q}', 'Студия хореографии {q}'],
    kz: ['{q} қазақ биі ансамблі', '{brand} би мектебі'],
    en: ['{brand} Dance School', '{q} Ballet Studio'],
  },
  'clubs-theatre': {
    ru: ['Детская театральная студия {q}', 'Театр-студия {brand}'],
    kz: ['{q} балалар театр студиясы'],
    en: ['{brand} Drama Club', '{q} Youth Theatre'],
  },
  'clubs-robotics': {
    ru: ['Робототехника для детей {brand}', 'Школа программирования {brand}', 'IT-клуб {brand}'],
    kz: ['{brand} робототехника мектебі', '{brand}: балаларға арналған бағдарламалау'],
    en: ['{brand} Robotics Lab', '{brand} Coding School'],
  },
  'clubs-chess': {
    ru: ['Шахматный клуб {q}', 'Школа шахмат {brand}', 'Клуб тогызкумалак {q}'],
    kz: ['{q} шахмат клубы', '{q} тоғызқұмалақ үйірмесі'],
    en: ['{brand} Chess Club', '{q} Chess School'],
  },
  'universities-national': {
    ru: ['Государственный университет имени {famous}', 'Региональный университет г. {city}'],
    kz: ['{famous} атындағы мемлекеттік университет', '{city} өңірлік университеті'],
    en: ['{famous} State University', '{city} Regional University'],
  },
  'universities-private': {
    ru: ['Университет {brand}', 'Академия {brand}', 'Международный университет {q}'],
    kz: ['{brand} университеті', '{q} халықаралық университеті'],
    en: ['{brand} University', '{q} International University'],
  },
  'universities-technical': {
    ru: ['Технический университет имени {famous}', 'Политехнический университет г. {city}'],
    kz: ['{famous} атындағы техникалық университет', '{city} политехникалық университеті'],
    en: ['{city} Polytechnic University', '{famous} Technical University'],
  },
  'universities-medical': {
    ru: ['Медицинский университет г. {city}', 'Медицинская академия {q}'],
    kz: ['{city} медицина университеті', '{q} медицина академиясы'],
    en: ['{city} Medical University'],
  },
  'universities-pedagogical': {
    ru: ['Педагогический университет имени {famous}'],
    kz: ['{famous} атындағы педагогикалық университет'],
    en: ['{famous} Pedagogical University'],
  },
  'universities-economics': {
    ru: ['Университет экономики и бизнеса {q}', 'Высшая школа бизнеса {brand}'],
    kz: ['{q} экономика және бизнес университеті'],
    en: ['{brand} Business School', '{q} University of Economics'],
  },
  'universities-arts': {
    ru: ['Академия искусств {q}', 'Консерватория имени {famous}'],
    kz: ['{q} өнер академиясы', '{famous} атындағы консерватория'],
    en: ['{q} Academy of Arts', '{famous} Conservatory'],
  },
  'universities-foreign-branches': {
    ru: ['Филиал университета {brand} в г. {city}'],
    kz: ['{brand} университетінің {city} филиалы'],
    en: ['{brand} University, {city} Campus'],
  },
  'colleges-technical': {
    ru: ['Высший технический колледж №{n}', 'Политехнический колледж г. {city}'],
    kz: ['№{n} жоғары техникалық колледж', '{city} политехникалық колледжі'],
    en: ['{city} Polytechnic College', 'Higher Technical College No. {n}'],
  },
  'colleges-medical': {
    ru: ['Медицинский колледж {q}', 'Высший медицинский колледж г. {city}'],
    kz: ['{q} медициналық колледжі', '{city} жоғары медициналық колледжі'],
    en: ['{q} Medical College'],
  },
  'colleges-pedagogical': {
    ru: ['Педагогический колледж имени {famous}'],
    kz: ['{famous} атындағы педагогикалық колледж'],
    en: ['{famous} Teacher Training College'],
  },
  'colleges-it': {
    ru: ['IT-колледж {brand}', 'Колледж цифровых технологий {brand}'],
    kz: ['{brand} IT колледжі'],
    en: ['{brand} IT College', '{brand} College of Digital Technology'],
  },
  'colleges-economics': {
    ru: ['Колледж экономики и бизнеса {q}', 'Финансово-экономический колледж {q}'],
    kz: ['{q} экономика және бизнес колледжі'],
    en: ['{q} College of Business and Economics'],
  },
  'colleges-arts': {
    ru: ['Колледж искусств {q}', 'Музыкальный колледж имени {famous}'],
    kz: ['{q} өнер колледжі', '{famous} атындағы музыка колледжі'],
    en: ['{q} College of Arts'],
  },
  'colleges-agricultural': {
    ru: ['Аграрный колледж {q}', 'Агротехнический колледж №{n}'],
    kz: ['{q} аграрлық колледжі', '№{n} агротехникалық колледж'],
    en: ['{q} Agricultural College'],
  },
  'colleges-service': {
    ru: ['Колледж сервиса и туризма {q}', 'Колледж гостиничного бизнеса {brand}'],
    kz: ['{q} сервис және туризм колледжі'],
    en: ['{brand} College of Hospitality and Tourism'],
  },
  'courses-languages': {
    ru: [
      'Языковая школа {brand}',
      'Курсы английского языка {brand}',
      'Центр изучения казахского языка {q}',
      'Курсы китайского языка {q}',
    ],
    kz: ['{brand} тіл мектебі', '{q} қазақ тілі курстары', '{brand} ағылшын тілі курстары'],
    en: ['{brand} Language School', '{brand} English Centre'],
  },
  'courses-it': {
    ru: [
      'Курсы программирования {brand}',
      'Школа веб-разработки {brand}',
      'Курсы Python и анализа данных {brand}',
    ],
    kz: ['{brand} бағдарламалау курстары', '{brand} веб-әзірлеу мектебі'],
    en: ['{brand} Coding Bootcamp', '{brand} Data Academy'],
  },
  'courses-exam-prep': {
    ru: [
      'Подготовка к ЕНТ {brand}',
      'Учебный центр {q}: подготовка к ЕНТ',
      'IELTS Prep Center {brand}',
    ],
    kz: ['{brand} ҰБТ-ға дайындық орталығы', '{q} оқу орталығы'],
    en: ['IELTS Prep Center', '{brand} IELTS Prep Center', '{brand} SAT and IELTS Academy'],
  },
  'courses-design': {
    ru: ['Школа дизайна {brand}', 'Курсы графического дизайна {brand}'],
    kz: ['{brand} дизайн мектебі'],
    en: ['{brand} School of Design'],
  },
  'courses-business': {
    ru: ['Бизнес-школа {brand}', 'Курсы интернет-маркетинга {brand}'],
    kz: ['{brand} бизнес мектебі'],
    en: ['{brand} Business Courses', '{brand} Digital Marketing School'],
  },
  'courses-accounting': {
    ru: ['Курсы бухгалтеров {q}', 'Учебный центр {q}: 1С и бухгалтерия'],
    kz: ['{q} бухгалтерлік есеп курстары'],
    en: ['{brand} Accounting Courses'],
  },
  'courses-driving': {
    ru: ['Автошкола {q}', 'Автошкола {brand}'],
    kz: ['{q} автомектебі'],
    en: ['{brand} Driving School'],
  },
  'courses-vocational': {
    ru: [
      'Учебный центр {q}: парикмахер, визажист',
      'Курсы сварщиков {q}',
      'Центр профессионального обучения {brand}',
    ],
    kz: ['{q} кәсіптік оқыту орталығы'],
    en: ['{brand} Vocational Training Centre'],
  },
  'tutors-math': {
    ru: ['Репетитор по математике {person}', '{person}: математика для 5–11 классов'],
    kz: ['Математика репетиторы {person}'],
    en: ['Math tutor {person}'],
  },
  'tutors-english': {
    ru: ['Репетитор английского языка {person}', '{person}: английский для школьников'],
    kz: ['Ағылшын тілі репетиторы {person}'],
    en: ['English tutor {person}', 'IELTS tutor {person}'],
  },
  'tutors-kazakh': {
    ru: ['Репетитор казахского языка {person}'],
    kz: ['Қазақ тілі репетиторы {person}'],
    en: ['Kazakh language tutor {person}'],
  },
  'tutors-russian': {
    ru: ['Репетитор по русскому языку и литературе {person}'],
    kz: ['Орыс тілі репетиторы {person}'],
    en: ['Russian tutor {person}'],
  },
  'tutors-physics': {
    ru: ['Репетитор по физике {person}'],
    kz: ['Физика репетиторы {person}'],
    en: ['Physics tutor {person}'],
  },
  'tutors-chemistry-biology': {
    ru: ['Репетитор по химии и биологии {person}'],
    kz: ['Химия және биология репетиторы {person}'],
    en: ['Chemistry and biology tutor {person}'],
  },
  'tutors-history': {
    ru: ['Репетитор по истории Казахстана {person}'],
    kz: ['Қазақстан тарихы репетиторы {person}'],
    en: ['History of Kazakhstan tutor {person}'],
  },
  'tutors-primary': {
    ru: ['Репетитор начальных классов {person}', 'Подготовка к школе: педагог {person}'],
    kz: ['Бастауыш сынып мұғалімі {person}'],
    en: ['Primary school tutor {person}'],
  },
  'camps-summer': {
    ru: ['Летний лагерь {q}', 'Детский лагерь {q} в горах'],
    kz: ['{q} жазғы лагері'],
    en: ['{q} Summer Camp'],
  },
  'camps-day': {
    ru: ['Городской лагерь {brand}', 'Дневной лагерь при школе №{n}'],
    kz: ['{brand} қалалық лагері', '№{n} мектеп жанындағы күндізгі лагерь'],
    en: ['{brand} Day Camp'],
  },
  'camps-sports': {
    ru: ['Спортивный лагерь {q}', 'Футбольный лагерь {brand}'],
    kz: ['{q} спорт лагері'],
    en: ['{brand} Sports Camp'],
  },
  'camps-language': {
    ru: ['Языковой лагерь {brand}', 'Английский лагерь {brand}'],
    kz: ['{brand} тіл лагері'],
    en: ['{brand} English Camp'],
  },
  'camps-it-science': {
    ru: ['IT-лагерь {brand}', 'Научный лагерь {q}'],
    kz: ['{brand} IT лагері'],
    en: ['{brand} Science Camp', '{brand} Coding Camp'],
  },
  'camps-health': {
    ru: ['Оздоровительный лагерь {q}', 'Санаторный лагерь {q}'],
    kz: ['{q} сауықтыру лагері'],
    en: ['{q} Health Camp'],
  },
  'camps-abroad': {
    ru: ['Лагерь за рубежом {brand}', 'Языковой лагерь в Англии {brand}'],
    kz: ['{brand} шетелдегі лагері'],
    en: ['{brand} Camp Abroad'],
  },
};

/** Which brands fit a subcategory (the top category's kind otherwise). */
export const BRAND_KIND: Record<string, BrandKind> = {
  schools: 'edu',
  kindergartens: 'kids',
  clubs: 'kids',
  'clubs-sports': 'sport',
  'clubs-martial-arts': 'sport',
  'clubs-music': 'arts',
  'clubs-art': 'arts',
  'clubs-dance': 'arts',
  'clubs-theatre': 'arts',
  'clubs-robotics': 'tech',
  'clubs-chess': 'edu',
  universities: 'edu',
  'universities-foreign-branches': 'foreign',
  colleges: 'edu',
  'colleges-it': 'tech',
  courses: 'edu',
  'courses-it': 'tech',
  'courses-design': 'arts',
  tutors: 'edu',
  camps: 'kids',
  'camps-sports': 'sport',
  'camps-it-science': 'tech',
};

export interface CategoryTexts {
  short: Templates;
  /** Sentences of the long description (several are picked). */
  long: Templates;
  events: Templates;
}

/** Texts per top category. */
export const CATEGORY_TEXTS: Record<string, CategoryTexts> = {
  schools: {
    short: {
      ru: [
        'Современная школа с сильной программой и внимательными учителями.',
        'Обучение с 1 по 11 класс, углублённое изучение математики и языков.',
        'Качественное образование и безопасная среда для детей в г. {city}.',
      ],
      kz: [
        'Сапалы білім және тәжірибелі мұғалімдер: заманауи мектеп.',
        '1–11 сыныптар, математика мен тілдерді тереңдетіп оқыту.',
        '{city} қаласындағы балаларға қауіпсіз әрі жайлы мектеп.',
      ],
      en: [
        'A modern school with a strong curriculum and caring teachers.',
        'Grades 1 to 11 with advanced mathematics and languages.',
        'Quality education and a safe environment for children in {city}.',
      ],
    },
    long: {
      ru: [
        'Обучение ведётся на казахском и русском языках, английский — с первого класса.',
        'В школе работают кабинеты робототехники, химии и физики, библиотека и спортивный зал.',
        'Выпускники ежегодно показывают высокие баллы на ЕНТ и поступают в ведущие вузы.',
        'После уроков работают кружки и секции: шахматы, домбра, футбол, дебаты.',
        'Горячее питание, медицинский кабинет и охрана на входе.',
        'Классы небольшие, у каждого класса есть куратор и школьный психолог.',
      ],
      kz: [
        'Оқу қазақ және орыс тілдерінде жүреді, ағылшын тілі бірінші сыныптан басталады.',
        'Мектепте робототехника, химия және физика кабинеттері, кітапхана мен спорт залы бар.',
        'Түлектеріміз жыл сайын ҰБТ-дан жоғары балл жинап, үздік жоғары оқу орындарына түседі.',
        'Сабақтан кейін шахмат, домбыра, футбол және дебат үйірмелері жұмыс істейді.',
        'Ыстық тамақ, медициналық кабинет және күзет қызметі бар.',
      ],
      en: [
        'Lessons are taught in Kazakh and Russian, with English from the first grade.',
        'The school has robotics, chemistry and physics labs, a library and a sports hall.',
        'Every year our graduates score high in the UNT and enter leading universities.',
        'After lessons there are clubs: chess, dombra, football and debate.',
        'Hot meals, a nurse and security at the entrance.',
      ],
    },
    events: {
      ru: [
        'День открытых дверей: {org}',
        'Олимпиада по математике для 5–9 классов',
        'Школьная ярмарка проектов',
        'Собрание для родителей первоклассников',
      ],
      kz: [
        '{org}: ашық есік күні',
        'Математикадан мектеп олимпиадасы',
        'Оқушылар жобаларының жәрмеңкесі',
      ],
      en: ['Open Day at {org}', 'Maths Olympiad for Grades 5–9', 'School Science Fair'],
    },
  },
  kindergartens: {
    short: {
      ru: [
        'Уютный детский сад с развивающими занятиями и прогулками.',
        'Группы с 1 года до 6 лет, пятиразовое питание и заботливые воспитатели.',
        'Подготовка к школе, английский язык и творчество каждый день.',
      ],
      kz: [
        'Дамытушы сабақтары бар жайлы балабақша.',
        '1 жастан 6 жасқа дейінгі топтар, бес мезгіл тамақ және қамқор тәрбиешілер.',
        'Мектепке дайындық, ағылшын тілі және шығармашылық күн сайын.',
      ],
      en: [
        'A cosy kindergarten with learning through play and daily walks.',
        'Groups from 1 to 6 years, five meals a day and caring teachers.',
        'School readiness, English and creative activities every day.',
      ],
    },
    long: {
      ru: [
        'В группах не больше 15 детей, с каждой группой работают воспитатель и помощник.',
        'Дети занимаются музыкой, лепкой, рисованием и ритмикой.',
        'Логопед и психолог проводят индивидуальные занятия.',
        'Меню составлено диетологом, продукты проходят ежедневный контроль.',
        'Просторная территория с игровой площадкой и летним бассейном.',
        'Родители видят день ребёнка в приложении: фото, питание и сон.',
      ],
      kz: [
        'Әр топта 15 баладан аспайды, тәрбиеші мен көмекші бірге жұмыс істейді.',
        'Балалар музыка, мүсіндеу, сурет салу және ырғақпен айналысады.',
        'Логопед пен психолог жеке сабақтар өткізеді.',
        'Мәзірді диетолог құрастырған, азық-түлік күн сайын тексеріледі.',
        'Ойын алаңы бар кең аула.',
      ],
      en: [
        'Groups have at most 15 children with a teacher and an assistant.',
        'Children enjoy music, modelling, drawing and rhythmics.',
        'A speech therapist and a psychologist hold individual sessions.',
        'The menu is planned by a dietitian and food is checked daily.',
        'A large garden with a playground and a summer paddling pool.',
      ],
    },
    events: {
      ru: [
        'Открытое занятие для малышей',
        'Праздник осени: {org}',
        'Семинар для родителей: адаптация к детскому саду',
      ],
      kz: ['Бүлдіршіндерге арналған ашық сабақ', '{org}: күз мерекесі'],
      en: ['Open Playgroup for Toddlers', 'Parents Seminar: Starting Kindergarten'],
    },
  },
  clubs: {
    short: {
      ru: [
        'Занятия для детей и подростков в дружной команде.',
        'Опытные тренеры и педагоги, первое занятие бесплатно.',
        'Группы по возрасту и уровню, удобное расписание после школы.',
      ],
      kz: [
        'Балалар мен жасөспірімдерге арналған қызықты сабақтар.',
        'Тәжірибелі жаттықтырушылар, алғашқы сабақ тегін.',
        'Жасына және деңгейіне қарай топтар, мектептен кейін ыңғайлы кесте.',
      ],
      en: [
        'Classes for children and teenagers in a friendly team.',
        'Experienced coaches and teachers, the first class is free.',
        'Groups by age and level with a schedule after school.',
      ],
    },
    long: {
      ru: [
        'Занятия проходят два-три раза в неделю по 60–90 минут.',
        'Наши ученики участвуют в городских и республиканских соревнованиях.',
        'Всё оборудование и материалы предоставляем, приносить ничего не нужно.',
        'Педагоги помогают каждому ребёнку найти свой темп и поверить в себя.',
        'В конце года — отчётный концерт, выставка или турнир для родителей.',
        'Есть группы для начинающих и для тех, кто уже занимался.',
      ],
      kz: [
        'Сабақтар аптасына екі-үш рет, 60–90 минуттан өтеді.',
        'Оқушыларымыз қалалық және республикалық жарыстарға қатысады.',
        'Барлық құрал-жабдықпен қамтамасыз етеміз.',
        'Жыл соңында ата-аналарға арналған есептік концерт немесе турнир өтеді.',
        'Жаңадан бастаушыларға да, тәжірибелілерге де топтар бар.',
      ],
      en: [
        'Classes run two or three times a week for 60–90 minutes.',
        'Our students take part in city and national competitions.',
        'All equipment and materials are provided.',
        'At the end of the year there is a concert, an exhibition or a tournament for parents.',
        'There are groups for beginners and for those with experience.',
      ],
    },
    events: {
      ru: [
        'Мастер-класс для начинающих: {org}',
        'Открытое занятие: {org}',
        'Отчётный концерт: {org}',
        'Городской турнир {q} для детей',
      ],
      kz: ['{org}: бастаушыларға шеберлік сабағы', '{org}: ашық сабақ', '{q} балалар турнирі'],
      en: ['Beginners Workshop at {org}', 'Open Class at {org}', '{q} Junior Cup'],
    },
  },
  universities: {
    short: {
      ru: [
        'Бакалавриат, магистратура и докторантура по востребованным специальностям.',
        'Государственные гранты, общежитие и программы академической мобильности.',
        'Современный кампус, сильная наука и помощь в трудоустройстве выпускников.',
      ],
      kz: [
        'Сұранысқа ие мамандықтар бойынша бакалавриат, магистратура және докторантура.',
        'Мемлекеттік гранттар, жатақхана және академиялық ұтқырлық бағдарламалары.',
        'Заманауи кампус және түлектерді жұмысқа орналастыруға көмек.',
      ],
      en: [
        "Bachelor's, master's and doctoral programmes in in-demand fields.",
        'State grants, a dormitory and academic exchange programmes.',
        'A modern campus, strong research and career support for graduates.',
      ],
    },
    long: {
      ru: [
        'Более 40 образовательных программ на казахском, русском и английском языках.',
        'Студенты проходят практику в ведущих компаниях Казахстана.',
        'Университет участвует в программах обмена с вузами Европы и Азии.',
        'Выпускники получают диплом государственного образца и помощь центра карьеры.',
        'В кампусе есть библиотека, коворкинг, спортивный комплекс и общежитие.',
        'Приёмная комиссия работает с июня по август, консультации — круглый год.',
      ],
      kz: [
        'Қазақ, орыс және ағылшын тілдерінде 40-тан астам білім беру бағдарламасы.',
        'Студенттер Қазақстанның жетекші компанияларында тәжірибеден өтеді.',
        'Университет Еуропа және Азия университеттерімен алмасу бағдарламаларына қатысады.',
        'Түлектер мемлекеттік үлгідегі диплом алады, мансап орталығы көмектеседі.',
        'Кампуста кітапхана, коворкинг, спорт кешені және жатақхана бар.',
      ],
      en: [
        'More than 40 programmes taught in Kazakh, Russian and English.',
        'Students do internships at leading companies of Kazakhstan.',
        'The university takes part in exchange programmes with universities in Europe and Asia.',
        'Graduates receive a state diploma and help from the career centre.',
        'The campus has a library, a coworking space, a sports complex and a dormitory.',
      ],
    },
    events: {
      ru: [
        'День открытых дверей: {org}',
        'Ярмарка вакансий для студентов',
        'Лекция: профессии будущего',
        'Олимпиада для абитуриентов',
      ],
      kz: [
        '{org}: ашық есік күні',
        'Студенттерге арналған бос жұмыс орындары жәрмеңкесі',
        'Дәріс: болашақ мамандықтары',
      ],
      en: ['Open Day at {org}', 'Student Career Fair', 'Lecture: Jobs of the Future'],
    },
  },
  colleges: {
    short: {
      ru: [
        'Профессиональное образование после 9 и 11 класса, практика с первого курса.',
        'Рабочие профессии и специальности с высоким спросом на рынке труда.',
        'Диплом государственного образца и помощь в трудоустройстве.',
      ],
      kz: [
        '9 және 11 сыныптан кейін кәсіптік білім, бірінші курстан бастап тәжірибе.',
        'Еңбек нарығында сұранысқа ие мамандықтар.',
        'Мемлекеттік үлгідегі диплом және жұмысқа орналасуға көмек.',
      ],
      en: [
        'Vocational education after grade 9 or 11 with practice from the first year.',
        'Trades and specialities in high demand on the job market.',
        'A state diploma and help finding a job.',
      ],
    },
    long: {
      ru: [
        'Обучение по дуальной системе: половина времени — на предприятиях-партнёрах.',
        'Мастерские и лаборатории оснащены современным оборудованием.',
        'Есть бюджетные места по государственному заказу и стипендия.',
        'Студенты участвуют в чемпионатах WorldSkills Kazakhstan.',
        'Иногородним студентам предоставляется общежитие.',
      ],
      kz: [
        'Дуалды оқыту: уақыттың жартысы серіктес кәсіпорындарда өтеді.',
        'Шеберханалар мен зертханалар заманауи құрал-жабдықпен жабдықталған.',
        'Мемлекеттік тапсырыс бойынша тегін орындар және шәкіртақы бар.',
        'Студенттер WorldSkills Kazakhstan чемпионаттарына қатысады.',
      ],
      en: [
        'Dual training: half of the time is spent at partner companies.',
        'Workshops and labs have modern equipment.',
        'There are state-funded places and a stipend.',
        'Students compete in WorldSkills Kazakhstan championships.',
      ],
    },
    events: {
      ru: [
        'День открытых дверей: {org}',
        'Конкурс профессионального мастерства',
        'Экскурсия по мастерским колледжа',
      ],
      kz: ['{org}: ашық есік күні', 'Кәсіби шеберлік байқауы'],
      en: ['Open Day at {org}', 'Skills Competition', 'Workshop Tour for School Leavers'],
    },
  },
  courses: {
    short: {
      ru: [
        'Практические курсы с результатом: от основ до уверенного уровня.',
        'Мини-группы и индивидуальные занятия, онлайн и офлайн.',
        'Сертификат по окончании курса и поддержка преподавателя.',
      ],
      kz: [
        'Нәтижеге бағытталған практикалық курстар.',
        'Шағын топтар мен жеке сабақтар, онлайн және офлайн.',
        'Курс соңында сертификат және оқытушының қолдауы.',
      ],
      en: [
        'Practical courses that take you from the basics to confidence.',
        'Small groups and one-to-one lessons, online and in class.',
        'A certificate at the end of the course and tutor support.',
      ],
    },
    long: {
      ru: [
        'Программа рассчитана на три месяца, занятия два раза в неделю вечером.',
        'Перед стартом — бесплатное тестирование уровня и консультация.',
        'Преподаватели — практики с опытом работы от пяти лет.',
        'Домашние задания проверяются в личном кабинете, есть записи занятий.',
        'По окончании выдаётся сертификат, лучшим слушателям помогаем с работой.',
        'Можно оплачивать помесячно, действуют скидки для студентов.',
      ],
      kz: [
        'Бағдарлама үш айға арналған, сабақтар аптасына екі рет кешке өтеді.',
        'Бастамас бұрын деңгейді тегін тестілеу және кеңес беру.',
        'Оқытушылар — бес жылдан астам тәжірибесі бар мамандар.',
        'Курс соңында сертификат беріледі.',
        'Ай сайын төлеуге болады, студенттерге жеңілдік бар.',
      ],
      en: [
        'The programme lasts three months with two evening classes a week.',
        'A free level test and consultation before the start.',
        'Teachers are practitioners with at least five years of experience.',
        'A certificate is issued at the end of the course.',
        'Monthly payments are possible, with discounts for students.',
      ],
    },
    events: {
      ru: [
        'Бесплатный пробный урок: {org}',
        'День открытых дверей: {org}',
        'Интенсив выходного дня: {org}',
        'Вебинар: как выбрать курсы и не пожалеть',
      ],
      kz: [
        '{org}: тегін сынақ сабақ',
        '{org}: ашық есік күні',
        'Вебинар: курсты қалай таңдау керек',
      ],
      en: [
        'Free Trial Lesson at {org}',
        'Weekend Intensive at {org}',
        'Webinar: How to Choose a Course',
      ],
    },
  },
  tutors: {
    short: {
      ru: [
        'Индивидуальные занятия с учётом уровня и целей ученика.',
        'Подготовка к ЕНТ, СОР и СОЧ, помощь с домашними заданиями.',
        'Опыт преподавания больше 8 лет, занятия онлайн и у меня дома.',
      ],
      kz: [
        'Оқушының деңгейі мен мақсатына сай жеке сабақтар.',
        'ҰБТ, БЖБ және ТЖБ-ға дайындық, үй тапсырмасына көмек.',
        '8 жылдан астам тәжірибе, онлайн және офлайн сабақтар.',
      ],
      en: [
        "One-to-one lessons tailored to the student's level and goals.",
        'Preparation for the UNT and school exams, help with homework.',
        'More than 8 years of teaching, lessons online or in person.',
      ],
    },
    long: {
      ru: [
        'Педагогическое образование, работаю учителем в гимназии.',
        'Начинаю с диагностики, затем составляю индивидуальный план занятий.',
        'Мои ученики поднимают оценки за одну-две четверти.',
        'Занятие длится 60 минут, можно выбрать удобное время, в том числе выходные.',
        'Использую интерактивную доску и собственные материалы.',
        'Первое пробное занятие — бесплатно.',
      ],
      kz: [
        'Педагогикалық университетті бітірдім, гимназияда мұғаліммін.',
        'Алдымен деңгейді анықтап, жеке жоспар құрамын.',
        'Оқушыларымның бағасы бір-екі тоқсанда көтеріледі.',
        'Сабақ 60 минутқа созылады, уақытын өзіңіз таңдайсыз.',
        'Алғашқы сынақ сабақ — тегін.',
      ],
      en: [
        'I graduated from a pedagogical university and teach at a gymnasium.',
        'I start with a diagnostic test and then make a personal plan.',
        'My students improve their marks within one or two terms.',
        'A lesson lasts 60 minutes at a time that suits you, weekends included.',
        'The first trial lesson is free.',
      ],
    },
    events: {
      ru: [
        'Открытый урок: {org}',
        'Разбор заданий ЕНТ: {org}',
        'Консультация для родителей: {org}',
      ],
      kz: ['{org}: ашық сабақ', '{org}: ҰБТ тапсырмаларын талдау'],
      en: ['Open Lesson: {org}', 'UNT Practice Session: {org}'],
    },
  },
  camps: {
    short: {
      ru: [
        'Смены для детей от 7 до 14 лет: спорт, творчество и новые друзья.',
        'Летний отдых под присмотром вожатых, пятиразовое питание.',
        'Интересная программа каждый день и безопасность на первом месте.',
      ],
      kz: [
        '7-ден 14 жасқа дейінгі балаларға арналған ауысымдар: спорт, шығармашылық және жаңа достар.',
        'Тәлімгерлердің қарауындағы жазғы демалыс, бес мезгіл тамақ.',
        'Күн сайын қызықты бағдарлама және қауіпсіздік.',
      ],
      en: [
        'Sessions for children aged 7 to 14: sports, creativity and new friends.',
        'Summer fun under the care of counsellors, five meals a day.',
        'An exciting programme every day, with safety first.',
      ],
    },
    long: {
      ru: [
        'Смена длится 14 дней, дети живут в корпусах по 4–6 человек в комнате.',
        'В программе походы, квесты, спортивные турниры и вечерние костры.',
        'С детьми работают вожатые-студенты педагогических вузов и медик.',
        'Трансфер из города и обратно включён в стоимость.',
        'Родители получают фотоотчёт каждый день.',
        'Раннее бронирование — скидка 10%.',
      ],
      kz: [
        'Ауысым 14 күнге созылады, балалар бөлмеде 4–6 адамнан тұрады.',
        'Бағдарламада жорықтар, квесттер, спорт турнирлері және кешкі алау.',
        'Балалармен тәлімгерлер мен медицина қызметкері жұмыс істейді.',
        'Қаладан барып-келу трансфері бағаға кіреді.',
        'Ата-аналар күн сайын фотоесеп алады.',
      ],
      en: [
        'A session lasts 14 days; children live 4–6 to a room.',
        'The programme has hikes, quests, sports tournaments and evening campfires.',
        'Children are looked after by trained counsellors and a nurse.',
        'Transfer from the city and back is included.',
        'Parents get a photo report every day.',
      ],
    },
    events: {
      ru: [
        'Презентация летних смен: {org}',
        'Выездной день открытых дверей в лагере {q}',
        'Весенняя смена: запись открыта',
      ],
      kz: ['{org}: жазғы ауысымдар таныстырылымы', '{q} лагерінде ашық есік күні'],
      en: ['Summer Camp Presentation', 'Open Day at {q} Camp'],
    },
  },
};

/** The opening sentence of a long description and the closing ones. */
export const LONG_OPENINGS: Templates = {
  ru: [
    '{title} работает в г. {city} с {year} года.',
    '{title}: многолетний опыт и сотни довольных учеников.',
  ],
  kz: [
    '{title} {city} қаласында {year} жылдан бері жұмыс істейді.',
    '{title} — {years} жылдық тәжірибе және жүздеген риза оқушы.',
  ],
  en: [
    '{title} has been working in {city} since {year}.',
    '{title}: {years} years of experience and hundreds of happy students.',
  ],
};

export const LONG_CLOSINGS: Templates = {
  ru: [
    'Запишитесь на пробное занятие по телефону или в Instagram.',
    'Приходите на экскурсию — покажем всё и ответим на вопросы.',
    'Звоните или пишите в WhatsApp, ответим в течение дня.',
  ],
  kz: [
    'Сынақ сабағына телефон немесе Instagram арқылы жазылыңыз.',
    'Экскурсияға келіңіз — бәрін көрсетіп, сұрақтарға жауап береміз.',
    'Қоңырау шалыңыз немесе WhatsApp-қа жазыңыз.',
  ],
  en: [
    'Book a trial lesson by phone or on Instagram.',
    'Come for a tour: we will show you around and answer your questions.',
    'Call us or write on WhatsApp, we reply within a day.',
  ],
};

export const EVENT_SHORTS: Templates = {
  ru: [
    'Приглашаем детей и родителей — будет интересно и полезно.',
    'Количество мест ограничено, регистрация по телефону.',
    'Встреча с педагогами, ответы на вопросы и подарки участникам.',
  ],
  kz: [
    'Балалар мен ата-аналарды шақырамыз — қызықты әрі пайдалы болады.',
    'Орын саны шектеулі, телефон арқылы тіркеліңіз.',
  ],
  en: [
    'Children and parents are welcome: it will be fun and useful.',
    'Places are limited, please register by phone.',
  ],
};

export const EVENT_LONGS: Templates = {
  ru: [
    'Мероприятие пройдёт в г. {city}, вход с главного входа.',
    'Участники получат памятные подарки и сертификаты.',
    'Для родителей — консультации специалистов и кофе-брейк.',
    'Рекомендуемый возраст участников — от 7 лет.',
    'Возьмите с собой сменную обувь и хорошее настроение.',
  ],
  kz: [
    'Іс-шара {city} қаласында өтеді.',
    'Қатысушылар естелік сыйлықтар мен сертификаттар алады.',
    'Ата-аналарға мамандардың кеңесі және кофе-брейк.',
    'Ауыспалы аяқ киім мен жақсы көңіл-күй алып келіңіз.',
  ],
  en: [
    'The event takes place in {city}.',
    'Participants receive souvenirs and certificates.',
    'Parents can talk to our specialists over coffee.',
    'Please bring indoor shoes and a good mood.',
  ],
};
