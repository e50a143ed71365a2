import type {
  Category,
  City,
  FilterAttribute,
  LanguageInfo,
  Tag,
} from '@bilim/contract/dictionaries';
import type { CategoryRow, CityRow, TagRow } from './dictionaries.schema';

interface Titled {
  titleEn: string;
  titleRu: string;
  titleKz: string;
}

export const presentTitle = (row: Titled) => ({
  en: row.titleEn,
  ru: row.titleRu,
  kz: row.titleKz,
});

export function mapLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=12/${latitude}/${longitude}`;
}

export function presentCity(row: CityRow): City {
  return {
    id: row.id,
    slug: row.slug,
    title: presentTitle(row),
    latitude: row.latitude,
    longitude: row.longitude,
    population: row.population,
    map_link: mapLink(row.latitude, row.longitude),
  };
}

export function presentTag(row: TagRow): Tag {
  return { id: row.id, slug: row.slug, title: presentTitle(row) };
}

export function presentLanguage(row: { code: string; title: string; flg: string }): LanguageInfo {
  return { code: row.code as LanguageInfo['code'], title: row.title, flg: row.flg };
}

/** Nests categories under their parents; rows come ordered by position. */
export function presentCategoryTree(rows: CategoryRow[]): Category[] {
  const byId = new Map<number, Category>();
  for (const row of rows) {
    byId.set(row.id, { id: row.id, slug: row.slug, title: presentTitle(row), children: [] });
  }
  const roots: Category[] = [];
  for (const row of rows) {
    const node = byId.get(row.id);
    if (!node) continue;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export function presentAttributes(
  attributes: Array<Titled & { key: string; multiple: boolean }>,
  values: Array<Titled & { attributeKey: string; value: string }>,
): FilterAttribute[] {
  return attributes.map((attribute) => ({
    key: attribute.key,
    title: presentTitle(attribute),
    multiple: attribute.multiple,
    values: values
      .filter((value) => value.attributeKey === attribute.key)
      .map((value) => ({ value: value.value, title: presentTitle(value) })),
  }));
}
