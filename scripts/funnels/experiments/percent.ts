/** How the experiments' report writes a share: '12.3%', and an uplift with its sign: '+12.3%'. */
export const pct = (share: number, digits = 1) => `${(share * 100).toFixed(digits)}%`
export const signed = (share: number) => `${share >= 0 ? '+' : ''}${pct(share)}`
