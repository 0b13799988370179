import type { Route } from './+types/home';
import { apiFor } from '../lib/api.server';
import { useCustomerConfig } from '../root';
import { HomeCarousel } from '../features/cms/home-carousel';
import { TestimonialsSection } from '../features/cms/testimonials-section';

export async function loader({ request, context }: Route.LoaderArgs) {
  const testimonials = await apiFor(request, context).getTestimonials();
  return { testimonials };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const config = useCustomerConfig();
  return (
    <>
      <h1 className="sr-only">{config.brandDetails[0]!.appName}</h1>
      <HomeCarousel slides={config.homeCarousel} />
      <TestimonialsSection testimonials={loaderData.testimonials} />
    </>
  );
}
