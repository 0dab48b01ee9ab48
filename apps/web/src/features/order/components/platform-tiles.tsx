import type { CSSProperties } from 'react';
import type { Platform } from '@smm/contract/catalog';
import { parseHexColor, readableFill } from '../../../lib/color.ts';
import { PlatformIcon } from '../../../components/ui/platform-icon.tsx';

/** The brand colour, darkened where no text colour reads on it at AA (lib/color.ts `readableFill`). */
function tileStyle(background: string): CSSProperties {
  const fill = parseHexColor(background) ? readableFill(background) : { background, color: '#ffffff' };
  return { ...fill, ['--platform-bg' as string]: fill.background };
}

export function PlatformTiles({
  platforms,
  selectedId,
  onSelect,
}: {
  platforms: readonly Platform[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}) {
  return (
    <div className="platform-tiles" role="group" aria-label="플랫폼">
      {platforms.map((platform) => (
        <button
          key={platform.id}
          type="button"
          className="platform-tile"
          style={tileStyle(platform.background)}
          aria-pressed={platform.id === selectedId}
          onClick={() => onSelect(platform.id)}
        >
          <PlatformIcon platformId={platform.id} />
          <span className="platform-tile__text">{platform.text}</span>
        </button>
      ))}
    </div>
  );
}
