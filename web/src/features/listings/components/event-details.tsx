import type { ReactNode } from 'react';
import { IconCalendarEvent, IconCash, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/query-state';
import { isApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useEvent } from '../api/get-event';
import { formatEventDates } from '@/lib/format';
import { Fact, ListingDetail, ListingDetailSkeleton, ListingNotFound } from './listing-detail';

/** The public page of an event (/events/{id}/show). */
export function EventDetails({
  id,
  reviews,
  visitorActions,
}: {
  id: number;
  /** The event's reviews and its "Report", composed by the page. */
  reviews?: ReactNode;
  visitorActions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('catalog');
  const language = currentLanguage(i18n);
  const query = useEvent(id);
  if (query.isPending) return <ListingDetailSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404)
      return <ListingNotFound kind="events" />;
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const event = query.data;
  const price =
    event.is_free || event.price === null
      ? t('item.free')
      : formatMoney(event.price, event.currency, language);
  return (
    <ListingDetail
      kind="events"
      listing={event}
      reviews={reviews}
      visitorActions={visitorActions}
      price={price}
      facts={
        <>
          <Fact icon={<IconCalendarEvent size={18} aria-hidden />} label={t('detail.when')}>
            {formatEventDates(event, language)}
          </Fact>
          <Fact icon={<IconCash size={18} aria-hidden />} label={t('detail.price')}>
            {price}
          </Fact>
          <Fact icon={<IconUser size={18} aria-hidden />} label={t('detail.organiser')}>
            {event.owner_name}
          </Fact>
        </>
      }
    />
  );
}
