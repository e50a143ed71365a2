import { Children, cloneElement, isValidElement, useEffect, useRef, useState } from 'react';
import { Carousel, type CarouselProps } from '@mantine/carousel';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './localized-carousel.module.css';

interface SlideA11yProps {
  'aria-label'?: string;
  'aria-roledescription'?: string;
}

/**
 * Mantine's Carousel, announcing the slide shown ("Слайд 2 из 5") in the reader's language.
 * Mantine's own announcement is English only, with no prop to change it: it is hidden here and
 * this one takes its place. Its buttons' labels come from the theme (`localizedTheme`); the
 * carousel's and its slides' roles and names ("carousel", "slide", "Carousel slide", "Slides")
 * are set here.
 */
export function LocalizedCarousel({ children, className, onSlideChange, ...props }: CarouselProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(props.initialSlide ?? 0);
  const total = Children.count(children);
  const root = useRef<HTMLDivElement>(null);

  // Mantine names the indicators' list "Slides" after any props it takes, so it is renamed
  // once drawn (React leaves the attribute alone: Mantine's value never changes).
  useEffect(() => {
    root.current
      ?.querySelector(':scope > [role="tablist"]')
      ?.setAttribute('aria-label', t('a11y.slides'));
  }, [t, props.withIndicators, total]);

  // Each slide named by its place ("Слайд 2 из 5") unless the caller names it.
  const slides = Children.map(children, (child, index) =>
    isValidElement<SlideA11yProps>(child)
      ? cloneElement(child, {
          'aria-roledescription': child.props['aria-roledescription'] ?? t('a11y.slide'),
          'aria-label':
            child.props['aria-label'] ?? t('a11y.slideStatus', { number: index + 1, total }),
        })
      : child,
  );

  return (
    <>
      <Carousel
        aria-roledescription={t('a11y.carousel')}
        {...props}
        ref={root}
        className={className ? `${classes.root} ${className}` : classes.root}
        onSlideChange={(index) => {
          setSelected(index);
          onSlideChange?.(index);
        }}
      >
        {slides}
      </Carousel>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {total > 0 && t('a11y.slideStatus', { number: selected + 1, total })}
      </VisuallyHidden>
    </>
  );
}

LocalizedCarousel.Slide = Carousel.Slide;
