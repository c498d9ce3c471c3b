export interface Contact {
  email: string;
  phone: string;
  whatsappConsent: boolean;
}

/** WhatsApp only for people who agreed to it and have a phone; e-mail otherwise. */
export function channelFor(contact: Contact) {
  return contact.whatsappConsent && contact.phone
    ? ({ channel: 'whatsapp', recipient: contact.phone } as const)
    : ({ channel: 'email', recipient: contact.email } as const);
}
