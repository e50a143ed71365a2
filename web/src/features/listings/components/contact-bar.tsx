import { Button, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ContactType } from '@bilim/contract/listings';
import type { ContactsRevealState } from '../api/reveal-contacts';
import { contactHref } from '../lib/contact-links';
import classes from './listings.module.css';

/**
 * Phones: the price and the way to the contacts stay at the bottom of the screen while the page
 * scrolls (sticky within the page, so it rests at the page's end above the footer). Before the
 * reveal the button reveals the contacts and brings the panel into view; after it, a phone
 * number is one tap away.
 */
export function ContactBar({
  price,
  types,
  reveal,
  contactsId,
}: {
  price: string;
  types: ContactType[];
  reveal: ContactsRevealState;
  /** The element id of the contacts panel. */
  contactsId: string;
}) {
  const { t } = useTranslation('catalog');
  const phone = reveal.data?.find((contact) => contact.type === 'phone');
  const phoneHref = phone ? contactHref(phone) : null;
  const showPanel = () => {
    if (!reveal.data && !reveal.isPending) reveal.mutate();
    document.getElementById(contactsId)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };
  return (
    <div className={classes.contactBar} data-contact-bar data-testid="contact-bar">
      <div className={classes.contactBarPrice}>
        <Text size="xs" c="dimmed">
          {t('detail.price')}
        </Text>
        <Text fw={700}>{price}</Text>
      </div>
      {types.length > 0 &&
        (phoneHref ? (
          <Button
            component="a"
            href={phoneHref}
            leftSection={<IconPhone size={16} aria-hidden />}
            className={classes.contactBarAction}
            data-testid="contact-bar-call"
          >
            {t('detail.call')}
          </Button>
        ) : (
          <Button
            onClick={showPanel}
            loading={reveal.isPending}
            className={classes.contactBarAction}
            data-testid="contact-bar-reveal"
          >
            {/* Shorter than the panel's button where a language needs it (kz) to fit a 360px phone. */}
            {reveal.data ? t('detail.contacts') : t('detail.barShowContacts')}
          </Button>
        ))}
    </div>
  );
}
