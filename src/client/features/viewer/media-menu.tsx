import { Clapperboard, Film, ImagePlus, LogIn, Mic2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { DropdownMenuItem } from '../../components/ui/dropdown-menu';
import { announceInDevelopment } from '../../components/ui/in-development';
import { MenuButton } from '../../components/ui/menu-button';
import { paths } from '../../paths';
import { t } from '../../i18n/it/viewer';

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
          {t('viewer.mediaMenu.media')}
        </Button>
        <Dialog open={askLogin} onOpenChange={setAskLogin}>
          <DialogContent title={t('viewer.mediaMenu.accessoRichiesto')} description={t('viewer.mediaMenu.iServiziMediaRichiedonoL')}>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setAskLogin(false)}>
                {t('viewer.mediaMenu.chiudi')}
              </Button>
              <Link to={paths.profiles} className={buttonVariants()}>
                <LogIn aria-hidden="true" />
                {t('viewer.mediaMenu.accedi')}
              </Link>
            </div>
          </DialogContent>
        </Dialog>
      </>
    );
  }
  return (
    <MenuButton label={t('viewer.mediaMenu.media')} icon={Clapperboard}>
      {onDraw ? (
        <DropdownMenuItem onSelect={onDraw}>
          <ImagePlus aria-hidden="true" />
          {t('viewer.mediaMenu.disegno')}
        </DropdownMenuItem>
      ) : null}
      <DropdownMenuItem onSelect={() => announceInDevelopment(t('viewer.mediaMenu.prestoPotraiTrasformareLaStoria'))}>
        <Film aria-hidden="true" />
        {t('viewer.mediaMenu.filmato')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => announceInDevelopment(t('viewer.mediaMenu.prestoPotraiScegliereVociDiverse'))}>
        <Mic2 aria-hidden="true" />
        {t('viewer.mediaMenu.voci')}
      </DropdownMenuItem>
    </MenuButton>
  );
}
