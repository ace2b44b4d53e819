import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';

import { buttonClassName } from '#client/components/ui/button.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { paths } from '#client/config/paths.ts';
import { site } from '#shared/site';
import { AboutStory, CompanyInformation } from '#client/features/info/components/about-story.tsx';
import { AboutValues, WhyChooseUs } from '#client/features/info/components/about-values.tsx';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

export default function AboutPage() {
  usePageMeta(paths.about);
  return (
    <>
      <PageHeader eyebrow={site.tagline} title="About Us">
        <p>
          A family business supplying premium ENplus A1 wood pellets by the tonne, from the{' '}
          {site.headOffice.area} to homes and businesses across the UK.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-16 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="grid items-start gap-10 grid-cols-[minmax(0,1fr)] lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16">
          <AboutStory />
          <CompanyInformation />
        </div>
        <AboutValues />
        <WhyChooseUs />
        <section
          aria-labelledby="about-contact-heading"
          className="rounded-2xl bg-forest-800 px-6 py-10 text-center text-white sm:px-12"
        >
          <h2 id="about-contact-heading" className="text-2xl font-bold sm:text-3xl">
            Talk to our team
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-forest-100">
            Questions about pellets, storage or delivery to your area? We are glad to help.
          </p>
          <Link
            href={paths.contact}
            className={`${buttonClassName({ variant: 'accent', size: 'lg' })} mt-6`}
          >
            Contact Us Today
            <ArrowRight aria-hidden className="size-5" />
          </Link>
        </section>
      </div>
    </>
  );
}
