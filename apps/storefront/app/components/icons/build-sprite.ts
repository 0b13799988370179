import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import type { IconName } from './icon-names';

/** The sprite: each named lucide icon's shapes as a <symbol>, styled where it is used. */
export function buildSprite(names: readonly IconName[]): string {
  const symbols = names.map((name) => {
    const markup = renderToStaticMarkup(createElement(lucide[name]));
    const shapes = markup.slice(markup.indexOf('>') + 1, markup.lastIndexOf('</svg>'));
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
