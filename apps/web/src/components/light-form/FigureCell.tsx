import '../light/light.css';
import { useState } from 'react';
import { NumberInput } from './NumberInput';

/**
 * A figure a long grid lets the user type: drawn as its text, and an input only while it has the focus (Tab, a click,
 * a tap), as a spreadsheet's cell is. A browser builds an input with a hidden editor of its own: a 2,000-line grid
 * drawing six per row as it scrolls stalls frames a person sees; text does not. Keyboard users tab through the cells
 * as through inputs; the cell's name is the figure's (`label`), its value said with it.
 */
export function FigureCell({ value, onChange, format, parse, label, className }: {
  value: number | null | undefined; onChange: (value: number | null) => void; format: (v: number) => string; parse: (text: string) => number;
  label: string; className?: string;
}) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return <NumberInput autoFocus value={value} onChange={onChange} onLeave={() => setEditing(false)} format={format} parse={parse} label={label} className={className} />;
  }
  const text = value ? format(value) : '';
  return (
    <button type="button" className={`l-figure${className ? ` ${className}` : ''}`} aria-label={text ? `${label}: ${text}` : label} data-figure={label}
      onFocus={() => setEditing(true)}>{text}</button>
  );
}
