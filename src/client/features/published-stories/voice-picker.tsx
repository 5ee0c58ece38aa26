import { VOICES } from '../../../shared/constants';
import { Select } from '../../components/ui/select';
import { isVoiceName, type VoiceName } from './voice-presets';

const OPTIONS = VOICES.map((v) => ({ value: v, label: v }));

export interface VoicePickerProps {
  value: VoiceName;
  onChange: (voice: VoiceName) => void;
}

/** Uomo, Donna, Bambino, Bambina: the voice that reads the story aloud. */
export function VoicePicker({ value, onChange }: VoicePickerProps) {
  return (
    <Select
      aria-label="Voce"
      value={value}
      onValueChange={(v) => {
        if (isVoiceName(v)) onChange(v);
      }}
      placeholder="Voce"
      options={OPTIONS}
      className="w-36"
    />
  );
}
