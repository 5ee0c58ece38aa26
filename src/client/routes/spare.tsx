import { UnderDevelopment } from '../features/entrance/under-development';

/** /spare (spec 000 §2). */
export function SpareRoute() {
  return <UnderDevelopment title="Spare" />;
}
