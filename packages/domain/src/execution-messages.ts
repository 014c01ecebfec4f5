import type { Language } from './enums.js';

/**
 * What the execution load refuses or warns of, in each language. {line} is the line's codes (programme.sub-programme.
 * output, item, fund), {year} and {before} fiscal years, amounts whole shillings: all data.
 */
const en = {
  'SERVER.EXEC_NO_BUDGET': '{year} is carried out under the detailed estimates made for it in {before}, and {before} holds none: load them first',
  'SERVER.EXEC_BAD_MONTH': 'Month: a month of the fiscal year, 1 to 12',
  'SERVER.EXEC_OTHER_PERIOD': '{field}: “{value}” is not month {month} of the year, which this file is loaded as',
  'SERVER.EXEC_NOT_IN_CHART': '{segment} {code} is not in the chart of the estimates the year is carried out under',
  'SERVER.EXEC_RELEASED_OVER_WARRANTED': 'Vote {vote}, {line}: released to date {released} is above warranted to date {warranted}',
  'SERVER.EXEC_SPENT_OVER_RELEASED': 'Vote {vote}, {line}: spent to date {spent} is above released to date {released}',
  'SERVER.EXEC_WARRANTED_OVER_BUDGET': 'Vote {vote}, {line}: warranted to date {warranted} is above the revised budget of the line (approved, supplementaries and virements), {budget}',
  'SERVER.EXEC_WARRANTED_OVER_CASH_LIMIT': 'Vote {vote}, programme {programme}, {quarter} {category}: warranted in the quarter {warranted} is above its cash limit of {limit}',
  'SERVER.MAPPING_FOR_ESTIMATES': 'The mapping “{name}” reads detailed estimates, not a month of execution',
  'SERVER.MAPPING_FOR_EXECUTION': 'The mapping “{name}” reads a month of execution, not detailed estimates',
};
export type ExecutionMessageKey = keyof typeof en;

export const EXECUTION_TEXT: Record<Language, Record<ExecutionMessageKey, string>> = {
  en,
  de: {
    'SERVER.EXEC_NO_BUDGET': '{year} wird nach den dafür in {before} aufgestellten Einzelansätzen ausgeführt, und {before} enthält keine: laden Sie sie zuerst',
    'SERVER.EXEC_BAD_MONTH': 'Month: ein Monat des Haushaltsjahres, 1 bis 12',
    'SERVER.EXEC_OTHER_PERIOD': '{field}: „{value}“ ist nicht Monat {month} des Jahres, als der diese Datei geladen wird',
    'SERVER.EXEC_NOT_IN_CHART': '{segment} {code} steht nicht im Kontenplan der Ansätze, nach denen das Jahr ausgeführt wird',
    'SERVER.EXEC_RELEASED_OVER_WARRANTED': 'Einzelplan {vote}, {line}: bisher freigegeben {released} liegt über bisher angewiesen {warranted}',
    'SERVER.EXEC_SPENT_OVER_RELEASED': 'Einzelplan {vote}, {line}: bisher ausgegeben {spent} liegt über bisher freigegeben {released}',
    'SERVER.EXEC_WARRANTED_OVER_BUDGET': 'Einzelplan {vote}, {line}: bisher angewiesen {warranted} liegt über dem fortgeschriebenen Ansatz der Zeile (bewilligt, Nachträge und Umschichtungen), {budget}',
    'SERVER.EXEC_WARRANTED_OVER_CASH_LIMIT': 'Einzelplan {vote}, Programm {programme}, {quarter} {category}: im Quartal angewiesen {warranted} liegt über dem Kassenlimit von {limit}',
    'SERVER.MAPPING_FOR_ESTIMATES': 'Die Zuordnung „{name}“ liest Einzelansätze, keinen Monat des Haushaltsvollzugs',
    'SERVER.MAPPING_FOR_EXECUTION': 'Die Zuordnung „{name}“ liest einen Monat des Haushaltsvollzugs, keine Einzelansätze',
  },
  es: {
    'SERVER.EXEC_NO_BUDGET': '{year} se ejecuta con las estimaciones detalladas hechas para él en {before}, y {before} no tiene ninguna: cárguelas primero',
    'SERVER.EXEC_BAD_MONTH': 'Month: un mes del año fiscal, de 1 a 12',
    'SERVER.EXEC_OTHER_PERIOD': '{field}: «{value}» no es el mes {month} del año, como el que se carga este archivo',
    'SERVER.EXEC_NOT_IN_CHART': '{segment} {code} no está en el catálogo de las estimaciones con las que se ejecuta el año',
    'SERVER.EXEC_RELEASED_OVER_WARRANTED': 'Sección {vote}, {line}: lo liberado hasta la fecha, {released}, supera lo autorizado hasta la fecha, {warranted}',
    'SERVER.EXEC_SPENT_OVER_RELEASED': 'Sección {vote}, {line}: lo gastado hasta la fecha, {spent}, supera lo liberado hasta la fecha, {released}',
    'SERVER.EXEC_WARRANTED_OVER_BUDGET': 'Sección {vote}, {line}: lo autorizado hasta la fecha, {warranted}, supera el presupuesto modificado de la línea (aprobado, suplementos y transferencias), {budget}',
    'SERVER.EXEC_WARRANTED_OVER_CASH_LIMIT': 'Sección {vote}, programa {programme}, {quarter} {category}: lo autorizado en el trimestre, {warranted}, supera su límite de caja de {limit}',
    'SERVER.MAPPING_FOR_ESTIMATES': 'La correspondencia «{name}» lee estimaciones detalladas, no un mes de ejecución',
    'SERVER.MAPPING_FOR_EXECUTION': 'La correspondencia «{name}» lee un mes de ejecución, no estimaciones detalladas',
  },
  fr: {
    'SERVER.EXEC_NO_BUDGET': '{year} s’exécute selon les prévisions détaillées établies pour lui en {before}, et {before} n’en contient aucune : chargez-les d’abord',
    'SERVER.EXEC_BAD_MONTH': 'Month : un mois de l’exercice, de 1 à 12',
    'SERVER.EXEC_OTHER_PERIOD': '{field} : « {value} » n’est pas le mois {month} de l’exercice, sous lequel ce fichier est chargé',
    'SERVER.EXEC_NOT_IN_CHART': '{segment} {code} n’est pas dans le plan comptable des prévisions selon lesquelles l’exercice s’exécute',
    'SERVER.EXEC_RELEASED_OVER_WARRANTED': 'Section {vote}, {line} : le libéré à ce jour, {released}, dépasse l’ordonnancé à ce jour, {warranted}',
    'SERVER.EXEC_SPENT_OVER_RELEASED': 'Section {vote}, {line} : la dépense à ce jour, {spent}, dépasse le libéré à ce jour, {released}',
    'SERVER.EXEC_WARRANTED_OVER_BUDGET': 'Section {vote}, {line} : l’ordonnancé à ce jour, {warranted}, dépasse le crédit révisé de la ligne (voté, crédits supplémentaires et virements), {budget}',
    'SERVER.EXEC_WARRANTED_OVER_CASH_LIMIT': 'Section {vote}, programme {programme}, {quarter} {category} : l’ordonnancé du trimestre, {warranted}, dépasse sa limite de trésorerie de {limit}',
    'SERVER.MAPPING_FOR_ESTIMATES': 'La correspondance « {name} » lit des prévisions détaillées, pas un mois d’exécution',
    'SERVER.MAPPING_FOR_EXECUTION': 'La correspondance « {name} » lit un mois d’exécution, pas des prévisions détaillées',
  },
  ja: {
    'SERVER.EXEC_NO_BUDGET': '{year} は {before} に作成された詳細見積に基づいて執行されますが、{before} には見積がありません。先に読み込んでください',
    'SERVER.EXEC_BAD_MONTH': 'Month: 会計年度の月(1〜12)',
    'SERVER.EXEC_OTHER_PERIOD': '{field}: 「{value}」は、このファイルを読み込む年度の第 {month} 月ではありません',
    'SERVER.EXEC_NOT_IN_CHART': '{segment} {code} は、年度の執行の基となる見積の勘定体系にありません',
    'SERVER.EXEC_RELEASED_OVER_WARRANTED': '予算単位 {vote}、{line}: 累計配賦額 {released} が累計授権額 {warranted} を上回っています',
    'SERVER.EXEC_SPENT_OVER_RELEASED': '予算単位 {vote}、{line}: 累計支出額 {spent} が累計配賦額 {released} を上回っています',
    'SERVER.EXEC_WARRANTED_OVER_BUDGET': '予算単位 {vote}、{line}: 累計授権額 {warranted} が行の補正後予算（当初、補正、流用）{budget} を上回っています',
    'SERVER.EXEC_WARRANTED_OVER_CASH_LIMIT': '予算単位 {vote}、プログラム {programme}、{quarter} {category}:四半期の授権額 {warranted} が資金限度額 {limit} を上回っています',
    'SERVER.MAPPING_FOR_ESTIMATES': '対応付け「{name}」は詳細見積を読むもので、執行の月を読むものではありません',
    'SERVER.MAPPING_FOR_EXECUTION': '対応付け「{name}」は執行の月を読むもので、詳細見積を読むものではありません',
  },
  zh: {
    'SERVER.EXEC_NO_BUDGET': '{year} 按照 {before} 为其编制的明细预算执行,而 {before} 没有明细预算:请先载入',
    'SERVER.EXEC_BAD_MONTH': 'Month:财政年度的月份,1 至 12',
    'SERVER.EXEC_OTHER_PERIOD': '{field}:“{value}”不是本文件所载入年度的第 {month} 个月',
    'SERVER.EXEC_NOT_IN_CHART': '{segment} {code} 不在本年度执行所依据预算的科目表中',
    'SERVER.EXEC_RELEASED_OVER_WARRANTED': '预算单位 {vote},{line}:累计拨付 {released} 高于累计授权 {warranted}',
    'SERVER.EXEC_SPENT_OVER_RELEASED': '预算单位 {vote},{line}:累计支出 {spent} 高于累计拨付 {released}',
    'SERVER.EXEC_WARRANTED_OVER_BUDGET': '预算单位 {vote},{line}:累计授权 {warranted} 高于该行调整后预算(批准数、追加和调拨){budget}',
    'SERVER.EXEC_WARRANTED_OVER_CASH_LIMIT': '预算单位 {vote},规划 {programme},{quarter} {category}:本季度授权 {warranted} 高于其现金限额 {limit}',
    'SERVER.MAPPING_FOR_ESTIMATES': '对应关系“{name}”读取明细预算,而不是执行月份',
    'SERVER.MAPPING_FOR_EXECUTION': '对应关系“{name}”读取执行月份,而不是明细预算',
  },
};
