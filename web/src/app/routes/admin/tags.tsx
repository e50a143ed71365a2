import { TagsList } from '@/features/admin/components/tags-list';

/** /admin/tags: the tags. */
export function Component() {
  return <TagsList />;
}
