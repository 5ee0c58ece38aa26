import { useNavigate } from 'react-router';
import { Card, CardTitle } from '../../components/ui/card';
import { DeferredSelect } from '../../components/ui/deferred-select';
import { paths } from '../../paths';
import { t } from '../../i18n/it/entrance';

const CHOICES = [
  { value: 'new', label: t('entrance.shared.nuovoProfilo'), to: paths.termsAcceptance },
  { value: 'existing', label: t('entrance.profileChoiceCard.profiloEsistente'), to: paths.profiles },
] as const;

/** 'Seleziona Profilo': a new profile starts with the terms, an existing one goes to the list (spec 000 §4). */
export function ProfileChoiceCard() {
  const navigate = useNavigate();
  const choose = (value: string) => {
    const choice = CHOICES.find((c) => c.value === value);
    if (choice) void navigate(choice.to);
  };
  return (
    <Card className="flex flex-col gap-4">
      <CardTitle id="profile-choice-title">{t('entrance.profileChoiceCard.selezionaProfilo')}</CardTitle>
      <p className="text-slate-700">{t('entrance.profileChoiceCard.seiNuovoCreaIlTuo')}</p>
      <DeferredSelect
        id="profile-choice"
        aria-label={t('entrance.profileChoiceCard.selezionaProfilo')}
        placeholder={t('entrance.shared.scegliUnProfilo')}
        options={CHOICES}
        onValueChange={choose}
      />
    </Card>
  );
}
