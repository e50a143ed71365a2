import { useLayoutEffect, type RefObject } from 'react';

/**
 * Where a screen that fills the window (the chat's, support's conversation) starts on the page,
 * below the header and whatever stands above it, as `--fill-top` on it (see fill-window.module.css):
 * it fills the window from there down. Measured again when the header or the window changes size.
 */
export function useFillWindow(element: RefObject<HTMLDivElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const screen = element.current;
    if (!active || !screen) return;
    const measure = () => {
      const top = screen.getBoundingClientRect().top + window.scrollY;
      screen.style.setProperty('--fill-top', `${Math.round(top)}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    const header = document.querySelector('header');
    if (header) observer.observe(header);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [element, active]);
}
