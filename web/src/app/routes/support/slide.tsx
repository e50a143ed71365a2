import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCities } from '@/features/dictionaries/api/get-cities';
import { SlideCard } from '@/features/home/components/slide-card';
import { SlideForm } from '@/features/staff/components/slide-form';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { Component as NotFoundPage } from '../not-found';

/**
 * /support/slider/create and /support/slider/{slideId}/edit: the slide form, with the cities
 * (dictionaries) to choose from and the home page's own slide as its preview.
 */
export function Component() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { slideId } = useParams();
  const cities = useCities();
  const id = slideId === undefined ? null : Number(slideId);
  if (id !== null && (!Number.isInteger(id) || id <= 0)) return <NotFoundPage />;
  return (
    <SlideForm
      key={id ?? 'new'}
      slideId={id}
      cities={(cities.data ?? []).map((city) => ({
        value: String(city.id),
        label: localized(city.title, language),
      }))}
      renderPreview={(slide) => <SlideCard slide={slide} first />}
    />
  );
}
