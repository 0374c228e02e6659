import { brandInfo, routeById, sampleItemsMax, SAMPLE_ITEMS_MAX } from '@storefront/contracts';
import { useShell } from '@storefront/remote-kit';
import { useId } from 'react';
import { SampleForm } from './sample-form';
import './sheet';

/**
 * /sample-request (spec sections 2, 3 and 5). JC's form differs from the others: it asks for several samples at once
 * (up to SAMPLE_ITEMS_MAX, each an item number with its finish name), where every other site's asks for one. The api
 * holds each site to its own number and mails the request to the site's trade desk.
 */
export default function SampleRequestPage() {
  const { brand } = useShell();
  const info = brandInfo(brand);
  const maxItems = sampleItemsMax(info.code);
  const headingId = useId();
  return (
    <section className="asr-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="asr-title">
        {routeById('sample-request').title}
      </h1>
      <p className="asr-intro">
        {maxItems > 1
          ? `Ask the ${info.name} trade desk for finish samples: up to ${SAMPLE_ITEMS_MAX} items in one request, each with the finish you would like to see.`
          : `Ask the ${info.name} trade desk for a sample: the item and the finish you would like to see.`}
      </p>
      <div className="asr-form-card">
        <SampleForm maxItems={maxItems} />
      </div>
    </section>
  );
}
