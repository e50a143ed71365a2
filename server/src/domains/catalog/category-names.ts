import { CATEGORY_SYNONYMS } from '../dictionaries/data/category-synonyms';

/**
 * Search texts that name a category: балабақша, детский сад, kindergarten (or садик, from the
 * synonyms) stand for the kindergartens, whose records the search then finds whatever their
 * titles say. A text names a category when its words are the words of one of the category's
 * names (its titles in the three languages and its synonyms), in any order and form:
 * - forms: two words are the same when they differ only in their endings (детские сады and
 *   детский сад, мектептер and мектеп, балабақшасы and балабақшалар, schools and school);
 * - Kazakh letters typed as their Russian look-alikes (балабакша) match;
 * - little words (и, and, мен, для…) are left out on both sides.
 * The names are compiled once per dictionary load (see catalog.dictionary.ts); a lookup compares
 * a few words with a few hundred names in memory.
 */

/** One name of a category, as words ready for comparison. */
interface CategoryName {
  slug: string;
  words: string[];
}

export interface CategoryNames {
  names: CategoryName[];
}

const FOLDED: Record<string, string> = {
  ә: 'а',
  ғ: 'г',
  қ: 'к',
  ң: 'н',
  ө: 'о',
  ұ: 'у',
  ү: 'у',
  һ: 'х',
  і: 'и',
  ё: 'е',
};

/** Words that name nothing on their own. */
const LITTLE_WORDS = new Set([
  'и',
  'в',
  'во',
  'на',
  'с',
  'со',
  'для',
  'по',
  'за',
  'к',
  'при',
  'мен',
  'жане',
  'ушин',
  'and',
  'for',
  'of',
  'the',
  'in',
  'a',
]);

/** A text's words: lower case, Kazakh letters folded into Russian ones, little words left out. */
function nameWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .map((word) => word.replace(/[әғқңөұүһіё]/g, (letter) => FOLDED[letter] ?? letter))
    .filter((word) => !LITTLE_WORDS.has(word));
}

/** Letters two forms of a word must share at least. */
const MIN_STEM = 3;
/** Letters an ending may have: Russian and English ones are short… */
const SHORT_ENDING = 3;
/** …Kazakh ones pile up (балабақша-лар-ы-мыз), after a long enough stem. */
const LONG_ENDING = 5;
const LONG_STEM = 6;
/** Where a Russian or English ending starts (after a short stem: школ-а, школ-ы). */
const ENDING_START = /^[аеиоуыэюяьйaeiouy]/;

/**
 * Whether two words are forms of one word: a shared stem, then short endings; when both have
 * one after a short stem, both endings start as inflections do (детск-ий and детск-ие, not
 * детс-кий and детс-ад).
 */
export function sameWord(one: string, other: string): boolean {
  if (one === other) return true;
  const shorter = Math.min(one.length, other.length);
  if (shorter < MIN_STEM) return false;
  let stem = 0;
  while (stem < shorter && one[stem] === other[stem]) stem += 1;
  if (stem < MIN_STEM) return false;
  const longStem = stem >= LONG_STEM;
  if (Math.max(one.length, other.length) - stem > (longStem ? LONG_ENDING : SHORT_ENDING)) {
    return false;
  }
  if (longStem || stem === shorter) return true;
  return ENDING_START.test(one.slice(stem)) && ENDING_START.test(other.slice(stem));
}

/** Whether the words are the words of a name: as many, each a form of a different one. */
function namesIt(words: string[], name: CategoryName): boolean {
  if (words.length !== name.words.length) return false;
  const free = [...name.words];
  return words.every((word) => {
    const index = free.findIndex((candidate) => sameWord(word, candidate));
    if (index < 0) return false;
    free.splice(index, 1);
    return true;
  });
}

/** Compiles every category's names: its titles and synonyms. */
export function compileCategoryNames(
  categories: ReadonlyArray<{ slug: string; titleEn: string; titleRu: string; titleKz: string }>,
  synonyms: Readonly<Record<string, readonly string[]>> = CATEGORY_SYNONYMS,
): CategoryNames {
  const names: CategoryName[] = [];
  for (const category of categories) {
    const texts = [category.titleEn, category.titleRu, category.titleKz];
    texts.push(...(synonyms[category.slug] ?? []));
    const seen = new Set<string>();
    for (const text of texts) {
      const words = nameWords(text);
      const key = words.join(' ');
      if (words.length === 0 || seen.has(key)) continue;
      seen.add(key);
      names.push({ slug: category.slug, words });
    }
  }
  return { names };
}

/** The slugs of the categories a search text names (none for most texts). */
export function categoriesNamed(names: CategoryNames, text: string): string[] {
  const words = nameWords(text);
  if (words.length === 0) return [];
  const slugs = new Set<string>();
  for (const name of names.names) if (namesIt(words, name)) slugs.add(name.slug);
  return [...slugs];
}
