import { ZoomControl } from 'react-leaflet';
import { useTranslation } from 'react-i18next';

/**
 * Leaflet's zoom buttons labelled in the reader's language (Leaflet's own say "Zoom in"); the
 * map is created with `zoomControl={false}` and gets this one. Made anew when the language
 * changes (Leaflet keeps a control's titles).
 */
export function LocalizedZoomControl() {
  const { t, i18n } = useTranslation();
  return (
    <ZoomControl
      key={i18n.language}
      position="topleft"
      zoomInTitle={t('a11y.zoomIn')}
      zoomOutTitle={t('a11y.zoomOut')}
    />
  );
}
