/**
 * The privacy policy and terms of service: plain text the super
 * admin edits, shown as paragraphs split on blank lines (never as HTML).
 * Until a text is saved, the pages show these defaults.
 */
export type LegalDocumentKind = 'privacy' | 'terms';

export const LEGAL_MAX_LENGTH = 50_000;

/**
 * The documents' names as catalogue keys ("Privacy policy", "Terms of service" in English): the
 * pages say them in the reader's language from the kind they are sent, and the first visit's
 * <title> is said from the same key (docs/features/languages-and-offline.md).
 */
export const LEGAL_TITLE_KEYS = {
  privacy: 'common.privacy',
  terms: 'common.terms',
} as const satisfies Record<LegalDocumentKind, string>;

export const DEFAULT_LEGAL_TEXT: Record<LegalDocumentKind, string> = {
  privacy: [
    'This policy explains what Chairside keeps about the salons that use it and about their customers, and why.',
    "What we keep. For a salon: its business details, its staff accounts, its services, tickets, payments and reports. For a salon's customers: the name, phone number, email and visit history the salon records, and the texts sent to them. Card numbers are never stored: card payments are taken on the salon's own terminal.",
    "Why. To run the salon's point of sale, appointments, check-ins, payroll and messages, and to bill the salon for its subscription. We do not sell personal data and do not use it for advertising.",
    "Who sees it. The salon's own staff, according to the permissions the owner gives them, and our support staff when the owner asks for help. Text messages and email go through our delivery providers.",
    "How long. As long as the salon's account is open, and for the period the law requires for invoices afterwards. A customer may ask the salon to correct or delete their details.",
    'Contact. Questions about this policy go to the salon first, or to us at the address on your invoice.',
  ].join('\n\n'),
  terms: [
    "These terms apply to every salon that registers for Chairside and to the people who use it on the salon's behalf.",
    'The service. Chairside is a point of sale and back office for salons: tickets, payments, appointments, check-ins, staff, payroll, reports and customer messages.',
    "Your account. The owner who registers is responsible for the accounts the salon creates and for keeping their passwords private. The salon is responsible for the data it enters and for having its customers' consent to message them.",
    'Trial and billing. A new salon starts on a free trial. After it, the salon pays the price of its plan each period; an invoice that stays unpaid may make the account read-only and then disabled. Nothing is deleted when an account is disabled.',
    'Acceptable use. Do not use the service to send unsolicited messages, to break the law, or to interfere with other salons.',
    'Changes. We may change these terms; the current text is always on this page.',
  ].join('\n\n'),
};

/** Paragraphs of a plain text: split on blank lines, each one's inner line breaks kept as spaces. */
export function legalParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) =>
      p
        .split('\n')
        .map((l) => l.trim())
        .join(' ')
        .trim(),
    )
    .filter((p) => p.length > 0);
}
