import type { Language } from './enums.js';

/**
 * The workflow notices, in each language: shown in the app and sent by mail or SMS in the language the recipient
 * last used. `{name}` is filled from the notice's parameters; numbers are written as the language writes them.
 */
const en = {
  'NOTICE.AWAITS': '{report} awaits your approval',
  'NOTICE.AWAITS.FIRST': '{entity} — {year}, level 1',
  'NOTICE.AWAITS.LEVEL': 'Level {level} of {levels}',
  'NOTICE.APPROVED': '{report} approved and archived',
  'NOTICE.APPROVED.TEXT': 'All approval levels are complete.',
  'NOTICE.REJECTED': '{report} rejected at level {level}',
  'NOTICE.RESUBMITTED': '{report} resubmitted',
  'NOTICE.RESUBMITTED.TEXT': 'Level 1 approval is awaited.',
  'NOTICE.REOPENED': '{report} reopened by the ministry',
  'NOTICE.GIVEN': '{report} was given to you',
  'NOTICE.GIVEN.TEXT': '{entity}, level {level}: {reason}',
  'NOTICE.ACTING': 'You are acting approver for {user}',
  'NOTICE.ACTING.TEXT': 'From {from} to {to}: {reason}',
  'NOTICE.ACTING_ENDED': 'You are no longer acting approver for {user}',
  'NOTICE.ACTING_ENDED.TEXT': 'Revoked on {date}',
  'NOTICE.DUE_ON': '{report} is due on {due}',
  'NOTICE.DUE_TODAY': '{report} is due today',
  'NOTICE.OVERDUE': '{report} is overdue (it was due on {due})',
  'NOTICE.ESCALATED': 'Escalated: {report} is overdue (it was due on {due})',
  'NOTICE.UNASSIGNED': '{report}: {count} not yet approved with nobody assigned to act (due on {due})',
  'NOTICE.UNASSIGNED_HINT': 'Assign initiators or approvers to them; the Deadlines list on the dashboard names each',
  'NOTICE.WAITING_INITIATION': '{entity}: waiting to be initiated or resubmitted',
  'NOTICE.WAITING_LEVEL': '{entity}: waiting for approval at level {level}',
  'NOTICE.VIREMENT_ASKED': 'Virement request from vote {vote}',
  'NOTICE.VIREMENT_APPROVED': 'Virement request approved for vote {vote}',
  'NOTICE.VIREMENT_REJECTED': 'Virement request rejected for vote {vote}',
  'NOTICE.VIREMENT.TEXT': '{amount} from programme {from} {fromCategory} to programme {to} {toCategory}: {reason}',
  'NOTICE.VIREMENT.LINE_TEXT': '{amount} from line {from} to line {to}: {reason}',
  'NOTICE.VIREMENT.COMMENT': '{text} — {comment}',
  'NOTICE.OPEN': 'Open PBS to act on it: {link}',
};
export type NoticeKey = keyof typeof en;

const de: Record<NoticeKey, string> = {
  'NOTICE.AWAITS': '{report} wartet auf Ihre Genehmigung',
  'NOTICE.AWAITS.FIRST': '{entity} — {year}, Stufe 1',
  'NOTICE.AWAITS.LEVEL': 'Stufe {level} von {levels}',
  'NOTICE.APPROVED': '{report} genehmigt und archiviert',
  'NOTICE.APPROVED.TEXT': 'Alle Genehmigungsstufen sind abgeschlossen.',
  'NOTICE.REJECTED': '{report} auf Stufe {level} abgelehnt',
  'NOTICE.RESUBMITTED': '{report} erneut eingereicht',
  'NOTICE.RESUBMITTED.TEXT': 'Die Genehmigung auf Stufe 1 steht aus.',
  'NOTICE.REOPENED': '{report} vom Ministerium wieder geöffnet',
  'NOTICE.GIVEN': '{report} wurde Ihnen übertragen',
  'NOTICE.GIVEN.TEXT': '{entity}, Stufe {level}: {reason}',
  'NOTICE.ACTING': 'Sie vertreten {user} als Genehmiger',
  'NOTICE.ACTING.TEXT': 'Vom {from} bis {to}: {reason}',
  'NOTICE.ACTING_ENDED': 'Sie vertreten {user} nicht mehr als Genehmiger',
  'NOTICE.ACTING_ENDED.TEXT': 'Widerrufen am {date}',
  'NOTICE.DUE_ON': '{report} ist am {due} fällig',
  'NOTICE.DUE_TODAY': '{report} ist heute fällig',
  'NOTICE.OVERDUE': '{report} ist überfällig (fällig am {due})',
  'NOTICE.ESCALATED': 'Eskaliert: {report} ist überfällig (fällig am {due})',
  'NOTICE.UNASSIGNED': '{report}: {count} noch nicht genehmigt, ohne zuständige Person (fällig am {due})',
  'NOTICE.UNASSIGNED_HINT': 'Weisen Sie ihnen Einreicher oder Genehmiger zu; die Fristenliste der Übersicht nennt jeden',
  'NOTICE.WAITING_INITIATION': '{entity}: wartet auf Einleitung oder erneute Einreichung',
  'NOTICE.WAITING_LEVEL': '{entity}: wartet auf Genehmigung auf Stufe {level}',
  'NOTICE.VIREMENT_ASKED': 'Umschichtungsantrag von Einzelplan {vote}',
  'NOTICE.VIREMENT_APPROVED': 'Umschichtungsantrag für Einzelplan {vote} genehmigt',
  'NOTICE.VIREMENT_REJECTED': 'Umschichtungsantrag für Einzelplan {vote} abgelehnt',
  'NOTICE.VIREMENT.TEXT': '{amount} von Programm {from} {fromCategory} zu Programm {to} {toCategory}: {reason}',
  'NOTICE.VIREMENT.LINE_TEXT': '{amount} von Zeile {from} zu Zeile {to}: {reason}',
  'NOTICE.VIREMENT.COMMENT': '{text} — {comment}',
  'NOTICE.OPEN': 'In PBS bearbeiten: {link}',
};

const es: Record<NoticeKey, string> = {
  'NOTICE.AWAITS': '{report} espera su aprobación',
  'NOTICE.AWAITS.FIRST': '{entity} — {year}, nivel 1',
  'NOTICE.AWAITS.LEVEL': 'Nivel {level} de {levels}',
  'NOTICE.APPROVED': '{report} aprobado y archivado',
  'NOTICE.APPROVED.TEXT': 'Todos los niveles de aprobación están completos.',
  'NOTICE.REJECTED': '{report} rechazado en el nivel {level}',
  'NOTICE.RESUBMITTED': '{report} presentado de nuevo',
  'NOTICE.RESUBMITTED.TEXT': 'Se espera la aprobación del nivel 1.',
  'NOTICE.REOPENED': '{report} reabierto por el ministerio',
  'NOTICE.GIVEN': '{report} le ha sido asignado',
  'NOTICE.GIVEN.TEXT': '{entity}, nivel {level}: {reason}',
  'NOTICE.ACTING': 'Usted aprueba en funciones por {user}',
  'NOTICE.ACTING.TEXT': 'Del {from} al {to}: {reason}',
  'NOTICE.ACTING_ENDED': 'Ya no aprueba en funciones por {user}',
  'NOTICE.ACTING_ENDED.TEXT': 'Revocado el {date}',
  'NOTICE.DUE_ON': '{report} vence el {due}',
  'NOTICE.DUE_TODAY': '{report} vence hoy',
  'NOTICE.OVERDUE': '{report} está vencido (vencía el {due})',
  'NOTICE.ESCALATED': 'Escalado: {report} está vencido (vencía el {due})',
  'NOTICE.UNASSIGNED': '{report}: {count} aún sin aprobar y sin nadie asignado para actuar (vence el {due})',
  'NOTICE.UNASSIGNED_HINT': 'Asígneles iniciadores o aprobadores; la lista de plazos del panel indica cada uno',
  'NOTICE.WAITING_INITIATION': '{entity}: a la espera de iniciarse o presentarse de nuevo',
  'NOTICE.WAITING_LEVEL': '{entity}: a la espera de aprobación en el nivel {level}',
  'NOTICE.VIREMENT_ASKED': 'Solicitud de transferencia de la sección {vote}',
  'NOTICE.VIREMENT_APPROVED': 'Solicitud de transferencia aprobada para la sección {vote}',
  'NOTICE.VIREMENT_REJECTED': 'Solicitud de transferencia rechazada para la sección {vote}',
  'NOTICE.VIREMENT.TEXT': '{amount} del programa {from} {fromCategory} al programa {to} {toCategory}: {reason}',
  'NOTICE.VIREMENT.LINE_TEXT': '{amount} de la línea {from} a la línea {to}: {reason}',
  'NOTICE.VIREMENT.COMMENT': '{text} — {comment}',
  'NOTICE.OPEN': 'Abra PBS para tramitarlo: {link}',
};

const fr: Record<NoticeKey, string> = {
  'NOTICE.AWAITS': '{report} attend votre approbation',
  'NOTICE.AWAITS.FIRST': '{entity} — {year}, niveau 1',
  'NOTICE.AWAITS.LEVEL': 'Niveau {level} sur {levels}',
  'NOTICE.APPROVED': '{report} approuvé et archivé',
  'NOTICE.APPROVED.TEXT': 'Tous les niveaux d\'approbation sont terminés.',
  'NOTICE.REJECTED': '{report} rejeté au niveau {level}',
  'NOTICE.RESUBMITTED': '{report} soumis à nouveau',
  'NOTICE.RESUBMITTED.TEXT': 'L\'approbation du niveau 1 est attendue.',
  'NOTICE.REOPENED': '{report} rouvert par le ministère',
  'NOTICE.GIVEN': '{report} vous a été confié',
  'NOTICE.GIVEN.TEXT': '{entity}, niveau {level} : {reason}',
  'NOTICE.ACTING': 'Vous approuvez par intérim pour {user}',
  'NOTICE.ACTING.TEXT': 'Du {from} au {to} : {reason}',
  'NOTICE.ACTING_ENDED': 'Vous n\'approuvez plus par intérim pour {user}',
  'NOTICE.ACTING_ENDED.TEXT': 'Révoqué le {date}',
  'NOTICE.DUE_ON': '{report} est à rendre le {due}',
  'NOTICE.DUE_TODAY': '{report} est à rendre aujourd\'hui',
  'NOTICE.OVERDUE': '{report} est en retard (à rendre le {due})',
  'NOTICE.ESCALATED': 'Escaladé : {report} est en retard (à rendre le {due})',
  'NOTICE.UNASSIGNED': '{report} : {count} pas encore approuvés sans personne pour agir (à rendre le {due})',
  'NOTICE.UNASSIGNED_HINT': 'Affectez-leur des initiateurs ou des approbateurs ; la liste des échéances du tableau de bord les nomme',
  'NOTICE.WAITING_INITIATION': '{entity} : en attente de lancement ou de nouvelle soumission',
  'NOTICE.WAITING_LEVEL': '{entity} : en attente d\'approbation au niveau {level}',
  'NOTICE.VIREMENT_ASKED': 'Demande de virement du titre {vote}',
  'NOTICE.VIREMENT_APPROVED': 'Demande de virement approuvée pour le titre {vote}',
  'NOTICE.VIREMENT_REJECTED': 'Demande de virement rejetée pour le titre {vote}',
  'NOTICE.VIREMENT.TEXT': '{amount} du programme {from} {fromCategory} au programme {to} {toCategory} : {reason}',
  'NOTICE.VIREMENT.LINE_TEXT': '{amount} de la ligne {from} à la ligne {to} : {reason}',
  'NOTICE.VIREMENT.COMMENT': '{text} — {comment}',
  'NOTICE.OPEN': 'Ouvrez PBS pour y donner suite : {link}',
};

const ja: Record<NoticeKey, string> = {
  'NOTICE.AWAITS': '{report} があなたの承認を待っています',
  'NOTICE.AWAITS.FIRST': '{entity} — {year}、レベル 1',
  'NOTICE.AWAITS.LEVEL': 'レベル {level} / {levels}',
  'NOTICE.APPROVED': '{report} は承認され、保管されました',
  'NOTICE.APPROVED.TEXT': 'すべての承認レベルが完了しました。',
  'NOTICE.REJECTED': '{report} はレベル {level} で差し戻されました',
  'NOTICE.RESUBMITTED': '{report} が再提出されました',
  'NOTICE.RESUBMITTED.TEXT': 'レベル 1 の承認待ちです。',
  'NOTICE.REOPENED': '{report} は省により再開されました',
  'NOTICE.GIVEN': '{report} があなたに割り当てられました',
  'NOTICE.GIVEN.TEXT': '{entity}、レベル {level}:{reason}',
  'NOTICE.ACTING': 'あなたは {user} の代理承認者です',
  'NOTICE.ACTING.TEXT': '{from} から {to} まで:{reason}',
  'NOTICE.ACTING_ENDED': 'あなたは {user} の代理承認者ではなくなりました',
  'NOTICE.ACTING_ENDED.TEXT': '{date} に取り消されました',
  'NOTICE.DUE_ON': '{report} の期限は {due} です',
  'NOTICE.DUE_TODAY': '{report} の期限は本日です',
  'NOTICE.OVERDUE': '{report} は期限を過ぎています(期限 {due})',
  'NOTICE.ESCALATED': 'エスカレーション:{report} は期限を過ぎています(期限 {due})',
  'NOTICE.UNASSIGNED': '{report}:未承認の {count} 件に担当者がいません(期限 {due})',
  'NOTICE.UNASSIGNED_HINT': '提出者または承認者を割り当ててください。ダッシュボードの期限一覧に各件が表示されます',
  'NOTICE.WAITING_INITIATION': '{entity}:開始または再提出待ち',
  'NOTICE.WAITING_LEVEL': '{entity}:レベル {level} の承認待ち',
  'NOTICE.VIREMENT_ASKED': '予算科目 {vote} からの流用申請',
  'NOTICE.VIREMENT_APPROVED': '予算科目 {vote} の流用申請が承認されました',
  'NOTICE.VIREMENT_REJECTED': '予算科目 {vote} の流用申請が却下されました',
  'NOTICE.VIREMENT.TEXT': 'プログラム {from} {fromCategory} からプログラム {to} {toCategory} へ {amount}:{reason}',
  'NOTICE.VIREMENT.LINE_TEXT': '行 {from} から行 {to} へ {amount}:{reason}',
  'NOTICE.VIREMENT.COMMENT': '{text} — {comment}',
  'NOTICE.OPEN': 'PBS を開いて対応してください:{link}',
};

const zh: Record<NoticeKey, string> = {
  'NOTICE.AWAITS': '{report} 等待您的审批',
  'NOTICE.AWAITS.FIRST': '{entity} — {year},第 1 级',
  'NOTICE.AWAITS.LEVEL': '第 {level} 级,共 {levels} 级',
  'NOTICE.APPROVED': '{report} 已批准并归档',
  'NOTICE.APPROVED.TEXT': '所有审批级别均已完成。',
  'NOTICE.REJECTED': '{report} 在第 {level} 级被退回',
  'NOTICE.RESUBMITTED': '{report} 已重新提交',
  'NOTICE.RESUBMITTED.TEXT': '等待第 1 级审批。',
  'NOTICE.REOPENED': '{report} 已由财政部重新打开',
  'NOTICE.GIVEN': '{report} 已转交给您',
  'NOTICE.GIVEN.TEXT': '{entity},第 {level} 级:{reason}',
  'NOTICE.ACTING': '您是 {user} 的代理审批人',
  'NOTICE.ACTING.TEXT': '自 {from} 至 {to}:{reason}',
  'NOTICE.ACTING_ENDED': '您不再是 {user} 的代理审批人',
  'NOTICE.ACTING_ENDED.TEXT': '于 {date} 撤销',
  'NOTICE.DUE_ON': '{report} 的截止日期为 {due}',
  'NOTICE.DUE_TODAY': '{report} 今天到期',
  'NOTICE.OVERDUE': '{report} 已逾期(截止日期为 {due})',
  'NOTICE.ESCALATED': '已上报:{report} 已逾期(截止日期为 {due})',
  'NOTICE.UNASSIGNED': '{report}:{count} 个尚未批准且无人负责(截止日期为 {due})',
  'NOTICE.UNASSIGNED_HINT': '请为其指定发起人或审批人;仪表板的期限列表列出了每一个',
  'NOTICE.WAITING_INITIATION': '{entity}:等待发起或重新提交',
  'NOTICE.WAITING_LEVEL': '{entity}:等待第 {level} 级审批',
  'NOTICE.VIREMENT_ASKED': '预算单位 {vote} 的调剂申请',
  'NOTICE.VIREMENT_APPROVED': '预算单位 {vote} 的调剂申请已批准',
  'NOTICE.VIREMENT_REJECTED': '预算单位 {vote} 的调剂申请已退回',
  'NOTICE.VIREMENT.TEXT': '从项目 {from} {fromCategory} 调至项目 {to} {toCategory} {amount}:{reason}',
  'NOTICE.VIREMENT.LINE_TEXT': '从行 {from} 调至行 {to} {amount}:{reason}',
  'NOTICE.VIREMENT.COMMENT': '{text} — {comment}',
  'NOTICE.OPEN': '请打开 PBS 处理:{link}',
};

export const NOTICE_TEXT: Record<Language, Record<NoticeKey, string>> = { en, de, es, fr, ja, zh };

/** A notice's text before it has a language: the key and what fills it (numbers are formatted per language). */
/** A calendar day (YYYY-MM-DD), written as the recipient's language writes dates. */
export type NoticeDay = { day: string };
export type NoticePart = { key: NoticeKey; params?: Record<string, string | number | NoticeDay | NoticePart> };

const LOCALE: Record<Language, string> = { en: 'en-GB', de: 'de-DE', es: 'es-ES', fr: 'fr-FR', ja: 'ja-JP', zh: 'zh-CN' };

/** `part` in `lang`: numbers and days as the language writes them; a parameter that is itself a NoticePart is written in the same language first. */
export function noticeText(lang: Language, part: NoticePart): string {
  const format = new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 2 });
  const dates = new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' });
  return NOTICE_TEXT[lang][part.key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = part.params?.[name];
    if (v === undefined) return whole;
    if (typeof v === 'number') return format.format(v);
    if (typeof v === 'string') return v;
    return 'day' in v ? dates.format(new Date(`${v.day}T00:00:00Z`)) : noticeText(lang, v);
  });
}
