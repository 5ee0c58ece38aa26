import { useNavigate } from 'react-router';
import { Card, CardTitle } from '../../components/ui/card';
import { Select } from '../../components/ui/select';
import { paths } from '../../paths';

const CHOICES = [
  { value: 'new', label: 'Nuovo Profilo', to: paths.termsAcceptance },
  { value: 'existing', label: 'Profilo Esistente', to: paths.profiles },
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
      <CardTitle id="profile-choice-title">Seleziona Profilo</CardTitle>
      <p className="text-slate-700">Sei nuovo? Crea il tuo profilo insieme a un adulto. Hai già un profilo? Sceglilo dall&apos;elenco.</p>
      <Select id="profile-choice" aria-label="Seleziona Profilo" placeholder="Scegli un profilo..." options={CHOICES} onValueChange={choose} />
    </Card>
  );
}
