import { useParams } from 'react-router';
import { CityDetails } from '@/features/admin/components/city-details';
import { CityForm } from '@/features/admin/components/city-form';
import { Component as NotFoundPage } from '../not-found';

/** /admin/cities/create, /admin/cities/edit/{id} and /admin/cities/show/{id}. */
export function Component({ view }: { view: 'form' | 'show' }) {
  const { cityId } = useParams();
  const id = cityId === undefined ? null : Number(cityId);
  if (id !== null && (!Number.isInteger(id) || id <= 0)) return <NotFoundPage />;
  if (view === 'show') return id === null ? <NotFoundPage /> : <CityDetails cityId={id} />;
  return <CityForm key={id ?? 'new'} cityId={id} />;
}
