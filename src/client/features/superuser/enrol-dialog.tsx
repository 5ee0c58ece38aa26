import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { NewProfileForm } from '../profiles/new-profile-form';
import { useEnrolProfile } from './api/use-enrol-profile';
import { t } from '../../i18n/it/superuser';

/** 'Nuovo profilo' on /superuser-users: registration's form, rules and messages. */
export function EnrolButton() {
  const [open, setOpen] = useState(false);
  const enrolment = useEnrolProfile();
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
