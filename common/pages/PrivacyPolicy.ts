// The privacy policy is one of the legal documents: it takes their props.
export type { Props } from './LegalDocument';
