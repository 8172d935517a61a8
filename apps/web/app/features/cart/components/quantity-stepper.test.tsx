// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InLanguage } from '../../../test/language';
import { QuantityStepper } from './quantity-stepper';

afterEach(cleanup);

function renderStepper(quantity: number, max: number, busy = false) {
  const onChange = vi.fn();
  render(
    <QuantityStepper quantity={quantity} max={max} itemLabel="Lotus dress, size 3" busy={busy} onChange={onChange} />,
    { wrapper: InLanguage },
  );
  return {
    onChange,
    minus: screen.getByRole('button', { name: 'Decrease quantity of Lotus dress, size 3' }),
    plus: screen.getByRole('button', { name: 'Increase quantity of Lotus dress, size 3' }),
  };
}

describe('QuantityStepper', () => {
  it('cannot go below one: minus is off at a quantity of 1', () => {
    const { minus, plus } = renderStepper(1, 5);
    expect((minus as HTMLButtonElement).disabled).toBe(true);
    expect((plus as HTMLButtonElement).disabled).toBe(false);
  });

  it('cannot go beyond the size stock: plus is off at the maximum', () => {
    const { minus, plus } = renderStepper(5, 5);
    expect((plus as HTMLButtonElement).disabled).toBe(true);
    expect((minus as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks for one more or one less when a button is pressed', async () => {
    const user = userEvent.setup();
    const { minus, plus, onChange } = renderStepper(3, 5);
    await user.click(plus);
    await user.click(minus);
    expect(onChange.mock.calls).toEqual([[4], [2]]);
  });

  it('holds both buttons while a change is being saved', () => {
    const { minus, plus } = renderStepper(3, 5, true);
    expect((minus as HTMLButtonElement).disabled).toBe(true);
    expect((plus as HTMLButtonElement).disabled).toBe(true);
  });
});
