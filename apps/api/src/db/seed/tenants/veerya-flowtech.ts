import { veeryaFlowtechCatalog } from '../catalog/veerya-flowtech.catalog.ts';
import type { SeedTenant } from '../seed-tenant.ts';
import {
  veeryaDistributors,
  veeryaMaintenanceGuides,
  veeryaServiceCentres,
} from './veerya-flowtech.business.ts';

const media = (file: string) => `/media/veerya-flowtech/${file}`;

export const veeryaFlowtech: SeedTenant = {
  customer: {
    id: 'veerya-flowtech',
    businessName: 'Veerya Flowtech Pvt. Ltd.',
    registeredEmail: 'accounts@veeryaflowtech.in',
    isEngineeringType: true,
    gstn: '24AAGCV7319P1ZQ',
    legalName: 'Veerya Flowtech Private Limited',
    invoicePrefix: 'VF',
    upiId: 'veeryaflowtech@icici',
    qrCode: null,
    website: 'https://www.veeryaflowtech.in',
    publicOrigin: 'http://briefcase.localhost:3000',
    mobile: '9879014420',
    whatsApp: '9879014420',
    helpLine: '1800-233-7720',
    registeredAddress: 'Plot 118, GIDC Metoda, Kalawad Road, Rajkot 360021, Gujarat',
    registeredState: 'Gujarat',
    deliveryCharge: 15_000,
    freeDeliveryAbove: 5_00_000,
    dispatchDays: 3,
    brandDetails: [
      {
        appName: 'Veerya Flowtech',
        brandName: 'Veerya',
        brandId: 'veerya',
        appDescription:
          'Centrifugal, submersible and monoblock pumps, industrial valves and genuine spares, designed and built in Rajkot for farms, factories and buildings since 2003.',
        logoURL: media('logo.svg'),
        shortLogo: media('logo-mark.svg'),
        bannerURLs: [media('banner-1.svg'), media('banner-2.svg'), media('banner-3.svg')],
        theme: {
          primaryColor: '#123a63',
          secondaryColor: '#a5650a',
          buttonTextColor: '#ffffff',
          fontColor: '#1b2430',
          fontFamily: 'IBM Plex Sans',
          scaffoldColor: '#f3f6f9',
          backgroundColor: '#ffffff',
          mode: 'light',
        },
      },
    ],
    appDetails: {
      playStoreUrl: 'https://play.google.com/store/apps/details?id=in.veeryaflowtech.briefcase',
      appStoreUrl: null,
    },
    certificates: [
      { label: 'ISO 9001:2015', certificateImage: media('cert-iso-9001.svg') },
      { label: 'BIS ISI Mark: IS 8034 & IS 9079 Pumps', certificateImage: media('cert-bis-isi.svg') },
      { label: 'BEE 5 Star Rated Pump Sets', certificateImage: media('cert-bee-5-star.svg') },
      { label: 'MSME Udyam Registered', certificateImage: media('cert-msme-udyam.svg') },
    ],
    socialLinks: {
      facebookUrl: null,
      twitterUrl: 'https://x.com/veeryaflowtech',
      instagramUrl: null,
      youtubeUrl: 'https://www.youtube.com/@veeryaflowtech',
      linkedInUrl: 'https://www.linkedin.com/company/veerya-flowtech',
    },
    uiFeatures: {
      showBrand: true,
      showLargeImage: true,
      showProductPrice: false,
      showSKU: true,
      showSqrCategory: true,
      showSubcategories: true,
      showContacts: true,
      showPos: true,
      showQuotationRequest: true,
      showDistributors: true,
      showServiceCenters: true,
      showMaintenanceTroubleshooting: true,
    },
    contacts: {
      address: 'Plot 118, GIDC Metoda, Kalawad Road, Rajkot 360021, Gujarat',
      email: 'sales@veeryaflowtech.in',
      phone: '9879014420',
      whatsApp: '9879014420',
    },
    homeCarousel: [
      {
        image: media('banner-1.svg'),
        alt: 'Cutaway view of a centrifugal pump',
        title: 'Pumps engineered for Indian conditions',
        subtitle: 'Monoblock and end-suction pumps that tolerate voltage swings from 180 V to 440 V.',
        link: '/aboutus',
      },
      {
        image: media('banner-2.svg'),
        alt: 'A manifold of gate and butterfly valves',
        title: 'Valves tested at 1.5× rated pressure',
        subtitle: 'Gate, ball, butterfly and check valves from ½ inch to 24 inch, every one hydro-tested.',
        link: null,
      },
      {
        image: media('banner-3.svg'),
        alt: 'Factory floor with pipelines and pump sets',
        title: 'Service within 48 hours',
        subtitle: '140 authorised service centres across Gujarat, Maharashtra, Rajasthan and Madhya Pradesh.',
        link: '/policy/return',
      },
    ],
  },
  hosts: ['briefcase.localhost', 'veerya.localhost'],
  owner: { mobile: '9879014400', name: 'Jayesh Patel', email: 'jayesh@veeryaflowtech.in' },
  staff: { mobile: '9879014411', name: 'Hetal Vaghela', email: 'hetal@veeryaflowtech.in' },
  policies: {
    privacyPolicy: `<h2>Privacy policy</h2>
<p>Veerya Flowtech Pvt. Ltd. collects the business and contact details you give us (name, company, GSTIN, mobile number, email, site address) to answer enquiries, prepare quotations, supply products and honour warranties.</p>
<h3>How we use it</h3>
<ul>
<li>To verify your mobile number with a one-time code when you sign in to this Digital Briefcase.</li>
<li>To send quotations, proforma invoices, dispatch details and warranty registrations.</li>
<li>To pass your site address and phone number to our authorised dealer or service centre nearest to you, only when you ask for supply or service.</li>
<li>To keep GST invoices and warranty records for the periods the law requires.</li>
</ul>
<h3>What we never do</h3>
<p>We do not sell, rent or trade your data. We do not send promotional messages unless you ask to receive our product bulletins.</p>
<h3>Security</h3>
<p>Your data is stored on servers in India with access limited to our sales, accounts and service teams. Payment details are processed by RBI-authorised gateways and never stored by us.</p>
<h3>Grievance Officer</h3>
<p>As required under the Information Technology Act, 2000, our Grievance Officer is <strong>Nilesh Vaghasiya</strong>, Company Secretary, reachable at <a href="mailto:grievance@veeryaflowtech.in">grievance@veeryaflowtech.in</a> or 0281-238 4410. We acknowledge complaints within 24 hours and resolve them within 15 days.</p>`,
    termsOfUse: `<h2>Terms and conditions</h2>
<p>These terms govern quotations, orders and supplies by Veerya Flowtech Pvt. Ltd., Rajkot, Gujarat (GSTIN 24AAGCV7319P1ZQ).</p>
<h3>Quotations and prices</h3>
<ul>
<li>Prices on this Digital Briefcase are indicative. A written quotation is valid for 30 days and is subject to the copper and steel price on the day of order.</li>
<li>Prices are ex-works Rajkot, with GST, freight and insurance extra unless the quotation says otherwise.</li>
</ul>
<h3>Technical selection</h3>
<p>Pump selection depends on head, flow, suction lift, liquid and power supply. Our application engineers will recommend a model from the details you give us; performance is guaranteed at the duty point stated on the quotation and tested as per IS 9137 and IS 11346.</p>
<h3>Warranty</h3>
<ul>
<li>Pumps: 18 months from invoice or 12 months from installation, whichever is earlier, against manufacturing defects.</li>
<li>Valves: 12 months from invoice.</li>
<li>Not covered: dry running, wrong voltage, sand or abrasive water beyond rated limits, installation not as per our manual, and wear parts such as mechanical seals and impeller wear rings.</li>
</ul>
<h3>Jurisdiction</h3>
<p>All disputes are subject to the courts of Rajkot, Gujarat.</p>`,
    shippingPolicy: `<h2>Dispatch and delivery</h2>
<p>Standard pumps and valves in stock are dispatched from our Metoda works within 2 working days of payment or order confirmation. Custom-built pumps and large valves (above 12 inch) are dispatched within the lead time on your quotation, usually 3 to 6 weeks.</p>
<h3>Transport</h3>
<ul>
<li>Parcels up to 50 kg go by surface courier with door delivery.</li>
<li>Heavier consignments go by our contracted transporters (VRL, Gati, TCI Freight) to the nearest godown or to site, as you choose.</li>
<li>Every consignment is insured in transit; the e-way bill and invoice travel with the goods.</li>
</ul>
<h3>Delivery times</h3>
<p>Gujarat: 1 to 3 days. Maharashtra, Rajasthan and Madhya Pradesh: 3 to 5 days. Rest of India: 5 to 9 days after dispatch.</p>
<h3>Receiving the goods</h3>
<p>Please check the packing before you sign the transporter's receipt and note any damage on it. Report damage or shortage to us within 48 hours with photos so we can claim insurance and send replacements at once.</p>
<h3>Store pickup</h3>
<p>You may collect from our Rajkot works between 9:30 am and 6 pm, Monday to Saturday, with the order number.</p>`,
    returnPolicy: `<h2>Returns and warranty claims</h2>
<p>Engineering products are selected for a duty, so we accept returns in these cases:</p>
<ul>
<li><strong>Wrong or damaged supply:</strong> if what arrived is not what you ordered, or was damaged in transit, tell us within 7 days and we replace it free of cost.</li>
<li><strong>Unused standard items:</strong> stock pumps and valves in original, unopened packing may be returned within 15 days, less a 10% restocking charge and freight.</li>
<li><strong>Warranty defects:</strong> contact your nearest authorised service centre or call our helpline 1800-233-7720. A technician visits within 48 hours in serviced districts and repairs or replaces the defective part.</li>
</ul>
<h3>Not returnable</h3>
<ul>
<li>Custom-built or trimmed-impeller pumps, and valves with special trims or end connections.</li>
<li>Products that have been installed, unless under a warranty claim.</li>
</ul>
<h3>How to start a return</h3>
<p>Email <a href="mailto:service@veeryaflowtech.in">service@veeryaflowtech.in</a> with your invoice number, the pump or valve serial number and photos. We reply within one working day with a return authorisation number.</p>`,
    refundPolicy: `<h2>Refunds</h2>
<p>Approved refunds are paid to the account the payment came from.</p>
<ul>
<li><strong>Online payments (UPI, cards, net banking):</strong> refunded within 3 working days of approval.</li>
<li><strong>NEFT / RTGS payments:</strong> refunded by NEFT to the remitting bank account within 3 working days; please share a cancelled cheque if the account details on the payment are incomplete.</li>
<li><strong>Advance against quotation:</strong> refunded in full if we cannot meet the agreed delivery date and you choose to cancel.</li>
</ul>
<h3>Deductions and timelines</h3>
<p>For returns of unused stock items, the 10% restocking charge and the freight we paid are deducted from the refund. Nothing is deducted when the return is due to our error or to damage in transit. Approval is given within 2 working days of the goods reaching our Metoda works and passing inspection.</p>
<p>A credit note under GST is issued for every refund so that your input tax credit stays correct. If a refund has not reached you within 10 working days, write to <a href="mailto:accounts@veeryaflowtech.in">accounts@veeryaflowtech.in</a> with your order number.</p>`,
    cancellationPolicy: `<h2>Cancellations</h2>
<p>Orders for standard stock items can be cancelled free of charge until dispatch. Write to <a href="mailto:sales@veeryaflowtech.in">sales@veeryaflowtech.in</a> or call 98790 14420 with your order number.</p>
<h3>Custom-built orders</h3>
<ul>
<li>Within 3 days of the order acknowledgement: cancelled free of charge.</li>
<li>After production has started: 25% of the order value is retained towards materials and machining, and the balance is refunded.</li>
<li>After final testing: the order cannot be cancelled.</li>
</ul>
<h3>Rate contracts and scheduled orders</h3>
<p>Under an annual rate contract, any call-off not yet released to production can be cancelled with 15 days' written notice. Items already machined against a released call-off are invoiced at the agreed rate.</p>
<h3>Advance payments</h3>
<p>Where an advance has been paid, the balance after any retained charges is refunded within 3 working days of the cancellation being confirmed, to the account the payment came from, with a GST credit note.</p>
<h3>Cancellation by us</h3>
<p>If we cannot supply within the agreed time, or a price on the site was wrong, we will tell you immediately and refund any advance in full.</p>`,
  },
  aboutUs: `<h2>Engineering water movement since 2003</h2>
<p>Veerya Flowtech was founded in Rajkot by Jayesh Patel, a mechanical engineer who spent twelve years designing pumps for a large Ahmedabad manufacturer before starting out with two lathes and a test bench in a rented shed at Aji GIDC. His idea was simple: farmers and factory owners in Saurashtra deserved pumps designed for their conditions — low voltage, sandy bore wells and long running hours — with spares and service close at hand.</p>
<p>Today Veerya employs 260 people across two plants at Metoda and Shapar, with an in-house foundry, CNC machining, motor winding and a NABL-accredited test laboratory. We make over 1,200 pump models, from 0.5 HP domestic monoblocks to 150 HP split-case pumps, and a full range of cast iron, cast steel and stainless steel valves up to 24 inch.</p>
<h3>Why engineers choose Veerya</h3>
<ul>
<li><strong>Every pump is tested</strong> on our computerised bench for head, flow, power and efficiency before dispatch, and the test certificate travels with it.</li>
<li><strong>Efficiency you can measure:</strong> our BEE 5-star agricultural pumps save farmers up to 30% on electricity compared with ordinary pumps.</li>
<li><strong>Spares for 15 years</strong> for every model we have ever made.</li>
<li><strong>Service nearby:</strong> 140 authorised service centres and 600 dealers across western and central India.</li>
</ul>
<p>Our customers include municipal water boards, textile and ceramic units in Morbi and Surat, housing societies and thousands of farmers. Use this Digital Briefcase to browse our range, download data sheets and ask for a quotation; our application engineers reply within one working day.</p>`,
  categories: [
    {
      name: 'Pumps',
      children: [
        { name: 'Centrifugal Pumps', children: [{ name: 'Monoblock Pumps' }, { name: 'End-suction Pumps' }] },
        {
          name: 'Submersible Pumps',
          children: [{ name: '4-inch Borewell Pumps' }, { name: 'Openwell Pumps' }],
        },
        { name: 'Pressure Booster Pumps' },
      ],
    },
    {
      name: 'Valves',
      children: [
        { name: 'Gate Valves' },
        { name: 'Ball Valves' },
        { name: 'Butterfly Valves' },
        { name: 'Check Valves' },
      ],
    },
    {
      name: 'Spares',
      children: [{ name: 'Mechanical Seals' }, { name: 'Impellers' }, { name: 'Motor Windings' }],
    },
  ],
  catalog: veeryaFlowtechCatalog,
  testimonials: [
    {
      userName: 'Bharat Chavda, Chavda Ceramics, Morbi',
      description:
        'We replaced four old pumps in our glaze plant with Veerya end-suction pumps. Power consumption dropped by about 18% and we have had no breakdown in two years of three-shift running.',
      image: null,
      date: '2025-09-12',
    },
    {
      userName: 'Sarpanch Mahipal Singh, Jodhpur district',
      description:
        'Our village bore well has very sandy water. The Veerya submersible has run for three seasons without a rewind, and when the cable joint failed the service centre came the next morning.',
      image: null,
      date: '2026-01-27',
    },
    {
      userName: 'Priya Raman, Project Engineer, Chennai',
      description:
        'Their application engineer sized the booster pumps for our 22-storey tower from our drawings within a day and shared the curves and test certificates before we placed the order. Eighteen months on, all four pumps are running without a single call-out.',
      image: null,
      date: '2026-04-03',
    },
    {
      userName: 'Dilip Sawant, Sawant Agro Industries, Kolhapur',
      description:
        'Ordered 40 butterfly valves for our effluent line. All arrived hydro-tested with certificates, and the delivery to Kolhapur was on the date they committed.',
      image: null,
      date: '2025-12-16',
    },
    {
      userName: 'Hitesh Trivedi, Trivedi Irrigation, Junagadh',
      description:
        'I have been a Veerya dealer for nine years. Farmers trust the brand because spares are always available and warranty claims are settled without arguments.',
      image: null,
      date: '2026-07-30',
    },
  ],
  distributors: veeryaDistributors,
  serviceCentres: veeryaServiceCentres,
  maintenanceGuides: veeryaMaintenanceGuides,
};
