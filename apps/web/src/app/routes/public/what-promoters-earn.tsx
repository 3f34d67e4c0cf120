import { PublicLayout } from '../../../components/layout/public-layout';
import { EarningsDisclosure } from '../../../features/disclosure/components/earnings-disclosure';

/** What promoters earn (issue 19): a visitor reads it before joining, no sign-in needed. */
export default function WhatPromotersEarnRoute() {
  return (
    <PublicLayout>
      <EarningsDisclosure />
    </PublicLayout>
  );
}
