import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CallRateImportTarget } from './call-rate-import-target';
import { CatalogueScreen } from '../catalogue-screen';
import { MinutePriceCheck } from './minute-price-check';
import { callRateEntry, callRateEntryFor } from '../registry/call-rate';
import { companyMenuQuery, useCatalogueList } from '../catalogue-queries';

export function CallRateScreen() {
  const [company, setCompany] = useState<string | null>(null);
  const companies = useQuery(companyMenuQuery());
  const menu = companies.data?.data;
  const rates = useCatalogueList(callRateEntry).data;
  const count = (rates ?? []).filter((row) => (row.company ?? null) === company).length;
  const entry = useMemo(
    () => callRateEntryFor(company, new Map((menu ?? []).map((item) => [item.id, item.name])), count),
    [company, menu, count],
  );
  return (
    <CatalogueScreen entry={entry}>
      <CallRateImportTarget company={company} onChange={setCompany} count={count} />
      <MinutePriceCheck company={company} />
    </CatalogueScreen>
  );
}
