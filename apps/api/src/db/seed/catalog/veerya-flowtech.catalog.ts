/**
 * Veerya Flowtech, Plot 118, GIDC Metoda, Rajkot: monoblock, end-suction, submersible and booster pumps,
 * the valves that go on their lines, and the spares a pump mechanic keeps on the shelf.
 */
import { shelvesOf, sizes, variants, type ReviewLine } from '../seed-catalog-builder.ts';
import type { SeedCatalog } from '../seed-catalog.ts';

const shelf = shelvesOf([
  'Hitesh Patel, Rajkot',
  'Suresh Yadav, Indore',
  'Bhavesh Chovatiya, Gondal',
  'Ramesh Jadeja, Jamnagar',
  'Gurpreet Singh, Bathinda',
  'Mahesh Deshmukh, Nashik',
  'Kailash Choudhary, Jodhpur',
  'Anil Parmar, Morbi',
  'Vikram Rathore, Udaipur',
  'Sandeep Kulkarni, Pune',
  'Jignesh Shah, Ahmedabad',
  'Prakash Patidar, Ujjain',
  'Harpal Sandhu, Ludhiana',
  'Dinesh Bhatt, Vadodara',
  'Sachin Pawar, Kolhapur',
  'Manoj Meena, Kota',
  'Rakesh Solanki, Surat',
  'Nitin Joshi, Nagpur',
  'Balwinder Kaur, Moga',
  'Ashok Vaghela, Junagadh',
  'Rajendra Sharma, Jaipur',
  'Deepak Thakur, Bhopal',
  'Yogesh Chaudhari, Jalgaon',
  'Kiran Desai, Navsari',
  'Mukesh Bishnoi, Bikaner',
  'Vijay Kadam, Satara',
  'Pankaj Malviya, Dewas',
  'Amrik Gill, Jalandhar',
  'Chirag Kotecha, Bhavnagar',
  'Shailesh Rane, Thane',
]);

// ---------------------------------------------------------------------------------------------------
// Pumps
// ---------------------------------------------------------------------------------------------------

const monoblockReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Fills the tank without fuss',
    body: (p) =>
      `Fitted ${p} on our farm well near Gondal and it fills the 2,000 litre overhead tank in about 25 minutes. Runs quietly and the motor body stays only slightly warm even in May.`,
  },
  {
    rating: 5,
    title: 'Honest rating on the plate',
    body: (p) =>
      `I am a plumber and installed ${p} at four bungalows this season. Discharge matches what is printed on the name plate and no customer has called me back so far.`,
  },
  {
    rating: 4,
    title: 'Solid build, paint could be better',
    body: (p) =>
      `Heavy cast iron body and the motor handles the low voltage in our village well. Only the paint near the base bolts started chipping after two months outdoors, otherwise ${p} is fine.`,
  },
  {
    rating: 3,
    title: 'Capacitor gave trouble at first',
    body: (p) =>
      `The capacitor failed in the third week and the dealer replaced it under warranty. Since then ${p} runs properly, but the first experience was not good.`,
  },
  {
    rating: 2,
    title: 'Seal started leaking after four months',
    body: (p) =>
      `Water began dripping from the shaft seal of ${p} after four months of daily use. The Rajkot service centre changed it free, but I had to carry the pump there myself.`,
  },
];

const monoblock = shelf(
  {
    category: 'Pumps > Centrifugal Pumps > Monoblock Pumps',
    hsn: '84137010',
    art: 'monoblock-pump',
    brand: 'Veerya',
    make: 'Made in Rajkot',
    gstRate: 18,
    metrics: 'piece',
    reviews: monoblockReviews,
    sellerPickupReturn: true,
    maxQuantity: 5,
  },
  [
    {
      sku: 'VF-MB-SP',
      name: 'Veerya VSP Self-priming Monoblock Pump, Single Phase',
      short: 'the VSP self-priming pump',
      header: 'Primes itself from up to 7 m suction lift, ideal for sumps and shallow wells',
      description:
        'The VSP series has a regenerative brass impeller and a built-in priming chamber, so after the first fill it picks up water from up to 7 m below on its own. Available in 0.5, 1 and 1.5 HP, all on 230 V single phase with a thermal overload cut-out. Suited to overhead tank filling from underground sumps in houses and small shops.',
      colour: '#1f5fa8',
      accent: '#9aa5b1',
      isRecent: true,
      features: {
        'Suction lift': 'Up to 7 m (self-priming)',
        Head: '8–30 m',
        'Suction × Delivery': '25 × 25 mm',
        Impeller: 'Brass, regenerative',
        Phase: 'Single, 230 V',
        Warranty: '18 months',
      },
      variants: sizes('VF-MB-SP', 'monoblock-pump', 'Power', [
        ['0.5 HP', 6900, 14, 6490],
        ['1 HP', 9800, 9],
        ['1.5 HP', 12600, 5],
      ]),
    },
    {
      sku: 'VF-MB-H20',
      name: 'Veerya Pro VMB-H20 Two-stage High-head Monoblock Pump, 2 HP',
      short: 'the VMB-H20',
      header: 'Two impellers in series for 70 m head on hilly farms and high-rise tanks',
      brand: 'Veerya Pro',
      description:
        'A two-stage monoblock with bronze impellers, built for lifting water up steep farm slopes or to tanks above the eighth floor. Duty point is 60 LPM at 55 m. The motor is Class F insulated with a stainless steel shaft sleeve at the seal.',
      colour: '#0f3d6e',
      accent: '#c0c6cc',
      price: 17500,
      specialPrice: 16400,
      stock: 4,
      isRecent: true,
      availableOnCod: false,
      features: {
        Power: '2 HP / 1.5 kW',
        Stages: '2',
        Head: '25–72 m',
        Discharge: '120–30 LPM',
        'Suction × Delivery': '32 × 25 mm',
        Phase: 'Single or three (wired for single)',
        Warranty: '24 months',
      },
    },
    {
      sku: 'VF-MB-050',
      name: 'Veerya VMB-05 Monoblock Pump, 0.5 HP Single Phase',
      short: 'the VMB-05',
      header: 'Half horsepower workhorse for domestic tanks and kitchen gardens',
      description:
        'The VMB-05 is a close-coupled centrifugal pump with a brass impeller and a cast iron volute, for clean water up to 35 °C. Duty point is 40 LPM at 16 m head. The motor has 100% copper winding and an in-built capacitor box.',
      colour: '#1f5fa8',
      accent: '#9aa5b1',
      price: 6450,
      specialPrice: 5990,
      stock: 18,
      features: {
        Power: '0.5 HP / 0.37 kW',
        Head: '6–22 m',
        Discharge: '90–15 LPM',
        'Suction × Delivery': '25 × 25 mm',
        Phase: 'Single, 230 V',
        Warranty: '12 months',
      },
    },
    {
      sku: 'VF-MB-100',
      name: 'Veerya VMB-10 Monoblock Pump, 1 HP',
      short: 'the VMB-10',
      header: 'The 1 HP most farms and bungalows start with, in single or three phase',
      description:
        'A 1 HP monoblock with a brass impeller, cast iron body and ISI-marked motor, giving 100 LPM at 18 m. Choose single phase for homes or three phase where farm supply allows. Mechanical seal is carbon against ceramic and is sold separately as a spare.',
      colour: '#1f5fa8',
      accent: '#9aa5b1',
      features: {
        Power: '1 HP / 0.75 kW',
        Head: '8–26 m',
        Discharge: '180–40 LPM',
        'Suction × Delivery': '40 × 40 mm',
        Certification: 'ISI (IS 9079)',
        Warranty: '18 months',
      },
      variants: sizes('VF-MB-100', 'monoblock-pump', 'Phase', [
        ['Single Phase', 8900, 12],
        ['Three Phase', 9400, 0, 8990],
      ]),
    },
    {
      sku: 'VF-MB-150',
      name: 'Veerya VMB-15 Monoblock Pump, 1.5 HP Single Phase',
      short: 'the VMB-15',
      header: 'Extra head for two-storey tanks and long farm pipelines',
      description:
        'The VMB-15 gives 150 LPM at 20 m and still 50 LPM at 30 m, enough for a 300 m pipeline to a field tank. Brass impeller, cast iron volute, and a 230 V motor with thermal protection. Fits the same foundation bolts as the VMB-10.',
      colour: '#1f5fa8',
      accent: '#9aa5b1',
      price: 11800,
      stock: 9,
      features: {
        Power: '1.5 HP / 1.1 kW',
        Head: '10–32 m',
        Discharge: '240–50 LPM',
        'Suction × Delivery': '40 × 40 mm',
        Phase: 'Single, 230 V',
        Warranty: '18 months',
      },
    },
    {
      sku: 'VF-MB-200',
      name: 'Veerya VMB-20 Monoblock Pump, 2 HP',
      short: 'the VMB-20',
      header: 'For flood irrigation from wells and farm ponds',
      description:
        'A 2 HP monoblock with a 50 mm suction, giving about 300 LPM at 15 m for flood irrigation and pond transfer. Cast iron impeller with a dynamically balanced rotor. The single phase version carries a start and a run capacitor.',
      colour: '#2f7d32',
      accent: '#9aa5b1',
      features: {
        Power: '2 HP / 1.5 kW',
        Head: '8–28 m',
        Discharge: '420–80 LPM',
        'Suction × Delivery': '50 × 50 mm',
        Impeller: 'Cast iron',
        Warranty: '18 months',
      },
      variants: sizes('VF-MB-200', 'monoblock-pump', 'Phase', [
        ['Single Phase', 14200, 6],
        ['Three Phase', 14600, 10, 13900],
      ]),
    },
    {
      sku: 'VF-MB-300',
      name: 'Veerya VMB-30 Monoblock Pump, 3 HP Three Phase',
      short: 'the VMB-30',
      header: 'High flow for drip headers, sprinklers and small industrial transfer',
      description:
        'The VMB-30 moves 25 m³/h at 18 m head, enough to run a drip system on five to six acres or a sprinkler set of 20 heads. Three phase 415 V motor, IP55 enclosure and a cast iron impeller. Base plate drilled for 12 mm foundation bolts.',
      colour: '#2f7d32',
      accent: '#9aa5b1',
      price: 19400,
      specialPrice: 18250,
      stock: 7,
      features: {
        Power: '3 HP / 2.2 kW',
        Head: '10–30 m',
        Discharge: '30–8 m³/h',
        'Suction × Delivery': '65 × 50 mm',
        Phase: 'Three, 415 V',
        Enclosure: 'IP55',
        Warranty: '18 months',
      },
    },
    {
      sku: 'VF-MB-500',
      name: 'Veerya VMB-50 Monoblock Pump, 5 HP Three Phase',
      short: 'the VMB-50',
      header: 'Big-bore monoblock for canal lifting and farm ponds',
      description:
        'A 5 HP three phase monoblock with 80 mm suction that lifts 40 m³/h at 16 m, used for canal and pond lifting. The impeller is cast iron with a replaceable wear ring. Ships on a wooden skid; weight about 58 kg.',
      colour: '#b3261e',
      accent: '#5a5f63',
      price: 27900,
      stock: 0,
      availableOnCod: false,
      features: {
        Power: '5 HP / 3.7 kW',
        Head: '8–24 m',
        Discharge: '55–15 m³/h',
        'Suction × Delivery': '80 × 65 mm',
        Phase: 'Three, 415 V',
        Weight: '58 kg',
        Warranty: '18 months',
      },
    },
  ],
);

const endSuctionReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Steady on our cooling tower line',
    body: (p) =>
      `We run ${p} on the cooling tower circuit of our forging unit for 20 hours a day. Vibration readings are well within limits and the back pull-out design made a seal change a one-hour job.`,
  },
  {
    rating: 5,
    title: 'Duty point matches the curve',
    body: (p) =>
      `Checked ${p} against the published curve with a clamp-on flow meter at commissioning and the duty point was within 3%. The GA drawing and curve sheet came with the pump, which our consultant appreciated.`,
  },
  {
    rating: 4,
    title: 'Good pump, late dispatch',
    body: (p) =>
      `Build quality is good and ${p} runs smoothly on our process water line. Dispatch took 12 days instead of the promised 7, so one star less.`,
  },
  {
    rating: 3,
    title: 'Coupling alignment needed work',
    body: (p) =>
      `It came on a base frame but the coupling was not aligned properly and our fitter spent half a day with a dial gauge. After alignment ${p} runs fine.`,
  },
  {
    rating: 2,
    title: 'Seal weeping on hot water',
    body: (p) =>
      `The seal on ${p} started weeping after six weeks on our 80 °C condensate line. The vendor says it is rated for 70 °C only, which should have been written clearly on the listing.`,
  },
];

const endSuction = shelf(
  {
    category: 'Pumps > Centrifugal Pumps > End-suction Pumps',
    hsn: '84137010',
    art: 'end-suction-pump',
    brand: 'Veerya',
    make: 'Made in Rajkot',
    gstRate: 18,
    metrics: 'piece',
    reviews: endSuctionReviews,
    availableOnCod: false,
    sellerPickupReturn: true,
    maxQuantity: 3,
  },
  [
    {
      sku: 'VF-ES-6550',
      name: 'Veerya VES-65 End-suction Pump Set, 65 × 50 mm, 10 HP',
      short: 'the VES-65',
      header: 'Back pull-out pump set for apartment transfer, HVAC and fire jockey duty',
      description:
        'An end-suction pump to EN 733 dimensions coupled to a 10 HP TEFC motor on a common fabricated base frame. Duty point is 60 m³/h at 32 m. The back pull-out design lets you take out the rotor without disturbing the piping.',
      colour: '#b3261e',
      accent: '#5a5f63',
      price: 64000,
      stock: 2,
      isRecent: true,
      features: {
        Power: '10 HP / 7.5 kW, 2900 rpm',
        'Duty point': '60 m³/h at 32 m',
        'Suction × Delivery': '65 × 50 mm, flanged PN16',
        'Casing / Impeller': 'Cast iron FG 260 / Bronze',
        Standard: 'EN 733 dimensions',
        Warranty: '18 months',
      },
    },
    {
      sku: 'VF-ES-SS40',
      name: 'Veerya Pro VES-40S Stainless Steel End-suction Pump, 3 HP',
      short: 'the VES-40S',
      header: 'All SS 304 wetted parts for RO plants, dairies and food processing',
      brand: 'Veerya Pro',
      description:
        'Casing, impeller and shaft sleeve are investment-cast SS 304, so the pump can handle RO permeate, soft water and mild chemicals without rust. Duty point is 15 m³/h at 24 m. Fitted with a silicon carbide mechanical seal and a 3 HP IE2 motor.',
      colour: '#c0c6cc',
      accent: '#5a5f63',
      price: 48000,
      specialPrice: 45500,
      stock: 3,
      features: {
        Power: '3 HP / 2.2 kW, IE2',
        'Duty point': '15 m³/h at 24 m',
        'Suction × Delivery': '40 × 32 mm',
        'Wetted parts': 'SS 304',
        Seal: 'SiC–SiC mechanical seal',
        Warranty: '24 months',
      },
    },
    {
      sku: 'VF-ES-3225',
      name: 'Veerya VES-32 End-suction Pump Set, 32 × 25 mm, 2 HP',
      short: 'the VES-32',
      header: 'Compact pump set for small process lines and building transfer',
      description:
        'The smallest of the VES range, with a 2 HP motor on a base frame and a flexible pin-bush coupling. Duty point is 12 m³/h at 20 m. Cast iron casing with a bronze impeller and a carbon–ceramic seal.',
      colour: '#1f5fa8',
      accent: '#5a5f63',
      price: 23500,
      specialPrice: 21900,
      stock: 5,
      features: {
        Power: '2 HP / 1.5 kW, 2900 rpm',
        'Duty point': '12 m³/h at 20 m',
        'Suction × Delivery': '32 × 25 mm',
        'Casing / Impeller': 'Cast iron / Bronze',
        Coupling: 'Pin-bush, with guard',
        Warranty: '18 months',
      },
    },
    {
      sku: 'VF-ES-4032',
      name: 'Veerya VES-40 End-suction Pump Set, 40 × 32 mm, 3 HP',
      short: 'the VES-40',
      header: 'Workhorse for chiller circuits and factory water supply',
      description:
        'A 3 HP end-suction set giving 18 m³/h at 22 m, used on small chiller loops and factory overhead tanks. Casing is cast iron with a replaceable wear ring, and the bearing bracket is grease-lubricated. Supplied with a base frame and coupling guard.',
      colour: '#1f5fa8',
      accent: '#5a5f63',
      price: 29800,
      stock: 4,
      features: {
        Power: '3 HP / 2.2 kW, 2900 rpm',
        'Duty point': '18 m³/h at 22 m',
        'Suction × Delivery': '40 × 32 mm',
        'Casing / Impeller': 'Cast iron / Bronze',
        Bearings: 'Grease-lubricated 6306 ZZ',
        Warranty: '18 months',
      },
    },
    {
      sku: 'VF-ES-5040',
      name: 'Veerya VES-50 End-suction Pump Set, 50 × 40 mm',
      short: 'the VES-50',
      header: 'One casing, two motor ratings for the duty you need',
      description:
        'The VES-50 casing is offered with a 5 HP motor for 30 m³/h at 24 m, or a 7.5 HP motor with a full-diameter impeller for 30 m³/h at 34 m. Both come on a base frame with a spacer coupling for easy seal replacement. Flanges are drilled to PN16.',
      colour: '#b3261e',
      accent: '#5a5f63',
      features: {
        'Duty point': '30 m³/h at 24 m (5 HP) / 34 m (7.5 HP)',
        'Suction × Delivery': '50 × 40 mm, flanged PN16',
        'Casing / Impeller': 'Cast iron / Bronze',
        Motor: 'TEFC, IP55, 2900 rpm',
        Warranty: '18 months',
      },
      variants: sizes('VF-ES-5040', 'end-suction-pump', 'Power', [
        ['5 HP', 39500, 3],
        ['7.5 HP', 46800, 2, 44900],
      ]),
    },
    {
      sku: 'VF-ES-8065',
      name: 'Veerya VES-80 End-suction Pump Set, 80 × 65 mm, 15 HP',
      short: 'the VES-80',
      header: 'High-flow set for township supply and industrial cooling',
      description:
        'A 15 HP end-suction set delivering 100 m³/h at 30 m, for township overhead tanks and plant cooling water. Bronze impeller, cast iron casing and oil-lubricated bearing housing. Made to order; usual lead time is three weeks.',
      colour: '#b3261e',
      accent: '#5a5f63',
      price: 86500,
      stock: 0,
      features: {
        Power: '15 HP / 11 kW, 2900 rpm',
        'Duty point': '100 m³/h at 30 m',
        'Suction × Delivery': '80 × 65 mm, flanged PN16',
        'Casing / Impeller': 'Cast iron / Bronze',
        Bearings: 'Oil bath',
        Warranty: '18 months',
      },
    },
    {
      sku: 'VF-ES-BARE',
      name: 'Veerya VES Bare-shaft End-suction Pump, without Motor',
      short: 'the bare-shaft VES',
      header: 'Pump end only, for replacing a worn pump on an existing base and motor',
      description:
        'The pump end of the VES range with bearing bracket and free shaft, for users who already have a motor and base frame. Pick the casing size and an impeller in cast iron for clean water or SS 304 for soft and RO water. Dimensions follow EN 733, so it replaces most standard end-suction pumps.',
      colour: '#5a5f63',
      accent: '#1f5fa8',
      features: {
        Shaft: 'EN8 steel, 24 mm at coupling',
        Seal: 'Carbon–ceramic mechanical seal',
        Standard: 'EN 733 dimensions',
        Flanges: 'PN16',
        Warranty: '12 months',
      },
      variants: variants('VF-ES-BARE', 'end-suction-pump', [
        { options: { Size: '32 × 25 mm', Impeller: 'Cast Iron' }, price: 13800, stock: 4 },
        { options: { Size: '32 × 25 mm', Impeller: 'SS 304' }, price: 17900, stock: 2 },
        {
          options: { Size: '50 × 40 mm', Impeller: 'Cast Iron' },
          price: 18600,
          stock: 3,
          specialPrice: 17500,
        },
        { options: { Size: '50 × 40 mm', Impeller: 'SS 304' }, price: 24500, stock: 0 },
      ]),
    },
  ],
);

const borewellReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Strong flow from our borewell',
    body: (p) =>
      `Installed ${p} in our 180 feet borewell and the water comes out strong enough to run drip lines on three acres of cotton. Very happy with the purchase.`,
  },
  {
    rating: 5,
    title: 'Starts even on low voltage',
    body: (p) =>
      `Our village gets 180–190 volts in the evening and ${p} still starts without trouble. For farmers like us that matters more than anything.`,
  },
  {
    rating: 4,
    title: 'Reliable, cable could be longer',
    body: (p) =>
      `Running fine for five months now. The cable supplied with ${p} was short for our depth, so we bought 20 m extra and a joint kit from the local shop.`,
  },
  {
    rating: 3,
    title: 'Discharge dropped with sand',
    body: (p) =>
      `Our bore gives some sand and the discharge of ${p} came down after three months. The mechanic says the stages are worn, so maybe it is my bore and not the pump.`,
  },
  {
    rating: 2,
    title: 'Warranty claim took three weeks',
    body: (p) =>
      `The motor tripped and ${p} had to be pulled out after seven months. Warranty was honoured but it took three weeks to get it back and my wheat suffered in that time.`,
  },
];

const borewell = shelf(
  {
    category: 'Pumps > Submersible Pumps > 4-inch Borewell Pumps',
    hsn: '84137010',
    art: 'submersible-pump',
    brand: 'Veerya',
    make: 'Made in Rajkot',
    gstRate: 12,
    metrics: 'piece',
    reviews: borewellReviews,
    sellerPickupReturn: true,
    maxQuantity: 5,
  },
  [
    {
      sku: 'VF-4S-P10',
      name: 'Veerya Pro V4P-10 Stainless Steel Borewell Submersible Pump, 1 HP',
      short: 'the V4P-10',
      header: 'All stainless outer shell and shaft for hard and slightly saline bore water',
      brand: 'Veerya Pro',
      description:
        'The V4P-10 has an SS 304 pump shell, shaft and coupling, with glass-filled Noryl floating impellers that tolerate some sand. It delivers 1.8 m³/h at 60 m from a 4-inch bore. The water-filled motor is rewindable and comes with 20 m of flat cable.',
      colour: '#c0c6cc',
      accent: '#1f5fa8',
      price: 19800,
      specialPrice: 18600,
      stock: 5,
      isRecent: true,
      features: {
        Power: '1 HP / 0.75 kW',
        Stages: '13',
        Head: '20–85 m',
        'Duty point': '1.8 m³/h at 60 m',
        Outlet: '32 mm (1¼") BSP',
        Cable: '20 m flat, 1.5 mm²',
        Warranty: '24 months',
      },
    },
    {
      sku: 'VF-4S-KIT',
      name: 'Veerya V4S-10 Borewell Pump Kit with Control Panel and 50 m Cable, 1 HP',
      short: 'the V4S-10 kit',
      header: 'Pump, panel and cable in one box, ready for a 4-inch bore',
      description:
        'The kit has a V4S-10 submersible pump, a single phase control panel with capacitor and overload relay, 50 m of 3-core flat cable and a heat-shrink joint kit. Everything is matched, so the installer needs only the column pipe. Panel and pump are covered by the same warranty card.',
      colour: '#1f5fa8',
      accent: '#c0c6cc',
      price: 18900,
      specialPrice: 17500,
      stock: 6,
      features: {
        Power: '1 HP / 0.75 kW, single phase',
        Stages: '10',
        'Duty point': '2.4 m³/h at 45 m',
        Cable: '50 m flat, 3 × 1.5 mm²',
        'In the box': 'Pump, control panel, cable, joint kit',
        Warranty: '18 months',
      },
    },
    {
      sku: 'VF-4S-050',
      name: 'Veerya V4S-05 Borewell Submersible Pump, 0.5 HP, 7 Stage',
      short: 'the V4S-05',
      header: 'Low-cost borewell pump for homes and kitchen gardens',
      description:
        'A 0.5 HP, 7-stage 4-inch submersible that gives 1.2 m³/h at 35 m, enough for a house with an overhead tank. Noryl impellers, SS shaft and a rewindable water-filled motor. Supplied with 15 m of flat cable.',
      colour: '#1f5fa8',
      accent: '#c0c6cc',
      price: 10900,
      specialPrice: 9950,
      stock: 14,
      features: {
        Power: '0.5 HP / 0.37 kW, single phase',
        Stages: '7',
        Head: '10–48 m',
        'Duty point': '1.2 m³/h at 35 m',
        Outlet: '32 mm (1¼") BSP',
        Cable: '15 m flat',
        Warranty: '12 months',
      },
    },
    {
      sku: 'VF-4S-100',
      name: 'Veerya V4S-10 Borewell Submersible Pump, 1 HP',
      short: 'the V4S-10',
      header: 'Pick the stage count to match your water level',
      description:
        'The same 1 HP single phase motor with 10, 14 or 18 Noryl stages: more stages give more head and less flow. The 10-stage pump suits water at up to 150 feet, the 18-stage up to 300 feet. A built-in non-return flap in the discharge head keeps the column full.',
      colour: '#1f5fa8',
      accent: '#c0c6cc',
      features: {
        Power: '1 HP / 0.75 kW, single phase',
        Head: '45 m (10 stage) to 85 m (18 stage) at duty',
        Outlet: '32 mm (1¼") BSP',
        Cable: '20 m flat, 1.5 mm²',
        Certification: 'ISI (IS 8034)',
        Warranty: '18 months',
      },
      variants: sizes('VF-4S-100', 'submersible-pump', 'Stages', [
        ['10 Stages', 13900, 11],
        ['14 Stages', 15200, 6, 14500],
        ['18 Stages', 16800, 0],
      ]),
    },
    {
      sku: 'VF-4S-150',
      name: 'Veerya V4S-15 Borewell Submersible Pump, 1.5 HP, 15 Stage',
      short: 'the V4S-15',
      header: 'For bores of 200 to 300 feet on a single phase supply',
      description:
        'A 1.5 HP, 15-stage submersible delivering 2.4 m³/h at 70 m on a single phase supply. The motor uses PVC-insulated copper winding wire and is rewindable. Comes with 30 m of flat cable.',
      colour: '#1f5fa8',
      accent: '#c0c6cc',
      price: 17800,
      stock: 8,
      features: {
        Power: '1.5 HP / 1.1 kW, single phase',
        Stages: '15',
        Head: '25–95 m',
        'Duty point': '2.4 m³/h at 70 m',
        Cable: '30 m flat, 2.5 mm²',
        Warranty: '18 months',
      },
    },
    {
      sku: 'VF-4S-2030',
      name: 'Veerya V4S Borewell Submersible Pump Set, 2–3 HP',
      short: 'the V4S pump set',
      header: 'Choose the power and the supply you have on the farm',
      description:
        'The V4S series in 2 HP (20 stages) and 3 HP (26 stages), each in single or three phase. Single phase sets come with a capacitor control panel; three phase sets with a DOL starter. Both deliver about 3 m³/h, at 90 m and 120 m head respectively.',
      colour: '#2f7d32',
      accent: '#c0c6cc',
      availableOnCod: false,
      features: {
        Stages: '20 (2 HP) / 26 (3 HP)',
        'Duty point': '3 m³/h at 90 m (2 HP) / 120 m (3 HP)',
        Outlet: '40 mm (1½") BSP',
        Cable: '40 m flat, 2.5 mm²',
        Warranty: '18 months',
      },
      variants: variants('VF-4S-2030', 'submersible-pump', [
        { options: { Power: '2 HP', Phase: 'Single' }, price: 22400, stock: 5 },
        { options: { Power: '2 HP', Phase: 'Three' }, price: 23100, stock: 7, specialPrice: 21900 },
        { options: { Power: '3 HP', Phase: 'Three' }, price: 29500, stock: 4 },
        { options: { Power: '3 HP', Phase: 'Single' }, price: 30900, stock: 0 },
      ]),
    },
    {
      sku: 'VF-4S-500',
      name: 'Veerya V4S-50 Borewell Submersible Pump, 5 HP Three Phase',
      short: 'the V4S-50',
      header: 'Deep-bore pump for 400 feet and beyond',
      description:
        'A 5 HP, 30-stage three phase submersible giving 4.5 m³/h at 130 m for deep bores in Rajasthan and Saurashtra. Stainless steel shell with Noryl stages and a rewindable motor. Ships with 60 m of 4 mm² flat cable.',
      colour: '#2f7d32',
      accent: '#c0c6cc',
      price: 44500,
      stock: 0,
      availableOnCod: false,
      features: {
        Power: '5 HP / 3.7 kW, three phase',
        Stages: '30',
        'Duty point': '4.5 m³/h at 130 m',
        Outlet: '50 mm (2") BSP',
        Cable: '60 m flat, 4 mm²',
        Warranty: '18 months',
      },
    },
    {
      sku: 'VF-4S-075',
      name: 'Veerya V4S-75 Borewell Submersible Pump, 7.5 HP Three Phase',
      short: 'the V4S-75',
      header: 'Highest rating in the 4-inch range for big farms and villages',
      description:
        'The V4S-75 delivers 6 m³/h at 150 m and is used on large orchards and village supply schemes. Needs a 4-inch bore with at least 105 mm clear inside diameter. Supplied with 80 m of 6 mm² flat cable and a star-delta starter is recommended.',
      colour: '#b3261e',
      accent: '#c0c6cc',
      price: 61500,
      stock: 2,
      availableOnCod: false,
      features: {
        Power: '7.5 HP / 5.5 kW, three phase',
        Stages: '34',
        'Duty point': '6 m³/h at 150 m',
        Outlet: '50 mm (2") BSP',
        Cable: '80 m flat, 6 mm²',
        Warranty: '18 months',
      },
    },
  ],
);

const openwellReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'No more priming trouble',
    body: (p) =>
      `Using ${p} in our 40 feet open well for sugarcane. Because it sits under water there is no priming headache like with our old surface pump.`,
  },
  {
    rating: 4,
    title: 'Good pump, add a float switch',
    body: (p) =>
      `Works well, but our well runs low by March. I added a float switch so ${p} never runs dry, and I recommend others do the same.`,
  },
  {
    rating: 5,
    title: 'Made for daily farm use',
    body: (p) =>
      `Stainless shaft and thick cable on ${p}, it feels made for daily farm use. Two seasons now and not a single breakdown.`,
  },
  {
    rating: 3,
    title: 'Heavy to lower into the well',
    body: (p) =>
      `Discharge is good but ${p} is too heavy for one person to lower into the well. You need a chain pulley and two people.`,
  },
  {
    rating: 2,
    title: 'Cable entry leaked',
    body: (p) =>
      `Within two months water got into the cable entry of ${p} and it kept tripping the MCB. The dealer resealed it free of cost but I lost a week of watering.`,
  },
];

const openwell = shelf(
  {
    category: 'Pumps > Submersible Pumps > Openwell Pumps',
    hsn: '84137010',
    art: 'submersible-pump',
    brand: 'Veerya',
    make: 'Made in Rajkot',
    gstRate: 12,
    metrics: 'piece',
    reviews: openwellReviews,
    sellerPickupReturn: true,
    maxQuantity: 5,
  },
  [
    {
      sku: 'VF-OW-V',
      name: 'Veerya VOW-V Vertical Openwell Submersible Pump',
      short: 'the VOW-V',
      header: 'Slim vertical build that fits narrow wells and sumps',
      description:
        'The VOW-V stands upright on its own base, so it fits wells and sumps where a horizontal pump will not lie flat. The motor is oil-filled with a double mechanical seal, and the suction has a stainless steel strainer. Offered in 1, 2 and 3 HP.',
      colour: '#2f7d32',
      accent: '#c0c6cc',
      isRecent: true,
      features: {
        Head: '10–45 m',
        Discharge: '300–60 LPM',
        Delivery: '50 mm (2")',
        Motor: 'Oil-filled, double mechanical seal',
        Cable: '20 m flat',
        Warranty: '18 months',
      },
      variants: sizes('VF-OW-V', 'submersible-pump', 'Power', [
        ['1 HP', 12900, 8],
        ['2 HP', 17600, 5, 16800],
        ['3 HP', 23400, 3],
      ]),
    },
    {
      sku: 'VF-OW-050',
      name: 'Veerya VOW-05 Openwell Submersible Pump, 0.5 HP',
      short: 'the VOW-05',
      header: 'Horizontal openwell pump for kitchen gardens and small wells',
      description:
        'A 0.5 HP horizontal openwell submersible that gives 120 LPM at 10 m. The water-filled motor is cooled by the well water around it and can be rewound. Needs at least 30 cm of water above the pump.',
      colour: '#2f7d32',
      accent: '#9aa5b1',
      price: 8650,
      specialPrice: 7990,
      stock: 15,
      features: {
        Power: '0.5 HP / 0.37 kW, single phase',
        Head: '4–16 m',
        Discharge: '200–30 LPM',
        Delivery: '40 mm (1½")',
        Cable: '15 m flat',
        Warranty: '12 months',
      },
    },
    {
      sku: 'VF-OW-05S',
      name: 'Veerya VOW-05S Sump & Openwell Pump with Float Switch, 0.5 HP',
      short: 'the VOW-05S',
      header: 'Switches itself off before the sump runs dry',
      description:
        'A compact openwell pump with a tethered float switch that stops the motor when the water level falls. Used in underground sumps of houses and in small farm wells. Stainless steel body and a thermoplastic impeller.',
      colour: '#c0c6cc',
      accent: '#2f7d32',
      price: 9200,
      specialPrice: 8600,
      stock: 11,
      features: {
        Power: '0.5 HP / 0.37 kW, single phase',
        Head: '3–14 m',
        Discharge: '180–25 LPM',
        Body: 'SS 304',
        'Dry-run protection': 'Float switch, 10 m lead',
        Warranty: '12 months',
      },
    },
    {
      sku: 'VF-OW-100',
      name: 'Veerya VOW-10 Openwell Submersible Pump, 1 HP',
      short: 'the VOW-10',
      header: 'The usual choice for a 30 to 50 feet open well',
      description:
        'A 1 HP horizontal openwell pump giving 250 LPM at 12 m, for irrigating two to three acres from a well. Cast iron bowls with a bronze impeller and a stainless steel shaft. Available for single or three phase supply.',
      colour: '#2f7d32',
      accent: '#9aa5b1',
      features: {
        Power: '1 HP / 0.75 kW',
        Head: '5–22 m',
        Discharge: '380–50 LPM',
        Delivery: '50 mm (2")',
        Cable: '20 m flat',
        Warranty: '18 months',
      },
      variants: sizes('VF-OW-100', 'submersible-pump', 'Phase', [
        ['Single Phase', 11600, 9],
        ['Three Phase', 12100, 4],
      ]),
    },
    {
      sku: 'VF-OW-200',
      name: 'Veerya VOW-20 Openwell Submersible Pump, 2 HP',
      short: 'the VOW-20',
      header: 'More water per hour for flood irrigation',
      description:
        'The VOW-20 gives 400 LPM at 14 m for flood-irrigated crops like groundnut and wheat. Bronze impeller, cast iron bowl and a rewindable water-filled motor. Runs on single phase with the supplied capacitor panel.',
      colour: '#2f7d32',
      accent: '#9aa5b1',
      price: 16900,
      stock: 7,
      features: {
        Power: '2 HP / 1.5 kW, single phase',
        Head: '6–26 m',
        Discharge: '600–80 LPM',
        Delivery: '65 mm (2½")',
        Cable: '20 m flat, 2.5 mm²',
        Warranty: '18 months',
      },
    },
    {
      sku: 'VF-OW-300',
      name: 'Veerya VOW-30 Openwell Submersible Pump, 3 HP Three Phase',
      short: 'the VOW-30',
      header: 'Three phase openwell pump for big wells and farm ponds',
      description:
        'A 3 HP three phase openwell pump giving 30 m³/h at 15 m, for wells and farm ponds feeding large fields. Bronze impeller and an SS 410 shaft. Comes with 30 m of flat cable.',
      colour: '#b3261e',
      accent: '#9aa5b1',
      price: 22800,
      specialPrice: 21400,
      stock: 0,
      features: {
        Power: '3 HP / 2.2 kW, three phase',
        Head: '6–30 m',
        Discharge: '40–8 m³/h',
        Delivery: '65 mm (2½")',
        Cable: '30 m flat',
        Warranty: '18 months',
      },
    },
    {
      sku: 'VF-OW-500',
      name: 'Veerya VOW-50 Openwell Submersible Pump, 5 HP Three Phase',
      short: 'the VOW-50',
      header: 'Heavy-duty openwell pump for canal sumps and large wells',
      description:
        'The VOW-50 moves 45 m³/h at 18 m and is used for canal sumps, check dams and large community wells. Cast iron construction with a bronze impeller and a rewindable motor. Weighs about 62 kg, so plan a chain pulley for lowering.',
      colour: '#b3261e',
      accent: '#9aa5b1',
      price: 31500,
      stock: 3,
      availableOnCod: false,
      features: {
        Power: '5 HP / 3.7 kW, three phase',
        Head: '8–32 m',
        Discharge: '60–12 m³/h',
        Delivery: '80 mm (3")',
        Weight: '62 kg',
        Warranty: '18 months',
      },
    },
  ],
);

const boosterReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Finally proper pressure on the top floor',
    body: (p) =>
      `We live on the top floor of a four-storey building in Pune and the shower was only a trickle. After ${p} the pressure is like a ground floor flat.`,
  },
  {
    rating: 5,
    title: 'Quiet enough for a flat',
    body: (p) =>
      `Fitted ${p} in the utility area next to the kitchen and we hardly hear it. My plumber finished the job in two hours.`,
  },
  {
    rating: 4,
    title: 'Good pressure, keep an eye on the tank',
    body: (p) =>
      `Pressure is good. You have to check the air in the tank every few months, otherwise ${p} starts and stops too often.`,
  },
  {
    rating: 3,
    title: 'Needed the plumber to set it up',
    body: (p) =>
      `The pressure switch settings in the manual are not clear and we had to call the plumber twice. Now ${p} works, but the setup could be simpler.`,
  },
  {
    rating: 2,
    title: 'Hums loudly at night',
    body: (p) =>
      `Whenever someone opens a tap at night ${p} hums loudly and the neighbours complained. I had to put thick rubber pads under it.`,
  },
];

const booster = shelf(
  {
    category: 'Pumps > Pressure Booster Pumps',
    hsn: '84137010',
    art: 'booster-pump',
    brand: 'Veerya',
    make: 'Made in Rajkot',
    gstRate: 18,
    metrics: 'piece',
    reviews: boosterReviews,
    maxQuantity: 5,
  },
  [
    {
      sku: 'VF-PB-025',
      name: 'Veerya VPB-25 Shower Booster Pump, 0.25 HP',
      short: 'the VPB-25',
      header: 'Brings up weak shower and geyser pressure in flats',
      description:
        'A small flow-switch-operated booster that starts when a tap opens and stops when it closes. Adds about 1.2 kg/cm² to the line, enough for two bathrooms running together. Brass pump head with ½" connections and a silent-running 180 W motor.',
      colour: '#1f5fa8',
      accent: '#c0c6cc',
      price: 4350,
      specialPrice: 3990,
      stock: 22,
      isRecent: true,
      features: {
        Power: '0.25 HP / 180 W, 230 V',
        'Maximum head': '12 m',
        'Maximum flow': '30 LPM',
        Connections: '½" BSP, both ends',
        Control: 'Flow switch, automatic',
        Warranty: '12 months',
      },
    },
    {
      sku: 'VF-PB-VFD',
      name: 'Veerya Pro VPB-V Constant Pressure Booster Pump with VFD, 1.5 HP',
      short: 'the VPB-V',
      header: 'Holds the set pressure steady however many taps are open',
      brand: 'Veerya Pro',
      description:
        'A horizontal multistage stainless steel pump driven by a built-in variable frequency drive that changes speed to keep the line at the set pressure. Suited to bungalows and small hotels with 6 to 10 bathrooms. Dry-run, over-voltage and under-voltage protection are built into the drive.',
      colour: '#c0c6cc',
      accent: '#0f3d6e',
      price: 38500,
      stock: 2,
      isRecent: true,
      availableOnCod: false,
      features: {
        Power: '1.5 HP / 1.1 kW, 230 V input',
        'Pressure range': '1.5–5 bar, settable',
        'Maximum flow': '120 LPM',
        'Wetted parts': 'SS 304',
        Protection: 'Dry-run, over- and under-voltage',
        Warranty: '24 months',
      },
    },
    {
      sku: 'VF-PB-050',
      name: 'Veerya VPB-50 Pressure Booster Pump with 24 L Tank, 0.5 HP',
      short: 'the VPB-50',
      header: 'Pump, pressure tank and switch on one skid, ready to plumb',
      description:
        'A self-priming jet pump on a 24 litre membrane pressure tank with a pressure switch set to 1.5–3 bar. Suits a two- or three-bathroom house drawing from an overhead or underground tank. Includes a pressure gauge and a five-way connector.',
      colour: '#1f5fa8',
      accent: '#b3261e',
      price: 11200,
      stock: 9,
      features: {
        Power: '0.5 HP / 0.37 kW, 230 V',
        Tank: '24 L membrane',
        'Cut-in / cut-out': '1.5 / 3 bar',
        'Maximum flow': '50 LPM',
        Connections: '1" BSP',
        Warranty: '12 months',
      },
    },
    {
      sku: 'VF-PB-100',
      name: 'Veerya VPB-100 Pressure Booster Pump with 24 L Tank, 1 HP',
      short: 'the VPB-100',
      header: 'For bungalows and duplexes with four or more bathrooms',
      description:
        'The 1 HP version of the VPB tank set, with a two-stage stainless steel pump for 3.5 bar at the top floor. Pressure switch, gauge and braided hose are pre-assembled. The tank membrane is replaceable.',
      colour: '#1f5fa8',
      accent: '#b3261e',
      price: 15400,
      specialPrice: 14300,
      stock: 6,
      features: {
        Power: '1 HP / 0.75 kW, 230 V',
        Tank: '24 L membrane',
        'Cut-in / cut-out': '2 / 3.5 bar',
        'Maximum flow': '80 LPM',
        Stages: '2, stainless steel',
        Warranty: '18 months',
      },
    },
    {
      sku: 'VF-PB-SP',
      name: 'Veerya VPB-S Self-priming Booster Pump, 0.5 HP',
      short: 'the VPB-S',
      header: 'Lifts from an underground sump and boosts the line in one go',
      description:
        'A self-priming jet booster that can draw from a sump up to 8 m below and push to the house line at 3 bar. Comes without a tank, for use with an existing pressure switch or manual control. Offered for 230 V single phase and 415 V three phase supply.',
      colour: '#2f7d32',
      accent: '#c0c6cc',
      features: {
        Power: '0.5 HP / 0.37 kW',
        'Suction lift': 'Up to 8 m',
        'Maximum head': '40 m',
        'Maximum flow': '45 LPM',
        Connections: '1" BSP',
        Warranty: '12 months',
      },
      variants: sizes('VF-PB-SP', 'booster-pump', 'Voltage', [
        ['230 V Single Phase', 7800, 10],
        ['415 V Three Phase', 8200, 4],
      ]),
    },
    {
      sku: 'VF-PB-VMS',
      name: 'Veerya Pro VMS-4 Vertical Multistage Booster Pump',
      short: 'the VMS-4',
      header: 'Stainless multistage pump for apartments, pick the stages for your height',
      brand: 'Veerya Pro',
      description:
        'A vertical inline multistage pump with SS 304 impellers and chambers, rated 4 m³/h. Each added stage adds about 9 m of head: 4 stages suit a G+3 building, 8 stages a G+8. The motor is IE2, 2900 rpm, three phase.',
      colour: '#c0c6cc',
      accent: '#0f3d6e',
      availableOnCod: false,
      features: {
        'Rated flow': '4 m³/h',
        Head: '36 m (4 stages) to 72 m (8 stages)',
        'Wetted parts': 'SS 304',
        Connections: '1¼" flanged oval',
        Motor: 'IE2, three phase',
        Warranty: '24 months',
      },
      variants: sizes('VF-PB-VMS', 'booster-pump', 'Stages', [
        ['4 Stages', 24500, 4],
        ['6 Stages', 29800, 3],
        ['8 Stages', 35200, 2, 33400],
      ]),
    },
    {
      sku: 'VF-PB-INL',
      name: 'Veerya VPB-I Inline Circulation Booster Pump, 120 W',
      short: 'the VPB-I',
      header: 'Pipe-mounted booster for solar heater lines and single bathrooms',
      description:
        'A wet-rotor inline pump that fits directly into a 1" pipe run, for boosting hot water from a solar heater or a single bathroom line. Three speed settings from 45 to 120 W. Cast iron body rated for water up to 110 °C.',
      colour: '#b3261e',
      accent: '#9aa5b1',
      price: 3250,
      stock: 0,
      features: {
        Power: '45 / 80 / 120 W, three speeds',
        'Maximum head': '6 m',
        'Maximum flow': '50 LPM',
        Connections: '1" BSP unions',
        'Water temperature': 'Up to 110 °C',
        Warranty: '12 months',
      },
    },
    {
      sku: 'VF-PB-TWIN',
      name: 'Veerya Hydro-pneumatic Twin Booster Pump System, 2 × 1 HP',
      short: 'the twin booster system',
      header: 'Duty and standby pumps with a 100 L tank for small apartment blocks',
      description:
        'Two 1 HP stainless multistage pumps on a common manifold with a 100 litre pressure tank and an auto-changeover panel. The pumps alternate each start so they wear evenly, and the standby takes over if one trips. Sized for G+4 buildings with 12 to 16 flats.',
      colour: '#1f5fa8',
      accent: '#c0c6cc',
      price: 72000,
      specialPrice: 68500,
      stock: 1,
      availableOnCod: false,
      sellerPickupReturn: true,
      features: {
        Pumps: '2 × 1 HP, SS 304 multistage',
        Tank: '100 L membrane',
        'Working pressure': '2.5–4 bar',
        'Maximum flow': '160 LPM',
        Panel: 'Auto alternation, dry-run cut-off',
        Warranty: '24 months',
      },
    },
  ],
);

// ---------------------------------------------------------------------------------------------------
// Valves
// ---------------------------------------------------------------------------------------------------

const gateReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Proper weight and clean threads',
    body: (p) =>
      `The body is thick and the threads are clean, so ${p} sealed with just a few turns of Teflon tape. We now use these in all our building projects in Surat.`,
  },
  {
    rating: 5,
    title: 'Smooth spindle, full flow',
    body: (p) =>
      `Handwheel turns smoothly even after a year on our bore line, and with ${p} fully open there is no pressure drop we can notice.`,
  },
  {
    rating: 4,
    title: 'Good valve, handwheel a bit small',
    body: (p) =>
      `Shuts off completely and the finish is good. The handwheel on ${p} is small for wet hands, so I would like a bigger one.`,
  },
  {
    rating: 3,
    title: 'Passing slightly when closed',
    body: (p) =>
      `After six months ${p} lets a thin stream pass even when fully closed. Probably some grit on the seat from our tanker water, still usable.`,
  },
  {
    rating: 2,
    title: 'Gland leak from day one',
    body: (p) =>
      `Water was weeping from the gland nut of ${p} right after installation. Tightening the nut stopped it, but a new valve should not need that.`,
  },
];

const gate = shelf(
  {
    category: 'Valves > Gate Valves',
    hsn: '84818030',
    art: 'gate-valve',
    brand: 'Veerya',
    make: 'Made in Rajkot',
    gstRate: 18,
    metrics: 'piece',
    reviews: gateReviews,
    maxQuantity: 50,
  },
  [
    {
      sku: 'VF-GV-RS80',
      name: 'Veerya Cast Steel Rising Spindle Gate Valve, Class 150, DN80',
      short: 'the DN80 cast steel gate valve',
      header: 'WCB cast steel for steam, thermic fluid and hot process lines',
      description:
        'An outside-screw-and-yoke gate valve in ASTM A216 WCB cast steel with a 13% chrome trim, so the rising spindle shows at a glance whether it is open. Rated ASME Class 150 and flanged to ANSI B16.5. Each valve is shell and seat tested, with the test certificate in the box.',
      colour: '#5a5f63',
      accent: '#b3261e',
      price: 16500,
      specialPrice: 15600,
      stock: 3,
      isRecent: true,
      availableOnCod: false,
      maxQuantity: 10,
      features: {
        Size: 'DN80 (3")',
        Body: 'Cast steel ASTM A216 WCB',
        Trim: '13% Cr stainless',
        Rating: 'ASME Class 150',
        Ends: 'Flanged, ANSI B16.5 RF',
        Operation: 'Rising spindle, handwheel',
      },
    },
    {
      sku: 'VF-GV-BR',
      name: 'Veerya Brass Gate Valve, Screwed, ISI Marked',
      short: 'the brass gate valve',
      header: 'Forged brass gate valve for house lines, tanks and bore pipes',
      make: 'Made in Jamnagar',
      description:
        'A hot-forged brass gate valve with a non-rising stem and female BSP threads on both ends, marked to IS 778. Full port, so it adds almost no loss when open. Sold from ½" for house lines up to 2" for bore delivery pipes.',
      colour: '#b5a642',
      accent: '#b3261e',
      features: {
        Body: 'Forged brass',
        Ends: 'Female BSP threaded',
        'Pressure rating': 'PN16',
        Stem: 'Non-rising',
        Standard: 'IS 778, ISI marked',
      },
      variants: sizes('VF-GV-BR', 'gate-valve', 'Size', [
        ['1/2"', 380, 60],
        ['3/4"', 520, 45],
        ['1"', 760, 30, 699],
        ['1 1/4"', 1150, 18],
        ['1 1/2"', 1480, 12],
        ['2"', 2150, 8],
      ]),
    },
    {
      sku: 'VF-GV-CI50',
      name: 'Veerya Cast Iron Gate Valve, Flanged PN10, 2" (DN50)',
      short: 'the 2-inch CI gate valve',
      header: 'The standard isolating valve on farm and pump delivery lines',
      description:
        'A cast iron wedge gate valve with bronze seat rings and a non-rising stem, flanged to PN10. The usual isolating valve after a 2 to 5 HP pump. Epoxy-painted inside and out.',
      colour: '#5a5f63',
      accent: '#b3261e',
      price: 2480,
      specialPrice: 2290,
      stock: 20,
      features: {
        Size: 'DN50 (2")',
        Body: 'Cast iron FG 200',
        'Seat rings': 'Bronze',
        'Pressure rating': 'PN10',
        Ends: 'Flanged, 4-hole',
        Coating: 'Epoxy, blue',
      },
    },
    {
      sku: 'VF-GV-CIF',
      name: 'Veerya Cast Iron Sluice Valve, Flanged PN10',
      short: 'the CI sluice valve',
      header: 'Sluice valves for township mains and pumping stations',
      description:
        'A double-flanged cast iron sluice valve with a gunmetal-faced wedge and a non-rising stem, made to IS 14846. Used on municipal and township water mains from DN80 upwards. Supplied with a cap top; a handwheel is available as an option.',
      colour: '#5a5f63',
      accent: '#1f5fa8',
      features: {
        Body: 'Cast iron FG 200',
        Wedge: 'Gunmetal faced',
        'Pressure rating': 'PN10',
        Standard: 'IS 14846',
        Operation: 'Cap top, non-rising stem',
      },
      variants: sizes('VF-GV-CIF', 'gate-valve', 'Size', [
        ['DN80', 4900, 9],
        ['DN100', 6800, 6],
        ['DN150', 11900, 3, 11200],
        ['DN200', 19500, 0],
      ]),
    },
    {
      sku: 'VF-GV-RSG',
      name: 'Veerya Resilient-seated Gate Valve, Ductile Iron, DN100',
      short: 'the resilient-seated gate valve',
      header: 'EPDM-encapsulated wedge that shuts tight even with grit in the line',
      description:
        'A ductile iron gate valve with an EPDM-rubber-encapsulated wedge and a smooth bore with no seat groove, so sand cannot collect. Fusion-bonded epoxy coating inside and out, suitable for drinking water. Choose PN10 or PN16 flange drilling.',
      colour: '#1f5fa8',
      accent: '#5a5f63',
      features: {
        Size: 'DN100 (4")',
        Body: 'Ductile iron GGG 50',
        Wedge: 'EPDM encapsulated',
        Coating: 'Fusion-bonded epoxy, 250 µm',
        Operation: 'Handwheel, non-rising stem',
      },
      variants: sizes('VF-GV-RSG', 'gate-valve', 'Pressure class', [
        ['PN10', 7900, 5],
        ['PN16', 9200, 4],
      ]),
    },
    {
      sku: 'VF-GV-GM',
      name: 'Nirmala Valves Gunmetal Gate Valve, Screwed, 1", IS 778',
      short: 'the gunmetal gate valve',
      header: 'Heavy gunmetal for hot water and long service life',
      brand: 'Nirmala Valves',
      make: 'Made in Jamnagar',
      description:
        'A leaded gunmetal (LG2) gate valve to IS 778 Class 2, heavier than forged brass and less prone to dezincification. Good for hot water lines and hard bore water. Female BSP threads.',
      colour: '#5a5f63',
      accent: '#b5a642',
      price: 1690,
      stock: 25,
      features: {
        Size: '1" (25 mm)',
        Body: 'Gunmetal LG2',
        Ends: 'Female BSP threaded',
        Standard: 'IS 778 Class 2',
        Weight: '780 g',
      },
    },
    {
      sku: 'VF-GV-SS',
      name: 'Nirmala Valves SS 304 Gate Valve, Screwed, 1"',
      short: 'the SS gate valve',
      header: 'Rust-free gate valve for RO, dairy and chemical water lines',
      brand: 'Nirmala Valves',
      description:
        'An investment-cast SS 304 gate valve with a PTFE gland packing and female BSP threads. Used on RO plant lines, dairies and places where brass would corrode. Rated 200 WOG.',
      colour: '#c0c6cc',
      accent: '#5a5f63',
      price: 1950,
      stock: 0,
      features: {
        Size: '1" (25 mm)',
        Body: 'SS 304 (CF8)',
        Packing: 'PTFE',
        Ends: 'Female BSP threaded',
        Rating: '200 WOG',
      },
    },
  ],
);

const ballReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Quarter turn, no leaks',
    body: (p) =>
      `Fitted ${p} on the main line of a new bungalow and it shuts with a quarter turn, not a drop passing. Will keep ordering for my sites.`,
  },
  {
    rating: 4,
    title: 'Good valve, handle a bit thin',
    body: (p) =>
      `Body and ball are good quality. The lever handle on ${p} is a little thin and bends if someone puts a pipe wrench on it.`,
  },
  {
    rating: 5,
    title: 'Used across our society',
    body: (p) =>
      `We replaced all the old gate valves in our 48-flat society with ${p}. The watchman can now shut any line in seconds during a leak.`,
  },
  {
    rating: 3,
    title: 'Stiff for the first weeks',
    body: (p) =>
      `The handle of ${p} was very stiff at first and needed both hands. It loosened up after some weeks, but older people will struggle.`,
  },
  {
    rating: 2,
    title: 'Thread depth is short',
    body: (p) =>
      `The female thread on ${p} is shorter than my other valves, so the pipe did not go in fully and it wept at the joint. Had to redo it with extra sealant.`,
  },
];

const ball = shelf(
  {
    category: 'Valves > Ball Valves',
    hsn: '84818030',
    art: 'ball-valve',
    brand: 'Veerya',
    make: 'Made in Jamnagar',
    gstRate: 18,
    metrics: 'piece',
    reviews: ballReviews,
    maxQuantity: 50,
  },
  [
    {
      sku: 'VF-BV-LOCK',
      name: 'Veerya Brass Ball Valve with Lockable Handle, 1"',
      short: 'the lockable ball valve',
      header: 'Padlock it open or shut on society shafts and meter lines',
      description:
        'A full-bore forged brass ball valve whose steel handle has a hole that lines up with the body tab in both positions, so it takes a small padlock. Used on society riser shafts, water meter lines and shared tanks. Chrome-plated ball with PTFE seats.',
      colour: '#b5a642',
      accent: '#b3261e',
      price: 940,
      stock: 35,
      isRecent: true,
      features: {
        Size: '1" (25 mm)',
        Body: 'Forged brass, nickel plated',
        Seats: 'PTFE',
        Bore: 'Full bore',
        Handle: 'Steel, padlock hole',
        'Pressure rating': 'PN25',
      },
    },
    {
      sku: 'VF-BV-BR',
      name: 'Veerya Brass Ball Valve, Full Bore, Lever Handle',
      short: 'the brass ball valve',
      header: 'The everyday quarter-turn valve for homes, tanks and farm lines',
      description:
        'A hot-forged brass ball valve with a chrome-plated ball, PTFE seats and a blue lever handle, threaded female BSP on both ends. Full bore, so flow is the same as the pipe. Sizes from ½" for bathroom lines to 2" for bore deliveries.',
      colour: '#b5a642',
      accent: '#1f5fa8',
      features: {
        Body: 'Forged brass CW617N',
        Ball: 'Chrome-plated brass',
        Seats: 'PTFE',
        Ends: 'Female BSP threaded',
        'Pressure rating': 'PN25',
      },
      variants: sizes('VF-BV-BR', 'ball-valve', 'Size', [
        ['1/2"', 350, 120, 320],
        ['3/4"', 480, 90],
        ['1"', 720, 70],
        ['1 1/4"', 1090, 30],
        ['1 1/2"', 1420, 24],
        ['2"', 2050, 15, 1890],
      ]),
    },
    {
      sku: 'VF-BV-MINI',
      name: 'Veerya Mini Brass Ball Valve, 1/4", Male × Female',
      short: 'the mini ball valve',
      header: 'Tiny isolator for gauges, washing machine inlets and RO units',
      description:
        'A compact nickel-plated brass ball valve with a butterfly handle, male thread on one end and female on the other. Used before pressure gauges, washing machine hoses and RO purifier inlets. Rated for 10 bar cold water.',
      colour: '#c0c6cc',
      accent: '#b3261e',
      price: 165,
      stock: 200,
      features: {
        Size: '¼" BSP',
        Body: 'Brass, nickel plated',
        Ends: 'Male × Female',
        Handle: 'Butterfly, red',
        'Pressure rating': '10 bar',
      },
    },
    {
      sku: 'VF-BV-UPVC',
      name: 'Veerya UPVC Ball Valve, Solvent Socket, 1"',
      short: 'the UPVC ball valve',
      header: 'Rust-proof and light, for drip, RO and swimming pool lines',
      description:
        'A compact UPVC ball valve with EPDM O-rings and solvent-weld sockets that take 32 mm OD UPVC pipe. Cannot rust or scale, so it suits drip irrigation headers, RO reject lines and pool plumbing. Rated 10 bar at 30 °C.',
      colour: '#6b7280',
      accent: '#1f5fa8',
      price: 240,
      specialPrice: 210,
      stock: 150,
      features: {
        Size: '1" (32 mm OD socket)',
        Body: 'UPVC',
        Seals: 'EPDM',
        Ends: 'Solvent weld socket',
        'Pressure rating': '10 bar at 30 °C',
      },
    },
    {
      sku: 'VF-BV-SS',
      name: 'Veerya SS 304 Ball Valve, Screwed, 1000 WOG',
      short: 'the SS ball valve',
      header: 'Two-piece stainless ball valve for RO, food and chemical lines',
      make: 'Made in Rajkot',
      description:
        'A two-piece investment-cast CF8 (SS 304) ball valve with a reduced bore and PTFE seats, threaded female BSP. Rated 1000 WOG, so it also suits compressed air lines. Lockable lever handle.',
      colour: '#c0c6cc',
      accent: '#5a5f63',
      features: {
        Body: 'SS 304 (CF8), two-piece',
        Seats: 'PTFE',
        Bore: 'Reduced',
        Ends: 'Female BSP threaded',
        Rating: '1000 WOG',
      },
      variants: sizes('VF-BV-SS', 'ball-valve', 'Size', [
        ['1/2"', 690, 40],
        ['1"', 1190, 25],
        ['2"', 3350, 10, 3150],
      ]),
    },
    {
      sku: 'VF-BV-3PC',
      name: 'Veerya Pro Three-piece Ball Valve, Socket Weld, 1"',
      short: 'the three-piece ball valve',
      header: 'Swing-out centre section for seat changes without cutting the pipe',
      brand: 'Veerya Pro',
      make: 'Made in Rajkot',
      description:
        'A three-piece full-bore ball valve whose body bolts let the centre section swing out for seat replacement while the end caps stay welded in the line. Choose SS 304 for general process water or SS 316 for chlorides and chemicals. Reinforced PTFE seats, rated 1000 WOG.',
      colour: '#c0c6cc',
      accent: '#0f3d6e',
      features: {
        Size: '1" (25 mm)',
        Construction: 'Three-piece, full bore',
        Seats: 'Reinforced PTFE',
        Ends: 'Socket weld',
        Rating: '1000 WOG',
      },
      variants: sizes('VF-BV-3PC', 'ball-valve', 'Material', [
        ['SS 304', 2650, 12],
        ['SS 316', 3450, 8, 3190],
      ]),
    },
    {
      sku: 'VF-BV-FL50',
      name: 'Nirmala Valves Cast Iron Flanged Ball Valve, DN50 PN16',
      short: 'the flanged CI ball valve',
      header: 'Quick quarter-turn isolation on flanged pump lines',
      brand: 'Nirmala Valves',
      make: 'Made in Rajkot',
      description:
        'A cast iron flanged ball valve with an SS 304 ball and stem and PTFE seats. Replaces a flanged gate valve where fast shut-off is needed, such as on pump delivery manifolds. Flanges drilled to PN16.',
      colour: '#5a5f63',
      accent: '#c0c6cc',
      price: 6900,
      stock: 6,
      features: {
        Size: 'DN50 (2")',
        Body: 'Cast iron',
        'Ball and stem': 'SS 304',
        Seats: 'PTFE',
        Ends: 'Flanged PN16',
      },
    },
    {
      sku: 'VF-BV-S316F',
      name: 'Nirmala Valves SS 316 Flanged Ball Valve, DN80 PN16',
      short: 'the SS 316 flanged ball valve',
      header: 'Full stainless flanged valve for chemical and effluent lines',
      brand: 'Nirmala Valves',
      make: 'Made in Rajkot',
      description:
        'A two-piece CF8M (SS 316) flanged ball valve with a full bore and an ISO 5211 mounting pad, so an actuator can be fitted later. Used on effluent treatment, pharma and chemical transfer lines. Each valve is hydro-tested with a certificate.',
      colour: '#c0c6cc',
      accent: '#5a5f63',
      price: 18600,
      stock: 0,
      availableOnCod: false,
      maxQuantity: 10,
      features: {
        Size: 'DN80 (3")',
        Body: 'SS 316 (CF8M)',
        Bore: 'Full bore',
        Ends: 'Flanged PN16',
        'Actuator pad': 'ISO 5211',
        Testing: 'Hydro-tested, certificate included',
      },
    },
  ],
);

const butterflyReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Easy to fit between flanges',
    body: (p) =>
      `Slid ${p} between the existing flanges in our pump house in under an hour, no gasket needed because of the rubber liner. Very neat job.`,
  },
  {
    rating: 5,
    title: 'Tight shut-off',
    body: (p) =>
      `We use ${p} to isolate the cooling tower in our plant and it shuts bubble-tight. Much lighter than the old sluice valve it replaced.`,
  },
  {
    rating: 4,
    title: 'Good valve, lever notches loose',
    body: (p) =>
      `Seals well and the disc finish is good. The notch plate on ${p} is a bit loose, so the lever sometimes slips one position under flow.`,
  },
  {
    rating: 3,
    title: 'Liner came slightly pinched',
    body: (p) =>
      `One edge of the rubber liner on ${p} was pinched when it arrived and it wept at first. It settled after re-tightening the flange bolts evenly.`,
  },
  {
    rating: 2,
    title: 'Damaged in transport',
    body: (p) =>
      `The carton was torn and the handle of ${p} was bent when it reached our site in Nagpur. Replacement came, but it took ten days.`,
  },
];

const butterfly = shelf(
  {
    category: 'Valves > Butterfly Valves',
    hsn: '84818030',
    art: 'butterfly-valve',
    brand: 'Veerya',
    make: 'Made in Rajkot',
    gstRate: 18,
    metrics: 'piece',
    reviews: butterflyReviews,
    maxQuantity: 20,
  },
  [
    {
      sku: 'VF-BF-DI300',
      name: 'Nirmala Valves Double-flanged Butterfly Valve, Ductile Iron, DN300 PN10',
      short: 'the DN300 butterfly valve',
      header: 'Gear-operated isolation for large mains and pumping stations',
      brand: 'Nirmala Valves',
      description:
        'A double-flanged butterfly valve with a ductile iron body, SS 304 disc and replaceable EPDM seat, operated by a sealed worm gearbox with a position indicator. Used on municipal mains and pumping station headers. Face-to-face to EN 558 Series 13.',
      colour: '#1f5fa8',
      accent: '#5a5f63',
      price: 38500,
      stock: 1,
      isRecent: true,
      availableOnCod: false,
      maxQuantity: 5,
      features: {
        Size: 'DN300 (12")',
        Body: 'Ductile iron GGG 40',
        Disc: 'SS 304',
        Seat: 'EPDM, replaceable',
        Operation: 'Worm gearbox, handwheel',
        'Pressure rating': 'PN10',
      },
    },
    {
      sku: 'VF-BF-W',
      name: 'Veerya Wafer Butterfly Valve, CI Body, SS Disc, Lever Operated',
      short: 'the wafer butterfly valve',
      header: 'Slim, light isolating valve for pump houses and HVAC lines',
      description:
        'A wafer-pattern butterfly valve with a cast iron body, SS 304 disc and a bonded EPDM liner that doubles as the flange gasket. The 10-position lever locks the disc part-open for throttling. Fits between PN10 and PN16 flanges.',
      colour: '#1f5fa8',
      accent: '#c0c6cc',
      features: {
        Body: 'Cast iron',
        Disc: 'SS 304',
        Liner: 'EPDM',
        Operation: 'Lever, 10 positions',
        'Fits flanges': 'PN10 / PN16',
      },
      variants: sizes('VF-BF-W', 'butterfly-valve', 'Size', [
        ['DN50', 2350, 25, 2190],
        ['DN65', 2780, 18],
        ['DN80', 3250, 14],
        ['DN100', 3950, 10],
        ['DN150', 6400, 0],
      ]),
    },
    {
      sku: 'VF-BF-L',
      name: 'Veerya Lug-type Butterfly Valve, DN100',
      short: 'the lug-type butterfly valve',
      header: 'Threaded lugs let you remove the downstream pipe with the line live',
      description:
        'A lug-pattern butterfly valve with tapped lugs, so it can serve as an end-of-line valve when the downstream flange is removed. Cast iron body, SS 304 disc and EPDM liner. Choose the lug drilling for PN10 or PN16 flanges.',
      colour: '#1f5fa8',
      accent: '#c0c6cc',
      features: {
        Size: 'DN100 (4")',
        Body: 'Cast iron, tapped lugs',
        Disc: 'SS 304',
        Liner: 'EPDM',
        Operation: 'Lever, 10 positions',
      },
      variants: sizes('VF-BF-L', 'butterfly-valve', 'Pressure class', [
        ['PN10', 4900, 8],
        ['PN16', 5600, 6, 5300],
      ]),
    },
    {
      sku: 'VF-BF-G200',
      name: 'Veerya Gear-operated Wafer Butterfly Valve, DN200',
      short: 'the DN200 gear-operated valve',
      header: 'Handwheel and gearbox for smooth closing on 8-inch lines',
      description:
        'A DN200 wafer butterfly valve with a worm gearbox, so one person can close it slowly without water hammer. Cast iron body, ductile iron nickel-plated disc and EPDM liner. Position indicator on the gearbox top.',
      colour: '#1f5fa8',
      accent: '#5a5f63',
      price: 14800,
      stock: 3,
      availableOnCod: false,
      features: {
        Size: 'DN200 (8")',
        Body: 'Cast iron',
        Disc: 'Ductile iron, nickel plated',
        Liner: 'EPDM',
        Operation: 'Worm gearbox, handwheel',
        'Pressure rating': 'PN10',
      },
    },
    {
      sku: 'VF-BF-SAN',
      name: 'Veerya Sanitary SS 316 Butterfly Valve, Tri-clover, 1.5"',
      short: 'the sanitary butterfly valve',
      header: 'Hygienic valve for dairy, beverage and pharma lines',
      description:
        'A sanitary butterfly valve with an SS 316L polished body and disc, silicone seal and tri-clover clamp ends, so it can be stripped for cleaning without tools. Inside finish is Ra below 0.8 µm. Pull-and-turn handle with two positions.',
      colour: '#c0c6cc',
      accent: '#5a5f63',
      price: 3150,
      specialPrice: 2890,
      stock: 12,
      features: {
        Size: '1.5" (38 mm OD tube)',
        Body: 'SS 316L, polished',
        Seal: 'Food-grade silicone',
        Ends: 'Tri-clover clamp',
        'Inside finish': 'Ra < 0.8 µm',
      },
    },
    {
      sku: 'VF-BF-UPVC',
      name: 'Veerya UPVC Butterfly Valve, DN50',
      short: 'the UPVC butterfly valve',
      header: 'Corrosion-proof butterfly valve for chemical dosing and pool lines',
      description:
        'An all-UPVC wafer butterfly valve with an EPDM seat, for chlorinated water, chemical dosing and swimming pool circulation. Does not rust or scale. Lever operated with a lockable notch plate.',
      colour: '#6b7280',
      accent: '#1f5fa8',
      price: 1380,
      stock: 20,
      features: {
        Size: 'DN50 (2")',
        Body: 'UPVC',
        Seat: 'EPDM',
        Operation: 'Lever',
        'Pressure rating': '10 bar at 25 °C',
      },
    },
    {
      sku: 'VF-BF-PA100',
      name: 'Veerya Pro Pneumatic Actuated Butterfly Valve, DN100',
      short: 'the actuated butterfly valve',
      header: 'Remote and automatic shut-off for process plants',
      brand: 'Veerya Pro',
      description:
        'A DN100 wafer butterfly valve fitted with a double-acting rack-and-pinion pneumatic actuator, a 24 V DC solenoid and a limit switch box. Opens or closes in under two seconds on a signal from the plant PLC. Needs 4–7 bar instrument air.',
      colour: '#c0c6cc',
      accent: '#b3261e',
      price: 27500,
      stock: 0,
      availableOnCod: false,
      maxQuantity: 5,
      features: {
        Size: 'DN100 (4")',
        Actuator: 'Double acting, rack and pinion',
        Solenoid: 'NAMUR, 24 V DC',
        Feedback: 'Limit switch box',
        'Air supply': '4–7 bar',
        Body: 'Cast iron, SS 304 disc',
      },
    },
  ],
);

const checkReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Stops backflow, pump stays primed',
    body: (p) =>
      `Since I fitted ${p} on the delivery of my farm pump the line stays full overnight and the pump starts straight away in the morning.`,
  },
  {
    rating: 4,
    title: 'Closes quietly',
    body: (p) =>
      `No loud bang when the pump stops, ${p} closes softly. Only the arrow marking is faint, so check the flow direction before fitting.`,
  },
  {
    rating: 5,
    title: 'Good value for farm lines',
    body: (p) =>
      `Bought ${p} for three wells on our farm in Jalgaon. Price was lower than the local shop and the casting is clean.`,
  },
  {
    rating: 3,
    title: 'Some chatter at low flow',
    body: (p) => `Works, but at low flow ${p} chatters and makes a ticking sound. At full flow it is silent.`,
  },
  {
    rating: 2,
    title: 'Stuck open after silt',
    body: (p) =>
      `After the monsoon our well water was muddy and ${p} stuck half open with silt. Had to open and clean it, so add a strainer before it.`,
  },
];

const check = shelf(
  {
    category: 'Valves > Check Valves',
    hsn: '84813000',
    art: 'check-valve',
    brand: 'Veerya',
    make: 'Made in Rajkot',
    gstRate: 18,
    metrics: 'piece',
    reviews: checkReviews,
    maxQuantity: 50,
  },
  [
    {
      sku: 'VF-CV-BRS',
      name: 'Veerya Brass Spring Check Valve, Screwed',
      short: 'the spring check valve',
      header: 'Spring-loaded non-return valve that works in any position',
      make: 'Made in Jamnagar',
      description:
        'A forged brass non-return valve with a spring-loaded poppet and nitrile seal, so it closes fast and can be fitted vertical or horizontal. Used after domestic pumps, on geyser inlets and at tank outlets. Female BSP both ends.',
      colour: '#b5a642',
      accent: '#5a5f63',
      features: {
        Body: 'Forged brass',
        Poppet: 'Spring-loaded, nitrile seal',
        Ends: 'Female BSP threaded',
        Mounting: 'Any position',
        'Pressure rating': 'PN16',
      },
      variants: sizes('VF-CV-BRS', 'check-valve', 'Size', [
        ['1/2"', 290, 80],
        ['3/4"', 390, 60],
        ['1"', 560, 45, 520],
        ['1 1/2"', 980, 20],
        ['2"', 1450, 12],
      ]),
    },
    {
      sku: 'VF-CV-SW',
      name: 'Veerya Brass Swing Check Valve, ISI, 1"',
      short: 'the swing check valve',
      header: 'Full-flow swing flap for horizontal pump lines',
      make: 'Made in Jamnagar',
      description:
        'A brass swing check valve to IS 778 with a hinged flap that swings fully out of the flow path, for the lowest pressure loss. Must be fitted on a horizontal line. Female BSP threads.',
      colour: '#b5a642',
      accent: '#b3261e',
      price: 690,
      stock: 40,
      features: {
        Size: '1" (25 mm)',
        Body: 'Brass',
        Closure: 'Hinged swing flap',
        Mounting: 'Horizontal only',
        Standard: 'IS 778, ISI marked',
      },
    },
    {
      sku: 'VF-CV-CIS',
      name: 'Veerya Cast Iron Swing Check Valve, Flanged PN10',
      short: 'the flanged swing check valve',
      header: 'Reflux valve for pump deliveries and rising mains',
      description:
        'A cast iron swing-type reflux valve with a bronze-faced door and seat, flanged to PN10. Used on the delivery of monoblock and end-suction pumps and on rising mains. A bolted cover allows the door to be inspected without removing the valve.',
      colour: '#5a5f63',
      accent: '#1f5fa8',
      features: {
        Body: 'Cast iron FG 200',
        'Door and seat': 'Bronze faced',
        Ends: 'Flanged PN10',
        Cover: 'Bolted, for inspection',
        Standard: 'IS 5312',
      },
      variants: sizes('VF-CV-CIS', 'check-valve', 'Size', [
        ['DN50', 3150, 15],
        ['DN80', 4900, 8, 4650],
        ['DN100', 6600, 5],
      ]),
    },
    {
      sku: 'VF-CV-FT',
      name: 'Veerya Cast Iron Foot Valve with Strainer',
      short: 'the CI foot valve',
      header: 'Keeps the suction pipe full so the pump never loses prime',
      description:
        'A cast iron foot valve with a rubber-faced flap and a bolted strainer basket, screwed to fit the suction pipe of a monoblock pump. Holds the column of water when the pump stops. The strainer keeps leaves and frogs out of the impeller.',
      colour: '#5a5f63',
      accent: '#2f7d32',
      features: {
        Body: 'Cast iron',
        Flap: 'Rubber-faced',
        Strainer: 'Bolted cast iron basket',
        Ends: 'Female BSP threaded',
        Standard: 'IS 4038',
      },
      variants: sizes('VF-CV-FT', 'check-valve', 'Size', [
        ['2"', 890, 40],
        ['3"', 1450, 22],
        ['4"', 2100, 12, 1950],
      ]),
    },
    {
      sku: 'VF-CV-PVC',
      name: 'Veerya PVC Foot Valve, 1.5"',
      short: 'the PVC foot valve',
      header: 'Light, rust-free foot valve for small pumps and sumps',
      description:
        'A rigid PVC foot valve with a spring-loaded flap and a slotted strainer, for 1.5" suction lines on 0.5 to 1 HP pumps. Does not rust in sumps with chlorinated water. Female BSP thread.',
      colour: '#6b7280',
      accent: '#1f5fa8',
      price: 260,
      stock: 0,
      features: {
        Size: '1.5" (40 mm)',
        Body: 'Rigid PVC',
        Flap: 'Spring-loaded',
        Strainer: 'Slotted, integral',
        Ends: 'Female BSP threaded',
      },
    },
    {
      sku: 'VF-CV-DP',
      name: 'Veerya Dual-plate Check Valve, Wafer, DN100 PN16',
      short: 'the dual-plate check valve',
      header: 'Short, light and quick-closing for pump discharge headers',
      description:
        'A wafer-pattern dual-plate check valve with two spring-loaded SS 304 plates that close before flow reverses, cutting water hammer. It is about a fifth of the length of a swing check, so it fits tight pump rooms. Ductile iron body with EPDM seat.',
      colour: '#1f5fa8',
      accent: '#c0c6cc',
      price: 6200,
      specialPrice: 5750,
      stock: 8,
      features: {
        Size: 'DN100 (4")',
        Body: 'Ductile iron',
        Plates: 'SS 304, spring-loaded',
        Seat: 'EPDM',
        Ends: 'Wafer, fits PN16 flanges',
        Standard: 'API 594 pattern',
      },
    },
    {
      sku: 'VF-CV-NS150',
      name: 'Nirmala Valves Non-slam Nozzle Check Valve, DN150 PN16',
      short: 'the non-slam check valve',
      header: 'Axial disc closes in milliseconds to stop surge on long mains',
      brand: 'Nirmala Valves',
      description:
        'A nozzle-type non-slam check valve with a short-stroke spring-assisted axial disc, used where a pump feeds a long rising main and slam must be avoided. Ductile iron body with SS 316 disc and spring. Flanged PN16.',
      colour: '#1f5fa8',
      accent: '#5a5f63',
      price: 21500,
      stock: 2,
      availableOnCod: false,
      maxQuantity: 5,
      features: {
        Size: 'DN150 (6")',
        Body: 'Ductile iron',
        'Disc and spring': 'SS 316',
        Type: 'Axial nozzle, non-slam',
        Ends: 'Flanged PN16',
      },
    },
  ],
);

// ---------------------------------------------------------------------------------------------------
// Spares
// ---------------------------------------------------------------------------------------------------

const sealReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Exact fit, no leak',
    body: (p) =>
      `I run a pump repair shop in Morbi and ${p} fitted exactly, no filing or shimming. Pump has been dry at the shaft for three months.`,
  },
  {
    rating: 5,
    title: 'Cheaper than the local market',
    body: (p) =>
      `Ordered ten pieces of ${p} for our maintenance store. Price is lower than the Rajkot market and every piece came in its own sealed pouch.`,
  },
  {
    rating: 4,
    title: 'Good part, packing could be better',
    body: (p) =>
      `Quality is good and ${p} is working on our plant pump. The courier box was thin and one pouch was crushed, though the part inside was fine.`,
  },
  {
    rating: 3,
    title: 'Fit it carefully',
    body: (p) =>
      `Works, but the faces of ${p} must be kept perfectly clean while fitting. My helper touched them with greasy fingers and the first one leaked.`,
  },
  {
    rating: 2,
    title: 'Size marking was wrong',
    body: (p) =>
      `The pouch said one size but ${p} inside was a different one, so my pump stayed open for two days. The seller exchanged it after photos.`,
  },
];

const seals = shelf(
  {
    category: 'Spares > Mechanical Seals',
    hsn: '84842000',
    art: 'mechanical-seal',
    brand: 'Veerya',
    make: 'Made in Rajkot',
    gstRate: 18,
    metrics: 'piece',
    reviews: sealReviews,
    maxQuantity: 50,
  },
  [
    {
      sku: 'VF-MS-SIC35',
      name: 'Sealtek SiC–SiC Mechanical Seal, Type 21, 35 mm',
      short: 'the Sealtek SiC seal',
      header: 'Silicon carbide faces for hot water, sandy water and RO brine',
      brand: 'Sealtek',
      make: 'Made in Ahmedabad',
      description:
        'An elastomer-bellows seal with silicon carbide rotary and stationary faces and Viton secondary seals. Lasts far longer than carbon–ceramic on hot, sandy or salty water. Fits 35 mm shafts on end-suction and multistage pumps.',
      colour: '#5a5f63',
      accent: '#c0c6cc',
      price: 1650,
      stock: 12,
      isRecent: true,
      features: {
        'Shaft size': '35 mm',
        Faces: 'SiC vs SiC',
        Elastomers: 'Viton',
        Spring: 'SS 304',
        'Temperature range': '-20 to 180 °C',
      },
    },
    {
      sku: 'VF-MS-VMB',
      name: 'Veerya Carbon–Ceramic Mechanical Seal for VMB Monoblock Pumps',
      short: 'the VMB seal',
      header: 'The genuine replacement seal for VMB and VSP monoblock pumps',
      description:
        'A carbon against ceramic seal with nitrile bellows and an SS spring, the same part fitted at the factory on VMB and VSP pumps. The 12 mm size fits VMB-05 and VSP pumps, 16 mm fits VMB-10 and VMB-15, 20 mm fits VMB-20 and VMB-30.',
      colour: '#2b2b2b',
      accent: '#c0c6cc',
      features: {
        Faces: 'Carbon vs ceramic',
        Bellows: 'Nitrile rubber',
        Spring: 'SS 304',
        'Temperature range': 'Up to 80 °C',
        'Fits pumps': 'VMB-05 to VMB-30, VSP',
      },
      variants: sizes('VF-MS-VMB', 'mechanical-seal', 'Shaft size', [
        ['12 mm', 260, 150, 240],
        ['16 mm', 320, 120],
        ['20 mm', 420, 80],
      ]),
    },
    {
      sku: 'VF-MS-VES25',
      name: 'Veerya Carbon–SiC Mechanical Seal for VES End-suction Pumps, 25 mm',
      short: 'the VES seal',
      header: 'Factory-spec seal for VES-32, VES-40 and VES-50',
      description:
        'A carbon against silicon carbide seal with EPDM elastomers, made to the working length of the VES-32 to VES-50 seal chambers. Handles clean water up to 100 °C. Packed with a fitting sleeve to protect the faces.',
      colour: '#5a5f63',
      accent: '#b5a642',
      price: 880,
      specialPrice: 790,
      stock: 40,
      features: {
        'Shaft size': '25 mm',
        Faces: 'Carbon vs SiC',
        Elastomers: 'EPDM',
        'Temperature range': 'Up to 100 °C',
        'Fits pumps': 'VES-32, VES-40, VES-50',
      },
    },
    {
      sku: 'VF-MS-4S',
      name: 'Veerya Motor Seal Kit for V4S Borewell Pumps',
      short: 'the V4S motor seal kit',
      header: 'Keeps sand out of the motor when you rewind or service a V4S',
      description:
        'The mechanical seal, sand guard and O-ring set for the top bearing of V4S 4-inch submersible motors. Replace it whenever a V4S motor is opened for rewinding. Fits 0.5 to 3 HP motors.',
      colour: '#2b2b2b',
      accent: '#1f5fa8',
      price: 540,
      stock: 0,
      features: {
        'Shaft size': '14 mm',
        Faces: 'Carbon vs ceramic',
        'In the kit': 'Seal, sand guard, 3 O-rings',
        'Fits motors': 'V4S, 0.5–3 HP',
        Elastomers: 'Nitrile',
      },
    },
    {
      sku: 'VF-MS-B22',
      name: 'Sealtek Rubber Bellows Seal, Type 21, 22 mm, for Booster Pumps',
      short: 'the 22 mm bellows seal',
      header: 'Common seal size for jet and booster pumps of most makes',
      brand: 'Sealtek',
      make: 'Made in Ahmedabad',
      description:
        'A Type 21 rubber bellows seal with carbon and ceramic faces, in the 22 mm size used on many jet, booster and self-priming pumps. Nitrile bellows suit clean cold water. Check the shaft size and working length before ordering.',
      colour: '#2b2b2b',
      accent: '#b5a642',
      price: 340,
      stock: 60,
      features: {
        'Shaft size': '22 mm',
        Type: '21, rubber bellows',
        Faces: 'Carbon vs ceramic',
        'Working length': '24 mm',
        Elastomers: 'Nitrile',
      },
    },
    {
      sku: 'VF-MS-GP10',
      name: 'Sealtek PTFE Gland Packing, 10 mm Square, 1 kg Coil',
      short: 'the PTFE gland packing',
      header: 'Braided PTFE packing for older gland-type pumps',
      brand: 'Sealtek',
      make: 'Made in Ahmedabad',
      metrics: 'coil',
      description:
        'Braided PTFE yarn packing with a graphite-free lubricant, in a 1 kg coil of about 8 m. For gland-sealed centrifugal pumps on clean and mildly chemical water. Cut rings with a 45° joint and stagger them in the stuffing box.',
      colour: '#e8e8e4',
      accent: '#5a5f63',
      price: 1250,
      specialPrice: 1150,
      stock: 18,
      features: {
        Section: '10 × 10 mm',
        Material: 'Braided PTFE',
        Length: 'About 8 m per kg',
        'Temperature range': 'Up to 260 °C',
        'pH range': '0–14',
      },
    },
    {
      sku: 'VF-MS-PG63',
      name: 'Veerya Glycerine-filled Pressure Gauge, 0–10 kg/cm², 63 mm Dial',
      short: 'the pressure gauge',
      header: 'Steady needle on the delivery line of any pump',
      art: 'pressure-gauge',
      description:
        'A 63 mm dial gauge with a glycerine-filled SS case that damps needle flutter from pump pulsation. Brass movement and ¼" BSP bottom connection. Reads 0–10 kg/cm² and psi.',
      colour: '#c0c6cc',
      accent: '#b3261e',
      price: 480,
      specialPrice: 430,
      stock: 45,
      features: {
        Range: '0–10 kg/cm² and 0–140 psi',
        Dial: '63 mm',
        Case: 'SS, glycerine filled',
        Connection: '¼" BSP, bottom',
        Accuracy: '±1.6%',
      },
    },
  ],
);

const impellerReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Pump back to full discharge',
    body: (p) =>
      `Our old impeller was eaten away by sand. After fitting ${p} the pump is giving the same water as when it was new.`,
  },
  {
    rating: 4,
    title: 'Well balanced',
    body: (p) =>
      `Put ${p} on the balancing machine at our workshop out of habit and it needed almost nothing. Casting is clean, only the box was plain with no part label.`,
  },
  {
    rating: 5,
    title: 'Genuine part, exact bore',
    body: (p) =>
      `Bore and keyway on ${p} matched our Veerya pump exactly. Much better than the copies sold in the local market.`,
  },
  {
    rating: 3,
    title: 'Keyway needed filing',
    body: (p) =>
      `The keyway of ${p} was tight and I had to file it a little to get the key in. After that it works fine.`,
  },
  {
    rating: 2,
    title: 'Wrong part shipped first',
    body: (p) =>
      `Ordered ${p} but received a different model first and the pump stayed open on my bench for a week. Second shipment was correct.`,
  },
];

const impellers = shelf(
  {
    category: 'Spares > Impellers',
    hsn: '84139190',
    art: 'impeller',
    brand: 'Veerya',
    make: 'Made in Rajkot',
    gstRate: 18,
    metrics: 'piece',
    reviews: impellerReviews,
    maxQuantity: 20,
  },
  [
    {
      sku: 'VF-IM-VMB05',
      name: 'Veerya Brass Impeller for VMB-05 Monoblock Pump',
      short: 'the VMB-05 impeller',
      header: 'Genuine closed brass impeller, 118 mm, for the VMB-05',
      description:
        'The closed brass impeller fitted at the factory in VMB-05 pumps, dynamically balanced. Outer diameter 118 mm with a 12 mm keyed bore. Replace it when discharge drops from sand wear.',
      colour: '#b5a642',
      accent: '#5a5f63',
      price: 680,
      stock: 30,
      features: {
        Material: 'Brass',
        Type: 'Closed, 6 vanes',
        Diameter: '118 mm',
        Bore: '12 mm, keyed',
        'Fits pumps': 'VMB-05',
      },
    },
    {
      sku: 'VF-IM-VMB',
      name: 'Veerya Impeller for VMB-10 and VMB-15 Monoblock Pumps',
      short: 'the VMB-10 impeller',
      header: 'Cast iron for clean water, bronze for sandy or hard water',
      description:
        'The closed impeller for VMB-10 and VMB-15 monoblock pumps, 132 mm diameter with a 16 mm keyed bore. Cast iron is the original fitment; bronze lasts longer where well water carries sand or is hard. Balanced to G6.3.',
      colour: '#5a5f63',
      accent: '#b5a642',
      features: {
        Type: 'Closed, 6 vanes',
        Diameter: '132 mm',
        Bore: '16 mm, keyed',
        Balancing: 'G6.3',
        'Fits pumps': 'VMB-10, VMB-15',
      },
      variants: sizes('VF-IM-VMB', 'impeller', 'Material', [
        ['Cast Iron', 920, 25],
        ['Bronze', 1480, 12, 1380],
      ]),
    },
    {
      sku: 'VF-IM-4S',
      name: 'Veerya Noryl Impeller and Diffuser Stage Kit for V4S Borewell Pumps',
      short: 'the V4S stage kit',
      header: 'Rebuild a worn V4S pump end with fresh floating stages',
      description:
        'Glass-filled Noryl impellers with matching diffuser bowls and wear rings, packed as complete stages for V4S 4-inch pumps rated 2.4 m³/h. Fit the same number of stages as the pump had. Includes new shaft sleeves and a thrust washer.',
      colour: '#1f5fa8',
      accent: '#c0c6cc',
      features: {
        Material: 'Glass-filled Noryl',
        Type: 'Floating impeller with diffuser',
        'Flow class': '2.4 m³/h',
        'In the kit': 'Stages, sleeves, thrust washer',
        'Fits pumps': 'V4S-10, V4S-15, V4S-20',
      },
      variants: sizes('VF-IM-4S', 'impeller', 'Stages', [
        ['5 Stages', 1150, 30],
        ['10 Stages', 2150, 20],
        ['15 Stages', 3050, 10, 2850],
      ]),
    },
    {
      sku: 'VF-IM-OW',
      name: 'Veerya Bronze Impeller for VOW Openwell Pumps, 1–2 HP',
      short: 'the VOW impeller',
      header: 'Bronze replacement impeller for VOW-10 and VOW-20',
      description:
        'A bronze semi-open impeller for VOW-10 and VOW-20 openwell pumps, 145 mm diameter. Semi-open vanes pass small leaves and grit that are common in open wells. Comes with a new impeller nut and washer.',
      colour: '#a0522d',
      accent: '#5a5f63',
      price: 1650,
      specialPrice: 1490,
      stock: 14,
      features: {
        Material: 'Bronze',
        Type: 'Semi-open',
        Diameter: '145 mm',
        'In the box': 'Impeller, nut, washer',
        'Fits pumps': 'VOW-10, VOW-20',
      },
    },
    {
      sku: 'VF-IM-VES50',
      name: 'Veerya Cast Iron Impeller for VES-50 End-suction Pump, 210 mm',
      short: 'the VES-50 impeller',
      header: 'Full-diameter impeller for the VES-50 casing',
      description:
        'A closed cast iron impeller for the VES-50 end-suction pump, supplied at the full 210 mm diameter. Can be trimmed on a lathe to match a lower duty point. Keyed 24 mm bore with a locking nut.',
      colour: '#5a5f63',
      accent: '#1f5fa8',
      price: 3200,
      stock: 5,
      features: {
        Material: 'Cast iron FG 260',
        Type: 'Closed',
        Diameter: '210 mm, trimmable',
        Bore: '24 mm, keyed',
        'Fits pumps': 'VES-50',
      },
    },
    {
      sku: 'VF-IM-SS316',
      name: 'Veerya Pro SS 316 Impeller for VES-40S Pump',
      short: 'the SS 316 impeller',
      header: 'Upgrade impeller for chloride and chemical duty',
      brand: 'Veerya Pro',
      description:
        'An investment-cast CF8M (SS 316) closed impeller for the VES-40S stainless pump, for users pumping RO reject, brine or mild chemicals that attack SS 304. Electropolished and balanced to G2.5.',
      colour: '#c0c6cc',
      accent: '#0f3d6e',
      price: 6800,
      stock: 2,
      features: {
        Material: 'SS 316 (CF8M)',
        Type: 'Closed',
        Finish: 'Electropolished',
        Balancing: 'G2.5',
        'Fits pumps': 'VES-40S',
      },
    },
    {
      sku: 'VF-IM-VES80',
      name: 'Veerya Bronze Impeller for VES-80 End-suction Pump',
      short: 'the VES-80 impeller',
      header: 'Large bronze impeller for the 15 HP VES-80',
      description:
        'A closed bronze impeller of 260 mm diameter for the VES-80 end-suction pump. Bronze resists the cavitation pitting seen on cast iron in high-flow service. Made against order with a two-week lead time.',
      colour: '#a0522d',
      accent: '#5a5f63',
      price: 12400,
      stock: 0,
      availableOnCod: false,
      features: {
        Material: 'Bronze LTB2',
        Type: 'Closed',
        Diameter: '260 mm',
        Bore: '32 mm, keyed',
        'Fits pumps': 'VES-80',
      },
    },
  ],
);

const windingReviews: ReviewLine[] = [
  {
    rating: 5,
    title: 'Good copper, proper gauge',
    body: (p) =>
      `I am a motor rewinder in Indore and the copper in ${p} is genuine, the gauge measured correctly on my micrometer. Motors run cool after rewinding.`,
  },
  {
    rating: 5,
    title: 'Everything in one box',
    body: (p) =>
      `With ${p} I did not have to run to three shops for the rest of the material. Saves half a day on every job.`,
  },
  {
    rating: 4,
    title: 'Good, some small items short',
    body: (p) =>
      `Quality is good and ${p} did the job on a farmer's pump. Only the sleeving quantity was a little short and I used my own stock.`,
  },
  {
    rating: 3,
    title: 'Okay, instructions only in English',
    body: (p) =>
      `Works fine, but the sheet with ${p} is only in English. My helpers read Gujarati and Hindi, so please add those.`,
  },
  {
    rating: 2,
    title: 'Box arrived dented',
    body: (p) =>
      `The box of ${p} arrived dented and one item inside was damaged. A replacement came in a week, but I had to keep the customer waiting.`,
  },
];

const windings = shelf(
  {
    category: 'Spares > Motor Windings',
    hsn: '85030090',
    art: 'motor-winding',
    brand: 'Veerya',
    make: 'Made in Rajkot',
    gstRate: 18,
    metrics: 'kit',
    reviews: windingReviews,
    maxQuantity: 20,
  },
  [
    {
      sku: 'VF-MW-CP1',
      name: 'Veerya Single Phase Submersible Control Panel with Dry-run Protection, 1–2 HP',
      short: 'the single phase control panel',
      header: 'Starts the pump, protects it from dry running and low voltage',
      art: 'control-panel',
      metrics: 'piece',
      description:
        'A control panel for single phase borewell and openwell pumps of 1 to 2 HP, with start and run capacitors, an overload relay and a digital voltmeter and ammeter. A current-sensing dry-run cut-off stops the pump when the bore runs dry and restarts it after a set delay. Powder-coated sheet steel box, wall mounted.',
      colour: '#2f7d32',
      accent: '#5a5f63',
      price: 4600,
      specialPrice: 4250,
      stock: 16,
      isRecent: true,
      features: {
        Rating: '1–2 HP, 230 V',
        Protection: 'Dry-run, overload, low voltage',
        Meters: 'Digital voltmeter and ammeter',
        Capacitors: 'Start and run, included',
        Enclosure: 'Powder-coated steel, IP42',
        Warranty: '12 months',
      },
    },
    {
      sku: 'VF-MW-KIT',
      name: 'Veerya Copper Rewinding Kit for Monoblock Pump Motors',
      short: 'the rewinding kit',
      header: 'Copper wire, insulation and varnish measured for one motor',
      description:
        'Everything to rewind one single phase monoblock motor: super-enamelled copper wire in the two gauges needed for main and starting coils, slot insulation paper, sleeving, lacing cord and a 500 ml can of baking varnish. Quantities are set for Veerya VMB motors and suit most 2-pole monoblocks of the same rating.',
      colour: '#b87333',
      accent: '#5a5f63',
      features: {
        Wire: 'Super-enamelled copper, Class H',
        Insulation: 'Polyester film and presspahn slot paper',
        Varnish: '500 ml, Class F baking',
        'Also included': 'Sleeving, lacing cord, winding chart',
        'Fits motors': '2-pole, single phase',
      },
      variants: sizes('VF-MW-KIT', 'motor-winding', 'Power', [
        ['0.5 HP', 1650, 25],
        ['1 HP', 2350, 20, 2190],
        ['2 HP', 3400, 12],
        ['3 HP', 3950, 6],
      ]),
    },
    {
      sku: 'VF-MW-SUB',
      name: 'Veerya PVC-insulated Winding Wire Kit for 4-inch Borewell Motors',
      short: 'the borewell winding kit',
      header: 'Water-proof PVC-insulated wire for wet-type submersible motors',
      description:
        'Copper wire with a PVC insulation coat, the type used in water-filled submersible motors where enamelled wire would fail. The kit has the wire, slot liners, joint sleeves and a winding chart for Veerya V4S motors. Rewinding needs a skilled submersible rewinder.',
      colour: '#b87333',
      accent: '#1f5fa8',
      features: {
        Wire: 'Copper, PVC insulated',
        'In the kit': 'Wire, slot liners, joint sleeves, chart',
        'Fits motors': 'V4S and most 4-inch wet motors',
        Supply: 'Single phase motors',
      },
      variants: sizes('VF-MW-SUB', 'motor-winding', 'Power', [
        ['1 HP', 3600, 10],
        ['2 HP', 5200, 6],
      ]),
    },
    {
      sku: 'VF-MW-WIRE',
      name: 'Veerya Super-enamelled Copper Winding Wire, 1 kg Reel',
      short: 'the winding wire reel',
      header: 'Class H enamelled copper by the kilo for rewinding shops',
      metrics: 'reel',
      description:
        'Electrolytic-grade copper with dual-coat polyester-imide enamel, rated Class H (180 °C). Sold by the 1 kg reel in the gauges most used on pump motors. Finer gauges cost a little more per kilo because of the extra drawing.',
      colour: '#b87333',
      accent: '#c0c6cc',
      features: {
        Conductor: 'Electrolytic copper, 99.9%',
        Enamel: 'Dual coat, polyester-imide',
        'Thermal class': 'H (180 °C)',
        Weight: '1 kg net on reel',
        Standard: 'IS 13730',
      },
      variants: sizes('VF-MW-WIRE', 'motor-winding', 'Gauge', [
        ['SWG 18', 1180, 40],
        ['SWG 20', 1210, 35],
        ['SWG 22', 1240, 30, 1170],
      ]),
    },
    {
      sku: 'VF-MW-CAP36',
      name: 'Veerya Run Capacitor, 36 µF 440 V, for Single Phase Pumps',
      short: 'the 36 µF capacitor',
      header: 'The most common capacitor value for 1 HP single phase pumps',
      metrics: 'piece',
      description:
        'A metallised polypropylene run capacitor in an aluminium can, with four quick-connect terminals. The 36 µF value suits most 1 HP single phase monoblock and submersible motors. Replace when the pump hums but will not start.',
      colour: '#9aa5b1',
      accent: '#2b2b2b',
      price: 290,
      stock: 80,
      features: {
        Capacitance: '36 µF ±5%',
        Voltage: '440 V AC',
        Type: 'Metallised polypropylene, aluminium can',
        Terminals: '4 quick-connect',
        'Temperature range': '-25 to 70 °C',
      },
    },
    {
      sku: 'VF-MW-STR20',
      name: 'Veerya Wound Stator for VMB-20 Monoblock Pump, 2 HP Single Phase',
      short: 'the VMB-20 stator',
      header: 'Factory-wound and varnished stator, drop it into the frame',
      metrics: 'piece',
      description:
        'A complete factory-wound stator for the single phase VMB-20, vacuum-impregnated and tested at 1500 V. Faster than a rewind when a pump is needed back in the field the same day. Leads are marked for the capacitor box.',
      colour: '#b87333',
      accent: '#5a5f63',
      price: 7900,
      specialPrice: 7400,
      stock: 4,
      features: {
        Rating: '2 HP, 230 V single phase',
        Winding: 'Copper, Class F',
        Impregnation: 'Vacuum, baked varnish',
        'High-voltage test': '1500 V',
        'Fits pumps': 'VMB-20 single phase',
      },
    },
    {
      sku: 'VF-MW-SD',
      name: 'Veerya Pro Star-delta Starter Panel, 7.5–15 HP, Three Phase',
      short: 'the star-delta panel',
      header: 'Soft starting for big pumps, easier on the motor and the supply',
      brand: 'Veerya Pro',
      art: 'control-panel',
      metrics: 'piece',
      description:
        'A fully automatic star-delta starter with three contactors, an adjustable timer, an overload relay and a single-phasing preventer. Reduces starting current to about a third, which many electricity boards require above 7.5 HP. Suits V4S-75, VES-65 and VES-80 pump sets.',
      colour: '#5a5f63',
      accent: '#b3261e',
      price: 12800,
      stock: 0,
      availableOnCod: false,
      features: {
        Rating: '7.5–15 HP, 415 V three phase',
        Starting: 'Automatic star-delta, adjustable timer',
        Protection: 'Overload, single phasing',
        Meters: 'Voltmeter, ammeter, phase indicators',
        Enclosure: 'Sheet steel, IP54',
        Warranty: '12 months',
      },
    },
  ],
);

/** Where each shelf's products are installed or serviced (the product page shows it, showPos). */
const PLACE_OF_SERVICE: Record<string, string> = {
  Pumps: 'At your site, installed and commissioned by our engineer',
  Valves: 'Ex-works Rajkot, fitted by your plumber or contractor',
  Spares: 'At any authorised service centre',
};

export const veeryaFlowtechCatalog: SeedCatalog = {
  products: [
    ...monoblock,
    ...endSuction,
    ...borewell,
    ...openwell,
    ...booster,
    ...gate,
    ...ball,
    ...butterfly,
    ...check,
    ...seals,
    ...impellers,
    ...windings,
  ].map((product) => ({ ...product, placeOfService: PLACE_OF_SERVICE[product.category.split(' > ')[0]!] })),
  sections: [
    {
      title: 'Best sellers for farms',
      text: 'Pumps, foot valves and panels that farmers across Saurashtra order season after season.',
      skus: ['VF-4S-100', 'VF-4S-KIT', 'VF-OW-100', 'VF-MB-100', 'VF-MB-200', 'VF-CV-FT', 'VF-MW-CP1'],
    },
    {
      title: 'For buildings and apartments',
      text: 'Boosters, transfer pumps and isolating valves for flats, bungalows and societies.',
      skus: ['VF-PB-025', 'VF-PB-100', 'VF-PB-VMS', 'VF-PB-TWIN', 'VF-ES-3225', 'VF-BV-LOCK', 'VF-MB-SP'],
    },
    {
      title: 'Valves for every line',
      text: 'From a ½" brass ball valve to a DN300 butterfly valve, tested before dispatch.',
      skus: ['VF-BV-BR', 'VF-GV-BR', 'VF-GV-CI50', 'VF-BF-W', 'VF-CV-BRS', 'VF-CV-DP', 'VF-BF-DI300'],
    },
    {
      title: 'Spares for the repair shop',
      text: 'Genuine seals, impellers and rewinding material to get a pump back to work the same day.',
      skus: ['VF-MS-VMB', 'VF-MS-SIC35', 'VF-IM-VMB', 'VF-IM-4S', 'VF-MW-KIT', 'VF-MW-WIRE'],
    },
  ],
};
