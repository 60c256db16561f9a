import LegalDocument from '@/Components/legal/LegalDocument';
import type { PageProps } from '@common/pages';

/** Spec page list: "privacy policy" (public; linked from the footer and the register page). */
export default function PrivacyPolicy(props: PageProps<'PrivacyPolicy'>) {
  return <LegalDocument {...props} />;
}
