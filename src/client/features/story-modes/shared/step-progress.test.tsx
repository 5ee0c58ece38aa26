import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { StepProgress } from './step-progress';

test('the step is said in words and as a progress bar', () => {
  render(<StepProgress caption="Domanda 2/6" label="Domande" step={2} steps={6} />);
  expect(screen.getByText('Domanda 2/6')).toBeVisible();
  const bar = screen.getByRole('progressbar', { name: 'Domande' });
  expect(bar).toHaveAttribute('aria-valuenow', '2');
  expect(bar).toHaveAttribute('aria-valuemax', '6');
});
