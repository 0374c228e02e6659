import { useLayoutEffect, useRef, useState } from 'react';
import { Input, Label, NumberField } from 'react-aria-components';
import { MONEY_FORMAT, type PriceField, type PriceFieldsProps } from './price-format';

/**
 * The price range's two number fields (react-aria's: formatting as dollars, arrow keys, the value kept at 0 or
 * more). Loaded with a signed-in list that shows prices; until they arrive, plain stand-ins hold their place.
 */
export default function PriceFields({ low, high, setLow, setHigh, invalid, describedBy, placeholders, focused }: PriceFieldsProps & { focused: PriceField | null }) {
  const min = useRef<HTMLInputElement>(null);
  const max = useRef<HTMLInputElement>(null);
  // The field whose stand-in held the focus takes it, the caret at the end of what was typed.
  const [takesFocus] = useState(focused);
  useLayoutEffect(() => {
    const input = takesFocus === 'min' ? min.current : takesFocus === 'max' ? max.current : null;
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [takesFocus]);
  return (
    <>
      <NumberField value={low} onChange={setLow} minValue={0} formatOptions={MONEY_FORMAT} className="cat-number" isInvalid={invalid} aria-describedby={describedBy}>
        <Label>Min price</Label>
        <Input ref={min} placeholder={placeholders.min} />
      </NumberField>
      <span className="cat-price-dash" aria-hidden="true">
        –
      </span>
      <NumberField value={high} onChange={setHigh} minValue={0} formatOptions={MONEY_FORMAT} className="cat-number" isInvalid={invalid} aria-describedby={describedBy}>
        <Label>Max price</Label>
        <Input ref={max} placeholder={placeholders.max} />
      </NumberField>
    </>
  );
}
