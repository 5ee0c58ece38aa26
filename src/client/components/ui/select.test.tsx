import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const options = [
  { value: 'all', label: 'Tutti' },
  { value: 'anna', label: 'Anna' },
];

describe('Select', () => {
  // Radix keeps a hidden native <select> inside a form, and a change on it reaches onValueChange.
  const renderInForm = (onValueChange: (value: string) => void) => {
    const { container } = render(
      <form>
        <Select aria-label="Autore" value="anna" options={options} placeholder="Tutti" onValueChange={onValueChange} />
      </form>,
    );
    const native = container.querySelector('select');
    if (!native) throw new Error('no native select');
    return native;
  };

  it('passes on a value among its options', () => {
    const onValueChange = vi.fn();
    const native = renderInForm(onValueChange);
    fireEvent.change(native, { target: { value: 'all' } });
    expect(onValueChange).toHaveBeenCalledWith('all');
  });

  it('ignores a value that is not among its options, such as the empty one Radix can report', () => {
    const onValueChange = vi.fn();
    const native = renderInForm(onValueChange);
    fireEvent.change(native, { target: { value: '' } });
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
