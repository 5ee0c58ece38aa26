import { useId } from 'react';
import { DEFAULT_READING_SETTINGS, READING_FONT_LABELS, READING_FONTS, type ReadingSettings } from '../../../shared/reading-settings';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { RadioGroup, type RadioOption } from '../../components/ui/radio-group';
import { READING_FONT_FAMILIES } from './reading-style';
import { t } from '../../i18n/it/reading-support';

/** Each font's name written in that font. */
const FONT_CHOICES: RadioOption[] = READING_FONTS.map((font) => ({
  value: font,
  label: font === 'default' ? READING_FONT_LABELS[font] : <span style={{ fontFamily: READING_FONT_FAMILIES[font] }}>{READING_FONT_LABELS[font]}</span>,
}));
const SIZE_CHOICES = [
  t('readingSupport.readingSettingsDialog.normale'),
  t('readingSupport.readingSettingsDialog.grande'),
  t('readingSupport.readingSettingsDialog.piuGrande'),
  t('readingSupport.readingSettingsDialog.grandissimo'),
].map((label, i) => ({ value: String(i), label }));
const SPACING_CHOICES = [
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
          <RadioGroup
            id={`${id}-font`}
            name={`${id}-font`}
            legend={t('readingSupport.readingSettingsDialog.carattere')}
            options={FONT_CHOICES}
            value={settings.font}
            onChange={(e) => set('font', e.target.value as ReadingSettings['font'])}
          />
          <Checkbox id={`${id}-upper`} checked={settings.uppercase} onCheckedChange={(v) => set('uppercase', v)}>
            {t('readingSupport.readingSettingsDialog.stampatoMaiuscolo')}
          </Checkbox>
          {SCALES.map(([key, legend, choices]) => (
            <RadioGroup
              key={key}
              id={`${id}-${key}`}
              name={`${id}-${key}`}
              legend={legend}
              options={choices}
              value={String(settings[key])}
              onChange={(e) => set(key, Number(e.target.value))}
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
