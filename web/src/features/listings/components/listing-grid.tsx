import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { CardSummary } from '@bilim/contract/cards';
import type { EventSummary } from '@bilim/contract/events';
import { EmptyState, ErrorState } from '@/components/query-state';
import { CardItem } from './card-item';
import { EventItem } from './event-item';

const COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 } as const;

/** Grey tiles in the shape of list items while a list loads. */
export function ListingSkeletons({ count = 8 }: { count?: number }) {
  return (
    <SimpleGrid cols={COLUMNS} spacing="md" role="status" aria-busy>
      {Array.from({ length: count }, (_, index) => (
        <Paper key={index} withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Skeleton height={0} style={{ aspectRatio: '3 / 2', height: 'auto' }} radius={0} />
          <Stack gap={8} p="md">
            <Skeleton height={18} width="80%" />
            <Skeleton height={12} />
            <Skeleton height={12} width="60%" />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

interface GridState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  onRetry?: () => void;
  empty: ReactNode;
  skeletons?: number;
}

export function CardGrid({ cards, ...state }: GridState & { cards: CardSummary[] | undefined }) {
  return (
    <GridStates {...state} count={cards?.length}>
      <SimpleGrid cols={COLUMNS} spacing="md">
        {cards?.map((card) => (
          <CardItem key={card.id} card={card} />
        ))}
      </SimpleGrid>
    </GridStates>
  );
}

export function EventGrid({
  events,
  ...state
}: GridState & { events: EventSummary[] | undefined }) {
  return (
    <GridStates {...state} count={events?.length}>
      <SimpleGrid cols={COLUMNS} spacing="md">
        {events?.map((event) => (
          <EventItem key={event.id} event={event} />
        ))}
      </SimpleGrid>
    </GridStates>
  );
}

function GridStates({
  isPending,
  isError,
  error,
  onRetry,
  empty,
  skeletons = 4,
  count,
  children,
}: GridState & { count: number | undefined; children: ReactNode }) {
  if (isPending) return <ListingSkeletons count={skeletons} />;
  if (isError) return <ErrorState error={error} onRetry={onRetry} />;
  if (!count) return <EmptyState>{empty}</EmptyState>;
  return children;
}
