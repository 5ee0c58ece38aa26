import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { DEFAULT_READING_SETTINGS, type ReadingSettings } from '../../../shared/schemas/reading-settings';
import { ReadingSettingsDialog } from './reading-settings-dialog';

function Harness({ onChange }: { onChange: (s: ReadingSettings) => void }) {
  const [settings, setSettings] = useState(DEFAULT_READING_SETTINGS);
  return (
    <ReadingSettingsDialog
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
});
