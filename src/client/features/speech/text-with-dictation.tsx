import { useRef, type ChangeEvent, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Input, Textarea } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { DictationButton } from './dictation-button';
import { appendTranscript, type RecognitionConstructor } from './speech-recognition';

interface DictationProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Dictation language, it-IT by default. */
  lang?: string;
  /** Names the box for the microphone's label, e.g. 'la risposta'. */
  dictationTarget?: string;
  /** Test seam: the browser's SpeechRecognition; detected from window by default. */
  Recognition?: RecognitionConstructor | null;
}

/**
 * The box's props (change events become onValueChange) and its microphone, which appends each
 * dictated piece to the latest value, within maxLength.
 */
function useDictationField<P extends DictationProps & { maxLength?: number | undefined; disabled?: boolean | undefined }>({
  value,
  onValueChange,
  lang,
  dictationTarget,
  Recognition,
  ...rest
}: P) {
  const latest = useRef(value);
  latest.current = value;
  const append = (transcript: string) => {
    let next = appendTranscript(latest.current, transcript);
    if (rest.maxLength !== undefined && rest.maxLength >= 0) next = next.slice(0, rest.maxLength);
    latest.current = next;
    onValueChange(next);
  };
  const field = { ...rest, value, onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValueChange(e.target.value) };
  const button = <DictationButton onTranscript={append} disabled={rest.disabled} lang={lang} target={dictationTarget} Recognition={Recognition} />;
  return [field, button] as const;
}

export type TextareaWithDictationProps = DictationProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'>;

/** A textarea with a microphone in its corner: dictated words are appended with a space. */
export function TextareaWithDictation({ className, ...props }: TextareaWithDictationProps) {
  const [field, button] = useDictationField(props);
  return (
    <div className="relative">
      <Textarea {...field} className={cn('reading-text pr-14', className)} />
      <div className="absolute right-1.5 top-1.5">{button}</div>
    </div>
  );
}

export type InputWithDictationProps = DictationProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;

/** A one-line answer box with a microphone beside it. */
export function InputWithDictation({ className, ...props }: InputWithDictationProps) {
  const [field, button] = useDictationField(props);
  return (
    <div className="flex items-center gap-2">
      <Input {...field} className={cn('reading-text', className)} />
      {button}
    </div>
  );
}
