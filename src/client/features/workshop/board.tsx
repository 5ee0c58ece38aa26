import { Check, Pause, Pencil, Play, RefreshCw, SkipForward, Square, UserMinus, UserRound, Wifi, WifiOff } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { WORKSHOP_TEXT_MAX, WORKSHOP_TITLE_MAX } from '../../../shared/schemas/workshop';
import type { WorkshopProposal } from '../../../shared/workshop/machine';
import type { WorkshopView } from '../../../shared/workshop/view';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../paths';
import { useRenewCode } from './api';
import { StepCard, StoryPanel, TurnLine } from './live-parts';
import type { LiveWorkshop } from './use-live-workshop';
import { t } from '../../i18n/it/workshop';

/** The address a child opens to join: the code travels in it, so the QR code joins at once. */
export function joinAddress(code: string): string {
  return `${window.location.origin}${paths.laboratorio}?codice=${encodeURIComponent(code)}`;
}

/** The board's messages appear at the top: at the bottom they would cover its controls. */
export const BOARD_TOASTS = 'top-center';

type Send = LiveWorkshop['send'];

const spacedCode = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

function JoinPanel({ workshop }: { workshop: WorkshopView }) {
  const [qr, setQr] = useState<string | null>(null);
  const renew = useRenewCode(workshop.id);
  const code = workshop.code;
  useEffect(() => {
    if (!code) return;
    let live = true;
    QRCode.toDataURL(joinAddress(code), { margin: 1, width: 240, errorCorrectionLevel: 'M' })
      .then((url) => live && setQr(url))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [code]);
  if (!code || workshop.status === 'ended') return null;
  const expired = workshop.codeExpiresAt !== null && Date.parse(workshop.codeExpiresAt) <= Date.now();
  return (
    <section aria-labelledby="join-title" className="flex flex-wrap items-center gap-4 rounded-3xl bg-white p-4 shadow-sm ring-2 ring-amber-300">
      {qr ? <img src={qr} alt={t('workshop.board.codiceQrPerEntrareNel', { code })} className="size-32 shrink-0 sm:size-36 2xl:size-48" /> : null}
      <div className="min-w-0 flex-1">
        <h2 id="join-title" className="text-lg font-semibold text-brand-800 xl:text-2xl">
          {t('workshop.board.entraNelLaboratorio')}
        </h2>
        <p
          className="whitespace-nowrap font-mono text-3xl font-extrabold tracking-widest text-brand-900 sm:text-4xl 2xl:text-6xl"
          aria-label={t('workshop.board.codice', { value: code.split('').join(' ') })}
          data-testid="join-code"
        >
          {spacedCode(code)}
        </p>
        <p className="text-base text-slate-700 [overflow-wrap:anywhere] xl:text-xl">
          {t('workshop.board.apri')} <strong>{t('workshop.shared.laboratorio')}</strong> {t('workshop.board.nellaTuaDashboardEScrivi')}
        </p>
        {expired ? <p className="font-semibold text-red-700">{t('workshop.board.ilCodiceEScadutoCreane')}</p> : null}
        <Button
          variant="ghost"
          className="mt-1"
          disabled={renew.isPending}
          onClick={() =>
            renew.mutate(undefined, {
              onSuccess: () => toast.success(t('workshop.board.nuovoCodicePronto'), { position: BOARD_TOASTS }),
              onError: (e) => toast.error(t('workshop.board.errore'), { description: errorMessage(e), position: BOARD_TOASTS }),
            })
          }
        >
          <RefreshCw aria-hidden="true" />
          {t('workshop.board.nuovoCodice')}
        </Button>
      </div>
    </section>
  );
}

function Participants({ workshop, send }: { workshop: WorkshopView; send: Send }) {
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const active = workshop.participants.filter((p) => !p.removed);
  return (
    <section aria-labelledby="who-title" className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
      <h2 id="who-title" className="text-xl font-bold text-brand-900 xl:text-3xl">
        {t('workshop.board.chiCE')}
        {active.filter((p) => p.connected).length} {t('workshop.board.collegati')}
      </h2>
      {active.length === 0 ? <p className="mt-2 text-lg text-slate-700 xl:text-xl">{t('workshop.board.nessunBambinoAncoraMostrateIl')}</p> : null}
      <ul
        className="mt-2 flex max-h-[35vh] flex-col gap-1 overflow-y-auto"
        tabIndex={active.length > 0 ? 0 : undefined}
        aria-label={t('workshop.board.elencoDeiBambini')}
      >
        {active.map((p) => (
          <li key={p.id} className="flex items-center gap-2">
            {p.connected ? (
              <Wifi className="size-5 shrink-0 text-green-700" aria-hidden="true" />
            ) : (
              <WifiOff className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
            )}
            <span
              className={`min-w-0 flex-1 text-lg [overflow-wrap:anywhere] xl:text-2xl ${workshop.turn === p.id ? 'font-extrabold text-amber-800' : 'text-slate-900'}`}
            >
              {p.name}
              <span className="sr-only">{p.connected ? t('workshop.board.collegato') : t('workshop.board.nonCollegato')}</span>
              {workshop.turn === p.id ? <span> {t('workshop.board.eIlSuoTurno')}</span> : null}
            </span>
            {workshop.status !== 'ended' && workshop.turnMode === 'turns' && workshop.turn !== p.id ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('workshop.board.daiIlTurnoA', { name: p.name })}
                title={t('workshop.board.daiIlTurnoA', { name: p.name })}
                onClick={() => send({ type: 'give_turn', userId: p.id })}
              >
                <UserRound aria-hidden="true" />
              </Button>
            ) : null}
            {workshop.status !== 'ended' ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('workshop.board.togliDalLaboratorio', { name: p.name })}
                title={t('workshop.board.togli', { name: p.name })}
                onClick={() => setRemoving({ id: p.id, name: p.name })}
              >
                <UserMinus aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('workshop.board.togliereDalLaboratorio')}
        description={removing ? t('workshop.board.nonPotraPiuScrivereIn', { name: removing.name }) : ''}
        confirmLabel={t('workshop.board.togli2')}
        destructive
        onConfirm={() => {
          if (removing) send({ type: 'remove_participant', userId: removing.id });
          setRemoving(null);
        }}
      />
    </section>
  );
}

function ProposalCard({ proposal, send }: { proposal: WorkshopProposal; send: Send }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(proposal.text);
  const id = `edit-${proposal.id}`;
  return (
    <li className="rounded-2xl bg-sky-50 p-3 ring-1 ring-sky-200">
      <p className="text-base font-semibold text-sky-900 xl:text-xl">
        {proposal.authorName} {t('workshop.board.propone')}
      </p>
      {editing ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim() === '') return;
            if (send({ type: 'accept', proposalId: proposal.id, text })) setEditing(false);
          }}
          className="mt-2 flex flex-col gap-2"
        >
          <Field id={id} label={t('workshop.board.modificaIlParagrafo')}>
            <Textarea id={id} value={text} maxLength={WORKSHOP_TEXT_MAX} onChange={(e) => setText(e.target.value)} rows={4} className="text-lg" />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="default" disabled={text.trim() === ''}>
              <Check aria-hidden="true" />
              {t('workshop.board.accettaLaModifica')}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {t('workshop.board.annulla')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="mt-1 whitespace-pre-wrap text-lg text-slate-900 [overflow-wrap:anywhere] xl:text-2xl">{proposal.text}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="default" onClick={() => send({ type: 'accept', proposalId: proposal.id })}>
              <Check aria-hidden="true" />
              {t('workshop.board.accetta')}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {t('workshop.board.modifica')}
            </Button>
            <Button variant="secondary" onClick={() => send({ type: 'ask_again', proposalId: proposal.id })}>
              <RefreshCw aria-hidden="true" />
              {t('workshop.board.chiediDiNuovo')}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

function EndDialog({ open, onOpenChange, send, signature }: { open: boolean; onOpenChange: (o: boolean) => void; send: Send; signature: string }) {
  const [title, setTitle] = useState(t('workshop.board.laStoriaDellaClasse'));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('workshop.board.finireIlLaboratorio')} description={t('workshop.board.laStoriaSaraSalvataNell')}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (title.trim() === '') return;
            if (send({ type: 'end', title })) onOpenChange(false);
          }}
          className="flex flex-col gap-4"
        >
          <Field id="workshop-title" label={t('workshop.board.titoloDellaStoria')} required>
            <Input id="workshop-title" value={title} maxLength={WORKSHOP_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
          </Field>
          <p className="text-slate-700 [overflow-wrap:anywhere]">{t('workshop.board.firmataDa', { signature })}</p>
          <Button type="submit" variant="danger" disabled={title.trim() === ''}>
            <Square aria-hidden="true" />
            {t('workshop.board.finisciESalvaLaStoria')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** 'Prossimo gruppo' of cards, 'Prossima carta', 'Prossima domanda' or 'Prossima parola', by method. */
const NEXT_LABELS: Record<WorkshopView['method'], string> = {
  PROPP: t('workshop.board.prossimoGruppo'),
  CAMPBELL: t('workshop.board.prossimaCarta'),
  CSS: t('workshop.board.prossimaDomanda'),
  PAROLE_CHIAMANO: t('workshop.board.prossimaParola'),
};

/** The proposals waiting for the teacher: their own scroll region, so that 30 of them never push the controls away. */
function Proposals({ workshop, send }: { workshop: WorkshopView; send: Send }) {
  const count = workshop.proposals.length;
  return (
    <section aria-labelledby="proposals-title" className="flex min-h-0 flex-col rounded-3xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
      <h2 id="proposals-title" className="text-xl font-bold text-brand-900 xl:text-3xl">
        {t('workshop.board.proposte')}
        {count > 0 ? ` (${count})` : ''}
      </h2>
      {count === 0 ? <p className="mt-2 text-lg text-slate-700 xl:text-xl">{t('workshop.board.ancoraNessunaProposta')}</p> : null}
      {count > 0 ? (
        <ul
          className="mt-2 flex max-h-[45vh] flex-col gap-3 overflow-y-auto overscroll-contain pr-1"
          tabIndex={0}
          aria-label={t('workshop.board.elencoDelleProposte', { count })}
          data-testid="proposals-list"
        >
          {workshop.proposals.map((p) => (
            <ProposalCard key={p.id} proposal={p} send={send} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * 'Prossima domanda', 'Pausa', 'Fine': always in view at the bottom of the screen, whatever the board
 * holds (on a phone, where the bar would cover a third of the screen, they close the page instead).
 */
function Controls({ workshop, send, onEnd }: { workshop: WorkshopView; send: Send; onEnd: () => void }) {
  const [confirmNext, setConfirmNext] = useState(false);
  const last = workshop.step >= workshop.stepCount - 1;
  const pending = workshop.proposals.length;
  const label = NEXT_LABELS[workshop.method];
  const paused = workshop.status === 'paused';
  return (
    <section
      aria-label={t('workshop.board.comandiDelLaboratorio')}
      className="sticky bottom-0 z-10 col-span-full flex flex-wrap justify-end gap-2 rounded-t-3xl max-sm:static max-sm:rounded-3xl bg-white/95 p-3 shadow-[0_-4px_16px_rgba(15,23,42,0.12)] ring-1 ring-brand-100 backdrop-blur"
      data-testid="board-controls"
    >
      <Button
        size="lg"
        onClick={() => (pending > 0 ? setConfirmNext(true) : send({ type: 'next_step' }))}
        disabled={last}
        title={last ? t('workshop.board.questaELUltimaTappa') : undefined}
      >
        <SkipForward aria-hidden="true" />
        {label}
      </Button>
      {workshop.turnMode === 'turns' ? (
        <Button size="lg" variant="secondary" onClick={() => send({ type: 'skip_turn' })}>
          <UserRound aria-hidden="true" />
          {t('workshop.board.passaIlTurno')}
        </Button>
      ) : null}
      <Button size="lg" variant="secondary" onClick={() => send({ type: paused ? 'resume' : 'pause' })}>
        {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        {paused ? t('workshop.board.riprendi') : t('workshop.board.pausa')}
      </Button>
      <Button size="lg" variant="danger" onClick={onEnd}>
        <Square aria-hidden="true" />
        {t('workshop.board.fineLaboratorio')}
      </Button>
      <ConfirmDialog
        open={confirmNext}
        onOpenChange={setConfirmNext}
        title={t('workshop.board.passareAllaProssimaTappa')}
        description={t('workshop.board.ciSonoProposteNonScelte', { count: pending })}
        confirmLabel={label}
        onConfirm={() => {
          send({ type: 'next_step' });
          setConfirmNext(false);
        }}
      />
    </section>
  );
}

/** The teacher's board, made for a projector (1920×1080) and still usable on a tablet. */
export function Board({ workshop, send }: { workshop: WorkshopView; send: Send }) {
  const [ending, setEnding] = useState(false);
  const ended = workshop.status === 'ended';
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] xl:gap-6">
      <div className="flex min-w-0 flex-col gap-4 xl:gap-6">
        <TurnLine workshop={workshop} big />
        {ended ? (
          <section className="rounded-3xl bg-green-50 p-6 ring-2 ring-green-300">
            <h2 className="text-3xl font-extrabold text-green-900 xl:text-5xl [overflow-wrap:anywhere]">
              «{workshop.title}
              {t('workshop.board.eSalvata')}
            </h2>
            <p className="mt-2 text-xl text-green-900 xl:text-2xl">{t('workshop.board.bravissimiLaStoriaENell')}</p>
            <p className="mt-2 text-lg text-green-900 xl:text-xl [overflow-wrap:anywhere]">{t('workshop.board.firmata', { signature: workshop.signature })}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              {workshop.storyId ? (
                <Button asChild>
                  <Link to={paths.story(workshop.storyId)}>{t('workshop.board.apriLaStoria')}</Link>
                </Button>
              ) : null}
              <Button asChild variant="secondary">
                <Link to={paths.superuserArchive}>{t('workshop.board.archivioCompleto')}</Link>
              </Button>
            </div>
          </section>
        ) : (
          <StepCard workshop={workshop} big />
        )}
        <StoryPanel workshop={workshop} big />
      </div>
      <div className="flex min-w-0 flex-col gap-4 xl:gap-6">
        {/* The proposals first: they are what the teacher works on; while there are none, the code shows just below. */}
        {!ended ? <Proposals workshop={workshop} send={send} /> : null}
        <JoinPanel workshop={workshop} />
        <Participants workshop={workshop} send={send} />
      </div>
      {!ended ? <Controls workshop={workshop} send={send} onEnd={() => setEnding(true)} /> : null}
      <EndDialog open={ending} onOpenChange={setEnding} send={send} signature={workshop.signature} />
    </div>
  );
}
