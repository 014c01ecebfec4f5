import type { Standing } from '@pbs/domain';

/** The tint of each standing, in the deadlines card and in the standings dialog alike. */
export const STANDING_COLOUR: Record<Standing, string> = { on_time: 'green', late: 'orange', missing: 'red', open: 'default' };
