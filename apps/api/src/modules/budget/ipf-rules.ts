/**
 * The rules of a grant IPF line that both the screen (ipf-lines.service.ts) and the upload (uploads/kinds/ipf.ts)
 * apply: a sub-grant, when named, belongs to the line's revenue. (One line per district, sub-sub-programme,
 * revenue and sub-grant in a stage is the table's unique index, on every path.)
 */
export const subGrantFitsRevenue = (subGrantId: number | null, revenueId: number, revenueOfSubGrant: (id: number) => number | undefined) =>
  subGrantId == null || revenueOfSubGrant(subGrantId) === revenueId;

/**
 * Locally raised revenue is estimated once, on the LRR upload, by source; a grant IPF line is a transfer or
 * external financing. (So the LG's estimates print each revenue source once, with one figure.)
 */
export const revenueTakesIpf = (revenueClass: string | undefined) => revenueClass !== 'LocalRevenue';
export const revenueIsLocal = (revenueClass: string | undefined) => revenueClass === 'LocalRevenue';
