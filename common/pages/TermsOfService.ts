// The terms of service are one of the legal documents: they take their props.
export type { Props } from './LegalDocument';
