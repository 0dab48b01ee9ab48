import { useSettings } from '../../../lib/settings/get-settings.ts';
import { companyFacts } from './terms-types.ts';
import { termsOfService } from './terms-service-content.ts';
import { TermsDocument } from './terms-document.tsx';

export function TermsServicePage() {
  const facts = companyFacts(useSettings());
  return <TermsDocument title="이용약관" articles={termsOfService(facts)} facts={facts} />;
}
