import { UserPlus } from 'lucide-react';
import { z } from 'zod';
import { profileSummarySchema, type CreateProfile } from '../../../shared/schemas/profile';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { api } from '../../lib/api-client';
import { NewProfileForm } from '../profiles/new-profile-form';
import { profilesQueryKey } from '../profiles/use-profiles';
import { adminUsersKey } from './api/use-admin-users';
import { useRefreshingMutation } from './api/refreshing-mutation';
import { t } from '../../i18n/it/superuser';

/** 'Nuovo profilo' on /superuser-users: registration's form, rules and messages. */
export function EnrolButton() {
  const [open, setOpen] = useState(false);
  // POST /api/admin/users: the superuser's session stays as it is.
  const enrolment = useRefreshingMutation(
    [adminUsersKey, profilesQueryKey],
    async (input: CreateProfile) =>
      z.object({ profile: profileSummarySchema }).parse(await api<unknown>('/api/admin/users', { method: 'POST', body: input })).profile,
  );
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" /> {t('superuser.enrolDialog.nuovoProfilo')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={t('superuser.enrolDialog.nuovoProfilo')} description={t('superuser.enrolDialog.ilProfiloSaraAttivoQuando')}>
          {open ? <NewProfileForm enrol={{ mutation: enrolment, onCreated: () => setOpen(false), onCancel: () => setOpen(false) }} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
