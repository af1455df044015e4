/**
 * The probability below which an exact chain (an engagement fought round by round) stops
 * following a state. A chain's mass decays geometrically but never reaches zero, so without
 * a floor every chain runs to its round cap: a 24 v 24 Little Orc Wars engagement has under
 * 1e-17 of its mass left after 25 rounds and would follow it for 75 more. A state below
 * 2^-80 (about 8e-25) ends there, undecided: over at most 20,000 states and 1,000 rounds
 * that moves under 2e-17 in all, below a double's own rounding of a probability near one.
 */
export const NEGLIGIBLE = 2 ** -80;
