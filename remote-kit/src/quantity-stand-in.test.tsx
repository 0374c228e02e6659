import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStandIn, type QuantityClasses, type QuantityPart } from './quantity-stand-in';

const CLASSES: QuantityClasses = { root: 'qty', label: 'qty-label', group: 'qty-group', step: 'qty-step', input: 'qty-input', error: 'qty-error' };

/** A page holding the quantity; `field` shows in the stand-in's place once the page has it (the real field's arrival). */
function Page({ max = 5, classes = CLASSES, reach = () => undefined, onFocusPart = () => undefined }: { max?: number; classes?: QuantityClasses; reach?(): void; onFocusPart?(part: QuantityPart | null): void }) {
  const [value, setValue] = useState(1);
  const [arrived, setArrived] = useState(false);
  return (
    <>
      {arrived ? (
        <p>Field with {value}</p>
      ) : (
        <QuantityStandIn label="Quantity" value={value} max={max} classes={classes} reach={reach} onFocusPart={onFocusPart} onChange={setValue} />
      )}
      <output aria-label="Chosen">{value}</output>
      <button type="button" onClick={() => setArrived(true)}>
        Arrive
      </button>
    </>
  );
}

const quantity = () => screen.getByRole('textbox', { name: 'Quantity' });
const chosen = () => screen.getByRole('status', { name: 'Chosen' });

describe('the quantity stand-in', () => {
  it("is named and drawn as the number field: the label, then a group of the steppers around the input, with the field's classes", () => {
    const { container } = render(<Page />);
    const group = screen.getByRole('group');
    expect(group).toHaveClass('qty-group');
    expect(container.querySelector('.qty > .qty-label')).toHaveTextContent('Quantity');
    expect(quantity()).toHaveClass('qty-input');
    expect(quantity()).toHaveValue('1');
    expect(quantity()).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase Quantity' })).toHaveClass('qty-step');
    // As react-aria's steppers: pressed, not tabbed to (the arrow keys step from the input).
    expect(screen.getByRole('button', { name: 'Increase Quantity' })).toHaveAttribute('tabindex', '-1');
  });

  it('is named by its aria-label when the field draws no label', () => {
    const { container } = render(<Page classes={{ ...CLASSES, label: undefined }} />);
    expect(quantity()).toHaveAttribute('aria-label', 'Quantity');
    expect(container.querySelector('label')).toBeNull();
  });

  it('steps within 1 and the most there is, by its steppers and the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Page max={3} />);
    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(quantity()).toHaveValue('3');
    expect(chosen()).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
    await user.click(quantity());
    await user.keyboard('{ArrowUp}');
    expect(quantity()).toHaveValue('3');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(quantity()).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
  });

  it('takes a typed number on Enter or on leaving, kept within 1 and the most there is; nothing typed puts the number back', async () => {
    const user = userEvent.setup();
    render(<Page max={5} />);
    await user.clear(quantity());
    await user.type(quantity(), '4');
    expect(chosen()).toHaveTextContent('1');
    await user.keyboard('{Enter}');
    expect(chosen()).toHaveTextContent('4');
    await user.clear(quantity());
    await user.type(quantity(), '12');
    await user.tab();
    expect(quantity()).toHaveValue('5');
    expect(chosen()).toHaveTextContent('5');
    await user.clear(quantity());
    await user.type(quantity(), '0');
    await user.keyboard('{Enter}');
    expect(quantity()).toHaveValue('1');
    await user.clear(quantity());
    await user.tab();
    expect(quantity()).toHaveValue('1');
    await user.type(quantity(), 'x');
    expect(quantity()).toHaveValue('1');
  });

  it('reaches for the field when pointed at, touched or focused, and says which part has the focus', async () => {
    const user = userEvent.setup();
    const reach = vi.fn();
    const parts: Array<QuantityPart | null> = [];
    render(<Page reach={reach} onFocusPart={(part) => parts.push(part)} />);
    await user.hover(quantity());
    expect(reach).toHaveBeenCalled();
    reach.mockClear();
    act(() => quantity().focus());
    expect(reach).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    await user.click(screen.getByRole('button', { name: 'Arrive' }));
    expect(parts).toEqual(['input', 'increment', null]);
  });

  it('hands a number still being typed to the page when the field takes its place', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.clear(quantity());
    await user.type(quantity(), '3');
    // The field arrives while the person is still typing: no Enter, the focus still in the input.
    act(() => screen.getByRole('button', { name: 'Arrive' }).click());
    expect(screen.getByText('Field with 3')).toBeInTheDocument();
    expect(chosen()).toHaveTextContent('3');
  });
});
