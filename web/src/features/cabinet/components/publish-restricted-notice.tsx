import { useTranslation } from 'react-i18next';
import { RestrictionAlert } from '@/components/restriction-alert';
import { useRestrictionInForce } from '@/lib/own-restrictions';

/**
 * While support restricts the user's publishing: their published records are hidden from the
 * public (though their state still reads "published") and Publish is refused, so say so, with
 * the last day and the reason. Nothing otherwise.
 */
export function PublishRestrictedNotice() {
  const { t } = useTranslation('cabinet');
  const restriction = useRestrictionInForce('publish');
  if (!restriction) return null;
  return (
    <RestrictionAlert
      restriction={restriction}
      texts="cabinet:publishRestricted"
      title={t('publishRestricted.title')}
      testId="publish-restricted"
    />
  );
}
