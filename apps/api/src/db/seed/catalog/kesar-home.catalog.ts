import { shelvesOf, sizes, variants, type ReviewLine } from '../seed-catalog-builder.ts';
import type { SeedCatalog } from '../seed-catalog.ts';

const STEEL = '#c4cbd1';
const COPPER = '#b87333';
const BRASS = '#c9a227';
const CAST_IRON = '#3a3a3c';
const GLASS = '#a9d6df';

const shelf = shelvesOf([
  'Priya Nair, Thane',
  'Rohit Kulkarni, Pune',
  'Sunita Agarwal, Jaipur',
  'Meenakshi Iyer, Chennai',
  'Farhan Shaikh, Mumbai',
  'Anjali Deshpande, Nagpur',
  'Gurpreet Kaur, Ludhiana',
  'Lakshmi Rao, Hyderabad',
  'Vikram Joshi, Nashik',
  'Neha Bansal, Gurugram',
  'Arundhati Sen, Kolkata',
  'Ramesh Patil, Kolhapur',
  'Kavitha Menon, Kochi',
  'Sanjay Mishra, Lucknow',
  'Deepa Hegde, Bengaluru',
  'Harshad Mehta, Vadodara',
  'Pooja Chauhan, Indore',
  'Imran Qureshi, Bhopal',
  'Shweta Tiwari, Varanasi',
  'Ashok Reddy, Vijayawada',
  'Nandini Kamath, Mangaluru',
  'Manoj Pillai, Thiruvananthapuram',
  'Ritu Saxena, Noida',
  'Prakash Gowda, Mysuru',
  'Swati Jadhav, Aurangabad',
  'Arjun Bhatt, Ahmedabad',
  'Fatima Siddiqui, Hyderabad',
  'Geeta Sharma, Dehradun',
  'Kiran Shetty, Udupi',
  'Vandana Kapoor, Chandigarh',
]);

const aluminiumCookerReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Whistles on time, every time',
    body: (p) =>
      `We cook dal and rice in ${p} every day and it gives three whistles in about twelve minutes on a medium flame. The gasket sits snug and nothing sprays from the lid.`,
  },
  {
    rating: 4,
    title: 'Good cooker, handle gets warm',
    body: (p) =>
      `Solid build for the price. ${p} cooks chana without soaking overnight, though the side handle gets warm if the flame spills past the base.`,
  },
  {
    rating: 5,
    title: 'Replaced my 15-year-old cooker',
    body: (p) =>
      `My old cooker finally gave up and ${p} is a worthy replacement. Lighter than steel, heats fast, and the lid closes in one turn.`,
  },
  {
    rating: 3,
    title: 'Fine, but holds less than you think',
    body: (p) =>
      `Cooks well, but ${p} holds less than I expected once you respect the two-thirds fill line. Order one size up if you cook for five.`,
  },
  {
    rating: 2,
    title: 'Gasket leaked in the first week',
    body: (p) =>
      `The first gasket in ${p} let steam out from one side. Customer care sent a replacement free and it has been fine since, but it should not have happened.`,
  },
];

const aluminiumCookers = shelf(
  {
    category: 'Cookware > Pressure Cookers > Aluminium Cookers',
    hsn: '76151030',
    art: 'pressure-cooker',
    brand: 'Kesar',
    make: 'Made in Pune',
    gstRate: 5,
    metrics: 'piece',
    maxQuantity: 5,
    reviews: aluminiumCookerReviews,
  },
  [
    {
      sku: 'KH-PC-AL-HAN',
      name: 'Kesar Hard-Anodised Pressure Cooker, 3.5 Litre',
      short: 'the hard-anodised cooker',
      header: 'Dark, tough finish that does not stain or react with tamarind',
      description:
        'A 4.06 mm thick hard-anodised body that heats evenly and stays dark and clean for years. The inner lid seals from inside, so it cannot open under pressure. Works on gas; not for induction.',
      colour: '#2f2f33',
      accent: '#1b1b1b',
      price: 2450,
      stock: 14,
      isRecent: true,
      features: {
        Capacity: '3.5 L',
        Material: 'Hard-anodised aluminium, 4.06 mm',
        Lid: 'Inner lid',
        'Suitable for': 'Gas stove',
        Certification: 'ISI marked (IS 2347)',
        Warranty: '5 years',
      },
    },
    {
      sku: 'KH-PC-AL-CLS',
      name: 'Kesar Classic Aluminium Pressure Cooker, Outer Lid',
      short: 'the Classic cooker',
      header: 'The everyday cooker, in three family sizes',
      description:
        'Virgin aluminium body, 3.25 mm thick, with a weight whistle calibrated at 1 kg/cm². The outer lid lifts off easily for cleaning and the spare gasket comes in the box.',
      colour: '#b9bfc6',
      accent: '#222222',
      variants: sizes('KH-PC-AL-CLS', 'pressure-cooker', 'Capacity', [
        ['2 L', 1150, 24],
        ['3 L', 1390, 30, 1249],
        ['5 L', 1790, 16],
      ]),
      features: {
        Material: 'Virgin aluminium, 3.25 mm',
        Lid: 'Outer lid',
        'Operating pressure': '1 kg/cm²',
        'In the box': 'Cooker, whistle, spare gasket',
        Certification: 'ISI marked (IS 2347)',
        Warranty: '5 years',
      },
    },
    {
      sku: 'KH-PC-AL-INL',
      name: 'Kesar Inner-Lid Aluminium Pressure Cooker, 3 Litre',
      short: 'the inner-lid cooker',
      header: 'Lid locks from inside for the safest seal',
      description:
        'The oval inner lid is pressed against the rim by the steam itself, so the cooker cannot be opened while hot. A metallic safety plug releases pressure if the whistle is ever blocked.',
      colour: '#c2c7cc',
      accent: '#2b2b2b',
      price: 1545,
      specialPrice: 1399,
      stock: 20,
      features: {
        Capacity: '3 L',
        Material: 'Virgin aluminium, 3.25 mm',
        Lid: 'Inner lid',
        Safety: 'Whistle, metallic safety plug, gasket release window',
        Certification: 'ISI marked (IS 2347)',
      },
    },
    {
      sku: 'KH-PC-AL-HDI',
      name: 'Kesar Hard-Anodised Handi Pressure Cooker',
      short: 'the handi cooker',
      header: 'A rounded handi shape for biryani and dum dishes',
      description:
        'The wide, rounded body lets rice and gravies cook in layers and serves at the table. Hard-anodised outside, food-safe anodised inside, with a stay-cool bakelite handle.',
      colour: '#3b3437',
      accent: '#b4521e',
      variants: sizes('KH-PC-AL-HDI', 'pressure-cooker', 'Capacity', [
        ['2 L', 2190, 10],
        ['3 L', 2490, 8],
      ]),
      features: {
        Material: 'Hard-anodised aluminium, 4.06 mm',
        Shape: 'Handi',
        Lid: 'Outer lid',
        'Suitable for': 'Gas stove',
        Warranty: '5 years',
      },
    },
    {
      sku: 'KH-PC-AL-12L',
      name: 'Kesar Commercial Aluminium Pressure Cooker, 12 Litre',
      short: 'the 12 litre cooker',
      header: 'For canteens, caterers and joint families',
      description:
        'A heavy 4.5 mm body with twin handles to lift a full load safely. Cooks 3 kg of rice or 2 kg of dal at a time, and the lid has two whistles for steady pressure on large burners.',
      colour: '#aeb4ba',
      accent: '#111111',
      price: 3850,
      stock: 6,
      sellerPickupReturn: true,
      features: {
        Capacity: '12 L',
        Material: 'Virgin aluminium, 4.5 mm',
        Handles: 'Twin side handles',
        'Suitable for': 'Gas and commercial burners',
        Certification: 'ISI marked (IS 2347)',
      },
    },
    {
      sku: 'KH-PC-AL-MINI',
      name: 'Kesar Mini Aluminium Pressure Cooker, 1.5 Litre',
      short: 'the 1.5 litre cooker',
      header: 'Just right for one or two people, or for a hostel room',
      description:
        'Cooks a cup of dal or a single serving of rice in minutes. Light enough for a student kitchen and sturdy enough for daily use.',
      colour: '#c8cdd2',
      accent: '#333333',
      price: 945,
      stock: 0,
      features: {
        Capacity: '1.5 L',
        Material: 'Virgin aluminium, 3 mm',
        Lid: 'Outer lid',
        Warranty: '3 years',
      },
    },
    {
      sku: 'KH-PC-AL-DUO',
      name: 'Kesar Aluminium Pressure Cooker Combo, 3 L and 5 L',
      short: 'the cooker combo',
      header: 'Two sizes, one lid each, one price',
      description:
        'A 3 litre cooker for dal and a 5 litre one for rice and curries, both with outer lids and their own spare gaskets. Saves ₹400 on buying them one at a time.',
      colour: '#b4bac0',
      accent: '#b4521e',
      metrics: 'set',
      price: 2950,
      specialPrice: 2599,
      stock: 9,
      features: {
        'In the set': '3 L and 5 L cookers',
        Material: 'Virgin aluminium, 3.25 mm',
        Lid: 'Outer lid',
        Certification: 'ISI marked (IS 2347)',
      },
    },
  ],
);

const steelCookerReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Works beautifully on induction',
    body: (p) =>
      `We moved to an induction cooktop and ${p} was the first thing we bought. Heats from the base evenly, no burnt spots at the bottom even with rajma.`,
  },
  {
    rating: 4,
    title: 'Heavy but worth it',
    body: (p) =>
      `${p} is heavier than my old aluminium one, which my mother complained about at first. Now she says the dal tastes better and the steel shines after every wash.`,
  },
  {
    rating: 5,
    title: 'No metallic taste at all',
    body: (p) =>
      `I cook tomato and tamarind gravies in ${p} without any metallic taste or discolouration. The lid and whistle are very well finished.`,
  },
  {
    rating: 3,
    title: 'Takes longer to build pressure',
    body: (p) =>
      `Steel takes a few minutes longer than aluminium to get the first whistle. Otherwise ${p} is sturdy and easy to clean.`,
  },
  {
    rating: 4,
    title: 'Good quality, handle screw loosened',
    body: (p) =>
      `Happy with ${p} overall. The handle screw loosened after two months; tightening it fixed it, but a thread lock would help.`,
  },
];

const steelCookers = shelf(
  {
    category: 'Cookware > Pressure Cookers > Stainless Steel Cookers',
    hsn: '73239390',
    art: 'pressure-cooker',
    brand: 'Kesar',
    make: 'Made in Pune',
    gstRate: 5,
    metrics: 'piece',
    maxQuantity: 5,
    reviews: steelCookerReviews,
  },
  [
    {
      sku: 'KH-PC-SS-TRI',
      name: 'Kesar Tri-ply Stainless Steel Pressure Cooker',
      short: 'the tri-ply cooker',
      header: 'Aluminium core from base to rim, steel inside and out',
      description:
        'Three bonded layers carry heat up the sides, not just through the base, so food cooks evenly with less flame. Food-grade 304 steel inside, magnetic steel outside for induction.',
      colour: STEEL,
      accent: '#1f1f1f',
      isRecent: true,
      variants: sizes('KH-PC-SS-TRI', 'pressure-cooker', 'Capacity', [
        ['3 L', 2890, 14, 2590],
        ['5 L', 3390, 11],
        ['6.5 L', 3790, 7],
      ]),
      features: {
        Material: 'Tri-ply: 304 steel, aluminium, 430 steel',
        Lid: 'Outer lid',
        'Suitable for': 'Gas and induction',
        Certification: 'ISI marked (IS 2347)',
        Warranty: '10 years',
      },
    },
    {
      sku: 'KH-PC-SS-IND',
      name: 'Kesar Induction-Base Stainless Steel Pressure Cooker, 3 Litre',
      short: 'the induction-base cooker',
      header: 'A sandwich base that works on every cooktop',
      description:
        'A 5 mm encapsulated base spreads heat and stops scorching. Mirror-polished outside, satin inside; the lid and whistle are interchangeable with our other 3 litre cookers.',
      colour: '#cfd5da',
      accent: '#262626',
      price: 2290,
      specialPrice: 1990,
      stock: 22,
      features: {
        Capacity: '3 L',
        Material: '304 stainless steel',
        Base: '5 mm sandwich base',
        'Suitable for': 'Gas, induction, electric, halogen',
        Certification: 'ISI marked (IS 2347)',
      },
    },
    {
      sku: 'KH-PC-SS-CLP',
      name: 'Kesar Clip-On Stainless Steel Pressure Cooker, 5 Litre',
      short: 'the clip-on cooker',
      header: 'Clips on in one move, doubles as a casserole',
      description:
        'Press the lid down and the clips lock; lift the lever and it opens. Without the lid it is a deep steel pan for sabzi, and a glass lid is included for serving.',
      colour: '#c9d0d6',
      accent: '#b4521e',
      price: 3490,
      stock: 9,
      features: {
        Capacity: '5 L',
        Material: '304 stainless steel',
        Lid: 'Clip-on pressure lid and glass lid',
        'Suitable for': 'Gas and induction',
        Warranty: '5 years',
      },
    },
    {
      sku: 'KH-PC-SS-CON',
      name: 'Kesar Contura Stainless Steel Pressure Cooker',
      short: 'the Contura cooker',
      header: 'Curved sides that make stirring and serving easy',
      description:
        'The rounded body lets a ladle reach every corner. Brushed finish hides fingerprints, and the base has a thick aluminium disc for quick pressure.',
      colour: '#bcc4cb',
      accent: '#3a2a20',
      variants: sizes('KH-PC-SS-CON', 'pressure-cooker', 'Capacity', [
        ['2 L', 2150, 0],
        ['3 L', 2450, 0],
      ]),
      features: {
        Material: '304 stainless steel',
        Shape: 'Contura (curved)',
        'Suitable for': 'Gas and induction',
        Certification: 'ISI marked (IS 2347)',
      },
    },
    {
      sku: 'KH-PC-SS-PAN',
      name: 'Kesar Stainless Steel Pressure Pan, 3.5 Litre',
      short: 'the pressure pan',
      header: 'Wide and shallow for pulao, upma and keema',
      description:
        'A pressure cooker with the shape of a frying pan: brown onions, add rice and water, lock the lid, and the pulao is done in one vessel.',
      colour: '#d0d6db',
      accent: '#202020',
      price: 2690,
      stock: 12,
      features: {
        Capacity: '3.5 L',
        Diameter: '24 cm',
        Material: '304 stainless steel',
        'Suitable for': 'Gas and induction',
      },
    },
    {
      sku: 'KH-PC-SS-SEP',
      name: 'Kesar Stainless Steel Cooker Separators, Set of 3',
      short: 'the separator set',
      header: 'Cook dal, rice and potatoes in one go',
      description:
        'Three stackable containers with a lifting tong that fit our 5 litre and larger cookers. Saves gas and washing up on busy mornings.',
      art: 'steel-container',
      colour: '#d5dade',
      metrics: 'set',
      price: 649,
      stock: 40,
      features: {
        'In the set': '3 containers and a tong',
        Diameter: '16 cm',
        Fits: 'Cookers of 5 L and above',
      },
    },
    {
      sku: 'KH-PC-SS-10L',
      name: 'Kesar Stainless Steel Pressure Cooker, 10 Litre',
      short: 'the 10 litre cooker',
      header: 'Big batches of biryani and sambar',
      description:
        'Twin handles and a 6 mm base for festival cooking and small kitchens that feed many. The lid has a pressure indicator so you know when it is safe to open.',
      colour: '#c6cdd3',
      accent: '#151515',
      price: 5490,
      specialPrice: 4990,
      stock: 4,
      sellerPickupReturn: true,
      features: {
        Capacity: '10 L',
        Material: '304 stainless steel',
        Base: '6 mm sandwich base',
        Handles: 'Twin side handles',
        Warranty: '5 years',
      },
    },
  ],
);

const triPlyKadaiReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Even heat, nothing sticks',
    body: (p) =>
      `Once you preheat ${p} properly, bhindi and aloo do not stick at all. The heat spreads right up the sides.`,
  },
  {
    rating: 4,
    title: 'Lovely finish, handles get hot',
    body: (p) =>
      `Beautifully made and ${p} looks great on the table. The steel handles get hot on a big flame, so keep a cloth handy.`,
  },
  {
    rating: 5,
    title: 'Finally threw away my non-stick',
    body: (p) =>
      `No more worrying about coating peeling into the food. ${p} took a week to get used to and now I use it twice a day.`,
  },
  {
    rating: 3,
    title: 'Good, but learn the heat first',
    body: (p) =>
      `If you cook on full flame like with aluminium, things will stick in ${p}. Medium heat and a little patience and it is excellent.`,
  },
  {
    rating: 4,
    title: 'Works on induction too',
    body: (p) =>
      `Bought ${p} for our new induction hob and it heats quickly. Cleans up with a soak and a scrub.`,
  },
];

const triPlyKadais = shelf(
  {
    category: 'Cookware > Kadais & Woks > Tri-ply Kadais',
    hsn: '73239390',
    art: 'kadai',
    brand: 'Kesar',
    make: 'Made in Pune',
    gstRate: 5,
    metrics: 'piece',
    reviews: triPlyKadaiReviews,
  },
  [
    {
      sku: 'KH-KD-TRI',
      name: 'Kesar Tri-ply Stainless Steel Kadai with Lid',
      short: 'the tri-ply kadai',
      header: 'Our best-selling kadai, now in four sizes',
      description:
        'Steel, aluminium and steel bonded from base to rim for even heat without hot spots. Riveted handles, a tight steel lid, and a rolled rim that pours without drips.',
      colour: STEEL,
      accent: '#2b2b2b',
      isRecent: true,
      variants: sizes('KH-KD-TRI', 'kadai', 'Diameter', [
        ['22 cm', 1690, 18],
        ['24 cm', 1890, 22, 1690],
        ['26 cm', 2190, 14],
        ['28 cm', 2490, 6],
      ]),
      features: {
        Material: 'Tri-ply: 304 steel, aluminium, 430 steel',
        Thickness: '2.5 mm',
        Lid: 'Stainless steel',
        'Suitable for': 'Gas and induction',
        Warranty: 'Lifetime',
      },
    },
    {
      sku: 'KH-KD-TRI-DEEP',
      name: 'Kesar Tri-ply Deep Kadai, 28 cm',
      short: 'the deep kadai',
      header: 'Extra depth for frying puris and pakodas',
      description:
        'Deeper walls keep hot oil where it belongs when frying for a crowd. Holds 4.2 litres, with a helper handle for lifting when full.',
      colour: '#c2c9cf',
      accent: '#1d1d1d',
      price: 2790,
      stock: 8,
      features: {
        Diameter: '28 cm',
        Capacity: '4.2 L',
        Material: 'Tri-ply stainless steel',
        'Suitable for': 'Gas and induction',
      },
    },
    {
      sku: 'KH-KD-TRI-CU',
      name: 'Kesar Copper-Bottom Tri-ply Kadai, 24 cm',
      short: 'the copper-bottom kadai',
      header: 'A copper base for the fastest heat',
      description:
        'A copper-clad base over tri-ply walls heats faster than plain steel and looks handsome on open shelves. Polish the copper with lemon and salt to keep its glow.',
      colour: STEEL,
      accent: COPPER,
      price: 2350,
      specialPrice: 1999,
      stock: 10,
      features: { Diameter: '24 cm', Capacity: '2.8 L', Base: 'Copper-clad', 'Suitable for': 'Gas' },
    },
    {
      sku: 'KH-KD-TRI-WOK',
      name: 'Kesar Tri-ply Stir-Fry Wok, 28 cm',
      short: 'the tri-ply wok',
      header: 'Sloped sides for Indo-Chinese at home',
      description:
        'A wide, sloped wok for hakka noodles, chilli paneer and quick vegetable stir-fries. The long handle stays cool and the helper handle makes tossing easy.',
      art: 'wok',
      colour: '#c9cfd4',
      accent: '#3b2a1e',
      price: 2450,
      stock: 12,
      features: {
        Diameter: '28 cm',
        Material: 'Tri-ply stainless steel',
        Handle: 'Long handle with helper',
        'Suitable for': 'Gas and induction',
      },
    },
    {
      sku: 'KH-KD-TRI-HAM',
      name: 'Kesar Hammered Tri-ply Kadai, 26 cm',
      short: 'the hammered kadai',
      header: 'Hand-hammered finish, tri-ply performance',
      description:
        'Each kadai is hammered by hand after bonding, so no two look exactly alike. The dimpled surface hides scratches and catches the light on the table.',
      colour: '#b9c1c8',
      accent: BRASS,
      price: 2650,
      stock: 0,
      features: {
        Diameter: '26 cm',
        Finish: 'Hand-hammered',
        Material: 'Tri-ply stainless steel',
        'Suitable for': 'Gas and induction',
      },
    },
    {
      sku: 'KH-KD-TRI-30',
      name: 'Kesar Tri-ply Party Kadai, 30 cm',
      short: 'the party kadai',
      header: 'Two sturdy handles for cooking for twenty',
      description:
        'A broad 30 cm kadai with two riveted loop handles for paneer makhani or halwa in large batches. Fits in a standard sink for washing.',
      colour: '#c0c7cd',
      accent: '#2b2b2b',
      price: 3290,
      stock: 5,
      features: {
        Diameter: '30 cm',
        Capacity: '6 L',
        Handles: 'Two loop handles',
        'Suitable for': 'Gas and induction',
      },
    },
    {
      sku: 'KH-KD-TRI-TADKA',
      name: 'Kesar Tri-ply Tadka Pan, 14 cm',
      short: 'the tadka pan',
      header: 'For the tempering that makes the dal',
      description:
        'A small, deep pan with a long handle for crackling mustard seeds and curry leaves in ghee. Heats in seconds and pours cleanly over dal.',
      colour: '#d1d7dc',
      accent: '#1f1f1f',
      price: 649,
      specialPrice: 549,
      stock: 35,
      features: { Diameter: '14 cm', Material: 'Tri-ply stainless steel', Handle: 'Long riveted handle' },
    },
  ],
);

const castIronReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Just like my grandmother used',
    body: (p) =>
      `${p} came well seasoned and the first batch of pakodas browned perfectly. Heavy, but that is the point of cast iron.`,
  },
  {
    rating: 4,
    title: 'Needs care, rewards you',
    body: (p) =>
      `Dry ${p} on the flame after washing and rub a little oil, and it only gets better. Left it wet once and it spotted with rust, my mistake.`,
  },
  {
    rating: 5,
    title: 'Iron in the food, taste in the sabzi',
    body: (p) =>
      `Our doctor suggested cooking in iron for my daughter's haemoglobin. ${p} makes the best crisp bhindi we have had.`,
  },
  {
    rating: 3,
    title: 'Very heavy to lift',
    body: (p) =>
      `Cooks wonderfully but ${p} is too heavy for my mother to lift with one hand when full. Order a smaller size if that matters.`,
  },
  {
    rating: 4,
    title: 'Good casting, rough handle',
    body: (p) =>
      `The cooking surface of ${p} is smooth and even; the underside of the handle had a rough edge I smoothed with sandpaper.`,
  },
];

const castIronKadais = shelf(
  {
    category: 'Cookware > Kadais & Woks > Cast Iron Kadais',
    hsn: '73239100',
    art: 'kadai',
    brand: 'Lohaar',
    make: 'Hand-cast in Kolhapur',
    gstRate: 5,
    metrics: 'piece',
    reviews: castIronReviews,
  },
  [
    {
      sku: 'KH-KD-CI',
      name: 'Lohaar Pre-seasoned Cast Iron Kadai',
      short: 'the cast iron kadai',
      header: 'Seasoned with cold-pressed groundnut oil, ready to cook',
      description:
        'Sand-cast in Kolhapur and seasoned three times with groundnut oil, so it is ready for the first tadka. Holds heat for deep frying and gets more non-stick with every use.',
      colour: CAST_IRON,
      variants: sizes('KH-KD-CI', 'kadai', 'Diameter', [
        ['20 cm', 1190, 20],
        ['24 cm', 1490, 18, 1290],
        ['28 cm', 1890, 9],
      ]),
      features: {
        Material: 'Cast iron',
        Seasoning: 'Pre-seasoned, groundnut oil',
        'Suitable for': 'Gas, induction, wood fire',
        Care: 'Hand wash, dry on flame, oil lightly',
      },
    },
    {
      sku: 'KH-KD-CI-DEEP',
      name: 'Lohaar Cast Iron Deep Kadai with Wooden Lid, 26 cm',
      short: 'the deep cast iron kadai',
      header: 'A teak lid that lets steam escape slowly',
      description:
        'A deep kadai for slow-cooked mutton and undhiyu, with a seasoned teak lid that sits flat and stays cool. Weighs 3.6 kg, so it keeps an even heat for a long time.',
      colour: '#353536',
      accent: '#8b5a2b',
      price: 1990,
      stock: 7,
      isRecent: true,
      features: {
        Diameter: '26 cm',
        Weight: '3.6 kg',
        Lid: 'Teak wood',
        Material: 'Cast iron, pre-seasoned',
      },
    },
    {
      sku: 'KH-KD-CI-WOK',
      name: 'Lohaar Cast Iron Wok, 30 cm',
      short: 'the cast iron wok',
      header: 'High heat for smoky stir-fries',
      description:
        'A thinner-walled cast iron wok that heats faster than a kadai, for wok-hei in noodles and fried rice. Two short handles instead of one long one for stability.',
      art: 'wok',
      colour: '#2e2e30',
      price: 2190,
      stock: 0,
      features: {
        Diameter: '30 cm',
        Weight: '2.9 kg',
        Material: 'Cast iron, pre-seasoned',
        'Suitable for': 'Gas and induction',
      },
    },
    {
      sku: 'KH-KD-CI-TADKA',
      name: 'Lohaar Cast Iron Tadka Pan, 12 cm',
      short: 'the iron tadka pan',
      header: 'Small, heavy and perfect for tempering',
      description:
        'Holds heat so mustard seeds pop evenly and curry leaves crisp without burning. The long handle has a hole for hanging.',
      colour: '#3d3d3f',
      price: 549,
      stock: 40,
      features: { Diameter: '12 cm', Material: 'Cast iron, pre-seasoned', Handle: 'Long, with hanging hole' },
    },
    {
      sku: 'KH-KD-CI-FLAT',
      name: 'Lohaar Flat-Base Cast Iron Kadai for Induction, 24 cm',
      short: 'the flat-base kadai',
      header: 'A machined flat base that sits on induction glass',
      description:
        'The base is machined flat so it makes full contact with an induction plate and does not rock. Same seasoning and depth as our classic kadai.',
      colour: '#38383a',
      price: 1590,
      specialPrice: 1390,
      stock: 11,
      features: {
        Diameter: '24 cm',
        Base: 'Machined flat',
        Material: 'Cast iron, pre-seasoned',
        'Suitable for': 'Induction and gas',
      },
    },
    {
      sku: 'KH-KD-IRON',
      name: 'Lohaar Hand-beaten Iron Kadai, 12 inch',
      short: 'the iron kadai',
      header: 'Traditional loha kadai, beaten by hand',
      description:
        'Beaten from a single sheet of iron by Kolhapur blacksmiths, lighter than cast iron and quick to heat. Season before first use with oil and a few hours on a low flame.',
      colour: '#4a4a4c',
      price: 899,
      stock: 25,
      features: {
        Diameter: '12 inch',
        Material: 'Sheet iron, hand-beaten',
        Seasoning: 'Not seasoned',
        Weight: '1.4 kg',
      },
    },
  ],
);

const tawaReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Crisp dosas from day one',
    body: (p) =>
      `Our dosas come off ${p} paper thin and golden. Keep the flame medium and sprinkle water before each one.`,
  },
  {
    rating: 4,
    title: 'Rotis puff up nicely',
    body: (p) =>
      `Phulkas puff up well on ${p}. Takes a minute longer to heat than my old one but holds heat once hot.`,
  },
  {
    rating: 5,
    title: 'Sturdy and flat',
    body: (p) => `${p} is perfectly flat, no wobble on the burner, and the handle is firmly fixed.`,
  },
  {
    rating: 3,
    title: 'Smaller than it looks',
    body: (p) =>
      `Good quality, but check the diameter before ordering; ${p} was smaller than I imagined for family-size dosas.`,
  },
  {
    rating: 4,
    title: 'Packed carefully',
    body: (p) =>
      `${p} arrived wrapped in oiled paper and bubble wrap, no rust spots. Good so far after a month.`,
  },
];

const tawas = shelf(
  {
    category: 'Cookware > Tawas & Griddles',
    hsn: '73239100',
    art: 'tawa',
    brand: 'Kesar',
    make: 'Made in Pune',
    gstRate: 5,
    metrics: 'piece',
    reviews: tawaReviews,
  },
  [
    {
      sku: 'KH-TW-CI',
      name: 'Lohaar Cast Iron Dosa Tawa',
      short: 'the cast iron dosa tawa',
      header: 'Thick and flat for crisp, even dosas',
      description:
        'A 5 mm cast iron plate that holds its heat between dosas, so the tenth is as crisp as the first. Pre-seasoned with groundnut oil.',
      brand: 'Lohaar',
      make: 'Hand-cast in Kolhapur',
      colour: CAST_IRON,
      variants: sizes('KH-TW-CI', 'tawa', 'Diameter', [
        ['25 cm', 990, 25],
        ['28 cm', 1190, 20, 1049],
        ['30 cm', 1390, 12],
      ]),
      features: {
        Material: 'Cast iron, pre-seasoned',
        Thickness: '5 mm',
        'Suitable for': 'Gas, induction, wood fire',
      },
    },
    {
      sku: 'KH-TW-ROTI',
      name: 'Kesar Iron Roti Tawa, 26 cm',
      short: 'the roti tawa',
      header: 'The concave iron tawa for phulkas and parathas',
      description:
        'Slightly concave sheet iron, the way roti tawas have always been made. Light enough to flip with one hand, with a riveted wooden handle.',
      colour: '#474749',
      accent: '#8b5a2b',
      price: 499,
      stock: 50,
      features: {
        Diameter: '26 cm',
        Material: 'Sheet iron, 3 mm',
        Shape: 'Concave',
        Handle: 'Wooden, riveted',
      },
    },
    {
      sku: 'KH-TW-NS',
      name: 'Kesar Non-stick Multi Tawa, 28 cm',
      short: 'the non-stick tawa',
      header: 'PFOA-free coating for low-oil cheelas and uttapams',
      description:
        'A flat aluminium tawa with a three-layer PFOA-free coating. Use a wooden spatula and it will stay slick for years.',
      colour: '#2b2b2e',
      accent: '#b4521e',
      price: 849,
      specialPrice: 699,
      stock: 30,
      features: {
        Diameter: '28 cm',
        Coating: '3-layer, PFOA-free',
        Base: 'Aluminium, 4 mm',
        'Suitable for': 'Gas',
      },
    },
    {
      sku: 'KH-TW-TRI',
      name: 'Kesar Tri-ply Flat Tawa, 28 cm',
      short: 'the tri-ply tawa',
      header: 'Steel tawa that works on induction',
      description:
        'A tri-ply tawa with no coating to wear away, for parathas, cheelas and shallow-fried fish. Heats evenly edge to edge.',
      colour: STEEL,
      accent: '#2b2b2b',
      price: 1690,
      stock: 0,
      features: {
        Diameter: '28 cm',
        Material: 'Tri-ply stainless steel',
        'Suitable for': 'Gas and induction',
      },
    },
    {
      sku: 'KH-TW-GRL',
      name: 'Lohaar Reversible Cast Iron Griddle, 45 × 23 cm',
      short: 'the reversible griddle',
      header: 'Flat on one side, ridged on the other',
      description:
        'Spans two burners for a row of parathas, or flip it for grill marks on paneer tikka and corn. Pre-seasoned and oven safe.',
      brand: 'Lohaar',
      make: 'Hand-cast in Kolhapur',
      colour: '#333335',
      price: 2490,
      stock: 6,
      isRecent: true,
      features: {
        Size: '45 × 23 cm',
        Sides: 'Flat and ridged',
        Material: 'Cast iron, pre-seasoned',
        Weight: '4.1 kg',
      },
    },
    {
      sku: 'KH-TW-APPE',
      name: 'Lohaar Cast Iron Paniyaram Pan, 12 Cavities',
      short: 'the paniyaram pan',
      header: 'Golden appe and paniyaram, crisp outside, soft inside',
      description:
        'Twelve deep cavities that hold heat evenly, so every paniyaram browns at the same time. Also makes aebleskiver and unniyappam.',
      brand: 'Lohaar',
      make: 'Hand-cast in Kolhapur',
      colour: '#3a3a3c',
      price: 1290,
      stock: 14,
      features: { Cavities: '12', Diameter: '22 cm', Material: 'Cast iron, pre-seasoned' },
    },
    {
      sku: 'KH-TW-JALI',
      name: 'Kesar Stainless Steel Roti Jali (Phulka Grill)',
      short: 'the roti jali',
      header: 'Puff phulkas over an open flame',
      description:
        'A square steel mesh with a long handle that holds a roti over the flame until it balloons. Folds flat for storage.',
      colour: '#d6dbe0',
      price: 249,
      stock: 80,
      features: { Size: '18 × 18 cm', Material: 'Stainless steel wire', Handle: 'Long, with hanging loop' },
    },
  ],
);

const copperBottleReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'No leaks, beautiful finish',
    body: (p) =>
      `I fill ${p} every night and drink from it in the morning. The lid seals well and it has not leaked even in my office bag.`,
  },
  {
    rating: 4,
    title: 'Pure copper, as promised',
    body: (p) =>
      `${p} is heavy, clearly solid copper and not plated. It darkens with use, so keep lemon and salt handy to bring the shine back.`,
  },
  {
    rating: 5,
    title: 'Gifted to my parents',
    body: (p) => `Bought ${p} as an anniversary gift and my parents loved it. The gift box was elegant too.`,
  },
  {
    rating: 3,
    title: 'Mouth is a bit narrow',
    body: (p) =>
      `The copper quality of ${p} is good, but the mouth is narrow, so cleaning inside needs a bottle brush.`,
  },
  {
    rating: 4,
    title: 'Water tastes sweeter',
    body: (p) =>
      `Our family has switched to ${p} for drinking water. The water tastes slightly sweet and stays cool in summer.`,
  },
  {
    rating: 2,
    title: 'Dent on arrival',
    body: (p) =>
      `${p} arrived with a small dent near the base. Replacement was quick, but the packing could be better for copper.`,
  },
];

const copperBottles = shelf(
  {
    category: 'Copper & Brass > Copper Bottles & Jugs',
    hsn: '74181022',
    art: 'bottle',
    brand: 'Kesar Heritage',
    make: 'Handmade in Moradabad',
    gstRate: 5,
    metrics: 'piece',
    reviews: copperBottleReviews,
  },
  [
    {
      sku: 'KH-CU-BTL-HAM',
      name: 'Kesar Heritage Hammered Copper Bottle, 1 Litre',
      short: 'the hammered copper bottle',
      header: 'Hand-hammered, joint-free, leak-proof',
      description:
        'Hammered by hand from a single sheet of 99.7% pure copper with no inner joint that could leak. Comes in a cloth pouch with a care card.',
      colour: COPPER,
      accent: '#8a4f22',
      price: 1090,
      stock: 22,
      isRecent: true,
      features: {
        Capacity: '1 L',
        Material: '99.7% pure copper',
        Finish: 'Hand-hammered',
        Joint: 'Seamless',
      },
    },
    {
      sku: 'KH-CU-BTL',
      name: 'Kesar Heritage Pure Copper Water Bottle',
      short: 'the copper bottle',
      header: 'Ayurveda’s tamra jal, in a bottle for your desk',
      description:
        'A smooth, lacquer-free copper bottle with a screw cap and silicone seal. Fill at night and drink in the morning, the way Ayurveda recommends.',
      colour: '#c27c45',
      variants: sizes('KH-CU-BTL', 'bottle', 'Capacity', [
        ['750 ml', 749, 40, 649],
        ['950 ml', 899, 35],
        ['1.2 L', 1049, 18],
      ]),
      features: {
        Material: '99.7% pure copper',
        Finish: 'Smooth, lacquer-free',
        Cap: 'Screw cap with silicone seal',
      },
    },
    {
      sku: 'KH-CU-BTL-MEENA',
      name: 'Kesar Heritage Meenakari Copper Bottle, 1 Litre',
      short: 'the meenakari bottle',
      header: 'Enamel flowers painted by Jaipur artisans',
      description:
        'A copper bottle decorated outside with hand-painted meenakari enamel; the inside is bare copper. Each piece is painted by hand, so motifs vary slightly.',
      colour: '#b06a34',
      accent: '#1f4d8a',
      price: 1390,
      specialPrice: 1190,
      stock: 10,
      features: {
        Capacity: '1 L',
        Material: 'Pure copper',
        Decoration: 'Hand-painted meenakari',
        Care: 'Hand wash only',
      },
    },
    {
      sku: 'KH-CU-JUG',
      name: 'Kesar Heritage Copper Jug with Lid, 1.5 Litre',
      short: 'the copper jug',
      header: 'For the dining table or the bedside',
      description:
        'A tall copper jug with a hinged lid and a comfortable handle. Pours cleanly and holds enough for a family meal.',
      art: 'jug',
      colour: COPPER,
      accent: BRASS,
      price: 1490,
      stock: 15,
      features: { Capacity: '1.5 L', Material: 'Pure copper', Lid: 'Hinged', Handle: 'Riveted copper' },
    },
    {
      sku: 'KH-CU-JUG-SET',
      name: 'Kesar Heritage Copper Jug and 2 Tumblers Gift Set',
      short: 'the jug and tumbler set',
      header: 'A ready gift for weddings and housewarmings',
      description:
        'A 1.5 litre copper jug with two matching 300 ml tumblers in a satin-lined box. Hammered finish on all three pieces.',
      art: 'jug',
      colour: '#b3703a',
      metrics: 'set',
      price: 1890,
      stock: 0,
      features: {
        'In the set': '1.5 L jug, two 300 ml tumblers',
        Finish: 'Hammered',
        Packaging: 'Satin-lined gift box',
      },
    },
    {
      sku: 'KH-CU-TMB-4',
      name: 'Kesar Heritage Copper Tumblers, Set of 4',
      short: 'the copper tumblers',
      header: 'Cool water and lassi in solid copper',
      description:
        'Four 300 ml tumblers with a rolled rim that is comfortable to drink from. Stackable and easy to polish.',
      art: 'tumbler',
      colour: '#bf7842',
      metrics: 'set',
      price: 1190,
      specialPrice: 999,
      stock: 26,
      features: {
        Capacity: '300 ml each',
        'In the set': '4 tumblers',
        Material: 'Pure copper',
        Rim: 'Rolled',
      },
    },
    {
      sku: 'KH-CU-MATKA',
      name: 'Kesar Heritage Copper Water Dispenser with Tap, 5 Litre',
      short: 'the copper dispenser',
      header: 'A copper matka for the whole family’s water',
      description:
        'A 5 litre copper pot with a brass tap and a stand, for keeping drinking water in copper all day. The lid keeps dust out; the tap unscrews for cleaning.',
      art: 'jug',
      colour: '#a9622c',
      accent: BRASS,
      price: 4490,
      stock: 4,
      sellerPickupReturn: true,
      features: { Capacity: '5 L', Material: 'Pure copper', Tap: 'Brass, removable', Stand: 'Included' },
    },
    {
      sku: 'KH-CU-BTL-500',
      name: 'Kesar Heritage Copper School Bottle, 500 ml',
      short: 'the 500 ml bottle',
      header: 'Small enough for a school bag',
      description:
        'A slim 500 ml copper bottle that fits side pockets of school bags. The cap has a loop so it clips onto a bag strap.',
      colour: '#c98550',
      price: 599,
      stock: 45,
      features: { Capacity: '500 ml', Material: 'Pure copper', Cap: 'Screw cap with loop' },
    },
  ],
);

const brassReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Heavy, traditional, gorgeous',
    body: (p) =>
      `${p} is heavy, properly made brass, not thin sheet. We used it for Diwali puja and then for the family dinner.`,
  },
  {
    rating: 4,
    title: 'Polish before first use',
    body: (p) =>
      `${p} has a factory lacquer that needs to be washed off with hot water and soap before using with food. After that it is lovely.`,
  },
  {
    rating: 5,
    title: 'Reminds me of my nani’s house',
    body: (p) =>
      `Eating from ${p} takes me back to summer holidays at my nani's. The engraving on the rim is neat and even.`,
  },
  {
    rating: 3,
    title: 'Tarnishes quickly',
    body: (p) =>
      `Nice piece but ${p} tarnishes within a week in Mumbai's humidity. Pitambari powder brings it back.`,
  },
  {
    rating: 4,
    title: 'Good gift',
    body: (p) => `Gifted ${p} at a griha pravesh and everyone asked where it was from.`,
  },
];

const brassware = shelf(
  {
    category: 'Copper & Brass > Brass Thalis & Katoris',
    hsn: '74181021',
    art: 'thali',
    brand: 'Kesar Heritage',
    make: 'Handmade in Moradabad',
    gstRate: 5,
    metrics: 'piece',
    reviews: brassReviews,
  },
  [
    {
      sku: 'KH-BR-THL-POOJA',
      name: 'Kesar Heritage Brass Pooja Thali with Diya',
      short: 'the pooja thali',
      header: 'Thali, diya, kumkum dish and bell in one set',
      description:
        'A 10 inch engraved brass thali with a matching diya, kumkum and rice bowls, a small bell and an agarbatti stand. Ready for aarti out of the box.',
      art: 'diya',
      colour: BRASS,
      accent: '#e08a1e',
      metrics: 'set',
      price: 890,
      stock: 30,
      isRecent: true,
      features: {
        Diameter: '10 inch',
        'In the set': 'Thali, diya, 2 bowls, bell, agarbatti stand',
        Material: 'Brass',
      },
    },
    {
      sku: 'KH-BR-THL-SET',
      name: 'Kesar Heritage Brass Dinner Thali Set',
      short: 'the brass thali set',
      header: 'Thali, katoris, glass and spoon, per person',
      description:
        'A complete brass dinner setting: a 12 inch thali, katoris, a glass and a spoon, lined inside with food-safe kalai where food touches. Choose the set for one person or more.',
      colour: '#caa43a',
      variants: sizes('KH-BR-THL-SET', 'thali', 'Set', [
        ['6 pieces', 2490, 12],
        ['8 pieces', 3190, 8, 2890],
        ['12 pieces', 4690, 5],
      ]),
      features: {
        Thali: '12 inch',
        Material: 'Brass, kalai-lined bowls',
        Finish: 'Mirror polish',
        Care: 'Hand wash, dry at once',
      },
    },
    {
      sku: 'KH-BR-THL-12',
      name: 'Kesar Heritage Brass Thali, 12 inch',
      short: 'the brass thali',
      header: 'A plain, heavy thali with a raised rim',
      description: 'Spun from 1.2 mm brass sheet with a raised rim that keeps dal in place. Mirror polished.',
      colour: '#d1ab3f',
      price: 1290,
      stock: 20,
      features: { Diameter: '12 inch', Thickness: '1.2 mm', Material: 'Brass', Weight: '720 g' },
    },
    {
      sku: 'KH-BR-KTR-6',
      name: 'Kesar Heritage Brass Katoris, Set of 6',
      short: 'the brass katoris',
      header: 'Kalai-lined bowls for dal, kheer and raita',
      description:
        'Six 150 ml katoris lined inside with tin (kalai) so sour food does not react with the brass. They stack neatly.',
      art: 'katori',
      colour: BRASS,
      metrics: 'set',
      price: 1490,
      specialPrice: 1290,
      stock: 18,
      features: {
        Capacity: '150 ml each',
        'In the set': '6 katoris',
        Lining: 'Tin (kalai)',
        Material: 'Brass',
      },
    },
    {
      sku: 'KH-BR-GLS-2',
      name: 'Kesar Heritage Brass Glasses, Set of 2',
      short: 'the brass glasses',
      header: 'Tall glasses for chaas and water',
      description:
        'Two 350 ml brass glasses with a lightly flared rim and engraved bands. Kalai-lined inside.',
      art: 'tumbler',
      colour: '#c79f2c',
      metrics: 'set',
      price: 990,
      stock: 0,
      features: {
        Capacity: '350 ml each',
        'In the set': '2 glasses',
        Lining: 'Tin (kalai)',
        Material: 'Brass',
      },
    },
    {
      sku: 'KH-BR-KANSA-KTR',
      name: 'Kesar Heritage Kansa Katoris, Set of 4',
      short: 'the kansa katoris',
      header: 'Bell-metal bowls, hand-beaten in Odisha',
      description:
        'Kansa (bronze of copper and tin) is prized in Ayurveda and needs no lining. Each katori is beaten and polished by hand.',
      make: 'Handmade in Balakati, Odisha',
      art: 'katori',
      colour: '#b08d57',
      metrics: 'set',
      price: 2190,
      stock: 9,
      features: { Capacity: '180 ml each', 'In the set': '4 katoris', Material: 'Kansa (bell metal)' },
    },
    {
      sku: 'KH-BR-KANSA-THL',
      name: 'Kesar Heritage Kansa Dinner Thali, 13 inch',
      short: 'the kansa thali',
      header: 'A heirloom bell-metal thali',
      description:
        'A hand-beaten kansa thali with a golden sheen that deepens over time. Safe for all foods including sour ones; wash by hand and dry at once.',
      make: 'Handmade in Balakati, Odisha',
      colour: '#b4925c',
      price: 3490,
      specialPrice: 2990,
      stock: 5,
      features: { Diameter: '13 inch', Material: 'Kansa (bell metal)', Weight: '950 g' },
    },
  ],
);

const handiReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Dal tastes different in copper',
    body: (p) =>
      `We make dal makhani in ${p} on a slow flame and the taste is wonderful. The kalai lining is thick and even.`,
  },
  {
    rating: 4,
    title: 'Looks great on the table',
    body: (p) => `${p} goes straight from the stove to the dinner table. Guests always comment on it.`,
  },
  {
    rating: 4,
    title: 'Re-tinning service is useful',
    body: (p) =>
      `Good to know Kesar re-tins ${p} when the kalai wears off. Cooking quality is excellent meanwhile.`,
  },
  {
    rating: 3,
    title: 'Needs gentle handling',
    body: (p) =>
      `Do not use a steel spatula in ${p}; I scratched the tin lining in the first week. Use wooden ladles.`,
  },
  {
    rating: 5,
    title: 'Beautiful craftsmanship',
    body: (p) =>
      `The brass handles on ${p} are riveted firmly and the hammered copper is even. Worth every rupee.`,
  },
];

const handis = shelf(
  {
    category: 'Copper & Brass > Tin-lined Handis',
    hsn: '74181021',
    art: 'handi',
    brand: 'Kesar Heritage',
    make: 'Handmade in Moradabad',
    gstRate: 5,
    metrics: 'piece',
    reviews: handiReviews,
  },
  [
    {
      sku: 'KH-CU-HANDI-SRV',
      name: 'Kesar Heritage Copper Serving Handi with Brass Handles, 750 ml',
      short: 'the serving handi',
      header: 'Serve dal and curries the restaurant way',
      description:
        'A small hammered copper handi with tin lining and brass handles for serving at the table. Comes with a matching lid.',
      colour: COPPER,
      accent: BRASS,
      price: 1290,
      stock: 24,
      isRecent: true,
      features: { Capacity: '750 ml', Material: 'Copper, tin-lined', Handles: 'Brass', Lid: 'Included' },
    },
    {
      sku: 'KH-CU-HANDI',
      name: 'Kesar Heritage Tin-lined Copper Handi with Lid',
      short: 'the copper handi',
      header: 'For slow-cooked dal, biryani and nihari',
      description:
        'Heavy 1.2 mm copper that spreads heat gently, with a thick hand-applied kalai lining. We re-tin it for free in the first year.',
      colour: '#b56f36',
      accent: BRASS,
      variants: sizes('KH-CU-HANDI', 'handi', 'Capacity', [
        ['1 L', 1690, 12],
        ['2 L', 2290, 10, 1990],
        ['3 L', 2890, 6],
      ]),
      features: { Material: 'Copper, 1.2 mm', Lining: 'Tin (kalai)', Lid: 'Copper', 'Suitable for': 'Gas' },
    },
    {
      sku: 'KH-BR-HANDI-2L',
      name: 'Kesar Heritage Kalai-lined Brass Handi, 2 Litre',
      short: 'the brass handi',
      header: 'Golden brass for kheer and festive cooking',
      description:
        'A traditional brass handi with kalai lining, as used for kheer and payasam on festivals. The wide mouth makes stirring easy.',
      colour: BRASS,
      price: 2590,
      stock: 7,
      features: { Capacity: '2 L', Material: 'Brass, tin-lined', Lid: 'Brass' },
    },
    {
      sku: 'KH-CU-HANDI-5L',
      name: 'Kesar Heritage Copper Biryani Handi, 5 Litre',
      short: 'the biryani handi',
      header: 'Dum biryani for ten, sealed with dough',
      description:
        'A large copper handi with a tight lid for dum cooking; seal the rim with dough and cook on a low flame. Tin-lined, with sturdy ring handles.',
      colour: '#a8652f',
      accent: BRASS,
      price: 4290,
      stock: 3,
      sellerPickupReturn: true,
      features: { Capacity: '5 L', Material: 'Copper, 1.5 mm, tin-lined', Handles: 'Brass rings' },
    },
    {
      sku: 'KH-BR-PATILA',
      name: 'Kesar Heritage Tin-lined Brass Patila, 3 Litre',
      short: 'the brass patila',
      header: 'A straight-sided pot for rice and milk',
      description:
        'The classic pital patila for boiling milk and cooking rice, lined with tin and finished with a rolled rim.',
      colour: '#cda63c',
      price: 2790,
      specialPrice: 2490,
      stock: 0,
      features: { Capacity: '3 L', Material: 'Brass, tin-lined', Shape: 'Patila' },
    },
    {
      sku: 'KH-CU-HANDI-SET',
      name: 'Kesar Heritage Copper Serving Handis, Set of 3 with Lids',
      short: 'the handi set',
      header: 'Three sizes for a full dinner spread',
      description:
        'Serving handis of 500 ml, 750 ml and 1 litre with matching lids. Tin-lined, with brass handles.',
      colour: '#bb7640',
      accent: BRASS,
      metrics: 'set',
      price: 3290,
      stock: 6,
      features: {
        'In the set': '500 ml, 750 ml, 1 L handis',
        Material: 'Copper, tin-lined',
        Handles: 'Brass',
      },
    },
  ],
);

const dabbaReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Every spice in one place',
    body: (p) =>
      `${p} sits next to my stove and every masala is one lift away. The small spoon is a thoughtful touch.`,
  },
  {
    rating: 4,
    title: 'Tight lid, no smells',
    body: (p) => `The lid of ${p} fits snugly, so the kitchen does not smell of hing anymore.`,
  },
  {
    rating: 4,
    title: 'Bowls could be bigger',
    body: (p) =>
      `Quality is good. The bowls in ${p} hold about a week of haldi and mirchi for our family of four.`,
  },
  {
    rating: 5,
    title: 'Wedding gift that gets used',
    body: (p) => `Gave ${p} to my niece for her new home and she uses it daily. Solid and easy to wash.`,
  },
  {
    rating: 3,
    title: 'Scratches easily',
    body: (p) => `${p} works well, but the mirror finish picked up fine scratches in the first month.`,
  },
];

const masalaDabbas = shelf(
  {
    category: 'Storage > Masala Dabbas',
    hsn: '73239390',
    art: 'masala-dabba',
    brand: 'Kesar',
    make: 'Made in Pune',
    gstRate: 5,
    metrics: 'piece',
    reviews: dabbaReviews,
  },
  [
    {
      sku: 'KH-ST-DABBA-WOOD',
      name: 'Kesar Sheesham Wood Masala Box, 9 Compartments',
      short: 'the wooden masala box',
      header: 'Hand-carved sheesham with a sliding glass lid',
      description:
        'Nine compartments carved from one block of sheesham wood, finished with food-safe oil. The sliding glass lid shows every spice at a glance.',
      make: 'Handmade in Saharanpur',
      colour: '#8b5a2b',
      accent: GLASS,
      price: 1290,
      specialPrice: 1090,
      stock: 12,
      isRecent: true,
      features: {
        Compartments: '9',
        Material: 'Sheesham wood',
        Lid: 'Sliding glass',
        Spoon: 'Wooden, included',
      },
    },
    {
      sku: 'KH-ST-DABBA',
      name: 'Kesar Stainless Steel Masala Dabba with 7 Bowls',
      short: 'the masala dabba',
      header: 'The dabba every Indian kitchen needs',
      description:
        'Seven removable bowls in a round steel box with a snug inner lid that keeps spices fresh. Includes a small steel spoon.',
      colour: STEEL,
      variants: sizes('KH-ST-DABBA', 'masala-dabba', 'Diameter', [
        ['18 cm', 649, 40],
        ['20 cm', 749, 30, 649],
        ['22 cm', 899, 20],
      ]),
      features: { Bowls: '7', Material: 'Food-grade 304 steel', Lid: 'Inner and outer', Spoon: 'Included' },
    },
    {
      sku: 'KH-ST-DABBA-SEE',
      name: 'Kesar Masala Dabba with See-through Lid',
      short: 'the see-through dabba',
      header: 'Find the jeera without opening the box',
      description:
        'A steel masala dabba whose outer lid has a clear, shatter-proof window. Seven bowls, 20 cm across.',
      colour: '#cbd2d8',
      accent: GLASS,
      price: 799,
      stock: 25,
      features: { Bowls: '7', Diameter: '20 cm', Lid: 'Clear polycarbonate window', Material: '304 steel' },
    },
    {
      sku: 'KH-CU-DABBA',
      name: 'Kesar Heritage Copper Masala Dabba',
      short: 'the copper masala dabba',
      header: 'Copper outside, steel bowls inside',
      description:
        'A hammered copper box holding seven steel bowls, so spices never touch the copper. A handsome piece for an open kitchen.',
      brand: 'Kesar Heritage',
      make: 'Handmade in Moradabad',
      colour: COPPER,
      accent: STEEL,
      price: 1890,
      stock: 0,
      features: { Bowls: '7, stainless steel', Outer: 'Hammered copper', Diameter: '20 cm' },
    },
    {
      sku: 'KH-ST-DABBA-SQ',
      name: 'Kesar Square Masala Dabba, 9 Containers',
      short: 'the square dabba',
      header: 'Nine square bowls, no wasted corners',
      description:
        'Square bowls hold more than round ones in the same drawer space. Fits a standard 60 cm kitchen drawer.',
      colour: '#c7ced4',
      price: 999,
      stock: 15,
      features: { Containers: '9', Size: '24 × 24 cm', Material: '304 steel' },
    },
    {
      sku: 'KH-ST-DABBA-MINI',
      name: 'Kesar Travel Masala Dabba, 5 Containers',
      short: 'the travel dabba',
      header: 'Home spices for hostels and holidays',
      description:
        'A small 12 cm dabba with five bowls and a screw-tight lid that does not spill in a suitcase.',
      colour: '#d0d6db',
      price: 399,
      stock: 60,
      features: { Containers: '5', Diameter: '12 cm', Lid: 'Screw-tight', Material: '304 steel' },
    },
  ],
);

const glassJarReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Truly airtight',
    body: (p) => `Filled ${p} with poha in the monsoon and it stayed crisp for a month. Very happy.`,
  },
  {
    rating: 4,
    title: 'Thick glass, good lids',
    body: (p) => `The glass of ${p} is thick and the lid gasket is food-grade silicone. Dishwasher safe too.`,
  },
  {
    rating: 3,
    title: 'One lid was tight',
    body: (p) => `Most lids turn easily but one on ${p} was stiff. A drop of oil on the thread sorted it.`,
  },
  {
    rating: 5,
    title: 'My pantry looks organised',
    body: (p) => `Replaced all our plastic dabbas with ${p}. Easy to see what is running low.`,
  },
  {
    rating: 4,
    title: 'Safe delivery',
    body: (p) => `${p} arrived in a moulded pulp box with every piece intact. No chips or cracks.`,
  },
];

const glassJars = shelf(
  {
    category: 'Storage > Glass Jars',
    hsn: '70133700',
    art: 'glass-jar',
    brand: 'Kaanch',
    make: 'Made in Firozabad',
    gstRate: 18,
    metrics: 'piece',
    maxQuantity: 24,
    reviews: glassJarReviews,
  },
  [
    {
      sku: 'KH-GL-JAR-BAM',
      name: 'Kaanch Borosilicate Jar with Bamboo Lid, 1.2 Litre',
      short: 'the bamboo-lid jar',
      header: 'Heat-proof glass, natural bamboo',
      description:
        'Borosilicate glass that takes hot ghee and boiling water without cracking, sealed by a bamboo lid with a silicone ring.',
      colour: GLASS,
      accent: '#c8a46e',
      price: 549,
      stock: 35,
      isRecent: true,
      features: { Capacity: '1.2 L', Glass: 'Borosilicate', Lid: 'Bamboo with silicone seal' },
    },
    {
      sku: 'KH-GL-JAR',
      name: 'Kaanch Airtight Glass Jar with Steel Lid',
      short: 'the glass jar',
      header: 'See what is inside, keep the moisture out',
      description:
        'Thick soda-lime glass with a stainless steel screw lid and silicone seal. Ideal for dals, sugar and dry fruits.',
      colour: '#b4dbe3',
      accent: STEEL,
      variants: sizes('KH-GL-JAR', 'glass-jar', 'Capacity', [
        ['500 ml', 249, 80],
        ['1 L', 349, 60],
        ['1.8 L', 449, 45, 399],
      ]),
      features: {
        Glass: 'Soda-lime, 4 mm',
        Lid: 'Stainless steel with silicone seal',
        'Dishwasher safe': 'Yes',
      },
    },
    {
      sku: 'KH-GL-JAR-SET6',
      name: 'Kaanch Glass Storage Jars, Set of 6',
      short: 'the six-jar set',
      header: 'Two each of 500 ml, 1 L and 1.5 L',
      description: 'A matching set of six airtight jars with green lids for a tidy shelf. Lids are BPA-free.',
      colour: '#b0d8e1',
      accent: '#1f4d3a',
      metrics: 'set',
      price: 1190,
      specialPrice: 999,
      stock: 20,
      features: { 'In the set': '2 × 500 ml, 2 × 1 L, 2 × 1.5 L', Lid: 'BPA-free, airtight' },
    },
    {
      sku: 'KH-GL-BARNI',
      name: 'Kaanch Glass Pickle Barni, 2 Litre',
      short: 'the pickle barni',
      header: 'Sun-safe glass for mango and lime pickles',
      description:
        'A wide-mouth glass barni with a ceramic-look lid for ageing pickles in the sun. The glass does not react with oil or vinegar.',
      colour: '#a3cfd9',
      accent: '#f3e3c3',
      price: 399,
      stock: 0,
      features: { Capacity: '2 L', Mouth: 'Wide, 9 cm', Lid: 'Ceramic-look, food-safe' },
    },
    {
      sku: 'KH-GL-JAR-CLIP',
      name: 'Kaanch Clip-lock Glass Jar, 1.5 Litre',
      short: 'the clip-lock jar',
      header: 'A wire clip and rubber ring for a firm seal',
      description:
        'The swing clip presses the glass lid onto an orange rubber ring. Great for coffee beans and cookies.',
      colour: '#b8dee6',
      accent: '#e07a1e',
      price: 429,
      stock: 40,
      features: { Capacity: '1.5 L', Seal: 'Swing clip and rubber ring', Lid: 'Glass' },
    },
    {
      sku: 'KH-GL-DISP',
      name: 'Kaanch Glass Cereal Dispenser, 2 Litre',
      short: 'the cereal dispenser',
      header: 'Turn the knob for one portion of cornflakes',
      description: 'A glass dispenser on a wall-mountable stand that pours 30 g with each turn of the knob.',
      colour: '#acd4dd',
      accent: '#2b2b2b',
      price: 899,
      stock: 9,
      features: { Capacity: '2 L', Portion: '30 g per turn', Mounting: 'Counter or wall' },
    },
  ],
);

const containerReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Lasts a lifetime',
    body: (p) => `Steel never stains or holds smells. ${p} will outlive all of us.`,
  },
  {
    rating: 4,
    title: 'Good for the fridge',
    body: (p) => `Use ${p} for leftovers in the fridge. Lids fit well; labels would help to tell them apart.`,
  },
  {
    rating: 4,
    title: 'Solid steel, sharp edge',
    body: (p) => `${p} is thick steel, but one lid edge was a little sharp. Otherwise very good.`,
  },
  {
    rating: 5,
    title: 'Exactly what we needed',
    body: (p) => `Bought ${p} for our new flat and it fits the cupboard perfectly.`,
  },
  {
    rating: 2,
    title: 'Dented in transit',
    body: (p) => `${p} came with a dent on one side. The replacement arrived within the week.`,
  },
];

const steelContainers = shelf(
  {
    category: 'Storage > Steel Containers',
    hsn: '73239390',
    art: 'steel-container',
    brand: 'Kesar',
    make: 'Made in Pune',
    gstRate: 5,
    metrics: 'piece',
    reviews: containerReviews,
  },
  [
    {
      sku: 'KH-ST-TIFFIN-4',
      name: 'Kesar Classic Steel Tiffin, 4 Tiers',
      short: 'the four-tier tiffin',
      header: 'The Mumbai dabbawala tiffin',
      description:
        'Four 300 ml containers clamped by a steel frame with a carrying handle. Rice, dal, sabzi and a sweet, all hot at lunch.',
      colour: '#cfd5da',
      price: 749,
      stock: 35,
      isRecent: true,
      features: {
        Tiers: '4',
        Capacity: '300 ml each',
        Material: '304 steel',
        Clamp: 'Steel frame with handle',
      },
    },
    {
      sku: 'KH-ST-CNT',
      name: 'Kesar Stainless Steel Storage Containers',
      short: 'the steel containers',
      header: 'Nesting containers for the kitchen shelf',
      description:
        'Round steel containers with press-fit lids that nest inside each other when empty. Sizes from 500 ml to 3 litres.',
      colour: STEEL,
      variants: sizes('KH-ST-CNT', 'steel-container', 'Set', [
        ['3 pieces', 790, 30],
        ['5 pieces', 1190, 24, 1049],
        ['7 pieces', 1590, 12],
      ]),
      features: { Material: '304 steel', Lids: 'Press-fit', Sizes: '500 ml to 3 L' },
    },
    {
      sku: 'KH-ST-LUNCH-3',
      name: 'Kesar Insulated Steel Lunch Box, 3 Containers',
      short: 'the insulated lunch box',
      header: 'Keeps food warm for four hours',
      description:
        'Three steel containers inside an insulated zip bag, with a spoon and fork. Fits a laptop bag.',
      colour: '#c3cad0',
      accent: '#1f4d3a',
      price: 899,
      stock: 28,
      features: { Containers: '3 × 350 ml', Insulation: 'Quilted bag', 'Keeps warm': 'About 4 hours' },
    },
    {
      sku: 'KH-ST-KOTHI',
      name: 'Kesar Steel Atta Kothi, 10 kg',
      short: 'the atta kothi',
      header: 'A tall drum for flour and rice',
      description:
        'A 10 kg steel drum with a tight lid and side handles for atta or rice. Keeps weevils out.',
      colour: '#bac1c7',
      price: 1490,
      specialPrice: 1290,
      stock: 10,
      features: { Capacity: '10 kg atta', Material: '304 steel', Lid: 'Tight-fit' },
    },
    {
      sku: 'KH-ST-VAC',
      name: 'Kesar Vacuum Steel Canister, 1.2 Litre',
      short: 'the vacuum canister',
      header: 'Press the lid to pull out the air',
      description: 'A push-button lid draws air out to keep tea leaves and coffee fresh for longer.',
      colour: '#c9cfd4',
      accent: '#111111',
      price: 690,
      stock: 0,
      features: { Capacity: '1.2 L', Lid: 'Push-button vacuum', Material: '304 steel' },
    },
    {
      sku: 'KH-ST-OIL',
      name: 'Kesar Steel Oil Dispenser, 1 Litre',
      short: 'the oil dispenser',
      header: 'A drip-free spout for everyday cooking oil',
      description:
        'A steel oil can with a narrow spout and a lid flap that keeps dust out. Pours without dripping.',
      colour: '#d2d8dd',
      price: 449,
      stock: 45,
      features: { Capacity: '1 L', Spout: 'Narrow, drip-free', Material: '304 steel' },
    },
  ],
);

const mixerReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Grinds idli batter smooth',
    body: (p) => `${p} makes smooth idli and dosa batter without heating up. The jars lock in firmly.`,
  },
  {
    rating: 4,
    title: 'Powerful, a bit loud',
    body: (p) => `${p} grinds dry masala to a fine powder in seconds. It is loud, like every powerful mixer.`,
  },
  {
    rating: 5,
    title: 'Service was quick',
    body: (p) =>
      `A coupler wore out on ${p} after a year and the service centre in Pune replaced it the same day.`,
  },
  {
    rating: 3,
    title: 'Lid gasket needs care',
    body: (p) =>
      `Works well, but the lid gasket on ${p} slips out when washing. Put it back carefully or it leaks.`,
  },
  {
    rating: 4,
    title: 'Good value',
    body: (p) => `For the price, ${p} does everything we need: chutneys, masalas and milkshakes.`,
  },
];

const mixerGrinders = shelf(
  {
    category: 'Small Appliances > Mixer Grinders',
    hsn: '85094010',
    art: 'mixer-grinder',
    brand: 'Shreeja',
    make: 'Made in Coimbatore',
    gstRate: 18,
    metrics: 'piece',
    maxQuantity: 3,
    sellerPickupReturn: true,
    reviews: mixerReviews,
  },
  [
    {
      sku: 'KH-MG-1000',
      name: 'Shreeja Pro 1000 W Mixer Grinder, 4 Jars',
      short: 'the 1000 W mixer',
      header: 'Copper motor for batter, masala and nut butter',
      description:
        'A 1000 W, 100% copper-wound motor with overload protection and three speeds plus pulse. Four jars including a 1.5 L juicer jar.',
      colour: '#1f1f22',
      accent: '#b4521e',
      price: 5490,
      stock: 7,
      isRecent: true,
      features: {
        Power: '1000 W',
        Motor: '100% copper winding',
        Jars: '4',
        Speeds: '3 and pulse',
        Warranty: '2 years, motor 5 years',
      },
    },
    {
      sku: 'KH-MG-750',
      name: 'Shreeja Turbo 750 W Mixer Grinder',
      short: 'the Turbo 750',
      header: 'Our best-seller, with three or four jars',
      description:
        'A 750 W motor that grinds wet and dry in Indian quantities, with stainless steel jars and leak-proof lids. Choose the jars and the body colour.',
      colour: '#f2f2f2',
      accent: '#b4521e',
      variants: variants('KH-MG-750', 'mixer-grinder', [
        { options: { Jars: '3 jars', Colour: 'White' }, price: 3990, stock: 14, colour: '#f2f2f2' },
        { options: { Jars: '3 jars', Colour: 'Red' }, price: 3990, stock: 9, colour: '#c0392b' },
        {
          options: { Jars: '4 jars', Colour: 'White' },
          price: 4490,
          stock: 6,
          specialPrice: 4190,
          colour: '#f2f2f2',
        },
        { options: { Jars: '4 jars', Colour: 'Red' }, price: 4490, stock: 0, colour: '#c0392b' },
      ]),
      features: {
        Power: '750 W',
        Motor: 'Copper winding',
        Speeds: '3 and pulse',
        Warranty: '2 years, motor 5 years',
      },
    },
    {
      sku: 'KH-MG-500',
      name: 'Shreeja Compact 500 W Mixer Grinder, 2 Jars',
      short: 'the compact mixer',
      header: 'Small kitchens, small batches',
      description:
        'A light 500 W mixer with a 1 L wet jar and a 0.4 L chutney jar. Perfect for couples and bachelors.',
      colour: '#fafafa',
      accent: '#1f4d3a',
      price: 2490,
      specialPrice: 2190,
      stock: 20,
      features: { Power: '500 W', Jars: '2', Speeds: '3', Warranty: '2 years' },
    },
    {
      sku: 'KH-MG-WET',
      name: 'Shreeja Table-top Wet Grinder, 2 Litre',
      short: 'the wet grinder',
      header: 'Stone-ground batter, soft idlis',
      description:
        'Granite stones turn slowly to grind rice and urad without heating, for the softest idlis. Tilting drum for easy removal.',
      colour: '#e8e4dc',
      accent: '#5a5f63',
      price: 6990,
      stock: 0,
      features: { Capacity: '2 L', Stones: 'Granite', Motor: '150 W', Drum: 'Tilting, stainless steel' },
    },
    {
      sku: 'KH-MG-JAR-CH',
      name: 'Shreeja Chutney Jar, 0.5 Litre (Spare)',
      short: 'the chutney jar',
      header: 'A spare jar for Shreeja mixers',
      description:
        'A 0.5 litre steel chutney jar with a four-wing blade that fits every Shreeja mixer since 2015.',
      colour: '#c9cfd4',
      price: 549,
      stock: 40,
      sellerPickupReturn: false,
      features: {
        Capacity: '0.5 L',
        Blade: '4-wing, stainless steel',
        Fits: 'All Shreeja mixers since 2015',
      },
    },
  ],
);

const kettleReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Boils in two minutes',
    body: (p) => `${p} boils a litre of water in about two and a half minutes and switches off by itself.`,
  },
  {
    rating: 4,
    title: 'Handy for the office',
    body: (p) => `Keep ${p} at the office for green tea and instant noodles. Easy to clean.`,
  },
  {
    rating: 4,
    title: 'Cord could be longer',
    body: (p) => `Works perfectly, but the cord of ${p} is short, so it has to sit near the socket.`,
  },
  {
    rating: 3,
    title: 'Outside gets hot',
    body: (p) => `The body of ${p} gets hot while boiling, so keep children away from it.`,
  },
  {
    rating: 5,
    title: 'Good gift for parents',
    body: (p) => `Bought ${p} for my parents; the auto shut-off gives me peace of mind.`,
  },
];

const kettles = shelf(
  {
    category: 'Small Appliances > Electric Kettles',
    hsn: '85167990',
    art: 'kettle',
    brand: 'Shreeja',
    make: 'Made in Coimbatore',
    gstRate: 18,
    metrics: 'piece',
    maxQuantity: 3,
    reviews: kettleReviews,
  },
  [
    {
      sku: 'KH-KT-GLASS',
      name: 'Shreeja Glass Electric Kettle, 1.7 Litre',
      short: 'the glass kettle',
      header: 'Watch the water boil under a blue glow',
      description:
        'Borosilicate glass body with a blue LED ring, a 1500 W concealed element and auto shut-off. The 360° base lets you lift it from any side.',
      colour: GLASS,
      accent: '#2b2b2b',
      price: 1590,
      stock: 12,
      isRecent: true,
      features: {
        Capacity: '1.7 L',
        Power: '1500 W',
        Body: 'Borosilicate glass',
        Safety: 'Auto shut-off, boil-dry protection',
      },
    },
    {
      sku: 'KH-KT-SS',
      name: 'Shreeja Stainless Steel Electric Kettle, 1.5 Litre',
      short: 'the steel kettle',
      header: 'The everyday kettle in three finishes',
      description:
        'A seamless steel interior with a 1500 W element, auto shut-off and a cool-touch handle. Choose plain steel, matte black or a copper finish.',
      colour: STEEL,
      accent: '#111111',
      variants: variants('KH-KT-SS', 'kettle', [
        { options: { Finish: 'Steel' }, price: 1190, stock: 35, specialPrice: 999, colour: STEEL },
        { options: { Finish: 'Matte Black' }, price: 1290, stock: 20, colour: '#2a2a2d' },
        { options: { Finish: 'Copper' }, price: 1390, stock: 8, colour: COPPER },
      ]),
      features: {
        Capacity: '1.5 L',
        Power: '1500 W',
        Safety: 'Auto shut-off, boil-dry protection',
        Warranty: '1 year',
      },
    },
    {
      sku: 'KH-KT-TRAVEL',
      name: 'Shreeja Dual-Voltage Travel Kettle, 0.6 Litre',
      short: 'the travel kettle',
      header: 'Works in India and abroad',
      description: 'A compact 0.6 litre kettle with a 110–240 V switch and two cups that nest inside it.',
      colour: '#f4f4f4',
      accent: '#1f4d3a',
      price: 990,
      stock: 0,
      features: { Capacity: '0.6 L', Voltage: '110–240 V', 'In the box': 'Kettle and two cups' },
    },
    {
      sku: 'KH-KT-MULTI',
      name: 'Shreeja Multi-cook Kettle with Egg Tray, 1.2 Litre',
      short: 'the multi-cook kettle',
      header: 'Boil eggs, make Maggi, heat milk',
      description:
        'A wide-mouth kettle with a steaming tray for six eggs and two heat settings, so it can simmer noodles without boiling over.',
      colour: '#e9e9ea',
      accent: '#b4521e',
      price: 1490,
      specialPrice: 1290,
      stock: 16,
      features: { Capacity: '1.2 L', Power: '800 W', Settings: 'Boil and simmer', 'In the box': 'Egg tray' },
    },
    {
      sku: 'KH-KT-CHAI',
      name: 'Shreeja Chai Maker Kettle with Strainer, 1 Litre',
      short: 'the chai maker',
      header: 'Masala chai with one button',
      description:
        'Brews milk tea with a removable steel strainer for leaves and crushed ginger, and keeps it warm for 30 minutes.',
      colour: '#d9c7a7',
      accent: '#5a3a22',
      price: 1790,
      stock: 9,
      features: { Capacity: '1 L', Power: '1000 W', Strainer: 'Removable steel', 'Keep warm': '30 minutes' },
    },
  ],
);

export const kesarHomeCatalog: SeedCatalog = {
  products: [
    ...aluminiumCookers,
    ...steelCookers,
    ...triPlyKadais,
    ...castIronKadais,
    ...tawas,
    ...copperBottles,
    ...brassware,
    ...handis,
    ...masalaDabbas,
    ...glassJars,
    ...steelContainers,
    ...mixerGrinders,
    ...kettles,
  ],
  sections: [
    {
      title: 'Bestsellers this month',
      text: 'What Pune kitchens are ordering most this season.',
      skus: [
        'KH-PC-AL-CLS',
        'KH-KD-TRI',
        'KH-CU-BTL',
        'KH-ST-DABBA',
        'KH-MG-750',
        'KH-TW-CI',
        'KH-PC-SS-TRI',
        'KH-GL-JAR',
      ],
    },
    {
      title: 'Copper & brass heirlooms',
      text: 'Handmade in Moradabad and Odisha, to pass down.',
      skus: [
        'KH-CU-BTL-HAM',
        'KH-CU-HANDI',
        'KH-BR-THL-SET',
        'KH-BR-KANSA-THL',
        'KH-CU-JUG',
        'KH-CU-BTL-MEENA',
      ],
    },
    {
      title: 'Under ₹1,000',
      text: 'Small things that make a big difference every day.',
      skus: [
        'KH-KD-TRI-TADKA',
        'KH-TW-ROTI',
        'KH-KD-IRON',
        'KH-ST-DABBA-MINI',
        'KH-ST-TIFFIN-4',
        'KH-BR-THL-POOJA',
        'KH-TW-JALI',
      ],
    },
  ],
};
