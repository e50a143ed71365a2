import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../dictionaries/data/categories';
import { categoriesNamed, compileCategoryNames, sameWord } from './category-names';

/** The seeded categories, as the dictionary holds them. */
const names = compileCategoryNames(
  CATEGORIES.flatMap((top) => [top, ...top.children]).map((category) => ({
    slug: category.slug,
    titleEn: category.title.en,
    titleRu: category.title.ru,
    titleKz: category.title.kz,
  })),
);

describe('category names in search texts', () => {
  it.each([
    'балабақша',
    'балабақшалар',
    'Балабақшасы',
    'балабакша',
    'детский сад',
    'детские сады',
    'Детский садик',
    'садик',
    'сад',
    'kindergarten',
    'Kindergartens',
  ])('%s names the kindergartens', (text) => {
    expect(categoriesNamed(names, text)).toEqual(['kindergartens']);
  });

  it.each([
    ['school', 'schools'],
    ['школа', 'schools'],
    ['мектеп', 'schools'],
    ['tutor', 'tutors'],
    ['репетитор', 'tutors'],
    ['репетиторлар', 'tutors'],
    ['camp', 'camps'],
    ['лагерь', 'camps'],
    ['курсы', 'courses'],
    ['кружок', 'clubs'],
    ['кружки и секции', 'clubs'],
    ['частные детские сады', 'kindergartens-private'],
    ['жеке балабақша', 'kindergartens-private'],
    ['колледжи', 'colleges'],
    ['университет', 'universities'],
    ['вузы', 'universities'],
    ['ЕНТ', 'courses-exam-prep'],
  ])('%s names %s', (text, slug) => {
    expect(categoriesNamed(names, text)).toEqual([slug]);
  });

  it.each(['школа танцев', 'детский', 'частные', 'робот', 'Айгөлек', 'математик олимпиадасы', ''])(
    '%s names no category',
    (text) => {
      expect(categoriesNamed(names, text)).toEqual([]);
    },
  );

  it('tells forms of a word from other words', () => {
    expect(sameWord('лагерь', 'лагеря')).toBe(true);
    expect(sameWord('балабакшасына', 'балабакшалар')).toBe(true);
    expect(sameWord('сад', 'садовод')).toBe(false);
    expect(sameWord('it', 'its')).toBe(false);
  });
});
