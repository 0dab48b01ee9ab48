import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';

/** A canvas whose text widths are those of a system with (or without) flag emoji. */
function stubCanvas(flagWidth: number | null) {
  const measureText = vi.fn((text: string) => ({ width: text === '🇰🇷' ? (flagWidth ?? 0) : 32 }));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => (flagWidth === null ? null : { font: '', measureText }) as never,
  );
  return measureText;
}

/** A fresh copy of the module: the support is measured once per page load. */
async function serviceName() {
  vi.resetModules();
  return import('./service-name.tsx');
}

afterEach(() => vi.restoreAllMocks());

describe('ServiceName', () => {
  it('draws each 🇰🇷 as a small inline flag where the system has no flag emoji', async () => {
    stubCanvas(64);
    const { ServiceName } = await serviceName();
    const { container } = render(
      <p>
        <ServiceName text="🇰🇷 한국인 팔로워 🇰🇷" />
      </p>,
    );
    expect(screen.getAllByRole('img', { name: '태극기' })).toHaveLength(2);
    expect(container.textContent).toBe(' 한국인 팔로워 ');
    const flag = container.querySelector('svg');
    expect([flag?.getAttribute('width'), flag?.getAttribute('height')]).toEqual(['1.5em', '1em']);
  });

  it('keeps the emoji where the system draws it as one flag, and measures only once', async () => {
    const measureText = stubCanvas(33);
    const { ServiceName } = await serviceName();
    const { container } = render(
      <p>
        <ServiceName text="🇰🇷 한국인 팔로워" />
        <ServiceName text="🇰🇷 한국인 좋아요" />
      </p>,
    );
    expect(container.textContent).toBe('🇰🇷 한국인 팔로워🇰🇷 한국인 좋아요');
    expect(screen.queryByRole('img')).toBeNull();
    expect(measureText).toHaveBeenCalledTimes(2);
  });

  it('leaves names without the flag alone, without measuring', async () => {
    const measureText = stubCanvas(64);
    const { ServiceName } = await serviceName();
    const { container } = render(<ServiceName text="유튜브 조회수" />);
    expect(container.textContent).toBe('유튜브 조회수');
    expect(measureText).not.toHaveBeenCalled();
  });

  it('shows the text as it is where there is no canvas', async () => {
    stubCanvas(null);
    const { ServiceName } = await serviceName();
    const { container } = render(<ServiceName text="🇰🇷 한국인 팔로워" />);
    expect(container.textContent).toBe('🇰🇷 한국인 팔로워');
  });
});
