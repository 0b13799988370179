import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** SPEC §2: every storefront URL and the module that serves it. */
export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('home', 'routes/home-redirect.tsx'),
    route('aboutus', 'routes/about-us.tsx'),
    route('policy/:policyName', 'routes/policy.tsx'),
    route('page-not-found', 'routes/page-not-found.tsx'),
    route('*', 'routes/unknown-path.tsx'),
  ]),
] satisfies RouteConfig;
