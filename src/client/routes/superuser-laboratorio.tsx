import { Play, Presentation } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  TURN_MODE_LABELS,
  TURN_MODES,
  WORKSHOP_METHOD_LABELS,
  WORKSHOP_METHODS,
  WORKSHOP_SIGNATURE_MAX,
  workshopCreateSchema,
  type TurnMode,
  type WorkshopMethod,
} from '../../shared/schemas/workshop';
import { CSS_ALL_QUESTIONS } from '../../shared/workshop/steps';
import { proposedSignature, setupSections } from '../../shared/workshop/setup';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { RadioGroup } from '../components/ui/radio-group';
import { Select } from '../components/ui/select';
import { Loading } from '../components/ui/spinner';
import { useAdminUsers } from '../features/superuser/api/use-admin-users';
import { useGroups } from '../features/superuser/api/use-groups';
import { useCreateWorkshop, useWorkshops } from '../features/workshop/api';
import { SetupChildren } from '../features/workshop/setup-children';
import { errorMessage } from '../lib/api-client';
import { formatDate } from '../lib/format-date';
import { paths } from '../paths';
import { t } from '../i18n/it/superuser';

const METHOD_HINTS: Record<WorkshopMethod, string> = {
  PROPP: t('superuser.superuserLaboratorio.iNoveGruppiDiCarte'),
  CAMPBELL: t('superuser.superuserLaboratorio.leDodiciTappeDelViaggio'),
  CSS: t('superuser.superuserLaboratorio.unaDomandaCosaSuccedeSe'),
  PAROLE_CHIAMANO: t('superuser.superuserLaboratorio.unaParolaOgniSuaLettera'),
};

const RANDOM = '__random__';

function OngoingWorkshops() {
  const list = useWorkshops();
  if (!list.data?.length) return null;
  return (
    <Card className="mb-6">
      <h2 className="mb-2 text-xl font-bold text-brand-900">{t('superuser.superuserLaboratorio.laboratoriInCorso')}</h2>
      <ul className="flex flex-col gap-2">
        {list.data.map((w) => (
          <li key={w.id} className="flex flex-wrap items-center gap-2">
            <span className="flex-1">
              {WORKSHOP_METHOD_LABELS[w.method as WorkshopMethod] ?? w.method} · {TURN_MODE_LABELS[w.turnMode as TurnMode] ?? w.turnMode} ·{' '}
              {formatDate(w.createdAt, 'dateTime')}
              {w.status === 'paused' ? t('superuser.superuserLaboratorio.inPausa') : ''}
            </span>
            <Button asChild variant="secondary">
              <Link to={paths.superuserLaboratorioBoard(w.id)}>
                <Presentation aria-hidden="true" />
                {t('superuser.superuserLaboratorio.apriLaLavagna')}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** /superuser-laboratorio: choose the method, the turn mode and (optionally) the group, then open the board. */
export function SuperuserLaboratorioRoute() {
  const users = useAdminUsers();
  const groups = useGroups();
  const create = useCreateWorkshop();
  const navigate = useNavigate();
  const [method, setMethod] = useState<WorkshopMethod>('PROPP');
  const [turnMode, setTurnMode] = useState<TurnMode>('turns');
  const [word, setWord] = useState('');
  const [question, setQuestion] = useState(RANDOM);
  const [group, setGroup] = useState<string[]>([]);
  /** The signature typed by the teacher; null while she keeps the one proposed from the chosen group. */
  const [typedSignature, setTypedSignature] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const sections = setupSections(users.data ?? [], groups.data ?? []);
  const signature = typedSignature ?? proposedSignature(sections, group);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = {
      method,
      turnMode,
      participantIds: group,
      signature,
      ...(method === 'PAROLE_CHIAMANO' ? { word } : {}),
      ...(method === 'CSS' && question !== RANDOM ? { cssQuestion: question } : {}),
    };
    const parsed = workshopCreateSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.') || '_'] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(input, {
      onSuccess: (w) => void navigate(paths.superuserLaboratorioBoard(w.id)),
      onError: (error) => setErrors({ _: errorMessage(error) }),
    });
  };

  return (
    <section>
      <PageHeader title={t('superuser.shared.laboratorio')} back={paths.superuser} />
      <p className="mb-6 text-lg text-slate-800">{t('superuser.superuserLaboratorio.scriveteUnaStoriaConTutta')}</p>
      <OngoingWorkshops />
      <Card>
        <form onSubmit={submit} noValidate className="flex flex-col gap-6">
          <RadioGroup
            id="method"
            name="method"
            legend={t('superuser.superuserLaboratorio.metodo')}
            hint={METHOD_HINTS[method]}
            value={method}
            onChange={(e) => setMethod(e.target.value as WorkshopMethod)}
            options={WORKSHOP_METHODS.map((m) => ({ value: m, label: WORKSHOP_METHOD_LABELS[m] }))}
          />
          {method === 'PAROLE_CHIAMANO' ? (
            <Field id="word" label={t('superuser.superuserLaboratorio.laParola')} hint={t('superuser.superuserLaboratorio.da3A10Lettere')} error={errors.word}>
              {(control) => <Input {...control} value={word} onChange={(e) => setWord(e.target.value)} maxLength={10} />}
            </Field>
          ) : null}
          {method === 'CSS' ? (
            <Field id="css-question" label={t('superuser.superuserLaboratorio.laDomandaDiPartenza')}>
              <Select
                id="css-question"
                value={question}
                onValueChange={setQuestion}
                placeholder={t('superuser.superuserLaboratorio.estraiUnaDomandaASorte')}
                options={[
                  { value: RANDOM, label: t('superuser.superuserLaboratorio.estraiUnaDomandaASorte') },
                  ...CSS_ALL_QUESTIONS.map((q) => ({ value: q, label: q })),
                ]}
              />
            </Field>
          ) : null}
          <RadioGroup
            id="turn-mode"
            name="turn-mode"
            legend={t('superuser.superuserLaboratorio.comeSiGioca')}
            hint={t(
              turnMode === 'turns' ? 'superuser.superuserLaboratorio.unBambinoAllaVoltaLa' : 'superuser.superuserLaboratorio.tuttiPossonoProporreUnParagrafo',
            )}
            value={turnMode}
            onChange={(e) => setTurnMode(e.target.value as TurnMode)}
            options={TURN_MODES.map((m) => ({ value: m, label: TURN_MODE_LABELS[m] }))}
          />
          <fieldset className="flex flex-col gap-2" aria-describedby="children-hint">
            <legend className="mb-1.5 font-semibold text-brand-900">{t('superuser.superuserLaboratorio.chiPartecipa')}</legend>
            <p id="children-hint" className="text-sm text-slate-600">
              {t('superuser.superuserLaboratorio.chiPartecipaHint')}
            </p>
            {users.isPending || groups.isPending ? <Loading /> : null}
            {users.isError ? <p className="text-red-700">{errorMessage(users.error)}</p> : null}
            {users.data && sections.length === 0 ? <p className="text-slate-700">{t('superuser.superuserLaboratorio.nessunBambinoRegistratoPerOra')}</p> : null}
            {users.data && !groups.isPending ? <SetupChildren sections={sections} chosen={group} onChange={setGroup} /> : null}
          </fieldset>
          <Field
            id="signature"
            label={t('superuser.superuserLaboratorio.firmaDellaStoria')}
            hint={t('superuser.superuserLaboratorio.firmaDellaStoriaHint')}
            error={errors.signature}
            required
          >
            {(control) => <Input {...control} value={signature} onChange={(e) => setTypedSignature(e.target.value)} maxLength={WORKSHOP_SIGNATURE_MAX} />}
          </Field>
          {errors._ ? (
            <p role="alert" className="font-semibold text-red-700">
              {errors._}
            </p>
          ) : null}
          <Button type="submit" size="lg" disabled={create.isPending}>
            <Play aria-hidden="true" />
            {create.isPending ? t('superuser.shared.preparoLaLavagna') : t('superuser.superuserLaboratorio.iniziaIlLaboratorio')}
          </Button>
        </form>
      </Card>
    </section>
  );
}
