/** The parts of jStat (npm `jstat`, which ships no types) that the experiment report uses. */
declare module 'jstat' {
  interface JStat {
    beta: {
      pdf(x: number, alpha: number, beta: number): number
      cdf(x: number, alpha: number, beta: number): number
    }
    chisquare: { cdf(x: number, dof: number): number }
    normal: {
      inv(p: number, mean: number, sd: number): number
      cdf(x: number, mean: number, sd: number): number
    }
    gammaln(x: number): number
  }
  const jStat: JStat
  export default jStat
}
