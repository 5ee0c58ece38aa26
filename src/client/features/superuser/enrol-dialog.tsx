import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { NewProfileForm } from '../profiles/new-profile-form';

/** 'Nuovo profilo' on /superuser-users: registration's form, rules and messages (issue 15). */
export function EnrolButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" /> Nuovo profilo
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Nuovo profilo" description="Il profilo sarà attivo quando un adulto avrà dato il consenso.">
          {open ? <NewProfileForm enrol={{ onCreated: () => setOpen(false), onCancel: () => setOpen(false) }} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
