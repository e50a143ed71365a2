import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element the URL's hash names into view once it is on the page (`ready`): links
 * such as /profile#notifications in e-mails land on their section. The layout scrolls new
 * pages to the top first, so this waits for the next frame.
 */
export function useScrollToHash(id: string, ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash !== `#${id}`) return;
    const frame = requestAnimationFrame(() => {
      const element = document.getElementById(id);
      element?.scrollIntoView({ block: 'start' });
      element?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [id, ready, hash]);
}
