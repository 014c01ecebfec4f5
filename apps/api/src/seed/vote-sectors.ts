/**
 * The sector each demo vote belongs to, read from its name as a ministry would class it (Health → Health, a university
 * → Education, Police → Justice, Law and Order …), so that the portal's first table — spending by function of
 * government, the sectors' COFOG divisions — reads true on first start. First rule that matches wins.
 */
const RULES: [RegExp, string][] = [
  [/health|hospital|medical|cancer|heart|blood|virus|aids|nurses|butabika/i, '08'],
  [/wildlife/i, '06'],
  [/university|education|examinations|business school|management institute|law development|curriculum|sports/i, '07'],
  [/defence|security organisation/i, '11'],
  [/police|prisons|justice|judiciary|judicial|law reform|prosecutions|human rights|inspectorate|ethics|internal affairs|immigration|analytical laboratory/i, '12'],
  [/agricultur|animal|fisheries|dairy|coffee|cotton|naads|genetic/i, '01'],
  [/lands|housing|urban|land commission|kampala/i, '02'],
  [/energy|mineral|electrification|petroleum/i, '03'],
  [/works and transport|roads|road fund/i, '04'],
  [/\bict\b|information technology|communication/i, '05'],
  [/tourism|trade|industr|investment|export|free zones|standards|wildlife/i, '06'],
  [/water|environment|forestry|meteorolog/i, '09'],
  [/gender|social|labour|equal opportunities|cultur/i, '10'],
  [/science|technology|innovation|research/i, '18'],
  [/public service|planning authority|human resource/i, '13'],
  [/finance|revenue|auditor|procurement|financial intelligence|statistics|treasury|retirement benefits|microfinance/i, '14'],
  [/parliament/i, '15'],
  [/local government/i, '19'],
];

/** The sector code of a demo vote by its name; Public Administration (16) when no rule matches. */
export function sectorOfVoteName(name: string): string {
  return RULES.find(([re]) => re.test(name))?.[1] ?? '16';
}
