import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { DEFAULT_READING_SETTINGS, type ReadingSettings } from '../../../shared/schemas/reading-settings';
import { ReadingSettingsButton } from './reading-settings-button';

function Harness({ onChange }: { onChange: (s: ReadingSettings) => void }) {
  const [settings, setSettings] = useState(DEFAULT_READING_SETTINGS);
  return (
    <ReadingSettingsButton
      settings={settings}
      besideHomeButton
      onChange={(next) => {
        setSettings(next);
        onChange(next);
      }}
    />
  );
}

test('the keyboard opens Lettura facilitata, changes each setting and goes back to normal', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<Harness onChange={onChange} />);
  await user.tab();
  expect(screen.getByRole('button', { name: 'Lettura facilitata' })).toHaveFocus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Lettura facilitata' });

  await user.click(within(dialog).getByLabelText('Lexend'));
  expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_READING_SETTINGS, font: 'lexend' });
  // Arrows move within a group, as native radios do.
  await user.keyboard('{ArrowRight}');
  expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_READING_SETTINGS, font: 'default' });

  await user.click(within(dialog).getByRole('checkbox', { name: 'STAMPATO MAIUSCOLO' }));
  await user.click(within(within(dialog).getByRole('group', { name: 'Grandezza del testo' })).getByLabelText('Grande'));
  await user.click(within(within(dialog).getByRole('group', { name: 'Spazio tra le righe' })).getByLabelText('Molto spazio'));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Righe più corte' }));
  expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_READING_SETTINGS, uppercase: true, textSize: 1, lineSpacing: 2, shortLines: true });

  await user.click(within(dialog).getByRole('button', { name: 'Torna alle impostazioni normali' }));
  expect(onChange).toHaveBeenLastCalledWith(DEFAULT_READING_SETTINGS);
  expect(within(dialog).getByLabelText('Normale', { selector: '[name$="-font"]' })).toBeChecked();

  // Escape closes it and the focus is back on the round button.
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Lettura facilitata' })).toHaveFocus();
});

test('the round button is drawn before the dialog loads; a click opens it, the settings stay, closing gives the focus back', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<Harness onChange={onChange} />);
  const button = screen.getByRole('button', { name: 'Lettura facilitata' });
  expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(button);
  let dialog = await screen.findByRole('dialog', { name: 'Lettura facilitata' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await user.click(within(dialog).getByRole('checkbox', { name: /Righello di lettura/ }));
  expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_READING_SETTINGS, ruler: true });

  await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');

  // Space opens it again, at once, with the setting still chosen.
  await user.keyboard(' ');
  dialog = screen.getByRole('dialog', { name: 'Lettura facilitata' });
  expect(within(dialog).getByRole('checkbox', { name: /Righello di lettura/ })).toBeChecked();
});
