import type { SettingsMap } from '@smm/contract/settings-map';

/** A block of an article: a paragraph, or a list (numbered for clauses, bulleted for items). */
export type TermsBlock = string | { ordered: boolean; items: readonly string[]; start?: number };

export interface TermsArticle {
  title: string;
  blocks: readonly TermsBlock[];
}

/** The date both documents take effect; change it together with the texts. */
export const TERMS_EFFECTIVE_DATE = '2026년 11월 22일';

export interface CompanyFacts {
  /** The company name, or '회사' when the setting is not filled in yet. */
  company: string;
  ceo: string | undefined;
  phone: string | undefined;
  address: string | undefined;
  corporationNumber: string | undefined;
  marketingNumber: string | undefined;
}

export function companyFacts(settings: SettingsMap): CompanyFacts {
  const value = (v: string | undefined) => v?.trim() || undefined;
  return {
    company: value(settings.COMPANY) ?? '회사',
    ceo: value(settings.CEO),
    phone: value(settings.CEO_PHONE),
    address: value(settings.ADDRESS),
    corporationNumber: value(settings.CORPORATION_NUMBER),
    marketingNumber: value(settings.MARKETING_NUMBER),
  };
}
