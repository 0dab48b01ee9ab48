import type { Platform } from '@smm/contract/catalog';
import { PlatformIcon, platformTileStyle } from '../../../components/ui/platform-icon.tsx';

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
          style={platformTileStyle(platform.background, {
            background: platform.background,
            color: '#ffffff',
            ['--platform-bg' as string]: platform.background,
          })}
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
