import { useParams } from 'react-router';
import { LanguageForm } from '@/features/admin/components/language-form';

/** /admin/languages/create and /admin/languages/edit/{code}. */
export function Component() {
  const { code } = useParams();
  return <LanguageForm key={code ?? 'new'} code={code ?? null} />;
}
