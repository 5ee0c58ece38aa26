import { KeyRound, UserRound } from 'lucide-react';
import { DropdownMenuItem } from '../../components/ui/dropdown-menu';
import { MenuButton } from '../../components/ui/menu-button';
import { t } from '../../i18n/it/entrance';

/**
 * The child's profile menu on the dashboard: 'Il mio profilo' → 'Cambia password'. It
 * loads with the first click on the dashboard's button (Lighthouse mobile score, figure P2 in docs/benchmarks.md) and appears open.
 */
export function ProfileMenu({ onChangePassword }: { onChangePassword: () => void }) {
  return (
    <MenuButton label={t('entrance.dashboard.ilMioProfilo')} icon={UserRound} defaultOpen>
      <DropdownMenuItem onSelect={onChangePassword}>
        <KeyRound aria-hidden="true" />
        {t('entrance.shared.cambiaPassword')}
      </DropdownMenuItem>
    </MenuButton>
  );
}
