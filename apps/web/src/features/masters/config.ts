import { BUDGET_CATEGORIES, COFOG_DIVISIONS, REPORT_LAYOUT_NAMES, REVENUE_CLASSES } from '@pbs/domain';
/** Declarative description of each master screen; MasterPage renders any of them. */

export interface RefSpec { query: string; value: string; label: string; code?: string }
export interface FieldSpec {
  field: string;
  kind: 'text' | 'bool' | 'number' | 'date' | 'select' | 'ref';
  required?: boolean;
  options?: string[];
  /** Options are shown by their translation, OPTION.<field>.<value>. */
  optionLabels?: boolean;
  ref?: RefSpec;
  /** Shown in the grid (default true) and in the form (default true). */
  grid?: boolean;
  form?: boolean;
  max?: number;
  /** Selection when the output is an object, e.g. 'User_Type_ID { User_Type_ID }'. */
  select?: string;
}
export interface MasterConfig {
  path: string;
  list: string;
  type: string;
  id: string;
  fields: FieldSpec[];
  /** A "make current" action (fiscal year, budget stage). */
  makeCurrent?: { mutation: string; arg: string; flag: string };
  /** Lock/unlock action for users. */
  lockable?: boolean;
  /** Users: the programmes they answer for, per report type. */
  programmes?: boolean;
}

const code = (field: string): FieldSpec => ({ field, kind: 'text', required: true, max: 20 });
const name = (field: string): FieldSpec => ({ field, kind: 'text', required: true, max: 200 });
const flag = (field: string, grid = true): FieldSpec => ({ field, kind: 'bool', grid });
const ref = (field: string, query: string, value: string, label: string, required = true, codeField?: string): FieldSpec =>
  ({ field, kind: 'ref', required, ref: { query, value, label, code: codeField } });

const programme = ref('Programme_ID', 'programmes', 'Programme_ID', 'Programme_Name', true, 'Programme_Code');
const years = ref('Year_ID', 'fiscalYears', 'Year_ID', 'Fiscal_Year');

export const MASTERS: MasterConfig[] = [
  { path: '/general-masters/fiscal-years', list: 'fiscalYears', type: 'FiscalYear', id: 'Year_ID',
    makeCurrent: { mutation: 'setActiveFiscalYear', arg: 'Year_ID', flag: 'Is_Active' },
    fields: [{ field: 'Fiscal_Year', kind: 'text', required: true, max: 9 }, { field: 'Start_Date', kind: 'date', required: true },
      { field: 'End_Date', kind: 'date', required: true }, { field: 'Module', kind: 'text', max: 50 },
      { field: 'Ceiling_Control', kind: 'select', required: true, options: ['Stop', 'Warn'] },
      { field: 'Population', kind: 'number', max: 2_000_000_000 }, { field: 'Is_Active', kind: 'bool', form: false }] },
  { path: '/general-masters/budget-stages', list: 'budgetStages', type: 'BudgetStage', id: 'Stage_ID',
    makeCurrent: { mutation: 'setActiveBudgetStage', arg: 'Stage_ID', flag: 'Is_Active' },
    fields: [years, { field: 'Process_Area', kind: 'select', required: true, options: ['CG', 'LG', 'SEPC'] },
      { field: 'Stage', kind: 'number', required: true }, name('Stage_Name'), { field: 'Start_Date', kind: 'date' },
      { field: 'End_Date', kind: 'date' }, { field: 'Is_Active', kind: 'bool', form: false }] },
  { path: '/general-masters/programmes', list: 'programmes', type: 'Programme', id: 'Programme_ID',
    fields: [code('Programme_Code'), name('Programme_Name')] },
  { path: '/general-masters/sub-programmes', list: 'subProgrammes', type: 'SubProgramme', id: 'SubProgramme_ID',
    fields: [programme, code('SubProgramme_Code'), name('SubProgramme_Name'), flag('Is_LG')] },
  { path: '/general-masters/sub-sub-programmes', list: 'subSubProgrammes', type: 'SubSubProgramme', id: 'Sub_SubProgramme_ID',
    fields: [ref('SubProgramme_ID', 'subProgrammes', 'SubProgramme_ID', 'SubProgramme_Name', true, 'SubProgramme_Code'),
      code('Sub_SubProgramme_Code'), name('Sub_SubProgramme_Name')] },
  { path: '/general-masters/programme-votes', list: 'programmeVotes', type: 'ProgrammeVote', id: 'Prog_By_Vote_ID',
    fields: [programme, ref('Vote_ID', 'cgVotes', 'Vote_ID', 'Vote_Name', true, 'Vote_Code')] },
  { path: '/general-masters/parastatals', list: 'parastatals', type: 'Parastatal', id: 'SEPC_ID',
    fields: [code('Parastatal_Code'), name('Parastatal_Name'), ref('Department_ID', 'cgVotes', 'Vote_ID', 'Vote_Name', false, 'Vote_Code')] },
  { path: '/general-masters/revenues', list: 'revenues', type: 'Revenue', id: 'Revenue_ID',
    fields: [code('Revenue_Code'), name('Revenue_Name'), { field: 'Revenue_Class', kind: 'select', required: true, options: [...REVENUE_CLASSES], optionLabels: true },
      { field: 'MTEF_Category', kind: 'select', required: true, options: [...BUDGET_CATEGORIES], optionLabels: true }] },
  { path: '/general-masters/sub-grants', list: 'subGrants', type: 'SubGrant', id: 'SubGrant_ID',
    // A grant's category may be left empty: its money then counts under its revenue source's.
    fields: [ref('Revenue_ID', 'revenues', 'Revenue_ID', 'Revenue_Name', true, 'Revenue_Code'), code('SubGrant_Code'), name('SubGrant_Name'),
      { field: 'MTEF_Category', kind: 'select', options: [...BUDGET_CATEGORIES], optionLabels: true }] },
  // The year's chart of accounts (docs/NATIONAL-LOAD.md): each row belongs to a fiscal year.
  { path: '/general-masters/sectors', list: 'sectors', type: 'Sector', id: 'Sector_ID',
    fields: [years, code('Sector_Code'), name('Sector_Name'), { field: 'COFOG', kind: 'select', options: Object.keys(COFOG_DIVISIONS) }] },
  { path: '/general-masters/economic-items', list: 'economicItems', type: 'EconomicItem', id: 'Item_ID',
    fields: [years, { field: 'Item_Code', kind: 'text', required: true, max: 6 }, name('Item_Name'), { field: 'Class_Code', kind: 'text', required: true, max: 3 }] },
  { path: '/general-masters/fund-sources', list: 'fundSources', type: 'FundSource', id: 'Fund_ID',
    fields: [years, code('Fund_Code'), name('Fund_Name'), { field: 'MTEF_Category', kind: 'select', required: true, options: [...BUDGET_CATEGORIES], optionLabels: true }] },
  { path: '/general-masters/outputs', list: 'outputs', type: 'Output', id: 'Output_ID',
    fields: [years, ref('SubProgramme_ID', 'subProgrammes', 'SubProgramme_ID', 'SubProgramme_Name', true, 'SubProgramme_Code'), code('Output_Code'), name('Output_Name')] },
  { path: '/cg/votes', list: 'cgVotes', type: 'CgVote', id: 'Vote_ID',
    fields: [code('Vote_Code'), name('Vote_Name'), flag('Is_AIA'), flag('Is_IFMS'), flag('Is_MPS'), flag('Is_NTR', false), flag('Is_New', false),
      flag('Is_PS', false), flag('MPS_Secretariate', false), flag('Is_Virement_Limited'), flag('Is_Mapping_Limited', false), flag('Is_Contingency', false),
      ref('IsMPS_Vote_ID', 'cgActiveISMPSVotes', 'Vote_ID', 'Vote_Name', false, 'Vote_Code')] },
  { path: '/lg-masters/votes', list: 'lgVotes', type: 'LgVote', id: 'Vote_ID',
    fields: [code('Vote_Code'), name('Vote_Name'), { ...ref('Sub_Region_ID', 'activeSubRegions', 'Sub_Region_ID', 'Sub_Region'), select: 'Sub_Region_ID { Sub_Region_ID }' },
      flag('Is_MC'), flag('Is_IFMS'), flag('Is_Virement_Limited'), flag('Is_Mapping_Limited', false)] },
  { path: '/lg-masters/sub-regions', list: 'subRegions', type: 'SubRegion', id: 'Sub_Region_ID',
    fields: [code('Sub_Region_Code'), name('Sub_Region')] },
  { path: '/admin/users', list: 'users', type: 'User', id: 'User_ID', lockable: true, programmes: true,
    fields: [{ field: 'User_Name', kind: 'text', required: true, max: 50 }, { field: 'First_Name', kind: 'text', required: true, max: 100 },
      { field: 'Last_Name', kind: 'text', required: true, max: 100 }, { field: 'Email', kind: 'text', required: true, max: 50 },
      { field: 'Mobile_Number', kind: 'text', max: 16, grid: false }, { field: 'Occupation', kind: 'text', max: 100, grid: false },
      { ...ref('User_Type_ID', 'activeUserTypes', 'User_Type_ID', 'User_Type_Name'), select: 'User_Type_ID { User_Type_ID }' },
      ref('Role_ID', 'activeRoles', 'Role_ID', 'Title', false),
      ref('Vote_ID', 'activeVotes', 'Vote_ID', 'Vote_Name', false, 'Vote_Code'), ref('SEPC_ID', 'activeParastatals', 'SEPC_ID', 'Parastatal_Name', false),
      flag('Multi_Login', false), { field: 'Is_Locked', kind: 'bool', form: false }, { field: 'Is_Temp_Password', kind: 'bool', form: false }] },
  { path: '/admin/roles', list: 'roles', type: 'Role', id: 'Role_ID',
    fields: [name('Title'), ref('User_Type_ID', 'activeUserTypes', 'User_Type_ID', 'User_Type_Name'), flag('Generate_Permission'),
      flag('Approve_Permission'), flag('Is_OTP'), flag('Consolidate_Permission', false)] },
  { path: '/admin/user-types', list: 'userTypes', type: 'UserType', id: 'User_Type_ID',
    fields: [name('User_Type_Name'), { field: 'Process_Area', kind: 'text', max: 20 }, flag('Is_Ministry')] },
  { path: '/admin/menus', list: 'mainMenus', type: 'MainMenu', id: 'Main_Menu_ID',
    fields: [name('Main_Menu_Name'), { field: 'Section', kind: 'select', required: true, options: ['admin', 'masters', 'reports', 'budget'] },
      { field: 'Level', kind: 'number', required: true }, { field: 'Main_Menu_Icon', kind: 'text', max: 50, grid: false },
      { field: 'Process_Area', kind: 'text', max: 20 }, { field: 'Process_Area_Category', kind: 'text', max: 50 }] },
  { path: '/admin/sub-menus', list: 'subMenus', type: 'SubMenu', id: 'Sub_Menu_ID',
    fields: [ref('Main_Menu_ID', 'mainMenus', 'Main_Menu_ID', 'Main_Menu_Name'), name('Sub_Menu_Name'),
      { field: 'Sub_Menu_Path', kind: 'text', required: true, max: 200 }, { field: 'Level', kind: 'number', required: true }] },
  { path: '/reports/definitions', list: 'reports', type: 'Report', id: 'Report_ID',
    fields: [name('Report_Name'), { field: 'Internal_Report_Name', kind: 'text', required: true, max: 60, grid: false },
      { field: 'Report_Type', kind: 'select', required: true, options: ['CG', 'CG BOT', 'LG', 'LG BOT', 'SEPC'] },
      { field: 'Report_Category', kind: 'select', required: true, options: ['VOTE', 'PROGRAMME', 'Parastatal', 'Vote'] },
      { field: 'Report_Format', kind: 'select', required: true, options: ['PDF', 'Excel', 'PDF and Excel'], grid: false },
      { field: 'Level_of_Approval', kind: 'number', required: true }, { field: 'Stage', kind: 'number', grid: false },
      { field: 'Report_Quarter', kind: 'number', grid: false }, flag('Is_Dashboard'),
      // Empty: the initiator uploads the document; otherwise the layout it is generated with.
      { field: 'Content_Layout', kind: 'select', options: REPORT_LAYOUT_NAMES, grid: false }] },
];

export const masterFor = (path: string) => MASTERS.find((m) => m.path === path);
