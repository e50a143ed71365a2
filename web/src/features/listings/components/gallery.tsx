import { useState } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LocalizedCarousel } from '@/components/localized-carousel';
import type { Photo } from '@bilim/contract/listings';
import { CARD_WIDTH, ListingPhoto } from './listing-photo';
import classes from './listings.module.css';

/** How wide the gallery is drawn: the page's width on phones, its wider column above. */
const GALLERY_SIZES = '(max-width: 62em) 100vw, 720px';

/**
 * The card rendition (800 px), or the full one (the photo's own width, up to 1920 px) where the
 * screen needs more pixels; a photo no wider than the card rendition has only that one.
 */
const gallerySrcSet = (photo: Photo) =>
  photo.width > CARD_WIDTH
    ? `${photo.urls.card} ${CARD_WIDTH}w, ${photo.urls.full} ${photo.width}w`
    : undefined;

/** The photos of a card or event, the main one first; a click opens the full rendition. */
export function Gallery({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState<Photo | null>(null);
  const ordered = [...photos].sort(
    (a, b) => Number(b.is_main) - Number(a.is_main) || a.position - b.position,
  );
  if (ordered.length === 0) return <ListingPhoto photo={null} alt={title} />;

  const slide = (photo: Photo, index: number) => (
    <button
      type="button"
      onClick={() => setOpen(photo)}
      aria-label={t('gallery.open', { index: index + 1, total: ordered.length })}
      className={classes.galleryButton}
    >
      <img
        className={classes.galleryImage}
        src={photo.urls.card}
        srcSet={gallerySrcSet(photo)}
        sizes={GALLERY_SIZES}
        alt={index === 0 ? title : t('gallery.photo', { index: index + 1, title })}
        width={photo.width}
        height={photo.height}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
        decoding="async"
      />
    </button>
  );

  return (
    <>
      {ordered.length === 1 ? (
        slide(ordered[0] as Photo, 0)
      ) : (
        <LocalizedCarousel withIndicators emblaOptions={{ loop: true }} data-testid="gallery">
          {ordered.map((photo, index) => (
            <LocalizedCarousel.Slide key={photo.id}>{slide(photo, index)}</LocalizedCarousel.Slide>
          ))}
        </LocalizedCarousel>
      )}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        size="xl"
        centered
        title={title}
        closeButtonProps={{ 'aria-label': t('gallery.close') }}
      >
        {open && (
          <img
            src={open.urls.full}
            alt={title}
            width={open.width}
            height={open.height}
            style={{ width: '100%', height: 'auto', display: 'block' }}
          />
        )}
      </Modal>
    </>
  );
}
