import { UnderDevelopment } from '../features/entrance/under-development';

/** /company (spec 000 §2). */
export function CompanyRoute() {
  return <UnderDevelopment title="Società" />;
}
