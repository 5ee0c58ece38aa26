import { useId, type CSSProperties } from 'react';
import { DEFAULT_READING_SETTINGS, READING_FONT_LABELS, READING_FONTS, type ReadingSettings } from '../../../shared/reading-settings';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { READING_FONT_FAMILIES } from './reading-style';
import { t } from '../../i18n/it/reading-support';

interface Choice {
  value: string;
  label: string;
  style?: CSSProperties;
}

/** Native radio buttons in a fieldset: arrows move the choice, the change applies at once. */
function ChoiceGroup({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 font-semibold text-brand-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-brand-200 bg-white px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-500"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-4 accent-brand-700 focus-visible:outline-none"
            />
            <span style={choice.style}>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const FONT_CHOICES: Choice[] = READING_FONTS.map((font) => ({
  value: font,
  label: READING_FONT_LABELS[font],
  ...(font === 'default' ? {} : { style: { fontFamily: READING_FONT_FAMILIES[font] } }),
}));
const SIZE_CHOICES: Choice[] = [
  t('readingSupport.readingSettingsDialog.normale'),
  t('readingSupport.readingSettingsDialog.grande'),
  t('readingSupport.readingSettingsDialog.piuGrande'),
  t('readingSupport.readingSettingsDialog.grandissimo'),
].map((label, i) => ({ value: String(i), label }));
const SPACING_CHOICES: Choice[] = [
  t('readingSupport.readingSettingsDialog.normale'),
  t('readingSupport.readingSettingsDialog.piuSpazio'),
  t('readingSupport.readingSettingsDialog.moltoSpazio'),
].map((label, i) => ({ value: String(i), label }));
const SCALES = [
  ['textSize', t('readingSupport.readingSettingsDialog.grandezzaDelTesto'), SIZE_CHOICES],
  ['letterSpacing', t('readingSupport.readingSettingsDialog.spazioTraLeLettere'), SPACING_CHOICES],
  ['wordSpacing', t('readingSupport.readingSettingsDialog.spazioTraLeParole'), SPACING_CHOICES],
  ['lineSpacing', t('readingSupport.readingSettingsDialog.spazioTraLeRighe'), SPACING_CHOICES],
] as const;

export interface ReadingSettingsDialogProps {
  settings: ReadingSettings;
  onChange: (settings: ReadingSettings) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes on closing: the round button (reading-settings-button.tsx) that opened it. */
  onCloseAutoFocus: (event: Event) => void;
}

/** 'Lettura facilitata': the settings of a logged-in child, opened by ReadingSettingsButton (which loads this file on its first click). */
export function ReadingSettingsDialog({ settings, onChange, open, onOpenChange, onCloseAutoFocus }: ReadingSettingsDialogProps) {
  const set = <K extends keyof ReadingSettings>(key: K, value: ReadingSettings[K]) => onChange({ ...settings, [key]: value });
  const id = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('readingSupport.readingSettingsDialog.letturaFacilitata')}
        description={t('readingSupport.readingSettingsDialog.scegliComeVuoiVedereLe')}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="flex flex-col gap-5">
          <p className="reading-text break-words rounded-xl bg-brand-50 p-3 text-lg leading-relaxed text-slate-900 ring-1 ring-brand-100">
            {t('readingSupport.readingSettingsDialog.cEraUnaVoltaUn')}
          </p>
          <ChoiceGroup
            legend={t('readingSupport.readingSettingsDialog.carattere')}
            name={`${id}-font`}
            choices={FONT_CHOICES}
            value={settings.font}
            onChange={(v) => set('font', v as ReadingSettings['font'])}
          />
          <Checkbox id={`${id}-upper`} checked={settings.uppercase} onCheckedChange={(v) => set('uppercase', v)}>
            {t('readingSupport.readingSettingsDialog.stampatoMaiuscolo')}
          </Checkbox>
          {SCALES.map(([key, legend, choices]) => (
            <ChoiceGroup
              key={key}
              legend={legend}
              name={`${id}-${key}`}
              choices={choices}
              value={String(settings[key])}
              onChange={(v) => set(key, Number(v))}
            />
          ))}
          <Checkbox id={`${id}-short`} checked={settings.shortLines} onCheckedChange={(v) => set('shortLines', v)}>
            {t('readingSupport.readingSettingsDialog.righePiuCorte')}
          </Checkbox>
          <Checkbox id={`${id}-ruler`} checked={settings.ruler} onCheckedChange={(v) => set('ruler', v)}>
            {t('readingSupport.readingSettingsDialog.righelloDiLetturaSegueLa')}
          </Checkbox>
          <Button variant="secondary" className="self-start" onClick={() => onChange(DEFAULT_READING_SETTINGS)}>
            {t('readingSupport.readingSettingsDialog.tornaAlleImpostazioniNormali')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
