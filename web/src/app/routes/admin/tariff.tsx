import { useParams } from 'react-router';
import { TariffDetails } from '@/features/admin/components/tariff-details';
import { TariffForm } from '@/features/admin/components/tariff-form';
import { Component as NotFoundPage } from '../not-found';

/** /admin/tariffs/create, /admin/tariffs/edit/{tariffId} and /admin/tariffs/show/{tariffId}. */
export function Component({ view }: { view: 'form' | 'show' }) {
  const { tariffId } = useParams();
  const id = tariffId === undefined ? null : Number(tariffId);
  if (id !== null && (!Number.isInteger(id) || id <= 0)) return <NotFoundPage />;
  if (view === 'show') return id === null ? <NotFoundPage /> : <TariffDetails tariffId={id} />;
  return <TariffForm key={id ?? 'new'} tariffId={id} />;
}
