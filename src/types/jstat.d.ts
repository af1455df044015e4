/** The part of jStat (jstat/jstat, no types of its own) that oddsmith uses: Student's t quantile. */
declare module 'jstat' {
  const jStat: {
    readonly studentt: {
      /** The quantile of Student's t with `dof` degrees of freedom at probability `p`. */
      inv(p: number, dof: number): number;
    };
  };
  export default jStat;
}
