import { Children, useState } from 'react';
import { Carousel, type CarouselProps } from '@mantine/carousel';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './localized-carousel.module.css';

/**
 * Mantine's Carousel, announcing the slide shown ("Слайд 2 из 5") in the reader's language.
 * Mantine's own announcement is English only, with no prop to change it: it is hidden here and
 * this one takes its place. Its buttons' labels come from the theme (`localizedTheme`).
 */
export function LocalizedCarousel({ children, className, onSlideChange, ...props }: CarouselProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(props.initialSlide ?? 0);
  const total = Children.count(children);
  return (
    <>
      <Carousel
        {...props}
        className={className ? `${classes.root} ${className}` : classes.root}
        onSlideChange={(index) => {
          setSelected(index);
          onSlideChange?.(index);
        }}
      >
        {children}
      </Carousel>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {total > 0 && t('a11y.slideStatus', { number: selected + 1, total })}
      </VisuallyHidden>
    </>
  );
}

LocalizedCarousel.Slide = Carousel.Slide;
