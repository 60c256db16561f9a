import LegalDocument from '@/Components/legal/LegalDocument';
import type { PageProps } from '@common/pages';

/** Spec page list: "terms of service" (public; linked from the footer and the register page). */
export default function TermsOfService(props: PageProps<'TermsOfService'>) {
  return <LegalDocument {...props} />;
}
