import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchBox } from '@/features/search/components/search-box';
import { paths, safeRedirect } from '@/config/paths';

/** The header search: suggestions while typing; Enter or the button goes to /search?text=<text>. */
export function SearchPanel({ onSearch }: { onSearch?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const initial = location.pathname === paths.search.path ? (params.get('text') ?? '') : '';

  return (
    <SearchBox
      key={initial}
      initialText={initial}
      onSearch={(text) => {
        void navigate(paths.search.getHref(text));
        onSearch?.();
      }}
      onOpen={(path) => {
        void navigate(safeRedirect(path, paths.search.getHref('')));
        onSearch?.();
      }}
    />
  );
}
