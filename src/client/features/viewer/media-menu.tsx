import { Clapperboard, Film, ImagePlus, LogIn, Mic2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { DropdownMenuItem } from '../../components/ui/dropdown-menu';
import { announceInDevelopment } from '../../components/ui/in-development';
import { MenuButton } from '../../components/ui/menu-button';
import { paths } from '../../paths';

/**
 * The media menu (spec 001 §2): for a logged-in user 'Disegno' (the AI drawing, superuser only:
 * others are told 'Accesso limitato'), 'Filmato' and 'Voci' (still in development); a visitor
 * without a profile gets the 'Accesso Richiesto' dialog instead.
 */
export function MediaMenu({ authenticated, onDraw }: { authenticated: boolean; onDraw?: (() => void) | undefined }) {
  const [askLogin, setAskLogin] = useState(false);
  if (!authenticated) {
    return (
      <>
        <Button variant="secondary" onClick={() => setAskLogin(true)}>
          <Clapperboard aria-hidden="true" />
          Media
        </Button>
        <Dialog open={askLogin} onOpenChange={setAskLogin}>
          <DialogContent title="Accesso Richiesto" description="I servizi media richiedono l'accesso con email e password: entra con il tuo profilo per usarli con le tue storie.">
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setAskLogin(false)}>
                Chiudi
              </Button>
              <Link to={paths.profiles} className={buttonVariants()}>
                <LogIn aria-hidden="true" />
                Accedi
              </Link>
            </div>
          </DialogContent>
        </Dialog>
      </>
    );
  }
  return (
    <MenuButton label="Media" icon={Clapperboard}>
      {onDraw ? (
        <DropdownMenuItem onSelect={onDraw}>
          <ImagePlus aria-hidden="true" />
          Disegno
        </DropdownMenuItem>
      ) : null}
      <DropdownMenuItem onSelect={() => announceInDevelopment('Presto potrai trasformare la storia in un filmato.')}>
        <Film aria-hidden="true" />
        Filmato
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => announceInDevelopment('Presto potrai scegliere voci diverse per la storia.')}>
        <Mic2 aria-hidden="true" />
        Voci
      </DropdownMenuItem>
    </MenuButton>
  );
}
