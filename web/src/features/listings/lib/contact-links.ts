import type { Contact } from '@bilim/contract/listings';

/** Where a revealed contact leads: tel:, mailto:, wa.me, t.me, instagram.com or the site itself. */
export function contactHref(contact: Contact): string | null {
  const value = contact.value.trim();
  const digits = value.replace(/[^\d+]/g, '');
  switch (contact.type) {
    case 'phone':
      return `tel:${digits}`;
    case 'email':
      return `mailto:${value}`;
    case 'whatsapp':
      return `https://wa.me/${digits.replace(/^\+/, '')}`;
    case 'telegram':
      return value.startsWith('https://t.me/') ? value : `https://t.me/${value.replace(/^@/, '')}`;
    case 'instagram':
      return /^https:\/\/(www\.)?instagram\.com\//.test(value)
        ? value
        : `https://instagram.com/${value.replace(/^@/, '')}`;
    case 'website':
      return /^https?:\/\//.test(value) ? value : null;
    default:
      return null;
  }
}

/** Share links built from the page's own address (no third-party scripts). */
export function shareLinks(url: string, title: string) {
  const text = `${title} ${url}`;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(text)}`,
    telegram: `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  };
}
