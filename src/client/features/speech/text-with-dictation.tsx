import { useEffect, useRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
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

/** Appends each dictated piece to the latest value, within maxLength. */
function useAppend(value: string, onValueChange: (value: string) => void, maxLength: number | undefined) {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  return (transcript: string) => {
    let next = appendTranscript(latest.current, transcript);
    if (maxLength !== undefined && maxLength >= 0) next = next.slice(0, maxLength);
    latest.current = next;
    onValueChange(next);
  };
}

export type TextareaWithDictationProps = DictationProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'>;

/** A textarea with a microphone in its corner: dictated words are appended with a space. */
export function TextareaWithDictation({
  value,
  onValueChange,
  lang,
  dictationTarget,
  Recognition,
  className,
  maxLength,
  disabled,
  ...props
}: TextareaWithDictationProps) {
  const append = useAppend(value, onValueChange, maxLength);
  return (
    <div className="relative">
      <Textarea
        {...props}
        value={value}
        maxLength={maxLength}
        disabled={disabled}
        onChange={(e) => onValueChange(e.target.value)}
        className={cn('reading-text pr-14', className)}
      />
      <div className="absolute right-1.5 top-1.5">
        <DictationButton onTranscript={append} disabled={disabled} lang={lang} target={dictationTarget} Recognition={Recognition} />
      </div>
    </div>
  );
}

export type InputWithDictationProps = DictationProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;

/** A one-line answer box with a microphone beside it. */
export function InputWithDictation({
  value,
  onValueChange,
  lang,
  dictationTarget,
  Recognition,
  className,
  maxLength,
  disabled,
  ...props
}: InputWithDictationProps) {
  const append = useAppend(value, onValueChange, maxLength);
  return (
    <div className="flex items-center gap-2">
      <Input
        {...props}
        value={value}
        maxLength={maxLength}
        disabled={disabled}
        onChange={(e) => onValueChange(e.target.value)}
        className={cn('reading-text', className)}
      />
      <DictationButton onTranscript={append} disabled={disabled} lang={lang} target={dictationTarget} Recognition={Recognition} />
    </div>
  );
}
