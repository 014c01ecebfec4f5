import type { BudgetCategory, RevenueClass } from '@pbs/domain';
/** The 20 national development programmes with their sub-programmes. */
export const PROGRAMMES: [string, string, string[]][] = [
  ['01', 'Agro-Industrialization', ['Agricultural Production and Productivity', 'Storage, Agro-Processing and Value Addition', 'Agricultural Market Access and Competitiveness']],
  ['02', 'Mineral Development', ['Mineral Exploration and Quantification', 'Mineral Value Addition']],
  ['03', 'Sustainable Development of Petroleum Resources', ['Upstream', 'Midstream', 'Downstream']],
  ['04', 'Tourism Development', ['Tourism Marketing and Promotion', 'Tourism Infrastructure and Product Development']],
  ['05', 'Natural Resources, Environment, Climate Change, Land and Water Management', ['Environment and Natural Resources', 'Land Management', 'Water Resources Management']],
  ['06', 'Private Sector Development', ['Enabling Environment', 'Strengthening Private Sector Institutional and Organisational Capacity']],
  ['07', 'Manufacturing', ['Industrial and Technological Development', 'Manufacturing Value Chains']],
  ['08', 'Integrated Transport Infrastructure and Services', ['Transport Infrastructure', 'Transport Services']],
  ['09', 'Sustainable Energy Development', ['Energy Generation', 'Energy Transmission and Distribution']],
  ['10', 'Digital Transformation', ['ICT Infrastructure', 'E-Services']],
  ['11', 'Sustainable Urbanisation and Housing', ['Urban Planning', 'Housing Development']],
  ['12', 'Human Capital Development', ['Education and Skills Development', 'Population Health, Safety and Management', 'Gender and Social Protection', 'Water, Sanitation and Hygiene']],
  ['13', 'Innovation, Technology Development and Transfer', ['Research and Development', 'Technology Transfer and Commercialisation']],
  ['14', 'Community Mobilization and Mindset Change', ['Community Sensitisation and Empowerment', 'Strengthening Institutional Support']],
  ['15', 'Governance and Security', ['Institutional Coordination', 'Security', 'Democratic Processes', 'Anti-Corruption and Accountability']],
  ['16', 'Public Sector Transformation', ['Strengthening Accountability', 'Government Structures and Systems', 'Human Resource Management', 'Decentralisation and Local Economic Development']],
  ['17', 'Regional Development', ['Production and Productivity', 'Infrastructure and Value Chains']],
  ['18', 'Development Plan Implementation', ['Development Planning, Research and Statistics', 'Resource Mobilisation and Budgeting', 'Accountability Systems and Service Delivery']],
  ['19', 'Administration of Justice', ['Judicial Services', 'Access to Justice']],
  ['20', 'Legislature, Oversight and Representation', ['Legislation', 'Oversight and Representation']],
];

/** Each sub-programme gets these sub-sub-programmes (departments), suffixed to its code. */
export const SUB_SUB_PROGRAMMES = ['Policy, Planning and Support Services', 'Service Delivery and Operations'];

export const SUB_REGION_CODES: Record<string, string> = {
  Acholi: 'ACH', Ankole: 'ANK', Buganda: 'BUG', Bugisu: 'BGS', Bukedi: 'BKD', Bunyoro: 'BNY', Busoga: 'BSG',
  Elgon: 'ELG', Karamoja: 'KRJ', Kigezi: 'KGZ', Lango: 'LNG', Teso: 'TES', Tooro: 'TOR', 'West Nile': 'WNL',
};

/**
 * LG revenue sources, the grants under them (conditional and discretionary transfers, with the MTEF category a
 * grant's money counts under where it is not its source's) and the source's class and category.
 */
export const REVENUES: [string, string, [string, string, 'conditional' | 'discretionary', BudgetCategory?][], RevenueClass, BudgetCategory][] = [
  ['1', 'Central Government Transfers', [
    ['CGT01', 'Sector Conditional Grant (Wage)', 'conditional', 'Wage'], ['CGT02', 'Sector Conditional Grant (Non-Wage)', 'conditional', 'NonWage'],
    ['CGT03', 'Sector Development Grant', 'conditional', 'GoUDevt'], ['CGT04', 'Transitional Development Grant', 'conditional', 'GoUDevt'],
    ['CGT05', 'Discretionary Development Equalization Grant', 'discretionary', 'GoUDevt'], ['CGT06', 'District Unconditional Grant (Wage)', 'discretionary', 'Wage'],
    ['CGT07', 'District Unconditional Grant (Non-Wage)', 'discretionary', 'NonWage'], ['CGT08', 'Urban Unconditional Grant (Wage)', 'discretionary', 'Wage'],
  ], 'Transfer', 'NonWage'],
  ['2', 'Locally Raised Revenues', [['LRR01', 'Local Service Tax', 'discretionary'], ['LRR02', 'Property Rates', 'discretionary']], 'LocalRevenue', 'AIA'],
  ['3', 'External Financing', [['EXT01', 'Donor Project Support', 'conditional']], 'External', 'Donor'],
  ['4', 'Other Government Transfers', [['OGT01', 'Uganda Road Fund Transfers', 'conditional'], ['OGT02', 'Support to Production Extension', 'conditional', 'GoUDevt']], 'Transfer', 'NonWage'],
];

/**
 * The two programmes a vote delivers, by what the vote does (its name): a hospital delivers Human Capital
 * Development, a roads authority Integrated Transport. First match wins; the rest support public service.
 */
const VOTE_PROGRAMMES: [RegExp, [string, string]][] = [
  [/Hospital|Health|Medical|Cancer|Heart|Blood|Virus|Nurses|AIDS/, ['12', '16']],
  [/Gender|Equal Opportunities/, ['12', '14']],
  [/Education|Universit|Examinations|Management Institute|Kyambogo|Makerere/, ['12', '13']],
  [/Agricultur|Animal|Dairy|Cotton|Coffee|NAADS/, ['01', '13']],
  [/Works|Transport|Roads|Road Fund|Railways|Aviation/, ['08', '16']],
  [/Energy|Electrification|Petroleum|Electricity|Oil/, ['09', '03']],
  [/Water|Environment|Forestry|Land/, ['05', '11']],
  [/Tourism|Wildlife/, ['04', '06']],
  [/ICT|Information Technology|Communications/, ['10', '13']],
  [/Finance|Treasury|Revenue|Statistics|Planning|Financial Intelligence|Procurement|Auditor|Capital Markets/, ['18', '15']],
  [/Trade|Industr|Investment|Export|Standards|Free Zones|Registration|Development Bank|Development Corporation/, ['06', '07']],
  [/Justice|Judiciary|Judicial|Law|Prosecutions|Human Rights/, ['19', '15']],
  [/Parliament/, ['20', '15']],
  [/Science|Technology|Innovation|Research/, ['13', '10']],
  [/Kampala|Urban|Housing/, ['11', '16']],
  [/Local Government/, ['16', '17']],
  [/Defence|Security|Police|Prisons|Internal Affairs|Immigration|Citizenship|Ethics|Inspectorate|Electoral|President|State House|Prime Minister|Foreign|East African/, ['15', '16']],
];

export const programmesOfVote = (name: string): [string, string] => VOTE_PROGRAMMES.find(([re]) => re.test(name))?.[1] ?? ['16', '18'];
