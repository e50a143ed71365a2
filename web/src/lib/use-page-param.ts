import { useSearchParams } from 'react-router';

/** The `page` query parameter of a simple paged list, and a setter that keeps the URL clean. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return [page, (next) => setParams(next > 1 ? { page: String(next) } : {})];
}
