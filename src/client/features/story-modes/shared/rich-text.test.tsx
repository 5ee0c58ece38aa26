import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { RichText } from './rich-text';

test('draws the <b> parts as <strong>, the rest as text, and never reads markup as HTML', () => {
  const { container } = render(
    <p>
      <RichText text="Leggi <b>AIROTS</b> al contrario: viene fuori <b>STORIA</b>! <i>no</i>" />
    </p>,
  );
  expect(container.querySelector('p')?.innerHTML).toBe(
    'Leggi <strong>AIROTS</strong> al contrario: viene fuori <strong>STORIA</strong>! &lt;i&gt;no&lt;/i&gt;',
  );
});

test('a custom drawing of the stressed part', () => {
  const { container } = render(<RichText text="Ecco <b>SOLE</b>." b={(chunk) => <em>{chunk}</em>} />);
  expect(container.innerHTML).toBe('Ecco <em>SOLE</em>.');
});
