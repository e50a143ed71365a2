import { Skeleton, Stack } from '@mantine/core';

/** The anchor of a record's reviews (`#reviews`: the sign-in link comes back to it). */
export const REVIEWS_SECTION_ID = 'reviews';

/** The reviews' place while their section and its first answer load, so nothing below moves. */
export function ReviewsSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy>
      <Skeleton height={28} width={160} />
      <Skeleton height={110} radius="md" />
      <Skeleton height={96} radius="md" />
    </Stack>
  );
}
