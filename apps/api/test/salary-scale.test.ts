import { describe, expect, it } from 'vitest';
import { salaryScaleOrder } from '../src/modules/documents/layouts/lists.js';

describe('salary scales in the staff list', () => {
  it('rank most senior first: U1SE, U1E, U1 Upper, U1, U1 Lower, U2 … U10, then scales of another form by name', () => {
    const scales = ['U4', 'Contract', 'U10', 'U1', 'U1 Lower', 'U1SE', 'U2', 'U1E', 'M2', 'u1 upper'];
    expect([...scales].sort(salaryScaleOrder)).toEqual(['U1SE', 'U1E', 'u1 upper', 'U1', 'U1 Lower', 'U2', 'U4', 'U10', 'Contract', 'M2']);
  });
});
