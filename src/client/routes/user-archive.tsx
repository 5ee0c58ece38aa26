import { UserArchive } from '../features/archive/user-archive';

/** /user-archive 'Le Tue Storie'. */
export function UserArchiveRoute() {
  return <UserArchive />;
}
