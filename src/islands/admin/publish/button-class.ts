/** The publish screen's buttons' shared look; each adds its colours. */
export const buttonClass = 'min-h-11 rounded-md px-4 font-semibold disabled:opacity-60';
