import { Fragment } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths.ts';
import type { SettingKey, SettingsMap } from '@smm/contract/settings-map';
import { useSettings } from '../../lib/settings/get-settings.ts';
import './footer.css';

/** Business details required on a Korean storefront, in display order, with their labels. */
const BUSINESS_FIELDS: readonly { key: SettingKey; label: string }[] = [
  { key: 'COMPANY', label: '상호' },
  { key: 'CEO', label: '대표' },
  { key: 'MARKETING_NUMBER', label: '통신판매업신고번호' },
  { key: 'CEO_PHONE', label: '대표전화' },
  { key: 'ADDRESS', label: '주소' },
  { key: 'CORPORATION_NUMBER', label: '사업자등록번호' },
];

export function businessDetails(settings: SettingsMap): { label: string; value: string }[] {
  return BUSINESS_FIELDS.flatMap(({ key, label }) => {
    const value = settings[key]?.trim();
    return value ? [{ label, value }] : [];
  });
}

export function Footer() {
  const settings = useSettings();
  const details = businessDetails(settings);
  const company = settings.COMPANY?.trim();

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav className="site-footer__links" aria-label="약관">
          <Link
            to={PATHS.termsPrivacy}
            target="_blank"
            rel="noopener"
            className="site-footer__link site-footer__link--strong"
          >
            개인정보처리방침
          </Link>
          <Link to={PATHS.termsService} target="_blank" rel="noopener" className="site-footer__link">
            이용약관
          </Link>
        </nav>
        {details.length > 0 ? (
          <p className="site-footer__details">
            {details.map((item, index) => (
              <Fragment key={item.label}>
                {index > 0 ? <span className="site-footer__bar"> | </span> : null}
                <span className="site-footer__item">
                  {item.label}: {item.value}
                </span>
              </Fragment>
            ))}
          </p>
        ) : null}
        {company ? (
          <p className="site-footer__copyright">
            © {new Date().getFullYear()} {company}. 모든 권리 보유.
          </p>
        ) : null}
      </div>
    </footer>
  );
}
