import { CheckCircle2, LoaderCircle } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { normaliseFamilyCode, type FamilyConsentResult, type FamilyLetterKey } from '../../shared/schemas/family-letter';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { Card, CardTitle } from '../components/ui/card';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { FamilyConsentForm } from '../features/profiles/family-consent-form';
import { useFamilyLetter } from '../features/profiles/use-family-consent';
import { errorMessage } from '../lib/api-client';
import { paths } from '../paths';
import { t } from '../i18n/it/family-letter';

/** The letter's secret from the address's fragment (`#k=…`), read once when the screen opens. */
function secretFromHash(): string | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('k');
  return value && value.trim() !== '' ? value.trim() : null;
}

/** The typed code, for the adult without a camera (or whose link did not work). */
function CodeForm({ onCode, busy }: { onCode: (code: string) => void; busy: boolean }) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (normaliseFamilyCode(code) !== '') onCode(code);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field id="family-code" label={t('familyLetter.familyConsent.codiceDellaLettera')} hint={t('familyLetter.familyConsent.codiceAiuto')}>
        <Input
          id="family-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-describedby="family-code-hint"
          className="font-mono text-lg tracking-wider uppercase"
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={busy || normaliseFamilyCode(code) === ''}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {t('familyLetter.familyConsent.continua')}
        </Button>
      </div>
    </form>
  );
}

function PrivacySummary() {
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-bold text-brand-900">{t('familyLetter.familyConsent.riassuntoTitolo')}</h2>
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        <li>{t('familyLetter.familyConsent.riassunto1')}</li>
        <li>{t('familyLetter.familyConsent.riassunto2')}</li>
        <li>{t('familyLetter.familyConsent.riassunto3')}</li>
        <li>{t('familyLetter.familyConsent.riassuntoVoce')}</li>
        <li>{t('familyLetter.familyConsent.riassunto4')}</li>
      </ul>
      {/* A new tab: the letter's secret, read and cleared from the address, lives only in this page. */}
      <Link to={paths.privacy} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        {t('familyLetter.familyConsent.leggiInformativa')}
      </Link>
    </div>
  );
}

/**
 * /family-consent: the adult at home gives consent with the family letter. The link carries the
 * letter's secret in the fragment (never sent to the server by the browser, so never in a log);
 * it is taken out of the address bar at once, so it stays in no history, bookmark or screenshot.
 * Without it, the adult types the letter's code.
 */
export function FamilyConsentRoute() {
  const [key, setKey] = useState<FamilyLetterKey | null>(() => {
    const secret = secretFromHash();
    return secret ? { secret } : null;
  });
  const [done, setDone] = useState<FamilyConsentResult | null>(null);
  const letter = useFamilyLetter(key);

  useEffect(() => {
    // The router's own entry (history.state) stays; only the fragment goes.
    const dropHash = () => {
      if (window.location.hash !== '') window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    };
    dropHash();
    // A second letter's link opened in this same tab (another child of the family) changes only the fragment.
    const onHashChange = () => {
      const secret = secretFromHash();
      dropHash();
      if (!secret) return;
      setDone(null);
      setKey({ secret });
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  let content;
  if (done) {
    content = (
      <Card className="flex flex-col gap-3 border-2 border-green-600 ring-0" role="status">
        <p className="flex items-center gap-2 text-xl font-bold text-green-800">
          <CheckCircle2 aria-hidden="true" /> {t('familyLetter.familyConsent.grazie')}
        </p>
        <p className="text-lg text-slate-800">{t('familyLetter.familyConsent.consensoRegistrato', { name: done.profile.name })}</p>
        {done.aiConsent ? <p className="text-slate-800">{t('familyLetter.familyConsent.consensoAiRegistrato')}</p> : null}
        {done.voiceConsent ? <p className="text-slate-800">{t('familyLetter.familyConsent.consensoVoceRegistrato')}</p> : null}
        <p className="text-slate-800">{t('familyLetter.familyConsent.comeEntrare', { name: done.profile.name })}</p>
      </Card>
    );
  } else if (key === null) {
    content = (
      <Card className="flex flex-col gap-4">
        <p className="text-slate-800">{t('familyLetter.familyConsent.introCodice')}</p>
        <CodeForm onCode={(code) => setKey({ code })} busy={false} />
      </Card>
    );
  } else if (letter.isPending) {
    content = (
      <p className="flex items-center gap-2 text-slate-700" role="status">
        <LoaderCircle className="animate-spin" aria-hidden="true" /> {t('familyLetter.familyConsent.controlloLaLettera')}
      </p>
    );
  } else if (letter.isError) {
    content = (
      <Card className="flex flex-col gap-4">
        <p role="alert" className="font-medium text-red-700">
          {errorMessage(letter.error)}
        </p>
        <CardTitle>{t('familyLetter.familyConsent.oppureScriviIlCodice')}</CardTitle>
        <CodeForm onCode={(code) => setKey({ code })} busy={false} />
      </Card>
    );
  } else if (letter.data.consentGiven) {
    content = (
      <Card role="status">
        <p className="text-lg text-slate-800">{t('familyLetter.familyConsent.giaRegistrato', { name: letter.data.profile.name })}</p>
      </Card>
    );
  } else {
    const name = letter.data.profile.name;
    content = (
      <div className="flex flex-col gap-5">
        <p className="break-words text-lg text-slate-800">
          <strong>{t('familyLetter.familyConsent.letteraPer', { name })}</strong>
        </p>
        <Card>
          <PrivacySummary />
        </Card>
        <Card className="border-2 border-green-600 ring-0">
          <FamilyConsentForm letterKey={key} profileName={name} aiAvailable={letter.data.aiAvailable} onDone={setDone} />
        </Card>
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-2xl">
      <PageHeader title={t('familyLetter.familyConsent.titolo')} />
      {content}
    </section>
  );
}
