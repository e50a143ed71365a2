/**
 * Everyday names of categories that their titles (en, ru, kz) do not give: a search text that is
 * a category's title or one of these names finds the category's records
 * (`catalog/category-names.ts`). By category slug; a category an admin adds is named by its
 * titles alone. Other forms of a word need no entry of their own (детские сады, балабақшасы,
 * kindergartens and балабакша all match the title words), so nothing here repeats a title.
 * Only names of the whole category: a word with a broader meaning would pull the category into
 * every search for it.
 */
export const CATEGORY_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  schools: ['средняя школа', 'общеобразовательная школа', 'орта мектеп'],
  'schools-gymnasium-lyceum': ['гимназия', 'лицей', 'gymnasium', 'lyceum'],
  'schools-nis': ['НИШ', 'НЗМ', 'NIS'],
  kindergartens: [
    'детсад',
    'садик',
    'ясли',
    'ясли-сад',
    'бөбекжай',
    'nursery',
    'preschool',
    'daycare',
  ],
  clubs: ['кружок', 'секция', 'club', 'activities'],
  'clubs-sports': ['спорт'],
  'clubs-martial-arts': ['боевые искусства', 'жекпе-жек'],
  'clubs-art': ['рисование', 'изостудия', 'сурет салу', 'drawing', 'painting'],
  'clubs-theatre': ['театр', 'theatre', 'acting'],
  'clubs-robotics': ['робототехника', 'robotics'],
  'clubs-chess': ['шахматы', 'chess'],
  universities: ['вуз', 'институт', 'жоғары оқу орны'],
  colleges: ['техникум', 'училище'],
  courses: ['тренинг', 'training'],
  'courses-languages': ['языковая школа', 'language school'],
  'courses-exam-prep': ['подготовка к ЕНТ', 'ЕНТ', 'ҰБТ', 'IELTS', 'TOEFL'],
  tutors: ['частный учитель', 'tutoring'],
  'tutors-math': ['алгебра', 'геометрия', 'math', 'maths'],
  'tutors-english': ['английский', 'ағылшын'],
  camps: ['детский лагерь'],
};
