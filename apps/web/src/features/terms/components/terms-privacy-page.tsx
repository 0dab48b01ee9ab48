import { useSettings } from '../../../lib/settings/get-settings.ts';
import { companyFacts } from './terms-types.ts';
import { privacyPolicy } from './terms-privacy-content.ts';
import { TermsDocument } from './terms-document.tsx';

export function TermsPrivacyPage() {
  const facts = companyFacts(useSettings());
  return <TermsDocument title="개인정보처리방침" articles={privacyPolicy(facts)} facts={facts} />;
}
