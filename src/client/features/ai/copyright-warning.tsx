import { Button } from '../../components/ui/button';

/**
 * The copyright warning of spec 001 §8: famous characters (Cenerentola, Biancaneve, Pollicino…)
 * may make the AI refuse; better to rename them. 'Modifica' goes back, 'Prosegui' goes on.
 */
export function CopyrightWarning({ names, onEdit, onContinue }: { names: string[]; onEdit: () => void; onContinue: () => void }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="font-bold text-amber-900">Attenzione: personaggi famosi</p>
      <p className="break-words text-slate-800">
        La storia nomina <strong>{names.join(', ')}</strong>. I personaggi famosi sono protetti dal diritto d&apos;autore e possono far fallire
        l&apos;intelligenza artificiale: prova a dare loro un nome nuovo, inventato da te!
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onEdit}>
          Modifica
        </Button>
        <Button onClick={onContinue}>Prosegui</Button>
      </div>
    </div>
  );
}
