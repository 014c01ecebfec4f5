import { present } from '../lib/present.js';

/**
 * A synthetic national year of detailed estimates in the shape a ministry publishes (one row per line: sector,
 * vote, programme, sub-programme, output, economic item, fund, amount), for tests, benchmarks and the demo. No
 * real ministry's file ships with the product; the figures are plausible, not anyone's. Deterministic per seed.
 */

/** The published layout's header, as the generator writes it (a ministry's own differs; it is mapped). */
export const PUBLISHED_HEADER = ['SectorCode', 'Sector', 'VoteCode', 'Vote', 'ProgrammeCode', 'Programme', 'SubProgrammeCode', 'SubProgramme',
  'OutputCode', 'Output', 'ItemCode', 'Item', 'Fund', 'Amount'] as const;

/** The mapping of the published layout (keepLoadMapping), with the file's fund names. */
export const PUBLISHED_MAPPING = {
  columns: {
    sectorCode: 'SectorCode', sectorName: 'Sector', voteCode: 'VoteCode', voteName: 'Vote', programmeCode: 'ProgrammeCode', programmeName: 'Programme',
    subProgrammeCode: 'SubProgrammeCode', subProgrammeName: 'SubProgramme', outputCode: 'OutputCode', outputName: 'Output',
    itemCode: 'ItemCode', itemName: 'Item', fund: 'Fund', amount: 'Amount',
  },
  funds: { 'Wage': 'WAGE', 'Non Wage': 'NWR', "GoU Dev't": 'GOUDEV', 'Ext Fin.': 'EXTFIN', 'AIA': 'AIA', 'Arrears': 'ARREARS',
    'Statutory Wage': 'STATWAGE', 'Statutory Non Wage': 'STATNWR' },
};

/** Sectors: code, name and COFOG division. */
export const SECTORS: [string, string, string][] = [
  ['01', 'Agriculture', '04'], ['02', 'Lands, Housing and Urban Development', '06'], ['03', 'Energy and Mineral Development', '04'],
  ['04', 'Works and Transport', '04'], ['05', 'Information and Communication Technology', '04'], ['06', 'Tourism, Trade and Industry', '04'],
  ['07', 'Education', '09'], ['08', 'Health', '07'], ['09', 'Water and Environment', '05'], ['10', 'Social Development', '10'],
  ['11', 'Security', '02'], ['12', 'Justice, Law and Order', '03'], ['13', 'Public Sector Management', '01'], ['14', 'Accountability', '01'],
  ['15', 'Legislature', '01'], ['16', 'Public Administration', '01'], ['17', 'Interest Payments', '01'], ['18', 'Science, Technology and Innovation', '04'],
  ['19', 'Local Government Support', '01'],
];

const PROGRAMMES = ['Agro-Industrialisation', 'Mineral Development', 'Sustainable Energy', 'Integrated Transport', 'Digital Transformation',
  'Tourism Development', 'Human Capital Development', 'Natural Resources and Climate Change', 'Community Mobilisation', 'Governance and Security',
  'Public Sector Transformation', 'Development Plan Implementation', 'Legislation, Oversight and Representation', 'Regional Development',
  'Innovation and Technology Transfer', 'Private Sector Development', 'Manufacturing', 'Sustainable Urbanisation', 'Administration of Justice', 'Petroleum Development'];

/** Economic items with the fund sources (as the published file names them) a line of each may be financed from. */
export const ITEMS: [string, string, string[]][] = [
  ['211101', 'General Staff Salaries', ['Wage']], ['211102', 'Contract Staff Salaries', ['Wage', 'Non Wage']], ['211103', 'Allowances', ['Non Wage', 'AIA']],
  ['212101', 'Social Security Contributions', ['Non Wage']], ['212102', 'Pension for General Civil Service', ['Non Wage']], ['213001', 'Medical expenses (To employees)', ['Non Wage']],
  ['213004', 'Gratuity Expenses', ['Non Wage']], ['221001', 'Advertising and Public Relations', ['Non Wage', 'AIA']], ['221002', 'Workshops and Seminars', ['Non Wage', 'Ext Fin.', 'AIA']],
  ['221003', 'Staff Training', ['Non Wage', 'Ext Fin.']], ['221008', 'Computer supplies and IT services', ['Non Wage', 'AIA']], ['221009', 'Welfare and Entertainment', ['Non Wage']],
  ['221011', 'Printing, Stationery, Photocopying and Binding', ['Non Wage', 'AIA']], ['221012', 'Small Office Equipment', ['Non Wage']], ['222001', 'Telecommunications', ['Non Wage']],
  ['223004', 'Guard and Security services', ['Non Wage']], ['223005', 'Electricity', ['Non Wage']], ['223006', 'Water', ['Non Wage']], ['224004', 'Cleaning and Sanitation', ['Non Wage']],
  ['225001', 'Consultancy Services - Short term', ['Non Wage', 'Ext Fin.', "GoU Dev't"]], ['225002', 'Consultancy Services - Long term', ['Ext Fin.', "GoU Dev't"]],
  ['227001', 'Travel inland', ['Non Wage', "GoU Dev't", 'AIA']], ['227002', 'Travel abroad', ['Non Wage']], ['227004', 'Fuel, Lubricants and Oils', ['Non Wage', "GoU Dev't"]],
  ['228001', 'Maintenance - Civil', ['Non Wage', "GoU Dev't"]], ['228002', 'Maintenance - Vehicles', ['Non Wage']], ['228003', 'Maintenance - Machinery, Equipment & Furniture', ['Non Wage']],
  ['262101', 'Contributions to International Organisations', ['Non Wage']], ['263104', 'Transfers to other government units', ['Non Wage', "GoU Dev't", 'Ext Fin.']],
  ['264101', 'Contributions to Autonomous Institutions', ['Non Wage']], ['282101', 'Donations', ['Non Wage']], ['282104', 'Compensation to 3rd Parties', ['Non Wage']],
  ['312101', 'Non-Residential Buildings', ["GoU Dev't", 'Ext Fin.']], ['312104', 'Other Structures', ["GoU Dev't", 'Ext Fin.']], ['312201', 'Transport Equipment', ["GoU Dev't", 'Ext Fin.']],
  ['312202', 'Machinery and Equipment', ["GoU Dev't", 'Ext Fin.']], ['312203', 'Furniture & Fixtures', ["GoU Dev't"]], ['312213', 'ICT Equipment', ["GoU Dev't", 'Ext Fin.']],
  ['321605', 'Domestic arrears (Budgeting)', ['Arrears']], ['321608', 'General Public Service Pension arrears (Budgeting)', ['Arrears']],
];

/** Statutory expenditure, charged by law: the legislature's pay and the interest on public debt. */
const STATUTORY: Record<string, Record<string, string>> = { '15': { 'Wage': 'Statutory Wage' }, '17': { 'Non Wage': 'Statutory Non Wage' } };

export const OUTPUTS = ['Policies, consultations and planning', 'Financial management and accountability', 'Human resource management', 'Monitoring and evaluation',
  'Infrastructure development', 'Service delivery standards', 'Capacity building', 'Research and statistics', 'Inspection and supervision', 'Transfers to agencies'];

/** The entry of a demo list at `i`, wrapping round its end (the lists are never empty). */
export const nth = <T>(xs: readonly T[], i: number): T => present(xs[i % xs.length], 'a demo list entry');

/** Mulberry32: a small seeded generator, so a year is the same on every machine. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface NationalYear { header: string[]; rows: (string | number)[][] }

/** Programme names a vote gives its own programmes in a year whose programme codes are a vote's own (ADR 0024). */
const OWN_PROGRAMMES = ['Administration and Support Services', 'Policy, Planning and Support Services', 'Service Delivery', 'Regulation and Standards',
  'Research and Development', 'Infrastructure Development', 'Capacity Development', 'Monitoring and Inspection', 'Outreach and Advocacy'];

/** Output names as real files write them: a semicolon, a tab, quotes, a comma and a line break are all data. */
const AWKWARD_OUTPUTS = ['Key Result Area 3B; 4A; 4B; and 5', 'Roads\tand bridges maintained', 'Rehabilitation of "Phase II" facilities',
  'Staff, salaries and pensions paid', 'Services delivered\nto the districts'];

/** How a generated year scopes its programme codes: national (programme-based budgeting) or each vote's own. */
export type YearKind = 'national' | 'vote';

/**
 * `votes` votes over the sectors, each delivering 2–4 programmes of two or three sub-programmes, two or three
 * outputs each, and 6–10 items per output: about 150 lines per vote, so 160 votes make a year of about 24,000
 * lines. It carries the shapes of real files (DESIGN.md): every twelfth vote spans three sectors, line by line (a capital
 * city, the vote carrying transfers to local governments), and one of its outputs sits in two of them; in a `national`
 * year programmes are shared and each vote names its own sub-programmes, in a `vote` year every vote has its programme
 * 01, 02 … named its own way; names carry the year (`label`: votes are renamed between years) and a code in
 * `reused` names another institution; some output names hold a semicolon, a tab, quotes, a comma or a line break. Codes
 * are written with their leading zeros on some rows and without on others, and some amounts carry float noise
 * (61000000.100000001), as files saved by spreadsheets do.
 */
export function nationalYear(o: { votes?: number; seed?: number; kind?: YearKind; label?: string; reused?: number[] } = {}): NationalYear {
  const rnd = random(o.seed ?? 2026);
  const kind = o.kind ?? 'national';
  const pick = <T>(xs: readonly T[]) => nth(xs, Math.floor(rnd() * xs.length));
  const code = (n: number, width: number) => (rnd() < 0.5 ? String(n) : String(n).padStart(width, '0'));
  const rows: (string | number)[][] = [];
  for (let v = 1; v <= (o.votes ?? 160); v++) {
    const spansSectors = v % 12 === 0;
    const home = v - 1;
    const voteName = `${o.reused?.includes(v) ? 'Authority' : 'Vote'} ${String(v).padStart(3, '0')} ${nth(SECTORS, home)[1]}${o.label ? ` (${o.label})` : ''}`;
    const programmes = new Set<number>();
    const count = 2 + Math.floor(rnd() * 3);
    while (programmes.size < count) programmes.add(1 + Math.floor(rnd() * PROGRAMMES.length));
    let own = 0;
    for (const p of programmes) {
      own++;
      // A vote-scoped year numbers each vote's programmes from 01 and names them its own way.
      const [programmeNo, programmeName] = kind === 'vote' ? [own, `${nth(OWN_PROGRAMMES, v + own)} of vote ${v}`] : [p, nth(PROGRAMMES, p - 1)];
      for (let s = 1; s <= 2 + Math.floor(rnd() * 2); s++) {
        // A vote spanning sectors puts each sub-programme in one of three.
        const [sectorCode, sector] = nth(SECTORS, spansSectors ? home + ((own + s) % 3) * 5 : home);
        for (let out = 1; out <= 2 + Math.floor(rnd() * 2); out++) {
          const outputNo = (v + p + s + out) % OUTPUTS.length;
          const outputName = (v + s + out) % 9 === 0 ? nth(AWKWARD_OUTPUTS, v + out) : nth(OUTPUTS, outputNo);
          const items = new Set<number>();
          const wanted = 6 + Math.floor(rnd() * 5);
          while (items.size < wanted) items.add(Math.floor(rnd() * ITEMS.length));
          const sorted = [...items].sort((a, b) => a - b);
          for (const [k, i] of sorted.entries()) {
            const [item, itemName, funds] = nth(ITEMS, i);
            const base = Math.round(5_000 + rnd() * 2_000_000) * 1000;
            const amount = rnd() < 0.05 ? base + 0.100000001 : base;
            const fund = pick(funds);
            // The first output of a vote spanning sectors sits in two: its later items in the next sector.
            const [lineSectorCode, lineSector] = spansSectors && s === 1 && out === 1 && k >= sorted.length / 2 ? nth(SECTORS, home + 1) : [sectorCode, sector];
            rows.push([code(Number(lineSectorCode), 2), lineSector, code(v, 3), voteName,
              code(programmeNo, 2), programmeName, code(s, 2), `${programmeName} sub-programme ${s} of vote ${v}`,
              code(outputNo + 1, 2), outputName, item, itemName, STATUTORY[lineSectorCode]?.[fund] ?? fund, amount]);
          }
        }
      }
    }
  }
  return { header: [...PUBLISHED_HEADER], rows };
}

/** What a ministry's printed book says of a file: each sector's and vote's total and each vote's name, from its rows. */
export interface PrintedBook { sectors: Map<string, { name: string; total: number }>; votes: Map<string, { name: string; total: number }>; total: number }

/**
 * The printed book of a generated year, computed from its rows alone (codes by their key, amounts to the shilling),
 * to check what the product prints against: not the product's own sums.
 */
export function printedBook(year: NationalYear): PrintedBook {
  const key = (c: string | number | undefined) => String(c ?? '').replace(/^0+(?=\d)/, '');
  const book: PrintedBook = { sectors: new Map(), votes: new Map(), total: 0 };
  for (const r of year.rows) {
    const amount = Math.round(Number(r[13]));
    const sector = book.sectors.get(key(r[0])) ?? { name: String(r[1] ?? ''), total: 0 };
    sector.total += amount;
    book.sectors.set(key(r[0]), sector);
    const vote = book.votes.get(key(r[2])) ?? { name: String(r[3] ?? ''), total: 0 };
    vote.total += amount;
    book.votes.set(key(r[2]), vote);
    book.total += amount;
  }
  return book;
}

/**
 * The year as CSV text as Excel writes it (RFC 4180): a cell is quoted only when it holds a comma, a quote or a line
 * break — a semicolon or a tab in a comma-separated file is left bare.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const cell = (v: string | number | null) => {
    const s = v === null ? '' : String(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
