/**
 * The rule of a grant IPF line that both the screen (ipf-lines.service.ts) and the upload (uploads/kinds/ipf.ts)
 * apply: a sub-grant, when named, belongs to the line's revenue. (One line per district, sub-sub-programme,
 * revenue and sub-grant in a stage is the table's unique index, on every path.)
 */
export const subGrantFitsRevenue = (subGrantId: number | null, revenueId: number, revenueOfSubGrant: (id: number) => number | undefined) =>
  subGrantId == null || revenueOfSubGrant(subGrantId) === revenueId;
