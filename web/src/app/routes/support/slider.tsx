import { useTranslation } from 'react-i18next';
import { useCities } from '@/features/dictionaries/api/get-cities';
import { SlidesScreen } from '@/features/staff/components/slides-screen';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';

/** /support/slider (advertisement and admins): the home page's slides. */
export function Component() {
  const { i18n } = useTranslation();
  const cities = useCities();
  const language = currentLanguage(i18n);
  const cityName = (id: number) => {
    const city = cities.data?.find((candidate) => candidate.id === id);
    return city ? localized(city.title, language) : `#${id}`;
  };
  return <SlidesScreen cityName={cityName} />;
}
