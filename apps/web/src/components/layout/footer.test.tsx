import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Footer, businessDetails } from './footer.tsx';
import { fakeSession, renderWithProviders } from '../../test/render.tsx';
import { mockFetch } from '../../test/fetch-mock.ts';

describe('footer', () => {
  it('shows only the business details that are set, separated by bars', async () => {
    mockFetch({
      'GET /service/settings': {
        body: [
          { key: 'COMPANY', value: '그로우랩' },
          { key: 'CEO', value: '홍길동' },
          { key: 'MARKETING_NUMBER', value: '' },
          { key: 'CEO_PHONE', value: '010-1234-5678' },
          { key: 'CORPORATION_NUMBER', value: '123-45-67890' },
        ],
      },
    });
    const { container } = renderWithProviders(<Footer />, { session: fakeSession('unAuthorization') });
    await screen.findByText('상호: 그로우랩');
    const details = container.querySelector('.site-footer__details');
    expect(details?.textContent).toBe(
      '상호: 그로우랩 | 대표: 홍길동 | 대표전화: 010-1234-5678 | 사업자등록번호: 123-45-67890',
    );
    expect(screen.queryByText(/통신판매업신고번호/)).toBeNull();
    expect(screen.queryByText(/주소:/)).toBeNull();
    // The copyright line speaks Korean like the rest of the store (issue 34).
    expect(container.textContent).toContain('그로우랩. 모든 권리 보유.');
    expect(container.textContent).not.toMatch(/All rights reserved/i);
  });

  it('renders no details line when nothing is set', () => {
    mockFetch({ 'GET /service/settings': { body: [] } });
    const { container } = renderWithProviders(<Footer />, { session: fakeSession('guest') });
    expect(container.querySelector('.site-footer__details')).toBeNull();
  });

  it('links to the privacy policy and terms in a new tab', () => {
    mockFetch({ 'GET /service/settings': { body: [] } });
    renderWithProviders(<Footer />, { session: fakeSession('guest') });
    const privacy = screen.getByRole('link', { name: '개인정보처리방침' });
    const terms = screen.getByRole('link', { name: '이용약관' });
    for (const [link, href] of [
      [privacy, '/terms/privacy'],
      [terms, '/terms/service'],
    ] as const) {
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
  });

  it('lists every field with its Korean label in order', () => {
    expect(
      businessDetails({
        COMPANY: 'A',
        CEO: 'B',
        MARKETING_NUMBER: 'C',
        CEO_PHONE: 'D',
        ADDRESS: 'E',
        CORPORATION_NUMBER: 'F',
      }).map((d) => d.label),
    ).toEqual(['상호', '대표', '통신판매업신고번호', '대표전화', '주소', '사업자등록번호']);
  });
});
