import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSprite } from './build-sprite';
import { ICON_NAMES } from './icon-names';

describe('the icon sprite', () => {
  it('holds every named icon as lucide draws it (npm run icons -w @vitrine/storefront writes it)', () => {
    const committed = readFileSync(new URL('./sprite.svg', import.meta.url), 'utf8');
    expect(committed).toBe(buildSprite(ICON_NAMES));
    expect(committed.match(/<symbol /g)).toHaveLength(ICON_NAMES.length);
  });
});
