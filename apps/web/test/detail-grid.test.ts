import { describe, expect, it } from 'vitest';
import { cellKey, envelopeUse, gridRows, overFigures, type DetailLine, type DetailOutput } from '../src/features/budget/detail';

const output = (id: number, programme: number, sub: number): DetailOutput => ({
  Output_ID: id, Output_Code: String(id).padStart(2, '0'), Output_Name: `Output ${id}`, SubProgramme_ID: sub, SubProgramme_Code: String(sub).padStart(2, '0'),
  SubProgramme_Name: `Sub ${sub}`, Programme_ID: programme, Programme_Code: String(programme).padStart(2, '0'), Programme_Name: `Programme ${programme}`,
});
const outputs: [DetailOutput, DetailOutput, DetailOutput] = [output(1, 1, 1), output(2, 1, 2), output(3, 2, 3)];
let id = 0;
const line = (o: DetailOutput, item: string, fund: string, amount: number): DetailLine => ({ ...o, Line_ID: ++id, Item_ID: Number(item), Item_Code: item, Item_Name: `Item ${item}`, Fund_Code: fund, Amount: amount });
const lines = [line(outputs[0], '211101', 'WAGE', 100), line(outputs[0], '221002', 'NWR', 30), line(outputs[0], '221002', 'ARREARS', 5),
  line(outputs[1], '227001', 'NWR', 20), line(outputs[2], '312101', 'GOUDEV', 400)];
const FUNDS = ['WAGE', 'NWR', 'GOUDEV', 'ARREARS'];

describe('the detailed estimates grid', () => {
  it('heads each programme, sub-programme and output with the sums of what it holds, one row per item with a column per fund', () => {
    const rows = gridRows(lines, outputs, [], new Map(), FUNDS, '');
    expect(rows.map((r) => `${r.level}:${r.code}:${r.total}`)).toEqual([
      '0:01:155', '1:01.01:135', '2:01:135', '3:211101:100', '3:221002:35', '1:01.02:20', '2:02:20', '3:227001:20',
      '0:02:400', '1:02.03:400', '2:03:400', '3:312101:400',
    ]);
    expect(rows[4]?.amounts).toEqual({ WAGE: 0, NWR: 30, GOUDEV: 0, ARREARS: 5 });
  });

  it('adds typed amounts and added items into the sums; a search keeps matches with their headings, whose sums stay whole', () => {
    const edits = new Map([[cellKey(1, 211101, 'WAGE'), 150], [cellKey(2, 221003, 'NWR'), 7]]);
    const rows = gridRows(lines, outputs, [{ outputId: 2, item: { Item_ID: 221003, Item_Code: '221003', Item_Name: 'Staff Training' } }], edits, FUNDS, 'training');
    expect(rows.map((r) => `${r.level}:${r.code}:${r.total}`)).toEqual(['0:01:212', '1:01.02:27', '2:02:27', '3:221003:7']);
  });

  it('keeps one programme\'s rows when followed from its MTEF figure, with or without a search', () => {
    expect(gridRows(lines, outputs, [], new Map(), FUNDS, '', '02').map((r) => `${r.level}:${r.code}:${r.total}`))
      .toEqual(['0:02:400', '1:02.03:400', '2:03:400', '3:312101:400']);
    // '2' is in items of programme 01 too (211101, 221002): the programme still holds.
    expect(gridRows(lines, outputs, [], new Map(), FUNDS, '2', '02').map((r) => r.code)).toEqual(['02', '02.03', '03', '312101']);
    expect(gridRows(lines, outputs, [], new Map(), FUNDS, '', '07')).toEqual([]);
  });

  it('says which programme and category would stand above its MTEF figure, or has none', () => {
    const rows = gridRows(lines, outputs, [], new Map([[cellKey(1, 221002, 'ARREARS'), 11]]), FUNDS, '');
    const categoryOf = { WAGE: 'Wage', NWR: 'NonWage', ARREARS: 'NonWage', GOUDEV: 'GoUDevt' };
    const figures = [{ Programme_ID: 1, Category: 'Wage', Amount: 100 }, { Programme_ID: 1, Category: 'NonWage', Amount: 60 }];
    expect(overFigures(rows, outputs, categoryOf, figures)).toEqual([
      { programme: '01', category: 'NonWage', detail: 61, figure: 60 }, { programme: '02', category: 'GoUDevt', detail: 400, figure: null },
    ]);
  });

  it('sums a local government\'s lines across its programmes against its envelope by category (figures of programme 0)', () => {
    const rows = gridRows(lines, outputs, [], new Map([[cellKey(2, 227001, 'NWR'), 26]]), FUNDS, '');
    const categoryOf = { WAGE: 'Wage', NWR: 'NonWage', ARREARS: 'NonWage', GOUDEV: 'GoUDevt' };
    const envelope = ['Wage', 'NonWage', 'GoUDevt'].map((c) => ({ Programme_ID: 0, Category: c, Amount: c === 'NonWage' ? 60 : 400 }));
    // Non-wage: 30 + 5 under programme 01's first output and 26 under its second, 61 against 60; the rest within.
    expect(overFigures(rows, outputs, categoryOf, envelope)).toEqual([{ programme: '', category: 'NonWage', detail: 61, figure: 60 }]);
  });

  it('puts a district\'s lines beside its envelope, category by category, typed edits included', () => {
    const rows = gridRows(lines, outputs, [], new Map([[cellKey(1, 211101, 'WAGE'), 150]]), FUNDS, '');
    const categoryOf = { WAGE: 'Wage', NWR: 'NonWage', ARREARS: 'NonWage', GOUDEV: 'GoUDevt' };
    const figures = [['Wage', 200], ['NonWage', 60], ['GoUDevt', 0], ['AIA', 0], ['Donor', 10]].map(([c, a]) => ({ Category: c as string, Amount: a as number }));
    expect(envelopeUse(rows, categoryOf, figures)).toEqual([
      { category: 'Wage', detail: 150, figure: 200 }, { category: 'NonWage', detail: 55, figure: 60 },
      { category: 'GoUDevt', detail: 400, figure: 0 }, { category: 'Donor', detail: 0, figure: 10 },
    ]);
  });
});
