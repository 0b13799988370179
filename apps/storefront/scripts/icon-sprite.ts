/** Writes app/components/icons/sprite.svg from the names in icon-names.ts. */
import { writeFileSync } from 'node:fs';
import { buildSprite } from '../app/components/icons/build-sprite';
import { ICON_NAMES } from '../app/components/icons/icon-names';

writeFileSync(new URL('../app/components/icons/sprite.svg', import.meta.url), buildSprite(ICON_NAMES));
