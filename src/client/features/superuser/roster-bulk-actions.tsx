import { CheckSquare, Filter, IdCard, LoaderCircle, Square, Users, XCircle } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import type { IssuedCard } from '../../../shared/schemas/login-card';
import type { ProfileSelection } from '../../../shared/schemas/profile-selection';
import type { RosterRow } from '../../../shared/schemas/admin';
import { pluralArticle } from '../../../shared/format-number';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { errorMessage } from '../../lib/api-client';
import { toast } from 'sonner';
import { t } from '../../i18n/it/login-cards';
import { useIssueLoginCards, useRevokeLoginCards } from './api/use-login-cards';
import { LoginCards, printLoginCards } from './login-cards';
import { FamilyLetterActions } from './family-letter-actions';
import { BulkDeleteAction, BulkGroupAction, BulkPasswordsAction } from './roster-bulk-edit';

/**
 * What the superuser has chosen in the roster: ticked rows (kept across pages and searches), a
 * whole group or the whole class. A group or the class is sent as such to the server, so a
 * class of 27 over two pages is one click, not 27 ticks.
 */
export type RosterSelection = { kind: 'rows'; rows: ReadonlyMap<string, RosterRow> } | { kind: 'group'; groupId: string; groupName: string } | { kind: 'all' };

export const NO_SELECTION: RosterSelection = { kind: 'rows', rows: new Map() };

/** The selection in the form every bulk route of the superuser takes, or null when empty. */
export function toProfileSelection(selection: RosterSelection): ProfileSelection | null {
  if (selection.kind === 'all') return { all: true };
  if (selection.kind === 'group') return { groupId: selection.groupId };
  return selection.rows.size > 0 ? { userIds: [...selection.rows.keys()] } : null;
}

/** Whether a row is part of the selection (a ticked row, or a member of the chosen group, or anyone). */
export function isSelected(selection: RosterSelection, row: RosterRow): boolean {
  if (selection.kind === 'all') return true;
  if (selection.kind === 'group') return row.groupId === selection.groupId;
  return selection.rows.has(row.id);
}

/** Ticks or unticks one row; ticking while a group or the class is chosen starts a list of rows. */
export function toggleRow(selection: RosterSelection, row: RosterRow, on: boolean): RosterSelection {
  const rows = new Map(selection.kind === 'rows' ? selection.rows : []);
  if (on) rows.set(row.id, row);
  else rows.delete(row.id);
  return { kind: 'rows', rows };
}

/** What a bulk button (a letter to the families, paper consent, a bulk edit) gets to act on. */
export interface BulkActionContext {
  /** Null while nothing is chosen: the buttons are then disabled, described by `reasonId`. */
  selection: ProfileSelection | null;
  /** The id of the text that says why a bulk button is disabled. */
  reasonId: string;
  /** The selection in words, for a confirmation: 'il gruppo 2ªA', 'tutta la classe', 'i 3 profili selezionati'. */
  who: string;
  /** Empties the selection once the action is done. */
  clear: () => void;
}

export interface RosterBulkActionsProps {
  selection: RosterSelection;
  onSelectionChange: (selection: RosterSelection) => void;
  /** The rows on the page shown now ('Questa pagina'). */
  pageRows: readonly RosterRow[];
  /** The group the roster is filtered by, if any ('Tutto il gruppo …'). */
  filterGroup: { id: string; name: string } | null;
  /**
   * 'Seleziona i risultati filtrati': every row the current search and filters show, over all
   * pages. Given only while a search or a filter is on.
   */
  loadFilteredRows?: (() => Promise<readonly RosterRow[]>) | undefined;
}

function describe(selection: RosterSelection): string {
  if (selection.kind === 'all') return t('loginCards.bulk.tuttaLaClasse');
  if (selection.kind === 'group') return t('loginCards.bulk.ilGruppo', { group: selection.groupName });
  return t('loginCards.bulk.iProfiliSelezionati', { count: selection.rows.size, article: pluralArticle(selection.rows.size) });
}

/**
 * The bar above the roster that chooses several profiles and acts on them: 'Stampa tessere'
 * issues a new login card for each and prints them (one child, the ticked ones, a group or the
 * class), 'Ritira tessere' takes them back; then the family letter and the bulk edits.
 */
export function RosterBulkActions({ selection, onSelectionChange, pageRows, filterGroup, loadFilteredRows }: RosterBulkActionsProps) {
  const reasonId = useId();
  const [loadingFiltered, setLoadingFiltered] = useState(false);
  const issue = useIssueLoginCards();
  const revoke = useRevokeLoginCards();
  const [confirm, setConfirm] = useState<'print' | 'revoke' | null>(null);
  const [cards, setCards] = useState<readonly IssuedCard[]>([]);
  const printed = useRef<readonly IssuedCard[] | null>(null);
  const chosen = toProfileSelection(selection);
  const clear = () => onSelectionChange(NO_SELECTION);
  const who = describe(selection);
  const context: BulkActionContext = { selection: chosen, reasonId, who, clear };

  // Ticked rows whose child already has a card: their old card stops working with the new one.
  const reprints = selection.kind === 'rows' ? [...selection.rows.values()].filter((r) => r.cardIssuedAt !== null).length : null;

  const issueNow = () => {
    if (!chosen) return;
    issue.mutate(chosen, {
      onSuccess: (issued) => {
        toast.success(t('loginCards.bulk.tesserePronte', { count: issued.length }));
        setCards(issued);
      },
      onError: (e) => toast.error(t('loginCards.shared.errore'), { description: errorMessage(e) }),
    });
  };
  const onPrint = () => {
    if (!chosen) return;
    if (reprints === 0) issueNow();
    else setConfirm('print');
  };
  const onRevoke = () =>
    chosen &&
    revoke.mutate(chosen, {
      onSuccess: (count) => {
        toast.success(t('loginCards.bulk.tessereRitirate', { count }));
        clear();
      },
      onError: (e) => toast.error(t('loginCards.shared.errore'), { description: errorMessage(e) }),
    });

  // Once every QR is drawn: the print dialog, then the secrets leave the page.
  const onCardsReady = useCallback(() => {
    if (printed.current === cards) return;
    printed.current = cards;
    printLoginCards(() => setCards([]));
  }, [cards]);

  const summary =
    selection.kind === 'all'
      ? t('loginCards.bulk.selezionataClasse')
      : selection.kind === 'group'
        ? t('loginCards.bulk.selezionatoGruppo', { group: selection.groupName })
        : selection.rows.size === 0
          ? t('loginCards.bulk.nessunoSelezionato')
          : t('loginCards.bulk.selezionati', { count: selection.rows.size });

  const selectPage = () => {
    const rows = new Map(selection.kind === 'rows' ? selection.rows : []);
    for (const row of pageRows) rows.set(row.id, row);
    onSelectionChange({ kind: 'rows', rows });
  };

  const selectFiltered = async () => {
    if (!loadFilteredRows) return;
    setLoadingFiltered(true);
    try {
      const rows = await loadFilteredRows();
      onSelectionChange({ kind: 'rows', rows: new Map(rows.map((r) => [r.id, r])) });
    } catch (e) {
      toast.error(t('loginCards.shared.errore'), { description: errorMessage(e) });
    } finally {
      setLoadingFiltered(false);
    }
  };
  const why = chosen ? undefined : reasonId;
  const whyTitle = chosen ? undefined : t('loginCards.bulk.selezionaPrima');

  return (
    <section aria-label={t('loginCards.bulk.azioniSuPiuProfili')} className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-brand-900">{t('loginCards.bulk.seleziona')}</span>
        <Button size="sm" variant="secondary" onClick={selectPage} disabled={pageRows.length === 0}>
          <CheckSquare aria-hidden="true" /> {t('loginCards.bulk.selezionaPagina')}
        </Button>
        {filterGroup ? (
          <Button size="sm" variant="secondary" onClick={() => onSelectionChange({ kind: 'group', groupId: filterGroup.id, groupName: filterGroup.name })}>
            <Users aria-hidden="true" /> {t('loginCards.bulk.selezionaGruppo', { group: filterGroup.name })}
          </Button>
        ) : null}
        {loadFilteredRows ? (
          <Button size="sm" variant="secondary" onClick={() => void selectFiltered()} disabled={loadingFiltered}>
            {loadingFiltered ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Filter aria-hidden="true" />}
            {t('loginCards.bulk.selezionaFiltrati')}
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={() => onSelectionChange({ kind: 'all' })}>
          <Users aria-hidden="true" /> {t('loginCards.bulk.selezionaTutti')}
        </Button>
        <Button size="sm" variant="secondary" onClick={clear} disabled={!chosen}>
          <Square aria-hidden="true" /> {t('loginCards.bulk.deseleziona')}
        </Button>
      </div>
      <p className="text-slate-700" aria-live="polite">
        {summary}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={onPrint} disabled={!chosen || issue.isPending} aria-describedby={why} title={whyTitle}>
          {issue.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <IdCard aria-hidden="true" />}
          {issue.isPending ? t('loginCards.bulk.stampaInCorso') : t('loginCards.bulk.stampaTessere')}
        </Button>
        <Button variant="secondary" onClick={() => setConfirm('revoke')} disabled={!chosen || revoke.isPending} aria-describedby={why} title={whyTitle}>
          <XCircle aria-hidden="true" /> {t('loginCards.bulk.ritiraTessere')}
        </Button>
        <FamilyLetterActions {...context} />
        <BulkGroupAction {...context} />
        <BulkPasswordsAction {...context} />
        <BulkDeleteAction {...context} />
      </div>
      {chosen ? null : (
        <p id={reasonId} className="text-sm text-slate-700">
          {t('loginCards.bulk.sceltaPerStampa')}
        </p>
      )}

      <ConfirmDialog
        open={confirm === 'print'}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={t('loginCards.bulk.confermaRistampaTitolo')}
        description={reprints ? t('loginCards.bulk.confermaRistampa', { count: reprints }) : t('loginCards.bulk.confermaRistampaSconosciuti')}
        confirmLabel={t('loginCards.bulk.stampa')}
        onConfirm={issueNow}
      />
      <ConfirmDialog
        open={confirm === 'revoke'}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={t('loginCards.bulk.confermaRitiroTitolo')}
        description={t('loginCards.bulk.confermaRitiro', { who })}
        confirmLabel={t('loginCards.bulk.ritira')}
        destructive
        onConfirm={onRevoke}
      />
      <LoginCards cards={cards} onReady={onCardsReady} />
    </section>
  );
}
