import type { SeedTenant } from '../seed-tenant.ts';

/**
 * Veerya Flowtech's distributors, authorised service centres and maintenance guides (the briefcase
 * pages). The businesses are invented; landlines carry their city's STD code.
 */
export const veeryaDistributors: NonNullable<SeedTenant['distributors']> = [
  {
    name: 'Shreenathji Pump & Pipe Traders',
    address: 'Shop 12, Krishna Complex, Gondal Road, near Malaviya Chowk',
    city: 'Rajkot',
    state: 'Gujarat',
    pincode: '360002',
    phone: '98250 41736',
    email: 'sales@shreenathjipumps.in',
    coverage: 'Full range: monoblock, submersible and booster pumps, valves and genuine spares',
  },
  {
    name: 'Aji Irrigation Supplies',
    address: 'Plot 7, Road B, Aji GIDC, Bhavnagar Road',
    city: 'Rajkot',
    state: 'Gujarat',
    pincode: '360003',
    phone: '0281 238 6154',
    email: 'ajiirrigation@veerya-dealers.in',
    coverage: 'Agricultural submersible and openwell pumps, control panels and cables',
  },
  {
    name: 'Sabarmati Pumps & Valves',
    address: '14, Shivam Estate, Naroda GIDC Phase 1',
    city: 'Ahmedabad',
    state: 'Gujarat',
    pincode: '382330',
    phone: '079 2282 4417',
    email: 'info@sabarmatipumps.in',
    coverage: 'Industrial end-suction pumps, butterfly and gate valves',
  },
  {
    name: 'Narol Engineering Stores',
    address: 'B-9, Shah Alam Tolnaka Road, opp. Narol Court',
    city: 'Ahmedabad',
    state: 'Gujarat',
    pincode: '382405',
    phone: '97277 30185',
    email: 'narolengg@veerya-dealers.in',
    coverage: 'Pressure booster pumps, ball valves and building-services spares',
  },
  {
    name: 'Tapi Fluid Controls',
    address: 'Unit 21, Sahjanand Industrial Estate, Udhna Main Road',
    city: 'Surat',
    state: 'Gujarat',
    pincode: '394210',
    phone: '0261 227 9043',
    email: 'orders@tapifluid.in',
    coverage: 'Stainless steel pumps and valves for textile processing and dyeing units',
  },
  {
    name: 'Deccan Agro Pumps',
    address: 'J-142, MIDC Bhosari, near Landewadi Chowk',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411026',
    phone: '94220 58317',
    email: 'deccanagro@veerya-dealers.in',
    coverage: 'Monoblock, openwell and borewell pumps for farms and housing societies',
  },
  {
    name: 'Godavari Pump Stores',
    address: 'Shop 3, Trimurti Chowk, Ambad MIDC Link Road',
    city: 'Nashik',
    state: 'Maharashtra',
    pincode: '422010',
    phone: '0253 238 1672',
    email: null,
    coverage: 'Agricultural pumps, HDPE fittings, foot valves and check valves',
  },
  {
    name: 'Amer Irrigation Traders',
    address: 'E-218, Road No. 9, Vishwakarma Industrial Area',
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302013',
    phone: '98290 64521',
    email: 'amertraders@veerya-dealers.in',
    coverage: 'Borewell submersibles up to 7.5 HP, solar-ready control panels and cables',
  },
  {
    name: 'Marudhar Pump Sales',
    address: '56, Heavy Industrial Area, Basni Phase 2',
    city: 'Jodhpur',
    state: 'Rajasthan',
    pincode: '342005',
    phone: '0291 274 0398',
    email: 'marudharpumps@veerya-dealers.in',
    coverage: 'Deep-borewell pumps for sandy water, motor windings and spares',
  },
  {
    name: 'Malwa Pump & Valve Co.',
    address: '31-A, Sector E, Sanwer Road Industrial Area',
    city: 'Indore',
    state: 'Madhya Pradesh',
    pincode: '452015',
    phone: '88899 27413',
    email: 'malwapumps@veerya-dealers.in',
    coverage: 'Full range: pumps, industrial valves and genuine spares for MP',
  },
];

export const veeryaServiceCentres: NonNullable<SeedTenant['serviceCentres']> = [
  {
    name: 'Veerya Service Point, Gondal Road',
    address: 'Shed 4, Jay Khodiyar Industrial Zone, Gondal Road, Vavdi',
    city: 'Rajkot',
    state: 'Gujarat',
    pincode: '360004',
    phone: '98795 31284',
    email: 'service.rajkot@veeryaflowtech.in',
    coverage: 'All pumps and valves: warranty repairs, seal replacement, impeller balancing',
  },
  {
    name: 'Patel Motor Rewinding Works',
    address: '18, Lakshminagar Main Road, near Nana Mava Circle',
    city: 'Rajkot',
    state: 'Gujarat',
    pincode: '360004',
    phone: '0281 257 3390',
    email: null,
    coverage: 'Submersible and monoblock motor rewinding, capacitor and starter repairs',
  },
  {
    name: 'Shree Umiya Pump Service',
    address: 'Shop 9, Sardar Patel Complex, Sanala Road',
    city: 'Morbi',
    state: 'Gujarat',
    pincode: '363641',
    phone: '02822 242 875',
    email: 'umiyapumpservice@veerya-service.in',
    coverage: 'End-suction pumps for ceramic units, on-site service within 24 hours',
  },
  {
    name: 'Naroda Pump Care',
    address: '27, Ganesh Industrial Park, Naroda Road',
    city: 'Ahmedabad',
    state: 'Gujarat',
    pincode: '382330',
    phone: '99099 46120',
    email: 'narodapumpcare@veerya-service.in',
    coverage: 'Industrial pumps, butterfly valve actuators, vibration checks',
  },
  {
    name: 'Vatva Motor & Pump Repairs',
    address: 'C-1/88, Phase 2, Vatva GIDC',
    city: 'Ahmedabad',
    state: 'Gujarat',
    pincode: '382445',
    phone: '079 2583 1746',
    email: null,
    coverage: 'Motor rewinding up to 30 HP, mechanical seals and bearings',
  },
  {
    name: 'Pimpri Flowtech Services',
    address: 'S-41, Block J, MIDC Pimpri',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411018',
    phone: '93710 82564',
    email: 'pimpriflow@veerya-service.in',
    coverage: 'Booster and hydro-pneumatic systems for housing societies, AMC visits',
  },
  {
    name: 'Hadapsar Pump Clinic',
    address: 'Shop 6, Gondhalenagar, Hadapsar–Saswad Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411028',
    phone: '020 2697 4418',
    email: 'hadapsarpumps@veerya-service.in',
    coverage: 'Domestic and openwell pumps, borewell pump pulling and lowering',
  },
  {
    name: 'Panchganga Pump Services',
    address: 'Plot 112, Shiroli MIDC, Pune–Bengaluru Highway',
    city: 'Kolhapur',
    state: 'Maharashtra',
    pincode: '416122',
    phone: '97300 15847',
    email: null,
    coverage: 'Agricultural pumps, sugar-mill process pumps, seal and bearing kits',
  },
  {
    name: 'Sitapura Pump Service Centre',
    address: 'G-74, EPIP, Sitapura Industrial Area',
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302022',
    phone: '0141 277 0352',
    email: 'sitapuraservice@veerya-service.in',
    coverage: 'Borewell submersibles: pulling, rewinding, cable jointing, panel repairs',
  },
  {
    name: 'Shekhawati Borewell Services',
    address: 'Near Transport Nagar, Delhi Bypass Road',
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302002',
    phone: '94141 63905',
    email: null,
    coverage: 'Borewell pump installation and warranty service for rural Jaipur district',
  },
  {
    name: 'Narmada Electro-Mechanical Works',
    address: '5, Sector D, Govindpura Industrial Area',
    city: 'Bhopal',
    state: 'Madhya Pradesh',
    pincode: '462023',
    phone: '0755 258 6031',
    email: 'narmadaworks@veerya-service.in',
    coverage: 'Monoblock and end-suction pumps, motor rewinding, valve refurbishing',
  },
  {
    name: 'Malwa Pump Service, Palasia',
    address: '12/3, New Palasia, near Geeta Bhawan Square',
    city: 'Indore',
    state: 'Madhya Pradesh',
    pincode: '452001',
    phone: '98931 70258',
    email: 'malwaservice@veerya-service.in',
    coverage: 'All Veerya pumps and valves, warranty claims and genuine spares',
  },
];

export const veeryaMaintenanceGuides: NonNullable<SeedTenant['maintenanceGuides']> = [
  {
    title: 'Pump runs but does not lift water (not priming)',
    appliesTo: 'Monoblock, self-priming and end-suction pumps',
    summary:
      'The motor hums and turns but no water comes out. Nine times out of ten it is air in the suction line or a foot valve that does not hold. Check these six things in order.',
    content: `<p>A surface pump can only push water; it cannot pull air. Until the casing and the whole suction pipe are full of water, the impeller just spins in air and nothing is delivered.</p>
<h3>Before you start</h3>
<ul>
<li>Switch off the pump at the starter and remove the fuse or switch off the MCB.</li>
<li>Keep a bucket of clean water and a roll of PTFE tape ready.</li>
</ul>
<h3>Check in this order</h3>
<ol>
<li><strong>Prime it properly.</strong> Open the priming plug on top of the casing and pour water in slowly until it overflows with no air bubbles. Rock the suction pipe gently to release trapped air, top up again and refit the plug tightly.</li>
<li><strong>Test the foot valve.</strong> If the water level in the casing falls within a few minutes of priming, the foot valve is not holding. Pull up the suction pipe, clean the strainer and flap, and replace the rubber flap if it is torn or hard.</li>
<li><strong>Find suction leaks.</strong> Air gets in at loose unions, cracked pipes and dry threaded joints. Tighten every joint on the suction side and re-seal threads with PTFE tape. With the pump running, pour water over each joint: if the sound of the pump changes, you have found the leak.</li>
<li><strong>Measure the suction lift.</strong> The height from the lowest water level to the pump's centre must not be more than 6 m (less in summer, when the water is warm). For deeper water use an openwell or borewell submersible pump instead.</li>
<li><strong>Check the direction of rotation</strong> on three-phase pumps. The shaft must turn the way the arrow on the casing points; if it does not, have an electrician swap any two of the three supply wires.</li>
<li><strong>Open the delivery valve partly</strong> on self-priming models so the trapped air can escape while the pump primes.</li>
</ol>
<h3>When to stop and call us</h3>
<p>If the pump still does not deliver after two attempts, <strong>switch it off</strong>. A pump that runs dry for more than a minute or two overheats its mechanical seal and can crack it. Call your nearest authorised service centre or our helpline 1800-233-7720.</p>`,
  },
  {
    title: 'Low discharge or low pressure',
    appliesTo: 'All centrifugal, submersible and booster pumps',
    summary:
      'Water comes, but less than it used to or less than the pump is rated for. Measure the flow and the voltage first, then work through the suction side, the piping and the pump itself.',
    content: `<h3>First, measure what you are getting</h3>
<p>Time how long the pump takes to fill a bucket of known size. For a 20-litre bucket filled in 15 seconds the flow is <strong>20 × 60 ÷ 15 = 80 litres per minute</strong>. Compare this with the flow shown on the name plate at your total head (the height from water level to the highest outlet, plus about 1 m for every 10 m of pipe).</p>
<h3>Common causes and what to do</h3>
<ol>
<li><strong>Low voltage.</strong> Ask an electrician to measure the voltage at the starter <em>while the pump runs</em>. Below 200 V on single phase or 360 V on three phase the motor slows down and the flow drops sharply. A servo stabiliser or a shorter, thicker supply cable helps.</li>
<li><strong>Choked strainer or foot valve.</strong> Leaves, moss and plastic collect on the foot valve strainer. Clean it every season.</li>
<li><strong>Partly closed or passing valves.</strong> Check that every valve on the line is fully open and that no bypass or non-return valve is stuck.</li>
<li><strong>Pipe too small or too long.</strong> Never use a pipe smaller than the pump's outlet. For runs over 30 m, go one size bigger.</li>
<li><strong>Air in the suction line.</strong> A pump that gurgles or whose delivery pulses is drawing air. See the guide on priming to find the leak.</li>
<li><strong>Worn impeller or wear rings.</strong> Sandy or gritty water wears the impeller and the rings around it, and the pump loses head year by year. A service centre can measure the clearance and replace the worn parts.</li>
<li><strong>Falling water level</strong> in a borewell or openwell, especially in summer. The pump may be working correctly against a much larger head than when it was selected.</li>
</ol>
<h3>Booster pumps</h3>
<p>If a pressure booster cuts in and out every few seconds, the air charge in the pressure tank is low. With the pump off and the tank drained, pump the air valve up to about 0.2 bar below the cut-in pressure using a tyre pump.</p>`,
  },
  {
    title: 'Motor overheating or tripping',
    appliesTo: 'Monoblock, openwell and borewell submersible pump motors',
    summary:
      'The motor is too hot to touch, smells of burning varnish or the overload relay trips. Stop the pump and find the cause before it burns the winding.',
    content: `<p>A motor body at 60–70 °C is normal: too hot to keep your hand on, but not smoking. Anything hotter, a burning smell or repeated tripping means something is wrong.</p>
<h3>Checks an electrician can make</h3>
<ol>
<li><strong>Voltage on every phase.</strong> All three phases must be present and within 10% of each other. A missing phase (single-phasing) makes a three-phase motor hum, draw high current and burn within minutes.</li>
<li><strong>Running current.</strong> Measure it with a clamp meter and compare it with the name plate. More than 10% above the rated current means the motor is overloaded.</li>
<li><strong>Overload relay setting.</strong> Set it at 100–110% of the rated current, never higher to stop nuisance tripping.</li>
<li><strong>Capacitor</strong> (single-phase motors). A weak or swollen capacitor makes the motor slow to start and run hot. Replace it with one of the same µF and voltage rating.</li>
<li><strong>Insulation resistance.</strong> With the supply disconnected, test between each winding lead and earth with a 500 V megger. Below 1 MΩ, do not restart: the winding or cable joint is letting in moisture.</li>
</ol>
<h3>Causes on the pump side</h3>
<ul>
<li><strong>Running at too low a head.</strong> A pump that discharges into an open pipe with almost no lift delivers far more water than designed and overloads the motor. Throttle the delivery valve until the current is within the rating.</li>
<li><strong>Too many starts.</strong> Allow at most 15 starts an hour for surface pumps and 10 for submersibles. A float switch or pressure switch with a wider band helps.</li>
<li><strong>Poor cooling.</strong> Keep the fan cover of a surface motor clean and clear of walls. An openwell submersible lying in mud or a borewell pump installed below the inflow of water gets no cooling flow; raise it or fit a flow sleeve.</li>
<li><strong>Worn bearings</strong> rumble and make the shaft stiff to turn by hand. Have them replaced before they seize.</li>
</ul>
<p><strong>Warranty note:</strong> windings burnt by single-phasing or wrong voltage are not covered. A phase-failure and dry-run protection panel pays for itself many times over.</p>`,
  },
  {
    title: 'Water leaking from the mechanical seal',
    appliesTo: 'Monoblock, end-suction and pressure booster pumps',
    summary:
      'A steady drip or spray from where the shaft leaves the casing means the mechanical seal is worn or damaged. How to confirm it, replace it and keep the new one alive.',
    content: `<h3>Is it really the seal?</h3>
<p>A mechanical seal should not drip at all once it has run for a few hours. Dry the area and watch: water from the gap between the motor and the pump casing, on the shaft side, is the seal. Water from the casing joint, drain plug or pipe unions is a gasket or joint, which is easier to fix.</p>
<h3>Why seals fail</h3>
<ul>
<li><strong>Dry running</strong>, even for a minute, cracks the carbon and ceramic faces. This is the cause of most seal failures.</li>
<li><strong>Sand and grit</strong> in the water scratch the faces.</li>
<li><strong>Vibration</strong> from a loose base, a bent shaft or worn bearings.</li>
<li><strong>Hot water or chemicals</strong> beyond what the seal's rubber parts are made for.</li>
</ul>
<h3>Replacing the seal</h3>
<ol>
<li>Switch off and isolate the supply, close the suction and delivery valves and drain the casing.</li>
<li>Remove the casing bolts and draw the motor and impeller out of the casing.</li>
<li>Hold the shaft at the fan end and unscrew the impeller nut. Note which way the thread turns before you force it.</li>
<li>Slide the impeller and the rotating part of the seal off the shaft. Press the stationary seat out of the seal housing.</li>
<li>Clean the shaft and housing. Check the shaft for scoring where the seal sits; polish light marks with fine emery.</li>
<li>Press in the new seat with your thumbs, using water or soap solution as a lubricant. <strong>Never use oil or grease</strong>, and never touch the polished faces with your fingers.</li>
<li>Slide on the rotating part, refit the impeller and nut, and reassemble the casing with a new gasket.</li>
<li><strong>Prime the pump fully</strong> before you start it.</li>
</ol>
<p>Use a genuine Veerya seal kit for your model: seals look alike across sizes but shaft diameters and spring lengths differ. Your distributor can identify the kit from the pump's serial number.</p>`,
  },
  {
    title: 'Valve passing or leaking',
    appliesTo: 'Gate, ball, butterfly and check valves',
    summary:
      'A valve that lets water through when closed is passing; one that drips from the stem or body is leaking. Most of both can be cured on site without removing the valve.',
    content: `<p><strong>Safety first:</strong> isolate and depressurise the line, and drain it if you are going to open any joint. Never loosen a gland or flange on a line under pressure.</p>
<h3>Leaking at the stem (gland)</h3>
<ol>
<li>Tighten the gland nuts evenly, a quarter turn at a time on each side, until the drip stops. Do not over-tighten: the stem should still turn freely.</li>
<li>If it still leaks, the packing is worn. Remove the old rings and fit new PTFE or graphite packing rings with their cut ends staggered at 90° to each other.</li>
<li>On ball valves, tighten the stem nut under the handle by a quarter turn.</li>
</ol>
<h3>Leaking at a flange</h3>
<p>Tighten the bolts in a criss-cross order, not round the circle. If the joint still weeps, replace the gasket; a used gasket does not seal a second time.</p>
<h3>Passing when closed</h3>
<ul>
<li><strong>Gate and sluice valves:</strong> debris is often trapped under the wedge. Open the valve a few turns to let the flow flush it, then close it again firmly by hand. Do not use a pipe on the hand wheel; it bends the stem.</li>
<li><strong>Ball valves:</strong> operate the valve fully open and closed several times. If it still passes, the seats are scored; three-piece valves take a seat kit without cutting the pipe.</li>
<li><strong>Butterfly valves:</strong> check that the lever or gearbox closes the disc fully (adjust the end stop). A torn or swollen rubber liner has to be replaced.</li>
<li><strong>Check valves:</strong> a check valve that lets water run back is usually holding debris on its flap, or was installed against the arrow on its body. Clean it and check its direction.</li>
</ul>
<h3>Water hammer</h3>
<p>A loud bang when a pump stops means the check valve is slamming. Fit a spring-loaded (non-slam) check valve, and close the delivery valve before stopping large pumps.</p>`,
  },
  {
    title: 'Noisy pump, vibration and cavitation',
    appliesTo: 'Centrifugal, end-suction and booster pumps',
    summary:
      'A rattling sound like gravel in the casing is cavitation, and it eats the impeller. A rumble or hum is usually bearings or mounting. How to tell them apart and fix each one.',
    content: `<h3>Tell the noises apart</h3>
<ul>
<li><strong>Gravel or marbles in the casing:</strong> cavitation. Vapour bubbles form on the suction side and collapse on the impeller, pitting it like a sponge.</li>
<li><strong>Steady rumble or whine that grows over weeks:</strong> worn bearings.</li>
<li><strong>Shaking that changes when you press on the pipe or base:</strong> loose mounting or pipe strain.</li>
<li><strong>Gurgling and pulsing flow:</strong> air being drawn in.</li>
</ul>
<h3>Curing cavitation</h3>
<ol>
<li><strong>Reduce the suction lift.</strong> Move the pump closer to the water level; every metre helps.</li>
<li><strong>Use a bigger suction pipe,</strong> at least one size larger than the pump's inlet, as short and straight as possible, with no bends within five pipe diameters of the inlet.</li>
<li><strong>Fit an eccentric reducer</strong> with its flat side on top, so no air pocket forms at the inlet.</li>
<li><strong>Keep the foot valve at least 600 mm below the lowest water level</strong> and 300 mm above the bottom, so it draws neither air through a vortex nor silt.</li>
<li><strong>Clean a choked strainer.</strong></li>
<li><strong>Throttle the delivery valve slightly.</strong> A pump running at much lower head than it was selected for delivers too much water and cavitates; closing the valve a little moves it back to its duty point.</li>
</ol>
<h3>Vibration and bearing noise</h3>
<ul>
<li>Bolt the pump to a level concrete base and grout it. Support the pipes on their own clamps so their weight does not hang on the pump.</li>
<li>On coupled pump sets, check the coupling alignment with a straight edge and feeler gauge; misalignment should be under 0.1 mm.</li>
<li>Replace bearings that rumble. Sealed bearings need no grease; open bearings need a fresh charge of lithium grease every 2,000 running hours.</li>
</ul>
<p>If the impeller is already pitted, replacing it restores the flow, but fix the cause first or the new one will go the same way.</p>`,
  },
];
