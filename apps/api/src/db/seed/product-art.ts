/**
 * Draws the demo catalogue's product pictures: one flat, studio-lit SVG illustration per art kind, coloured
 * from the product's recipe. The output is deterministic, so re-seeding rewrites identical files.
 *
 * Every drawing works on an 800×800 canvas with the floor at about y = 640 and the object centred, filling
 * roughly two thirds of the square. Shared gradients (see `defs`) give cylinders, discs and flat faces their
 * shading; a drawing only adds its own gradients when it needs something special (flame, glass, grains).
 */
import type { ArtKind, ProductArt } from './seed-catalog.ts';

/** Shades derived from a recipe, ready to drop into SVG attributes. */
interface Palette {
  /** The main body colour. */
  c: string;
  l1: string;
  l2: string;
  l3: string;
  d1: string;
  d2: string;
  /** The accent (handles, lids, flanges, cables). */
  a: string;
  al: string;
  ad: string;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const DEFAULT_ACCENT = '#3a3a3a';

function checkColour(colour: string): string {
  if (!HEX_COLOUR.test(colour))
    throw new Error(`Product art colour must be #rrggbb, got ${JSON.stringify(colour)}`);
  return colour.toLowerCase();
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** Blends `from` towards `to` by `t` (0 = from, 1 = to). Both must be #rrggbb. */
function mix(from: string, to: string, t: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a
    .map((v, i) =>
      Math.round(v + ((b[i] ?? v) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
const lighten = (hex: string, t: number): string => mix(hex, '#ffffff', t);
const darken = (hex: string, t: number): string => mix(hex, '#000000', t);

function palette(art: ProductArt): Palette {
  const c = checkColour(art.colour);
  const a = checkColour(art.accent ?? DEFAULT_ACCENT);
  return {
    c,
    l1: lighten(c, 0.25),
    l2: lighten(c, 0.5),
    l3: lighten(c, 0.75),
    d1: darken(c, 0.22),
    d2: darken(c, 0.45),
    a,
    al: lighten(a, 0.3),
    ad: darken(a, 0.35),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Small SVG helpers

/** Rounds to one decimal so generated coordinates stay short. */
const n = (v: number): number => Math.round(v * 10) / 10;

/** Point on a circle; angles in degrees, clockwise on screen from 3 o'clock. */
function pt(cx: number, cy: number, r: number, deg: number): [number, number] {
  const rad = (deg * Math.PI) / 180;
  return [n(cx + r * Math.cos(rad)), n(cy + r * Math.sin(rad))];
}

type Stop = [offset: number, colour: string, opacity?: number];

function stops(list: Stop[]): string {
  return list
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');
}

function linear(id: string, list: Stop[], vertical = false): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops(list)}</linearGradient>`;
}

function radial(id: string, list: Stop[], extra = ''): string {
  return `<radialGradient id="${id}" ${extra}>${stops(list)}</radialGradient>`;
}

/** Shading across a cylinder: dark edge, highlight left of centre, body colour, darker far edge. */
function cylinderStops(d1: string, d2: string, c: string, l1: string, l3: string): Stop[] {
  return [
    [0, d1],
    [0.16, l1],
    [0.28, l3],
    [0.42, l1],
    [0.72, c],
    [1, d2],
  ];
}

const STEEL: Stop[] = [
  [0, '#6f777e'],
  [0.16, '#c3c9ce'],
  [0.28, '#f3f5f7'],
  [0.44, '#c9cfd4'],
  [0.74, '#a2a9b0'],
  [1, '#5c636a'],
];

function defs(p: Palette): string {
  const accent = cylinderStops(p.ad, darken(p.a, 0.55), p.a, p.al, lighten(p.a, 0.55));
  const body = cylinderStops(p.d1, p.d2, p.c, p.l1, p.l3);
  return [
    radial(
      'bg',
      [
        [0, '#ffffff'],
        [0.55, '#f3f2ef'],
        [1, '#dedbd5'],
      ],
      'cx="0.5" cy="0.42" r="0.75"',
    ),
    radial('sh', [
      [0, '#000000', 0.34],
      [0.55, '#000000', 0.14],
      [1, '#000000', 0],
    ]),
    linear('b', body),
    linear('bv', body, true),
    radial(
      'br',
      [
        [0, p.l3],
        [0.45, p.l1],
        [0.8, p.c],
        [1, p.d1],
      ],
      'cx="0.4" cy="0.36" r="0.7" fx="0.36" fy="0.3"',
    ),
    linear(
      'lt',
      [
        [0, p.l2],
        [1, p.c],
      ],
      true,
    ),
    linear(
      'in',
      [
        [0, p.d2],
        [0.45, p.d1],
        [1, p.l1],
      ],
      true,
    ),
    linear('a', accent),
    linear('av', accent, true),
    linear('s', STEEL),
    linear('sv', STEEL, true),
  ].join('');
}

/** The soft floor shadow under an object. */
const shadow = (cx: number, cy: number, rx: number, ry = rx * 0.1): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${n(ry)}" fill="url(#sh)"/>`;

/** Upright cylinder: side wall (with rounded bottom edge) plus the top ellipse. */
function cylinder(
  cx: number,
  top: number,
  bottom: number,
  rx: number,
  ry: number,
  side: string,
  cap: string,
) {
  return (
    `<path d="M${cx - rx},${top}V${bottom}A${rx},${ry} 0 0 0 ${cx + rx},${bottom}V${top}Z" fill="${side}"/>` +
    `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="${cap}"/>`
  );
}

/**
 * A ring on a horizontal axis, seen from the front right: side wall from x - len to x, then its front face
 * with a bore. `k` squashes circles into ellipses.
 */
function axialRing(
  x: number,
  cy: number,
  len: number,
  R: number,
  r: number,
  side: string,
  face: string,
  hole: string,
) {
  const k = 0.38;
  const rx = n(R * k);
  return (
    `<path d="M${x - len},${cy - R}H${x}A${rx},${R} 0 0 1 ${x},${cy + R}H${x - len}A${rx},${R} 0 0 1 ${x - len},${cy - R}Z" fill="${side}"/>` +
    `<ellipse cx="${x}" cy="${cy}" rx="${rx}" ry="${R}" fill="${face}"/>` +
    `<ellipse cx="${x}" cy="${cy}" rx="${n(r * k)}" ry="${r}" fill="${hole}"/>`
  );
}

/** Scales a fragment about the centre of the canvas. */
const scaled = (s: number, svg: string, dx = 0, dy = 0): string =>
  `<g transform="translate(${400 + dx} ${400 + dy}) scale(${s}) translate(-400 -400)">${svg}</g>`;

/** Bolt heads spaced along a line. */
function bolts(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  count: number,
  r: number,
  fill: string,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    out += `<circle cx="${n(x1 + (x2 - x1) * t)}" cy="${n(y1 + (y2 - y1) * t)}" r="${r}" fill="${fill}"/>`;
  }
  return out;
}

/** A wide soft highlight stripe, for glossy bodies. */
const gloss = (x: number, y: number, w: number, h: number, o = 0.35): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#fff" opacity="${o}"/>`;

// ---------------------------------------------------------------------------------------------------------
// Shared part drawings

/** An open bowl: outer wall, rolled rim and shaded inside. */
function bowl(cx: number, rim: number, rx: number, ry: number, depth: number, p: Palette): string {
  const l = cx - rx;
  const r = cx + rx;
  const b = rim + depth;
  return (
    `<path d="M${l},${rim}C${l + 6},${n(rim + depth * 0.7)} ${n(cx - rx * 0.55)},${b} ${cx},${b}C${n(cx + rx * 0.55)},${b} ${r - 6},${n(rim + depth * 0.7)} ${r},${rim}Z" fill="url(#b)"/>` +
    `<ellipse cx="${cx}" cy="${rim}" rx="${rx}" ry="${ry}" fill="${p.l2}"/>` +
    `<ellipse cx="${cx}" cy="${rim + 3}" rx="${rx - 12}" ry="${ry - 9}" fill="url(#in)"/>`
  );
}

/** A horizontal finned motor body from x to x + w, centred on cy, with its fan cowl on the left. */
function motor(x: number, cy: number, w: number, h: number, p: Palette): string {
  const top = cy - h / 2;
  let fins = '';
  for (let y = top + 16; y < top + h - 12; y += 22) {
    fins += `<rect x="${x + 8}" y="${y}" width="${w - 16}" height="7" rx="3" fill="${p.d2}" opacity="0.28"/>`;
  }
  return (
    `<path d="M${x},${top + 12}Q${x - 44},${top + 18} ${x - 46},${cy}Q${x - 44},${top + h - 18} ${x},${top + h - 12}Z" fill="${p.d1}"/>` +
    `<path d="M${x - 38},${cy - 30}V${cy + 30}M${x - 26},${cy - 48}V${cy + 48}M${x - 14},${cy - 56}V${cy + 56}" stroke="${p.d2}" stroke-width="4" opacity="0.5"/>` +
    `<rect x="${x}" y="${top}" width="${w}" height="${h}" rx="16" fill="url(#bv)"/>` +
    fins +
    `<rect x="${x + w * 0.38}" y="${top - 40}" width="${w * 0.34}" height="46" rx="6" fill="url(#bv)"/>` +
    `<rect x="${x + w * 0.38}" y="${top - 40}" width="${w * 0.34}" height="10" rx="4" fill="${p.l1}"/>`
  );
}

/** A pipe flange seen side-on: a tall narrow plate with bolt heads at its ends. */
function flange(x: number, cy: number, h: number, p: Palette, w = 34): string {
  return (
    `<rect x="${x}" y="${cy - h / 2}" width="${w}" height="${h}" rx="6" fill="url(#a)"/>` +
    bolts(x + w / 2, cy - h / 2 + 14, x + w / 2, cy + h / 2 - 14, 2, 7, p.al)
  );
}

// ---------------------------------------------------------------------------------------------------------
// The drawings

type Drawing = (p: Palette) => string;

const HANDI = 'M330,330C196,356 164,520 244,598Q290,634 400,634Q510,634 556,598C636,520 604,356 470,330Z';

const SPICES = ['#e3a514', '#c2361f', '#7a5230', '#2f2219', '#b8a06a', '#8c3b1e', '#d6c89a'];

const kitchen = {
  'pressure-cooker': (p) =>
    shadow(440, 632, 290, 26) +
    `<path d="M195,438H160a15,15 0 0 0 0,30H195Z" fill="url(#av)"/>` +
    `<path d="M190,384V594Q190,630 230,630H470Q510,630 510,594V384Z" fill="url(#b)"/>` +
    `<path d="M190,602Q192,630 230,630H470Q508,630 510,602Z" fill="${p.d2}" opacity="0.35"/>` +
    `<rect x="190" y="440" width="320" height="6" fill="${p.d1}" opacity="0.3"/>` +
    `<ellipse cx="350" cy="384" rx="160" ry="28" fill="${p.d1}"/>` +
    `<path d="M183,388Q350,298 517,388Q350,420 183,388Z" fill="url(#lt)"/>` +
    `<path d="M183,388Q350,420 517,388V397Q350,430 183,397Z" fill="${p.d1}"/>` +
    `<rect x="341" y="310" width="18" height="28" fill="${p.ad}"/>` +
    `<path d="M325,316Q323,278 350,274Q377,278 375,316Z" fill="url(#a)"/>` +
    `<ellipse cx="350" cy="316" rx="28" ry="7" fill="${p.ad}"/>` +
    `<rect x="496" y="358" width="56" height="66" rx="8" fill="url(#s)"/>` +
    `<rect x="530" y="350" width="210" height="34" rx="17" fill="url(#av)" transform="rotate(-4 530 367)"/>` +
    `<rect x="530" y="390" width="200" height="30" rx="15" fill="url(#av)" transform="rotate(-4 530 405)"/>` +
    `<rect x="556" y="356" width="150" height="6" rx="3" fill="#fff" opacity="0.25" transform="rotate(-4 530 367)"/>`,

  kadai: (p) =>
    shadow(400, 618, 210, 20) +
    `<path d="M196,418C112,396 104,486 192,474M604,418C688,396 696,486 608,474" fill="none" stroke="url(#av)" stroke-width="18" stroke-linecap="round"/>` +
    bowl(400, 400, 230, 58, 210, p) +
    `<ellipse cx="400" cy="452" rx="120" ry="16" fill="#fff" opacity="0.18"/>` +
    `<ellipse cx="400" cy="611" rx="60" ry="8" fill="${p.d2}" opacity="0.5"/>`,

  wok: (p) =>
    shadow(420, 590, 280, 22) +
    `<rect x="520" y="414" width="70" height="26" rx="8" fill="url(#sv)" transform="rotate(-12 520 427)"/>` +
    `<path d="M578,410L722,370Q744,366 748,386L750,392Q750,406 732,410L584,440Z" fill="url(#av)"/>` +
    `<circle cx="728" cy="388" r="6" fill="#f1efeb"/>` +
    bowl(340, 420, 210, 50, 150, p) +
    `<ellipse cx="340" cy="446" rx="120" ry="14" fill="#fff" opacity="0.16"/>`,

  tawa: (p) =>
    `<defs>${linear('tw', [
      [0, p.d1],
      [0.35, p.l1],
      [0.5, p.c],
      [1, p.d2],
    ])}</defs>` +
    shadow(400, 540, 320, 34) +
    `<path d="M592,446L632,440L634,472L596,476Z" fill="url(#sv)"/>` +
    `<path d="M626,438L752,410Q772,406 774,424L775,430Q775,444 756,446L628,472Z" fill="url(#av)"/>` +
    `<circle cx="756" cy="426" r="6" fill="#f1efeb"/>` +
    `<ellipse cx="350" cy="468" rx="262" ry="96" fill="${p.d2}"/>` +
    `<ellipse cx="350" cy="458" rx="262" ry="96" fill="url(#tw)"/>` +
    `<ellipse cx="350" cy="458" rx="254" ry="91" fill="none" stroke="${p.l1}" stroke-width="3" opacity="0.6"/>` +
    `<ellipse cx="320" cy="446" rx="150" ry="40" fill="#fff" opacity="0.1"/>`,

  bottle: (p) =>
    shadow(400, 642, 140, 16) +
    `<path d="M300,346Q300,290 364,274V250H436V274Q500,290 500,346V614Q500,642 472,642H328Q300,642 300,614Z" fill="url(#b)"/>` +
    `<rect x="300" y="384" width="200" height="8" fill="${p.d1}" opacity="0.45"/>` +
    `<rect x="300" y="584" width="200" height="8" fill="${p.d1}" opacity="0.45"/>` +
    gloss(338, 400, 16, 170, 0.3) +
    `<rect x="356" y="242" width="88" height="14" rx="4" fill="${p.d1}"/>` +
    `<rect x="354" y="166" width="92" height="80" rx="12" fill="url(#a)"/>` +
    `<path d="M354,186H446M354,226H446" stroke="${p.ad}" stroke-width="5" opacity="0.5"/>`,

  jug: (p) =>
    shadow(410, 634, 190, 18) +
    `<path d="M500,334C622,322 628,532 494,566" fill="none" stroke="url(#av)" stroke-width="30" stroke-linecap="round"/>` +
    `<path d="M288,300L302,602Q304,634 336,634H464Q496,634 498,602L512,300Z" fill="url(#b)"/>` +
    `<path d="M296,300L236,262Q226,258 230,270L300,350Z" fill="${p.d1}"/>` +
    `<ellipse cx="400" cy="300" rx="112" ry="18" fill="${p.l2}"/>` +
    `<path d="M300,302Q400,228 500,302Q400,322 300,302Z" fill="url(#av)"/>` +
    `<rect x="388" y="234" width="24" height="22" fill="${p.ad}"/>` +
    `<ellipse cx="400" cy="234" rx="26" ry="9" fill="${p.al}"/>` +
    `<rect x="300" y="560" width="198" height="6" fill="${p.d1}" opacity="0.4"/>`,

  thali: (p) => {
    const katori = (x: number, y: number, food: string) =>
      `<ellipse cx="${x}" cy="${y + 40}" rx="60" ry="12" fill="#000" opacity="0.12"/>` +
      `<path d="M${x - 64},${y}C${x - 60},${y + 30} ${x - 34},${y + 42} ${x},${y + 42}C${x + 34},${y + 42} ${x + 60},${y + 30} ${x + 64},${y}Z" fill="url(#b)"/>` +
      `<ellipse cx="${x}" cy="${y}" rx="64" ry="26" fill="${p.l2}"/>` +
      `<ellipse cx="${x}" cy="${y + 2}" rx="55" ry="20" fill="${food}"/>` +
      `<ellipse cx="${x - 16}" cy="${y - 4}" rx="18" ry="5" fill="#fff" opacity="0.35"/>`;
    return (
      shadow(400, 560, 330, 36) +
      `<ellipse cx="400" cy="452" rx="304" ry="150" fill="${p.d2}"/>` +
      `<ellipse cx="400" cy="440" rx="304" ry="150" fill="url(#br)"/>` +
      `<ellipse cx="400" cy="446" rx="262" ry="124" fill="${p.c}" stroke="${p.d1}" stroke-width="3"/>` +
      `<ellipse cx="400" cy="450" rx="232" ry="104" fill="url(#lt)" opacity="0.5"/>` +
      katori(262, 392, '#e3a21a') +
      katori(400, 364, '#b83a16') +
      katori(538, 392, '#5f8a2b') +
      `<path d="M430,520Q440,462 500,458Q566,462 574,520Z" fill="#fbf8ef"/>` +
      `<ellipse cx="502" cy="520" rx="72" ry="14" fill="#ebe5d6"/>` +
      `<ellipse cx="485" cy="478" rx="18" ry="8" fill="#fff"/>` +
      katori(320, 488, '#f4efe2')
    );
  },

  katori: (p) =>
    shadow(400, 592, 190, 20) +
    `<ellipse cx="400" cy="584" rx="112" ry="18" fill="${p.d2}"/>` +
    `<path d="M200,392L262,560Q272,584 306,584H494Q528,584 538,560L600,392Z" fill="url(#b)"/>` +
    `<ellipse cx="400" cy="392" rx="204" ry="56" fill="${p.l2}" stroke="${p.l1}" stroke-width="6"/>` +
    `<ellipse cx="400" cy="396" rx="188" ry="46" fill="url(#in)"/>` +
    `<ellipse cx="400" cy="418" rx="110" ry="14" fill="#fff" opacity="0.22"/>` +
    `<rect x="238" y="492" width="324" height="6" fill="${p.d1}" opacity="0.3"/>`,

  handi: (p) =>
    shadow(400, 632, 220, 22) +
    `<defs><clipPath id="hc"><path d="${HANDI}"/></clipPath></defs>` +
    `<path d="${HANDI}" fill="url(#b)"/>` +
    `<g clip-path="url(#hc)"><path d="M150,452Q400,520 650,452V476Q400,544 150,476Z" fill="${p.d1}" opacity="0.55"/>` +
    `<path d="M150,490Q400,558 650,490V498Q400,566 150,498Z" fill="${p.l2}" opacity="0.5"/></g>` +
    `<rect x="332" y="296" width="136" height="40" fill="${p.d1}"/>` +
    `<ellipse cx="400" cy="298" rx="104" ry="22" fill="${p.l1}" stroke="${p.d1}" stroke-width="4"/>` +
    `<path d="M306,300Q400,214 494,300Q400,318 306,300Z" fill="url(#lt)"/>` +
    `<rect x="388" y="232" width="24" height="20" fill="${p.ad}"/>` +
    `<ellipse cx="400" cy="232" rx="30" ry="10" fill="url(#a)"/>`,

  'masala-dabba': (p) => {
    const cups: [number, number, string][] = [[400, 430, SPICES[0] ?? '#e3a514']];
    SPICES.slice(1).forEach((spice, i) => {
      const [x, y] = pt(400, 430, 1, i * 60 - 90);
      cups.push([n(400 + (x - 400) * 168), n(430 + (y - 430) * 84), spice]);
    });
    cups.sort((m, o) => m[1] - o[1]);
    return (
      shadow(400, 560, 320, 36) +
      `<path d="M128,424V476A272,140 0 0 0 672,476V424Z" fill="url(#b)"/>` +
      `<ellipse cx="400" cy="424" rx="272" ry="140" fill="${p.l2}"/>` +
      `<ellipse cx="400" cy="428" rx="256" ry="128" fill="${p.d1}"/>` +
      cups
        .map(
          ([x, y, spice]) =>
            `<ellipse cx="${x}" cy="${y + 7}" rx="64" ry="33" fill="${p.d2}" opacity="0.6"/>` +
            `<ellipse cx="${x}" cy="${y}" rx="64" ry="33" fill="${p.l1}"/>` +
            `<ellipse cx="${x}" cy="${y + 2}" rx="54" ry="26" fill="${spice}"/>` +
            `<ellipse cx="${x - 12}" cy="${y - 4}" rx="20" ry="7" fill="#fff" opacity="0.25"/>`,
        )
        .join('')
    );
  },

  'glass-jar': (p) =>
    shadow(400, 638, 160, 18) +
    `<defs><pattern id="gp" width="22" height="14" patternUnits="userSpaceOnUse"><rect width="22" height="14" fill="#d49b3a"/>` +
    `<ellipse cx="6" cy="5" rx="5" ry="3.5" fill="#e9b95c"/><ellipse cx="17" cy="11" rx="5" ry="3.5" fill="#bf8528"/></pattern>` +
    linear('gl', [
      [0, '#ffffff', 0.55],
      [0.2, '#ffffff', 0.15],
      [0.8, '#ffffff', 0.05],
      [1, '#ffffff', 0.4],
    ]) +
    `</defs>` +
    `<path d="M290,410V606Q290,628 314,628H486Q510,628 510,606V410Z" fill="url(#gp)"/>` +
    `<ellipse cx="400" cy="410" rx="110" ry="16" fill="#e6b862"/>` +
    `<rect x="280" y="250" width="240" height="388" rx="28" fill="url(#gl)" stroke="#8f9aa1" stroke-opacity="0.55" stroke-width="4"/>` +
    `<rect x="300" y="290" width="14" height="310" rx="7" fill="#fff" opacity="0.65"/>` +
    `<rect x="492" y="300" width="6" height="280" rx="3" fill="#fff" opacity="0.5"/>` +
    `<rect x="292" y="236" width="216" height="18" rx="6" fill="#cfd6da" opacity="0.8"/>` +
    `<rect x="286" y="184" width="228" height="60" rx="12" fill="url(#b)"/>` +
    `<path d="M300,196V232M322,196V232M344,196V232M366,196V232M388,196V232M410,196V232M432,196V232M454,196V232M476,196V232M498,196V232" stroke="${p.d1}" stroke-width="3" opacity="0.4"/>`,

  'steel-container': (p) =>
    shadow(420, 632, 250, 24) +
    cylinder(340, 306, 604, 122, 30, 'url(#b)', p.d1) +
    cylinder(340, 282, 306, 128, 31, 'url(#b)', 'url(#lt)') +
    `<ellipse cx="340" cy="282" rx="96" ry="22" fill="none" stroke="${p.d1}" stroke-width="3" opacity="0.5"/>` +
    `<rect x="240" y="350" width="200" height="5" fill="${p.d1}" opacity="0.3"/>` +
    cylinder(548, 470, 610, 92, 22, 'url(#b)', p.d1) +
    cylinder(548, 452, 470, 97, 23, 'url(#b)', 'url(#lt)') +
    `<ellipse cx="548" cy="452" rx="72" ry="16" fill="none" stroke="${p.d1}" stroke-width="3" opacity="0.5"/>`,

  'mixer-grinder': (p) =>
    shadow(400, 634, 210, 20) +
    `<rect x="282" y="620" width="40" height="14" rx="4" fill="${p.ad}"/><rect x="478" y="620" width="40" height="14" rx="4" fill="${p.ad}"/>` +
    `<path d="M262,452L284,612Q286,628 304,628H496Q514,628 516,612L538,452Q540,432 518,432H282Q260,432 262,452Z" fill="url(#b)"/>` +
    `<rect x="270" y="424" width="260" height="22" rx="8" fill="${p.l2}"/>` +
    `<circle cx="400" cy="534" r="46" fill="${p.ad}"/><circle cx="400" cy="534" r="36" fill="url(#a)"/>` +
    `<rect x="394" y="500" width="12" height="34" rx="6" fill="#f3f3f3" transform="rotate(35 400 534)"/>` +
    bolts(340, 534, 340, 534, 1, 6, '#5ec269') +
    `<rect x="338" y="400" width="124" height="26" rx="6" fill="url(#a)"/>` +
    `<path d="M492,214H552Q576,214 576,238V352Q576,376 552,376H484" fill="none" stroke="url(#a)" stroke-width="28"/>` +
    `<path d="M300,188L326,400H474L500,188Z" fill="url(#s)"/>` +
    `<rect x="318" y="220" width="12" height="150" rx="6" fill="#fff" opacity="0.5" transform="rotate(-7 324 295)"/>` +
    `<rect x="290" y="166" width="220" height="30" rx="10" fill="url(#a)"/>` +
    `<rect x="370" y="144" width="60" height="26" rx="6" fill="${p.ad}"/>`,

  kettle: (p) =>
    shadow(400, 640, 200, 20) +
    cylinder(400, 604, 626, 164, 28, 'url(#a)', p.al) +
    `<path d="M520,318C650,300 650,560 530,580" fill="none" stroke="url(#av)" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M278,300L264,580Q264,610 300,612H500Q536,610 536,580L522,300Z" fill="url(#b)"/>` +
    `<path d="M282,330L214,296Q202,292 206,306L276,392Z" fill="${p.d1}"/>` +
    `<rect x="304" y="372" width="20" height="170" rx="10" fill="#fff" opacity="0.45" stroke="${p.d1}" stroke-width="3"/>` +
    `<rect x="306" y="460" width="16" height="80" rx="8" fill="#9fd3ea" opacity="0.8"/>` +
    `<ellipse cx="400" cy="300" rx="124" ry="22" fill="url(#av)"/>` +
    `<ellipse cx="400" cy="294" rx="100" ry="16" fill="${p.al}"/>` +
    `<rect x="372" y="266" width="56" height="26" rx="10" fill="url(#a)"/>` +
    `<circle cx="580" cy="560" r="7" fill="#4fc3f7"/>`,

  tumbler: (p) =>
    shadow(400, 632, 150, 16) +
    `<path d="M270,210L312,608Q315,632 340,632H460Q485,632 488,608L530,210Z" fill="url(#b)"/>` +
    `<ellipse cx="400" cy="210" rx="130" ry="24" fill="${p.l2}" stroke="${p.l1}" stroke-width="5"/>` +
    `<ellipse cx="400" cy="212" rx="118" ry="18" fill="url(#in)"/>` +
    `<path d="M308,574H492" stroke="${p.d1}" stroke-width="5" opacity="0.45"/>` +
    `<path d="M276,262H524" stroke="${p.d1}" stroke-width="4" opacity="0.3"/>`,

  diya: (p) =>
    `<defs>` +
    radial('glow', [
      [0, '#ffd36a', 0.6],
      [0.5, '#ffc24a', 0.2],
      [1, '#ffb030', 0],
    ]) +
    linear(
      'fl',
      [
        [0, '#ff8a1c'],
        [0.55, '#ffc93a'],
        [1, '#fff3c4'],
      ],
      true,
    ) +
    `</defs>` +
    `<circle cx="632" cy="320" r="160" fill="url(#glow)"/>` +
    shadow(400, 598, 250, 22) +
    `<g transform="translate(-58 0)">` +
    `<ellipse cx="420" cy="592" rx="90" ry="14" fill="${p.d2}"/>` +
    `<path d="M190,436C194,530 290,590 410,590C520,590 590,540 636,478L712,410L600,420Z" fill="url(#b)"/>` +
    `<path d="M190,436C190,404 300,388 410,388C490,388 560,396 606,408L712,410L620,468C560,484 490,486 410,486C300,486 190,470 190,436Z" fill="${p.l2}"/>` +
    `<path d="M206,436C206,412 300,400 410,400C500,400 560,410 600,422L680,416L604,456C556,470 490,474 410,474C300,474 206,462 206,436Z" fill="url(#in)"/>` +
    `<ellipse cx="410" cy="440" rx="170" ry="28" fill="#e8b23c" opacity="0.85"/>` +
    `<path d="M600,438L690,412" stroke="#f6eddc" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M690,412C640,386 648,320 694,232C738,320 744,386 690,412Z" fill="url(#fl)"/>` +
    `<path d="M690,406C668,392 672,356 692,318C712,356 714,392 690,406Z" fill="#fffbe8"/>` +
    `</g>`,
} satisfies Record<string, Drawing>;

const industrial = {
  'monoblock-pump': (p) =>
    scaled(
      0.92,
      shadow(430, 612, 300, 24) +
        `<path d="M226,526L204,586H462L440,526Z" fill="url(#av)"/>` +
        `<path d="M560,520L546,586H650L636,520Z" fill="url(#av)"/>` +
        motor(172, 440, 296, 220, p) +
        `<rect x="462" y="350" width="32" height="180" rx="8" fill="${p.d1}"/>` +
        `<rect x="492" y="386" width="50" height="108" fill="url(#bv)"/>` +
        `<rect x="596" y="288" width="62" height="80" fill="url(#b)"/>` +
        `<rect x="580" y="276" width="94" height="20" rx="5" fill="url(#a)"/>` +
        `<circle cx="592" cy="440" r="108" fill="${p.d1}"/>` +
        `<circle cx="588" cy="440" r="102" fill="url(#br)"/>` +
        `<circle cx="588" cy="440" r="70" fill="none" stroke="${p.d1}" stroke-width="4" opacity="0.5"/>` +
        `<rect x="672" y="406" width="44" height="68" fill="url(#sv)"/>` +
        flange(710, 440, 120, p, 20),
    ),

  'end-suction-pump': (p) =>
    shadow(410, 626, 310, 24) +
    `<path d="M118,582L158,556H702L662,582Z" fill="${p.al}"/>` +
    `<rect x="118" y="582" width="544" height="30" fill="url(#av)"/>` +
    `<path d="M662,582L702,556V586L662,612Z" fill="${p.ad}"/>` +
    `<path d="M180,530L168,570H370L358,530Z" fill="${p.d1}"/>` +
    motor(158, 450, 230, 170, p) +
    `<rect x="386" y="388" width="26" height="124" rx="6" fill="${p.d1}"/>` +
    `<rect x="410" y="440" width="26" height="20" fill="url(#sv)"/>` +
    `<rect x="434" y="418" width="26" height="64" rx="5" fill="url(#sv)"/>` +
    `<rect x="462" y="418" width="26" height="64" rx="5" fill="url(#sv)"/>` +
    `<path d="M488,420L540,404V496L488,480Z" fill="${p.d1}"/>` +
    `<path d="M498,488L486,570H540L532,488Z" fill="${p.d1}"/>` +
    `<rect x="580" y="318" width="58" height="70" fill="url(#b)"/>` +
    flange(566, 314, 86, p, 20) +
    `<circle cx="596" cy="452" r="100" fill="${p.d1}"/>` +
    `<circle cx="592" cy="452" r="94" fill="url(#br)"/>` +
    `<path d="M560,544L552,572H640L632,540Z" fill="${p.d1}"/>` +
    `<rect x="660" y="420" width="40" height="64" fill="url(#bv)"/>` +
    flange(696, 452, 112, p, 20),

  'submersible-pump': (p) => {
    let slots = '';
    for (let x = 346; x < 456; x += 12)
      slots += `<rect x="${x}" y="434" width="6" height="50" rx="3" fill="${p.d2}"/>`;
    return (
      shadow(420, 662, 190, 18) +
      `<ellipse cx="590" cy="636" rx="84" ry="18" fill="none" stroke="${p.ad}" stroke-width="12"/>` +
      `<path d="M459,176C462,120 560,110 580,190C598,262 548,420 560,520C566,580 600,610 660,628" fill="none" stroke="url(#a)" stroke-width="13" stroke-linecap="round"/>` +
      `<ellipse cx="590" cy="628" rx="84" ry="18" fill="none" stroke="${p.a}" stroke-width="12"/>` +
      `<g transform="translate(400 0) scale(1.2 1) translate(-400 0)">` +
      `<rect x="370" y="96" width="60" height="36" fill="url(#s)"/>` +
      `<path d="M370,104H430M370,112H430M370,120H430" stroke="#5c636a" stroke-width="2"/>` +
      `<path d="M344,170L356,128H444L456,170Z" fill="url(#b)"/>` +
      `<rect x="340" y="168" width="120" height="256" fill="url(#b)"/>` +
      `<path d="M340,214H460M340,262H460M340,310H460M340,358H460" stroke="${p.d1}" stroke-width="5" opacity="0.5"/>` +
      `<rect x="452" y="172" width="14" height="250" rx="3" fill="url(#s)"/>` +
      `<rect x="336" y="422" width="128" height="74" fill="url(#b)"/>` +
      slots +
      `<rect x="344" y="494" width="112" height="146" fill="url(#b)"/>` +
      `<path d="M344,636H456L450,654Q400,668 350,654Z" fill="${p.d1}"/>` +
      `<rect x="340" y="494" width="120" height="10" fill="${p.d1}"/></g>`
    );
  },

  'booster-pump': (p) =>
    shadow(410, 628, 260, 24) +
    `<rect x="250" y="584" width="44" height="40" rx="4" fill="url(#a)"/><rect x="506" y="584" width="44" height="40" rx="4" fill="url(#a)"/>` +
    `<rect x="196" y="440" width="408" height="160" rx="80" fill="url(#bv)"/>` +
    `<path d="M262,446Q244,520 262,594M538,446Q556,520 538,594" fill="none" stroke="${p.d1}" stroke-width="4" opacity="0.5"/>` +
    `<rect x="252" y="422" width="300" height="24" rx="6" fill="url(#av)"/>` +
    `<path d="M258,318Q226,322 224,370Q226,418 258,422Z" fill="#6f777e"/>` +
    `<rect x="256" y="312" width="190" height="114" rx="14" fill="url(#sv)"/>` +
    `<path d="M266,336H436M266,358H436M266,380H436M266,402H436" stroke="#5c636a" stroke-width="5" opacity="0.35"/>` +
    `<rect x="440" y="304" width="100" height="124" rx="14" fill="url(#bv)"/>` +
    `<rect x="536" y="352" width="46" height="36" fill="url(#sv)"/>` +
    `<rect x="578" y="344" width="16" height="52" rx="3" fill="url(#s)"/>` +
    `<rect x="470" y="262" width="40" height="46" fill="url(#s)"/>` +
    `<rect x="508" y="234" width="76" height="52" rx="8" fill="url(#av)"/>` +
    `<circle cx="454" cy="246" r="30" fill="#5c636a"/><circle cx="454" cy="246" r="24" fill="#fbfbf8"/>` +
    `<path d="M454,246L440,232" stroke="#c62828" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M560,428Q600,432 590,460" fill="none" stroke="url(#a)" stroke-width="12"/>`,

  'gate-valve': (p) => {
    const spokes = [90, 210, 330]
      .map((deg) => {
        const [x, y] = pt(400, 184, 1, deg);
        return `<path d="M400,184L${n(400 + (x - 400) * 150)},${n(184 + (y - 184) * 38)}" stroke="url(#a)" stroke-width="10"/>`;
      })
      .join('');
    return (
      shadow(400, 640, 260, 22) +
      `<rect x="190" y="478" width="420" height="104" fill="url(#bv)"/>` +
      flange(160, 530, 190, p) +
      flange(606, 530, 190, p) +
      `<ellipse cx="400" cy="532" rx="142" ry="104" fill="url(#br)"/>` +
      `<path d="M322,456L342,334H458L478,456Z" fill="url(#b)"/>` +
      `<rect x="300" y="440" width="200" height="24" rx="6" fill="${p.d1}"/>` +
      bolts(318, 452, 482, 452, 5, 6, p.l2) +
      `<rect x="326" y="322" width="148" height="20" rx="5" fill="${p.d1}"/>` +
      `<rect x="376" y="282" width="48" height="42" fill="${p.d1}"/>` +
      `<rect x="391" y="170" width="18" height="116" fill="url(#s)"/>` +
      `<path d="M391,196H409M391,208H409M391,220H409M391,232H409M391,244H409M391,256H409M391,268H409" stroke="#5c636a" stroke-width="2"/>` +
      `<ellipse cx="400" cy="184" rx="150" ry="38" fill="none" stroke="url(#av)" stroke-width="20"/>` +
      spokes +
      `<ellipse cx="400" cy="180" rx="26" ry="12" fill="${p.ad}"/>` +
      `<ellipse cx="400" cy="174" rx="12" ry="6" fill="#c3c9ce"/>`
    );
  },

  'ball-valve': (p) => {
    const end = (x: number) =>
      `<rect x="${x}" y="422" width="112" height="128" rx="4" fill="url(#bv)"/>` +
      `<path d="M${x},454H${x + 112}M${x},518H${x + 112}" stroke="${p.d1}" stroke-width="3" opacity="0.6"/>`;
    return (
      shadow(410, 612, 270, 22) +
      end(172) +
      end(516) +
      `<ellipse cx="628" cy="486" rx="16" ry="64" fill="${p.l1}"/><ellipse cx="628" cy="486" rx="9" ry="40" fill="${p.d2}"/>` +
      `<ellipse cx="172" cy="486" rx="16" ry="64" fill="${p.d1}"/><ellipse cx="172" cy="486" rx="9" ry="40" fill="${p.d2}"/>` +
      `<rect x="268" y="398" width="264" height="176" rx="62" fill="url(#bv)"/>` +
      `<rect x="300" y="404" width="200" height="14" rx="7" fill="#fff" opacity="0.3"/>` +
      `<rect x="382" y="356" width="36" height="46" fill="url(#s)"/>` +
      `<path d="M352,330H540V372H370L352,362Z" fill="url(#sv)"/>` +
      `<path d="M530,328H702Q724,328 724,350Q724,374 702,374H530Z" fill="url(#av)"/>` +
      `<rect x="372" y="318" width="56" height="22" rx="4" fill="url(#s)"/>` +
      `<ellipse cx="400" cy="318" rx="28" ry="8" fill="#dfe3e6"/>`
    );
  },

  'butterfly-valve': (p) => {
    const lugs = [45, 135, 225, 315]
      .map((deg) => {
        const [x, y] = pt(400, 470, 168, deg);
        return `<circle cx="${x}" cy="${y}" r="38" fill="${p.d1}"/><circle cx="${x}" cy="${y}" r="13" fill="${p.d2}"/>`;
      })
      .join('');
    return (
      shadow(400, 662, 230, 22) +
      lugs +
      `<circle cx="406" cy="476" r="166" fill="${p.d2}"/>` +
      `<circle cx="400" cy="470" r="166" fill="url(#br)"/>` +
      `<circle cx="400" cy="470" r="124" fill="#2a2a2a"/>` +
      `<circle cx="400" cy="470" r="112" fill="#3d4246"/>` +
      `<rect x="395" y="352" width="10" height="236" fill="#9aa2a9"/>` +
      `<ellipse cx="400" cy="470" rx="50" ry="112" fill="url(#s)"/>` +
      `<ellipse cx="396" cy="470" rx="14" ry="30" fill="#9aa2a9"/>` +
      `<rect x="372" y="250" width="56" height="60" fill="url(#b)"/>` +
      `<rect x="336" y="236" width="128" height="20" rx="4" fill="${p.d1}"/>` +
      `<path d="M340,236A70,40 0 0 1 470,220L470,236Z" fill="url(#s)"/>` +
      `<g transform="rotate(-8 400 214)"><rect x="384" y="202" width="150" height="24" rx="6" fill="url(#sv)"/>` +
      `<rect x="520" y="196" width="170" height="36" rx="18" fill="url(#av)"/></g>` +
      `<circle cx="400" cy="214" r="16" fill="url(#s)"/>`
    );
  },

  'check-valve': (p) =>
    scaled(
      1.1,
      shadow(400, 622, 270, 22) +
        `<rect x="190" y="440" width="420" height="110" fill="url(#bv)"/>` +
        flange(160, 495, 190, p) +
        flange(606, 495, 190, p) +
        `<ellipse cx="400" cy="500" rx="172" ry="100" fill="url(#br)"/>` +
        `<rect x="306" y="360" width="188" height="60" rx="10" fill="url(#b)"/>` +
        `<rect x="288" y="408" width="224" height="22" rx="6" fill="${p.d1}"/>` +
        bolts(304, 419, 496, 419, 5, 6, p.l2) +
        `<circle cx="282" cy="480" r="22" fill="${p.d1}"/><circle cx="282" cy="480" r="10" fill="url(#s)"/>` +
        `<path d="M318,512H446V488L506,526L446,564V540H318Z" fill="${p.l2}" stroke="${p.d1}" stroke-width="4" stroke-linejoin="round"/>`,
      0,
      -30,
    ),

  'mechanical-seal': (p) => {
    let coils = '';
    for (let x = 286; x <= 446; x += 20) {
      coils += `<ellipse cx="${x}" cy="430" rx="44" ry="116" fill="none" stroke="${p.d2}" stroke-width="13"/>`;
      coils += `<ellipse cx="${x}" cy="430" rx="44" ry="116" fill="none" stroke="url(#b)" stroke-width="8"/>`;
    }
    return (
      shadow(420, 640, 260, 24) +
      scaled(
        1.12,
        `<g transform="rotate(-16 400 430)">` +
          axialRing(268, 430, 64, 150, 96, 'url(#bv)', p.l1, p.d2) +
          `<circle cx="${268 + 20}" cy="${430 - 122}" r="6" fill="${p.d2}"/>` +
          `<path d="M268,${430 - 92}H470V${430 + 92}H268Z" fill="${p.d2}"/>` +
          coils +
          axialRing(500, 430, 46, 126, 92, `url(#av)`, p.a, p.ad) +
          axialRing(560, 430, 46, 150, 94, '#cfccc4', '#f5f3ee', '#6b6b6b') +
          `<ellipse cx="560" cy="430" rx="${n(122 * 0.38)}" ry="122" fill="none" stroke="#dedbd3" stroke-width="6"/>` +
          `</g>`,
        0,
        -20,
      )
    );
  },

  impeller: (p) => {
    let vanes = '';
    for (let i = 0; i < 7; i++) {
      const rot = `transform="rotate(${n((i * 360) / 7)} 400 400)"`;
      vanes += `<path d="M478,398Q576,410 586,534" fill="none" stroke="${p.d2}" stroke-width="28" stroke-linecap="round" ${rot.replace('400 400', '396 392')}/>`;
      vanes += `<path d="M478,398Q576,410 586,534" fill="none" stroke="${p.l1}" stroke-width="22" stroke-linecap="round" ${rot}/>`;
    }
    return (
      shadow(400, 658, 220, 20) +
      `<circle cx="408" cy="410" r="244" fill="${p.d2}"/>` +
      `<circle cx="400" cy="400" r="244" fill="url(#br)"/>` +
      `<circle cx="400" cy="400" r="236" fill="none" stroke="${p.d1}" stroke-width="4" opacity="0.5"/>` +
      vanes +
      `<circle cx="404" cy="404" r="84" fill="${p.d2}"/>` +
      `<circle cx="400" cy="400" r="80" fill="url(#br)"/>` +
      `<circle cx="400" cy="400" r="32" fill="#2a2a2a"/>` +
      `<rect x="392" y="362" width="16" height="14" fill="#2a2a2a"/>`
    );
  },

  'motor-winding': (p) => {
    // Twelve coil end-turns, each an ellipse tangent to the bore, drawn as two arcs in one path.
    let loops = '';
    for (let i = 0; i < 12; i++) {
      const deg = i * 30;
      const [x, y] = pt(400, 400, 172, deg);
      const [x1, y1] = pt(x, y, 78, deg + 90);
      const [x2, y2] = pt(x, y, 78, deg - 90);
      loops += `M${x1},${y1}A78,44 ${deg + 90} 1 0 ${x2},${y2}A78,44 ${deg + 90} 1 0 ${x1},${y1}`;
    }
    const coils = `<path d="${loops}" fill="${p.l1}" fill-opacity="0.35" stroke="${p.d2}" stroke-width="4"/>`;
    let teeth = '';
    for (let i = 0; i < 24; i++) {
      const [x1, y1] = pt(400, 400, 104, i * 15 + 7.5);
      const [x2, y2] = pt(400, 400, 124, i * 15 + 7.5);
      teeth += `M${x1},${y1}L${x2},${y2}`;
    }
    const lead = (d: string, colour: string) =>
      `<path d="${d}" fill="none" stroke="${colour}" stroke-width="9" stroke-linecap="round"/>`;
    return (
      shadow(400, 664, 240, 20) +
      `<circle cx="408" cy="410" r="250" fill="#4f565c"/>` +
      `<circle cx="400" cy="400" r="250" fill="url(#sv)"/>` +
      `<circle cx="400" cy="400" r="236" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>` +
      `<circle cx="400" cy="400" r="224" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>` +
      `<circle cx="400" cy="400" r="174" fill="none" stroke="${p.c}" stroke-width="100"/>` +
      `<circle cx="400" cy="400" r="174" fill="none" stroke="${p.d1}" stroke-width="86" stroke-dasharray="2 3" opacity="0.45"/>` +
      `<circle cx="400" cy="400" r="200" fill="none" stroke="${p.l2}" stroke-width="12" opacity="0.45"/>` +
      `<circle cx="400" cy="400" r="150" fill="none" stroke="${p.d2}" stroke-width="10" opacity="0.35"/>` +
      coils +
      `<circle cx="400" cy="400" r="174" fill="none" stroke="#f4eedc" stroke-width="4" stroke-dasharray="6 12" opacity="0.85"/>` +
      `<circle cx="400" cy="400" r="124" fill="#9aa2a9"/>` +
      `<circle cx="400" cy="400" r="104" fill="#2f3438"/>` +
      `<path d="${teeth}" stroke="#2f3438" stroke-width="7"/>` +
      lead('M470,250C500,180 540,150 600,130', '#c62828') +
      lead('M440,240C460,170 490,130 560,104', '#f2b705') +
      lead('M500,270C540,210 590,190 640,172', '#1e5fb4')
    );
  },

  'control-panel': (p) => {
    const lamp = (x: number, y: number, colour: string, r = 16) =>
      `<circle cx="${x}" cy="${y}" r="${r + 7}" fill="${p.a}"/><circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>` +
      `<circle cx="${x - r / 3}" cy="${y - r / 3}" r="${r / 3}" fill="#fff" opacity="0.6"/>`;
    const meter = (x: number) =>
      `<rect x="${x}" y="222" width="112" height="104" rx="6" fill="#fbfbf6" stroke="${p.a}" stroke-width="7"/>` +
      `<path d="M${x + 20},300A40,40 0 0 1 ${x + 92},300" fill="none" stroke="#555" stroke-width="3" stroke-dasharray="2 6"/>` +
      `<path d="M${x + 56},304L${x + 80},268" stroke="#c62828" stroke-width="3"/>`;
    return (
      shadow(420, 640, 240, 22) +
      `<path d="M560,168L604,146V610L560,632Z" fill="${p.d1}"/>` +
      `<path d="M216,168L260,146H604L560,168Z" fill="${p.l2}"/>` +
      `<rect x="216" y="168" width="344" height="464" rx="4" fill="url(#lt)"/>` +
      `<rect x="232" y="184" width="312" height="432" rx="4" fill="none" stroke="${p.d1}" stroke-width="3"/>` +
      `<rect x="220" y="240" width="12" height="44" rx="3" fill="url(#a)"/><rect x="220" y="520" width="12" height="44" rx="3" fill="url(#a)"/>` +
      `<rect x="520" y="360" width="14" height="70" rx="7" fill="url(#a)"/>` +
      meter(262) +
      meter(400) +
      lamp(290, 380, '#e53935') +
      lamp(360, 380, '#ffb300') +
      lamp(430, 380, '#43a047') +
      `<circle cx="294" cy="468" r="32" fill="${p.ad}"/><rect x="288" y="440" width="12" height="56" rx="5" fill="url(#a)" transform="rotate(40 294 468)"/>` +
      lamp(390, 468, '#2e7d32', 20) +
      lamp(460, 468, '#c62828', 20) +
      `<circle cx="320" cy="556" r="44" fill="#f2c200"/><circle cx="320" cy="556" r="30" fill="#d32f2f"/>` +
      `<circle cx="310" cy="546" r="10" fill="#fff" opacity="0.4"/>` +
      `<rect x="410" y="536" width="104" height="40" rx="4" fill="${p.l3}" stroke="${p.d1}" stroke-width="2"/>`
    );
  },

  'pressure-gauge': (p) => {
    let major = '';
    let minor = '';
    for (let i = 0; i <= 50; i++) {
      const deg = 135 + (270 * i) / 50;
      const [x1, y1] = pt(400, 370, 172, deg);
      const [x2, y2] = pt(400, 370, i % 5 === 0 ? 146 : 160, deg);
      if (i % 5 === 0) major += `M${x1},${y1}L${x2},${y2}`;
      else minor += `M${x1},${y1}L${x2},${y2}`;
    }
    const ticks = `<path d="${major}" stroke="#222" stroke-width="5"/><path d="${minor}" stroke="#222" stroke-width="2"/>`;
    const arc = (from: number, to: number, colour: string) => {
      const [x1, y1] = pt(400, 370, 178, 135 + 270 * from);
      const [x2, y2] = pt(400, 370, 178, 135 + 270 * to);
      const large = 270 * (to - from) > 180 ? 1 : 0;
      return `<path d="M${x1},${y1}A178,178 0 ${large} 1 ${x2},${y2}" fill="none" stroke="${colour}" stroke-width="10"/>`;
    };
    const [nx, ny] = pt(400, 370, 150, 135 + 270 * 0.62);
    const [bx1, by1] = pt(400, 370, 12, 135 + 270 * 0.62 + 90);
    const [bx2, by2] = pt(400, 370, 12, 135 + 270 * 0.62 - 90);
    return (
      shadow(400, 684, 170, 16) +
      `<rect x="378" y="636" width="44" height="40" fill="url(#s)"/>` +
      `<path d="M378,644H422M378,652H422M378,660H422M378,668H422" stroke="#5c636a" stroke-width="2"/>` +
      `<rect x="356" y="590" width="88" height="50" rx="4" fill="url(#s)"/>` +
      `<path d="M385,590V640M415,590V640" stroke="#5c636a" stroke-width="2" opacity="0.6"/>` +
      `<circle cx="408" cy="378" r="226" fill="${p.d2}"/>` +
      `<circle cx="400" cy="370" r="226" fill="url(#br)"/>` +
      `<circle cx="400" cy="370" r="204" fill="${p.d1}"/>` +
      `<circle cx="400" cy="370" r="196" fill="#fbfbf8"/>` +
      arc(0, 0.7, '#43a047') +
      arc(0.7, 0.85, '#ffb300') +
      arc(0.85, 1, '#e53935') +
      ticks +
      `<path d="M${bx1},${by1}L${nx},${ny}L${bx2},${by2}Z" fill="#c62828"/>` +
      `<circle cx="400" cy="370" r="20" fill="url(#a)"/>` +
      `<path d="M236,300A176,176 0 0 1 470,206A200,200 0 0 0 236,300Z" fill="#fff" opacity="0.7"/>`
    );
  },
} satisfies Record<string, Drawing>;

const DRAWINGS: Record<ArtKind, Drawing> = { ...kitchen, ...industrial };

/** A square 800×800 product photo-like SVG for the art recipe. */
export function drawProductArt(art: ProductArt): string {
  const draw = (DRAWINGS as Partial<Record<string, Drawing>>)[art.kind];
  if (!draw) throw new Error(`Unknown product art kind ${JSON.stringify(art.kind)}`);
  const p = palette(art);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">` +
    `<defs>${defs(p)}</defs><rect width="800" height="800" fill="url(#bg)"/>${draw(p)}</svg>\n`
  );
}
