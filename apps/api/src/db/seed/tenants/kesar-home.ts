import { kesarHomeCatalog } from '../catalog/kesar-home.catalog.ts';
import type { SeedTenant } from '../seed-tenant.ts';

const media = (file: string) => `/media/kesar-home/${file}`;

export const kesarHome: SeedTenant = {
  customer: {
    id: 'kesar-home',
    businessName: 'Kesar Home & Kitchen',
    registeredEmail: 'accounts@kesarhome.in',
    isEngineeringType: false,
    gstn: '27AAKFK4821M1ZY',
    legalName: 'Kesar Home & Kitchen LLP',
    invoicePrefix: 'KH',
    upiId: 'kesarhome@okhdfcbank',
    qrCode: null,
    website: 'https://www.kesarhome.in',
    publicOrigin: 'http://localhost:3000',
    mobile: '9823045617',
    whatsApp: '9823045617',
    helpLine: '1800-266-4410',
    registeredAddress:
      'Shop 4, Laxmi Heights, 1182 Fergusson College Road, Shivajinagar, Pune, Maharashtra 411005',
    registeredState: 'Maharashtra',
    deliveryCharge: 4_900,
    freeDeliveryAbove: 99_900,
    dispatchDays: 2,
    returnWindowDays: 7,
    brandDetails: [
      {
        appName: 'Kesar Home & Kitchen',
        brandName: 'Kesar',
        brandId: 'kesar',
        appDescription:
          'Copper, brass and steel cookware, tableware and storage for Indian kitchens, chosen by a Pune family business since 1994 and delivered across India.',
        logoURL: media('logo.svg'),
        shortLogo: media('logo-mark.svg'),
        bannerURLs: [media('banner-1.svg'), media('banner-2.svg'), media('banner-3.svg')],
        theme: {
          primaryColor: '#b4521e',
          secondaryColor: '#1f4d3a',
          buttonTextColor: '#ffffff',
          fontColor: '#2b2118',
          fontFamily: 'Poppins',
          scaffoldColor: '#fbf6ef',
          backgroundColor: '#ffffff',
          mode: 'light',
        },
      },
    ],
    appDetails: {
      playStoreUrl: 'https://play.google.com/store/apps/details?id=in.kesarhome.shop',
      appStoreUrl: 'https://apps.apple.com/in/app/kesar-home-kitchen/id6471102934',
    },
    certificates: [
      { label: 'MSME Udyam Registered', certificateImage: media('cert-msme-udyam.svg') },
      { label: 'BIS (ISI) Certified Pressure Cookers', certificateImage: media('cert-bis-certified.svg') },
      { label: 'Food-Grade & BPA-Free Tested', certificateImage: media('cert-food-grade.svg') },
    ],
    socialLinks: {
      facebookUrl: 'https://www.facebook.com/kesarhomekitchen',
      twitterUrl: null,
      instagramUrl: 'https://www.instagram.com/kesar.home',
      youtubeUrl: 'https://www.youtube.com/@kesarhomekitchen',
      linkedInUrl: null,
    },
    uiFeatures: {
      showBrand: true,
      showLargeImage: false,
      showProductPrice: true,
      showSKU: false,
      showSqrCategory: false,
      showSubcategories: true,
      showContacts: true,
      showPos: false,
      showQuotationRequest: false,
      showDistributors: false,
      showServiceCenters: false,
      showMaintenanceTroubleshooting: false,
    },
    contacts: {
      address: 'Shop 4, Laxmi Heights, 1182 Fergusson College Road, Shivajinagar, Pune, Maharashtra 411005',
      email: 'care@kesarhome.in',
      phone: '9823045617',
      whatsApp: '9823045617',
    },
    homeCarousel: [
      {
        image: media('banner-1.svg'),
        alt: 'Copper and brass vessels on a kitchen shelf',
        title: 'Copper that lasts a lifetime',
        subtitle: 'Hand-finished tope, handi and water jugs, tin-lined by craftsmen in Pune.',
        link: '/aboutus',
      },
      {
        image: media('banner-2.svg'),
        alt: 'A festive dinner table laid with brass thalis',
        title: 'Set the table for the festive season',
        subtitle: 'Thali sets, serving bowls and diyas for family dinners and gifting.',
        link: null,
      },
      {
        image: media('banner-3.svg'),
        alt: 'Glass and steel storage jars filled with spices and grains',
        title: 'A place for every masala',
        subtitle: 'Airtight steel dabbas and glass jars, double-boxed and delivered free above ₹999.',
        link: '/policy/shipping',
      },
    ],
  },
  // Online payment through this server's sandbox gateway (no service address), so the demo pays offline;
  // PhonePe Standard Checkout v2: keyId is the client id, keyIndex the client version.
  paymentGateway: {
    gatewayType: 'PHONEPE',
    protocol: 'v2',
    merchantId: 'KESARHOMEUAT',
    keyId: 'KESARHOMEUAT_2511291',
    secret: 'kesar-home-sandbox-client-secret',
    keyIndex: 1,
    webhookUsername: 'kesar_home_hooks',
    webhookSecret: 'kesar-home-sandbox-webhook-2025',
    serviceUrl: null,
  },
  hosts: ['kesar.localhost'],
  owner: { mobile: '9823045600', name: 'Anjali Deshpande', email: 'anjali@kesarhome.in' },
  staff: { mobile: '9823045611', name: 'Rohit Jadhav', email: 'rohit@kesarhome.in' },
  policies: {
    privacyPolicy: `<h2>Your privacy at Kesar Home &amp; Kitchen</h2>
<p>We collect only what we need to deliver your order and look after you afterwards: your name, mobile number, email, delivery address and order history. We never store your card, UPI or net-banking details; payments are handled by RBI-authorised payment gateways.</p>
<h3>How we use your information</h3>
<ul>
<li>To confirm your mobile number with a one-time code when you sign in.</li>
<li>To pack, ship and track your orders, and to share your address and phone number with our courier partner for delivery.</li>
<li>To send order updates by SMS and WhatsApp. Offers are sent only if you opt in, and you can opt out at any time.</li>
<li>To issue GST invoices, which we are required by law to keep for eight years.</li>
</ul>
<h3>What we do not do</h3>
<p>We do not sell or rent your personal data to anyone. We do not use third-party advertising trackers on our checkout pages.</p>
<h3>Your choices</h3>
<p>You can view and update your profile and addresses from your account at any time. To have your account deleted, write to <a href="mailto:care@kesarhome.in">care@kesarhome.in</a>; we will remove your data within 30 days, except invoices we must keep by law.</p>
<h3>Grievance Officer</h3>
<p>In line with the Information Technology Act, 2000 and its rules, our Grievance Officer is <strong>Meera Kulkarni</strong>, reachable at <a href="mailto:grievance@kesarhome.in">grievance@kesarhome.in</a> or on 020-2553 1840 (Monday to Saturday, 10 am to 6 pm). We acknowledge complaints within 24 hours and resolve them within 15 days.</p>`,
    termsOfUse: `<h2>Terms and conditions of sale</h2>
<p>These terms apply to every purchase from Kesar Home &amp; Kitchen, a partnership firm registered in Pune, Maharashtra (GSTIN 27AAKFK4821M1ZY). By placing an order you agree to them.</p>
<h3>Products and prices</h3>
<ul>
<li>All prices are in Indian rupees and include GST. The invoice shows the tax break-up.</li>
<li>Copper and brass items are hand-finished, so small differences in colour, hammer marks and weight (up to 5%) are part of their character and not defects.</li>
<li>We try hard to keep stock figures accurate. If an item sells out after you order, we refund it in full and tell you the same day.</li>
</ul>
<h3>Your account</h3>
<p>You sign in with your mobile number and a one-time code. Keep your phone secure; orders placed from your account are treated as yours.</p>
<h3>Care of products</h3>
<p>Each product page and the card in the box explain how to care for it. Damage from using copper vessels on induction without a plate, dishwashers for tin-lined items, or acidic foods stored overnight in unlined copper is not covered by our return policy.</p>
<h3>Governing law</h3>
<p>These terms are governed by the laws of India. Any dispute is subject to the courts of Pune, Maharashtra. For any question, write to <a href="mailto:care@kesarhome.in">care@kesarhome.in</a>.</p>`,
    shippingPolicy: `<h2>Shipping and delivery</h2>
<p>We pack every order in our Shivajinagar workshop and ship with Delhivery, Blue Dart and India Post, so we reach almost every PIN code in India.</p>
<h3>When your order leaves us</h3>
<ul>
<li>Orders placed before 2 pm (Monday to Saturday) are dispatched the same day; later orders the next working day.</li>
<li>Made-to-order items such as engraved thalis and re-tinned handis take 3 to 5 working days before dispatch; the product page says so.</li>
</ul>
<h3>How long delivery takes</h3>
<ul>
<li>Pune and PCMC: next day.</li>
<li>Mumbai, Bengaluru, Hyderabad, Chennai, Delhi NCR and Ahmedabad: 2 to 4 days.</li>
<li>Rest of India: 4 to 7 days; the North-East, Andaman and Ladakh may take up to 10 days.</li>
</ul>
<h3>Charges</h3>
<p>Delivery is free on orders of ₹999 and above. Below that we charge a flat ₹79 anywhere in India. You can also choose free store pickup from our Shivajinagar shop.</p>
<h3>Cash on delivery</h3>
<p>Cash on delivery is available on orders up to ₹10,000 at serviceable PIN codes.</p>
<h3>Tracking</h3>
<p>Once your parcel is handed to the courier, you get the tracking link by SMS and in <strong>My Orders</strong>. Breakable items such as glass jars are double-boxed; if a parcel arrives visibly damaged, please record a short unboxing video, which makes any claim quick.</p>`,
    returnPolicy: `<h2>Returns</h2>
<p>If something is not right, tell us within <strong>7 days of delivery</strong> and we will make it right.</p>
<h3>What you can return</h3>
<ul>
<li>Items that arrived damaged, dented, or different from what you ordered.</li>
<li>Unused items in their original packaging, if you simply changed your mind (a reverse pickup fee of ₹99 applies).</li>
</ul>
<h3>What we cannot take back</h3>
<ul>
<li>Engraved or personalised items, unless they arrived damaged.</li>
<li>Items that have been used for cooking, for hygiene reasons.</li>
<li>Gift cards.</li>
</ul>
<h3>How to return</h3>
<p>Open the order in <strong>My Orders</strong> and choose Return, or WhatsApp us on 98230 45617 with your order number and a photo. We arrange a pickup within 2 working days at most PIN codes; where our courier cannot collect, we will ask you to ship it and refund the postage up to ₹150.</p>
<p>Once the item reaches us and is checked (usually within 2 working days), we refund or replace it as you prefer. Replacements ship free.</p>`,
    refundPolicy: `<h2>Refunds</h2>
<p>Refunds go back to the way you paid, so you never need to share bank details with us for a prepaid order.</p>
<ul>
<li><strong>UPI, cards and net banking:</strong> refunded within 2 working days of approval; your bank may take 5 to 7 working days to show it.</li>
<li><strong>Cash on delivery:</strong> refunded by UPI to a UPI ID you give us, within 2 working days of approval.</li>
<li><strong>Cancelled before dispatch:</strong> refunded in full, including delivery charges, on the same day.</li>
</ul>
<h3>Partial refunds</h3>
<p>For change-of-mind returns we deduct the ₹99 reverse pickup fee. Original delivery charges are refunded only when the return is due to our mistake or damage in transit.</p>
<h3>Store credit</h3>
<p>If you would rather shop again, we can issue Kesar store credit instead. It reaches your account within an hour of approval and can be used on anything in the shop for 12 months.</p>
<h3>Delays</h3>
<p>If your refund has not reached you 10 working days after we confirmed it, write to <a href="mailto:care@kesarhome.in">care@kesarhome.in</a> with your order number and we will send you the bank reference (UTR) to trace it.</p>`,
    cancellationPolicy: `<h2>Cancellations</h2>
<p>You can cancel any order until it is dispatched, from <strong>My Orders</strong> or by WhatsApp on 98230 45617. Prepaid orders are refunded in full on the same day.</p>
<h3>After dispatch</h3>
<p>Once the parcel has left us, it can no longer be cancelled, but you can refuse delivery or return it under our return policy. For refused prepaid orders we refund the order value less the delivery charge once the parcel is back with us.</p>
<h3>Made-to-order items</h3>
<p>Engraved and made-to-order items can be cancelled within 12 hours of ordering. After that our craftsmen have started work and we cannot cancel them.</p>
<h3>Cash on delivery orders</h3>
<p>COD orders can be cancelled the same way until dispatch, at no charge. If several COD parcels are refused at the door, we may ask for prepayment on future orders.</p>
<h3>Cancellations by us</h3>
<p>Rarely, we may cancel an order if an item is out of stock, if the PIN code cannot be served, or if a price was shown wrongly. We tell you straight away and refund the full amount.</p>`,
  },
  aboutUs: `<h2>Three generations of Indian kitchens</h2>
<p>Kesar began in 1994 as a small copper and brass shop on Fergusson College Road, run by Vasant Deshpande, who learned the trade from his father's vessel business in Kasar Ali. Families came to him for a tope that would last thirty years, a tin-lined handi for dal, or a set of pital thalis for a daughter's wedding.</p>
<p>Today his daughter Anjali and son-in-law Rohan run the shop, and Kesar has grown into a home and kitchen store trusted by more than 40,000 families across India. We still sell the copper and brass that made our name, alongside stainless steel cookware, tri-ply kadais, storage dabbas, serveware and a careful selection of small appliances.</p>
<h3>What we believe</h3>
<ul>
<li><strong>Things should last.</strong> We choose heavy-gauge metals, solid handles and honest finishes, and we offer re-tinning for every tin-lined vessel we sell.</li>
<li><strong>Craft deserves a fair price.</strong> Our copperware comes from six workshops in Pune and Moradabad that we have worked with for over twenty years, and we pay them on time, every time.</li>
<li><strong>You should know what you are buying.</strong> Weights, gauges and materials are on every product page; if a vessel is copper-coated rather than solid copper, we say so.</li>
</ul>
<h3>Visit us</h3>
<p>Our shop in Shivajinagar is open every day from 10:30 am to 8:30 pm. Bring an old copper vessel for re-tinning, or come and feel the weight of a tope before you buy it. If you cannot visit, our team answers every WhatsApp message within working hours.</p>`,
  categories: [
    {
      name: 'Cookware',
      children: [
        {
          name: 'Pressure Cookers',
          children: [{ name: 'Aluminium Cookers' }, { name: 'Stainless Steel Cookers' }],
        },
        { name: 'Kadais & Woks', children: [{ name: 'Tri-ply Kadais' }, { name: 'Cast Iron Kadais' }] },
        { name: 'Tawas & Griddles' },
      ],
    },
    {
      name: 'Copper & Brass',
      children: [
        { name: 'Copper Bottles & Jugs' },
        { name: 'Brass Thalis & Katoris' },
        { name: 'Tin-lined Handis' },
      ],
    },
    {
      name: 'Storage',
      children: [{ name: 'Masala Dabbas' }, { name: 'Glass Jars' }, { name: 'Steel Containers' }],
    },
    { name: 'Small Appliances', children: [{ name: 'Mixer Grinders' }, { name: 'Electric Kettles' }] },
  ],
  catalog: kesarHomeCatalog,
  testimonials: [
    {
      userName: 'Sunita Joshi, Nashik',
      description:
        'I ordered a copper tope and a brass handi for my daughter’s griha pravesh. Both arrived double-boxed, heavier than I expected and beautifully finished. The handwritten care card was a lovely touch.',
      image: null,
      date: '2026-02-14',
    },
    {
      userName: 'Arvind Menon, Bengaluru',
      description:
        'The tri-ply kadai heats evenly on my induction and has not warped after six months of daily use. Delivery to Whitefield took three days, exactly as promised.',
      image: null,
      date: '2025-11-02',
    },
    {
      userName: 'Farah Shaikh, Mumbai',
      description:
        'One glass jar in my spice set arrived cracked. I sent a photo on WhatsApp and a replacement was dispatched the same evening, no questions asked. That is why I keep coming back.',
      image: null,
      date: '2026-05-21',
    },
    {
      userName: 'Harpreet Kaur, Chandigarh',
      description:
        'Bought a pital thali set for Diwali gifting. Each set came in a cloth bag with the weight printed on the invoice. My relatives asked where I found such good quality.',
      image: null,
      date: '2025-10-18',
    },
    {
      userName: 'Ramesh Iyer, Chennai',
      description:
        'Sent my grandmother’s old copper handi for re-tinning. It came back looking new, with photos of the work before they shipped it. Very honest people.',
      image: null,
      date: '2026-08-09',
    },
  ],
};
