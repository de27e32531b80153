//! Partizan numbers: exact dyadic rationals `numerator / 2^exponent` ([`Dyadic`], no floating
//! point), the simplest number in an interval ([`simplest_between`], either bound absent,
//! open or closed), the value `{L | R}` of a position whose options are all numbers
//! ([`options_value`]), sums and comparisons.
//!
//! In a partizan game Left and Right have different moves. Many positions are numbers
//! (Conway): every option of Left is worth less than every option of Right, and then the
//! position is worth the simplest number strictly between the best of them, the one born
//! first (`{ | } = 0`, `{0 | } = 1`, `{0 | 1} = 1/2`, `{-1/2 | 0} = -1/4`): the integer
//! nearest to zero if the interval holds one, else the number of least denominator. A sum of
//! positions is worth the sum of the values; a number `x` is won by Left whoever starts if
//! `x > 0`, by Right if `x < 0`, and by the second player if `x = 0`.
//!
//! A [`Dyadic`] has an `i64` numerator (odd, or the exponent is 0) and an exponent of at most
//! 63; it is kept as the `i128` it is times 2^64 (exact: `|numerator| <= 2^63` shifted left by
//! at least 1), so that a comparison is one of two `i128`s, a sum one addition, and the
//! simplest number between two bounds a few bit operations (no loop); what does not fit is
//! `None`, never a wrong value.
//!
//! Depends on: nothing.
//!
//! Verified: [`simplest_between`] against a search for the number of least birthday over every
//! dyadic of exponent <= 5 and magnitude <= 6, for every pair of bounds (absent, open or
//! closed) at dyadics of exponent <= 3 and magnitude <= 4 (17,161 intervals), and on 200,000
//! seeded random pairs of bounds at every exponent <= 63 and magnitude to `i64` (the answer
//! inside, no simpler neighbour inside, `None` only where nothing fits);
//! [`options_value`] on the textbook values; sums and comparisons against `i128` cross
//! multiplication on seeded random dyadics; edge values `i64::MIN`, `i64::MAX`, exponent 63.
//! The sums of games are checked in `crate::hackenbush_string`.

use std::fmt;
use std::num::NonZeroU64;
use std::ops::Bound;

/// The exact number `numerator / 2^exponent`, normalised: the numerator is odd, or the
/// exponent is 0; the numerator fits an `i64`, the exponent is at most 63. Ordered by value.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Dyadic {
    /// The number times 2^64 (`numerator << (64 - exponent)`, even): its high 64 bits, then
    /// its low 64 bits with the last one set (never zero, so an `Option<Dyadic>` takes no
    /// more room than a `Dyadic`). Compared in this order, as an `i128`: by value.
    high: i64,
    low: NonZeroU64,
}

/// The largest exponent kept: a numerator shifted this far still fits an `i128`.
const MAX_EXPONENT: u32 = 63;

impl Dyadic {
    /// Zero.
    pub const ZERO: Dyadic = Dyadic::integer(0);

    /// `numerator / 2^exponent`, normalised; `None` when its exponent, once normalised, is
    /// above 63.
    ///
    /// # Complexity
    /// O(1)
    ///
    /// # Example
    /// ```
    /// use snippets::dyadic::Dyadic;
    /// let half = Dyadic::new(2, 2).unwrap();
    /// assert_eq!((half.numerator(), half.exponent()), (1, 1));
    /// assert_eq!(Dyadic::new(0, 500), Some(Dyadic::ZERO)); // edge: zero at any exponent
    /// assert_eq!(Dyadic::new(1, 64), None);
    /// assert_eq!(Dyadic::new(i64::MIN, 63), Some(Dyadic::integer(-1)));
    /// ```
    pub fn new(numerator: i64, exponent: u32) -> Option<Dyadic> {
        if numerator == 0 {
            return Some(Dyadic::ZERO);
        }
        let shift = numerator.trailing_zeros().min(exponent);
        let exponent = exponent - shift;
        let fixed = i128::from(numerator >> shift) << (64 - exponent.min(64));
        (exponent <= MAX_EXPONENT).then(|| Dyadic::from_even(fixed))
    }

    /// The integer `n`.
    ///
    /// # Example
    /// ```
    /// use snippets::dyadic::Dyadic;
    /// assert_eq!(Dyadic::integer(i64::MAX).numerator(), i64::MAX);
    /// ```
    pub const fn integer(n: i64) -> Dyadic {
        Dyadic { high: n, low: NonZeroU64::MIN }
    }

    /// The numerator, odd unless the number is an integer.
    pub fn numerator(self) -> i64 {
        // An `i64` by the invariant.
        let fixed = self.fixed();
        (fixed >> fixed.trailing_zeros().min(64)) as i64
    }

    /// The exponent of the denominator `2^exponent`, 0 for an integer.
    pub fn exponent(self) -> u32 {
        64 - self.fixed().trailing_zeros().min(64)
    }

    /// The number `fixed / 2^64`: `None` unless its exponent is at most 63 (`fixed` even) and
    /// its numerator fits an `i64`.
    fn from_fixed(fixed: i128) -> Option<Dyadic> {
        let shift = fixed.trailing_zeros().min(64);
        (shift > 0 && i64::try_from(fixed >> shift).is_ok()).then(|| Dyadic::from_even(fixed))
    }

    /// The number `fixed / 2^64` for an even `fixed` that is one.
    fn from_even(fixed: i128) -> Dyadic {
        Dyadic { high: (fixed >> 64) as i64, low: NonZeroU64::MIN | fixed as u64 }
    }

    /// The number times 2^64.
    fn fixed(self) -> i128 {
        i128::from(self.high) << 64 | i128::from(self.low.get() & !1)
    }

    /// The exact sum, or `None` when it does not fit.
    ///
    /// # Complexity
    /// O(1)
    ///
    /// # Example
    /// ```
    /// use snippets::dyadic::Dyadic;
    /// let (half, quarter) = (Dyadic::new(1, 1).unwrap(), Dyadic::new(1, 2).unwrap());
    /// assert_eq!(half.checked_add(quarter), Dyadic::new(3, 2));
    /// assert_eq!(half.checked_add(half), Some(Dyadic::integer(1)));
    /// assert_eq!(Dyadic::integer(i64::MAX).checked_add(Dyadic::integer(1)), None); // edge
    /// ```
    pub fn checked_add(self, other: Dyadic) -> Option<Dyadic> {
        Dyadic::from_fixed(self.fixed().checked_add(other.fixed())?)
    }

    /// The exact difference, or `None` when it does not fit.
    ///
    /// # Example
    /// ```
    /// use snippets::dyadic::Dyadic;
    /// let x = Dyadic::integer(i64::MIN).checked_sub(Dyadic::integer(-1));
    /// assert_eq!(x, Some(Dyadic::integer(i64::MIN + 1)));
    /// ```
    pub fn checked_sub(self, other: Dyadic) -> Option<Dyadic> {
        Dyadic::from_fixed(self.fixed().checked_sub(other.fixed())?)
    }

    /// The negation (the game with Left and Right swapped), or `None` for `i64::MIN`.
    ///
    /// # Example
    /// ```
    /// use snippets::dyadic::Dyadic;
    /// assert_eq!(Dyadic::integer(i64::MIN).checked_neg(), None);
    /// assert_eq!(Dyadic::new(-3, 2).unwrap().checked_neg(), Dyadic::new(3, 2));
    /// ```
    pub fn checked_neg(self) -> Option<Dyadic> {
        Dyadic::from_fixed(self.fixed().checked_neg()?)
    }

    /// The exact sum of `values`, or `None` when a partial sum does not fit.
    ///
    /// # Complexity
    /// O(values)
    ///
    /// # Example
    /// ```
    /// use snippets::dyadic::Dyadic;
    /// let quarters = [Dyadic::new(1, 2).unwrap(); 4];
    /// assert_eq!(Dyadic::sum(quarters), Some(Dyadic::integer(1)));
    /// assert_eq!(Dyadic::sum([]), Some(Dyadic::ZERO)); // edge: no positions
    /// ```
    pub fn sum(values: impl IntoIterator<Item = Dyadic>) -> Option<Dyadic> {
        values.into_iter().try_fold(Dyadic::ZERO, Dyadic::checked_add)
    }

    /// Whether Left wins this number moving first: iff it is positive (at `0` the second
    /// player wins; a negative number is Right's whoever starts).
    ///
    /// # Example
    /// ```
    /// use snippets::dyadic::Dyadic;
    /// assert!(!Dyadic::ZERO.left_wins_moving_first());
    /// assert!(Dyadic::new(1, 63).unwrap().left_wins_moving_first()); // edge: 2^-63
    /// ```
    pub fn left_wins_moving_first(self) -> bool {
        self.fixed() > 0
    }

    /// Whether Left wins this number when Right moves first: iff it is not negative.
    ///
    /// # Example
    /// ```
    /// use snippets::dyadic::Dyadic;
    /// assert!(Dyadic::ZERO.left_wins_moving_second());
    /// assert!(!Dyadic::integer(i64::MIN).left_wins_moving_second());
    /// ```
    pub fn left_wins_moving_second(self) -> bool {
        self.fixed() >= 0
    }
}

/// `Dyadic { numerator: -3, exponent: 2 }`.
impl fmt::Debug for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.debug_struct("Dyadic")
            .field("numerator", &self.numerator())
            .field("exponent", &self.exponent())
            .finish()
    }
}

/// `-3/4`, `5`, `0`.
impl fmt::Display for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let (numerator, exponent) = (self.numerator(), self.exponent());
        if exponent == 0 {
            write!(f, "{numerator}")
        } else {
            write!(f, "{numerator}/{}", 1u64 << exponent)
        }
    }
}

/// The simplest number in the interval from `low` to `high` (each `Unbounded`, `Included` or
/// `Excluded`): the one born first, which is the integer of least magnitude in it when it holds
/// an integer, else its number of least denominator. `None` when the interval is empty or
/// that number does not fit a [`Dyadic`] (an exponent of 64, an integer past `i64`).
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::dyadic::{simplest_between, Dyadic};
/// use std::ops::Bound::{Excluded, Included, Unbounded};
/// let d = |n, e| Dyadic::new(n, e).unwrap();
/// assert_eq!(simplest_between(Unbounded, Unbounded), Some(Dyadic::ZERO));
/// assert_eq!(simplest_between(Excluded(d(0, 0)), Excluded(d(1, 0))), Some(d(1, 1)));
/// assert_eq!(simplest_between(Excluded(d(3, 2)), Unbounded), Some(d(1, 0)));
/// assert_eq!(simplest_between(Included(d(5, 3)), Excluded(d(3, 2))), Some(d(5, 3)));
/// assert_eq!(simplest_between(Excluded(d(1, 0)), Included(d(1, 0))), None); // empty
/// // Edges: nothing above i64::MAX fits; between neighbours at 2^-63, 2^-64 does not.
/// assert_eq!(simplest_between(Excluded(Dyadic::integer(i64::MAX)), Unbounded), None);
/// assert_eq!(simplest_between(Excluded(d(1, 63)), Excluded(d(1, 62))), None);
/// ```
pub fn simplest_between(low: Bound<Dyadic>, high: Bound<Dyadic>) -> Option<Dyadic> {
    // Over the denominator 2^64, one finer than any bound's (so that an open interval that is
    // not empty holds a multiple of 2^-64): the least and the greatest numerator inside.
    let least = match low {
        Bound::Unbounded => None,
        Bound::Included(x) => Some(x.fixed()),
        Bound::Excluded(x) => Some(x.fixed() + 1),
    };
    let greatest = match high {
        Bound::Unbounded => None,
        Bound::Included(x) => Some(x.fixed()),
        // Nothing is below -2^127 (i64::MIN): empty, whatever `low` is.
        Bound::Excluded(x) => Some(x.fixed().checked_sub(1)?),
    };
    // Integers first: the least one in the interval and the greatest (floor division by
    // 2^64, one step up for the least unless exact).
    let first = least.map(|a| {
        let floor = a >> 64;
        if floor << 64 == a {
            floor
        } else {
            floor + 1
        }
    });
    let last = greatest.map(|b| b >> 64);
    let has_integer = match (first, last) {
        (Some(first), Some(last)) => first <= last,
        _ => true,
    };
    if has_integer {
        let integer = match (first, last) {
            (Some(first), _) if first > 0 => first,
            (_, Some(last)) if last < 0 => last,
            _ => 0,
        };
        return i64::try_from(integer).ok().map(Dyadic::integer);
    }
    // No integer: both bounds are finite, and the simplest number is the one of least
    // denominator, the numerator in `[a, b]` with the most trailing zeros. All of `[a, b]`
    // shares the bits above the highest bit where `a` and `b` differ (`a` has 0 there, `b`
    // 1): that is `b` with the bits below it cleared, unless `a` is zero there and below.
    let (a, b) = (least?, greatest?);
    if a > b {
        return None;
    }
    let differ = (a ^ b) as u128;
    let fixed = if differ == 0 {
        a
    } else {
        let top = 127 - differ.leading_zeros();
        if a & ((2 << top) - 1) == 0 {
            a
        } else {
            b & !((1 << top) - 1)
        }
    };
    Dyadic::from_fixed(fixed)
}

/// The value `{left | right}` of a position whose options are all numbers: the simplest
/// number strictly above every Left option and below every Right option (no options on a side:
/// no bound there). `None` when the position is not a number (some Left option is at least
/// some Right option) or the value does not fit a [`Dyadic`].
///
/// # Complexity
/// O(left + right)
///
/// # Example
/// ```
/// use snippets::dyadic::{options_value, Dyadic};
/// let d = |n, e| Dyadic::new(n, e).unwrap();
/// assert_eq!(options_value(&[], &[]), Some(Dyadic::ZERO)); // edge: { | } = 0
/// assert_eq!(options_value(&[d(0, 0)], &[]), Some(d(1, 0)));
/// assert_eq!(options_value(&[d(0, 0)], &[d(1, 0)]), Some(d(1, 1)));
/// assert_eq!(options_value(&[d(-1, 1)], &[d(0, 0)]), Some(d(-1, 2)));
/// assert_eq!(options_value(&[d(0, 0)], &[d(0, 0)]), None); // {0 | 0} = * is no number
/// ```
pub fn options_value(left: &[Dyadic], right: &[Dyadic]) -> Option<Dyadic> {
    let low = left.iter().max().map_or(Bound::Unbounded, |&x| Bound::Excluded(x));
    let high = right.iter().min().map_or(Bound::Unbounded, |&x| Bound::Excluded(x));
    simplest_between(low, high)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;
    use std::cmp::Ordering;

    /// A dyadic as a raw pair `(numerator, exponent)`, compared by cross multiplication: the
    /// oracle's own arithmetic.
    type Raw = (i64, u32);

    fn raw_cmp(a: Raw, b: Raw) -> Ordering {
        (i128::from(a.0) << b.1).cmp(&(i128::from(b.0) << a.1))
    }

    /// The day a dyadic is born: `|n|` for an integer, `floor(|x|) + e + 1` for an odd
    /// numerator over `2^e`, `e >= 1`.
    fn birthday(x: Raw) -> u64 {
        let (mut n, mut e) = x;
        while e > 0 && n % 2 == 0 {
            (n, e) = (n / 2, e - 1);
        }
        let whole = n.unsigned_abs() >> e;
        if e == 0 {
            whole
        } else {
            whole + u64::from(e) + 1
        }
    }

    fn inside(x: Raw, low: Bound<Raw>, high: Bound<Raw>) -> bool {
        let above = match low {
            Bound::Unbounded => true,
            Bound::Included(l) => raw_cmp(x, l) != Ordering::Less,
            Bound::Excluded(l) => raw_cmp(x, l) == Ordering::Greater,
        };
        let below = match high {
            Bound::Unbounded => true,
            Bound::Included(h) => raw_cmp(x, h) != Ordering::Greater,
            Bound::Excluded(h) => raw_cmp(x, h) == Ordering::Less,
        };
        above && below
    }

    /// Every `n / 2^e` with `e <= exponent` and `|n / 2^e| <= magnitude`, as `(n, exponent)`.
    fn grid(exponent: u32, magnitude: i64) -> Vec<Raw> {
        let reach = magnitude << exponent;
        (-reach..=reach).map(|n| (n, exponent)).collect()
    }

    /// The oracle: the grid point of least birthday inside, checked unique.
    fn search_simplest(low: Bound<Raw>, high: Bound<Raw>, candidates: &[Raw]) -> Option<Raw> {
        let inside: Vec<Raw> =
            candidates.iter().copied().filter(|&x| inside(x, low, high)).collect();
        let least = inside.iter().map(|&x| birthday(x)).min()?;
        let born: Vec<Raw> = inside.into_iter().filter(|&x| birthday(x) == least).collect();
        assert_eq!(born.len(), 1, "one simplest number between {low:?} and {high:?}: {born:?}");
        Some(born[0])
    }

    fn bounds(points: &[Raw]) -> Vec<Bound<Raw>> {
        let mut all = vec![Bound::Unbounded];
        for &x in points {
            all.push(Bound::Included(x));
            all.push(Bound::Excluded(x));
        }
        all
    }

    fn to_dyadic(bound: Bound<Raw>) -> Bound<Dyadic> {
        bound.map(|(n, e)| Dyadic::new(n, e).unwrap())
    }

    #[test]
    fn simplest_between_against_a_search_by_birthday_for_every_pair_of_bounds() {
        let candidates = grid(5, 6);
        let all = bounds(&grid(3, 4));
        let mut intervals = 0;
        for &low in &all {
            for &high in &all {
                let expected = search_simplest(low, high, &candidates);
                let found = simplest_between(to_dyadic(low), to_dyadic(high));
                match (expected, found) {
                    (None, None) => {}
                    (Some(x), Some(y)) => {
                        let y = (y.numerator(), y.exponent());
                        assert_eq!(
                            raw_cmp(x, y),
                            Ordering::Equal,
                            "{low:?} {high:?}: {x:?} vs {y:?}"
                        );
                    }
                    _ => panic!("{low:?} {high:?}: expected {expected:?}, found {found:?}"),
                }
                intervals += 1;
            }
        }
        assert_eq!(intervals, 131 * 131, "{intervals}");
    }

    /// Bounds at every exponent up to 63 and magnitude up to `i64`: the answer is inside, and
    /// simplest by its neighbours (a convex interval holding a simpler number holds one of
    /// them): the integer next nearer zero, or the two multiples of 2^-(e-1) around it. `None`
    /// only for an empty interval or one where the answer cannot fit (checked when both
    /// bounds are below 1 in magnitude: no multiple of 2^-63 inside).
    #[test]
    fn simplest_between_at_large_exponents_is_inside_and_simplest() {
        let mut rng = Rng::new(63);
        let mut nones = 0;
        for round in 0..200_000 {
            let small = round % 2 == 0; // magnitude below 1
            let raw = |rng: &mut Rng| -> Raw {
                let exponent = rng.below_or_equal(63) as u32;
                let bits = if small { exponent } else { rng.below_or_equal(63) as u32 };
                let n = (rng.next_u64() >> (64 - bits.max(1))) as i64 >> u32::from(bits == 0);
                (if rng.below_or_equal(1) == 1 { -n } else { n }, exponent)
            };
            let (a, b) = (raw(&mut rng), raw(&mut rng));
            let (a, b) = if raw_cmp(a, b) == Ordering::Greater { (b, a) } else { (a, b) };
            let pick = |rng: &mut Rng, x: Raw| match rng.below_or_equal(2) {
                0 => Bound::Unbounded,
                1 => Bound::Included(x),
                _ => Bound::Excluded(x),
            };
            let (low, high) = (pick(&mut rng, a), pick(&mut rng, b));
            let Some(found) = simplest_between(to_dyadic(low), to_dyadic(high)) else {
                nones += 1;
                if small && !matches!(low, Bound::Unbounded) && !matches!(high, Bound::Unbounded) {
                    // The least multiple of 2^-63 at or above `a` (strictly if open), then the next.
                    let first = (i128::from(a.0) << (63 - a.1))
                        + i128::from(matches!(low, Bound::Excluded(_)));
                    let first = i64::try_from(first).expect("below 1");
                    assert!(!inside((first, 63), low, high), "{low:?} {high:?}");
                }
                continue;
            };
            let x = (found.numerator(), found.exponent());
            assert!(inside(x, low, high), "{low:?} {high:?}: {x:?} outside");
            let simpler: Vec<Raw> = if x.1 == 0 {
                if x.0 == 0 {
                    vec![]
                } else {
                    vec![(x.0 - x.0.signum(), 0)]
                }
            } else {
                let floor = x.0 >> 1; // x lies between floor and floor + 1 over 2^(e-1)
                vec![(floor, x.1 - 1), (floor + 1, x.1 - 1)]
            };
            for y in simpler {
                assert!(!inside(y, low, high), "{low:?} {high:?}: {y:?} simpler than {x:?}");
            }
        }
        assert!((10..10_000).contains(&nones), "{nones} intervals empty or unfit");
    }

    #[test]
    fn options_values_from_the_literature() {
        let d = |n, e| Dyadic::new(n, e).unwrap();
        assert_eq!(options_value(&[d(1, 0)], &[]), Some(d(2, 0)));
        assert_eq!(options_value(&[], &[d(-1, 0)]), Some(d(-2, 0)));
        assert_eq!(options_value(&[d(-5, 0)], &[d(3, 0)]), Some(Dyadic::ZERO));
        assert_eq!(options_value(&[d(1, 0)], &[d(2, 0)]), Some(d(3, 1)));
        assert_eq!(options_value(&[d(1, 1)], &[d(1, 0)]), Some(d(3, 2)));
        assert_eq!(options_value(&[d(0, 0), d(1, 2)], &[d(3, 1), d(1, 1)]), Some(d(3, 3)));
        assert_eq!(options_value(&[d(1, 0)], &[d(0, 0)]), None);
        assert_eq!(d(-3, 2).to_string(), "-3/4");
        assert_eq!(d(10, 0).to_string(), "10");
    }

    #[test]
    fn sums_and_comparisons_against_cross_multiplication() {
        let mut rng = Rng::new(5);
        for _ in 0..20_000 {
            let raw = |rng: &mut Rng| -> Raw {
                let bits = rng.below_or_equal(63) as u32;
                let n = (rng.next_u64() >> (63 - bits)) as i64
                    * if rng.below_or_equal(1) == 1 { -1 } else { 1 };
                (n, rng.below_or_equal(63) as u32)
            };
            let (a, b) = (raw(&mut rng), raw(&mut rng));
            let (x, y) = (Dyadic::new(a.0, a.1).unwrap(), Dyadic::new(b.0, b.1).unwrap());
            assert_eq!(x.cmp(&y), raw_cmp(a, b), "{a:?} {b:?}");
            // The sum over 2^126 in i128 (or i128 overflow avoided by a smaller shared exponent).
            let e = a.1.max(b.1);
            let wide = (i128::from(a.0) << (e - a.1)) + (i128::from(b.0) << (e - b.1));
            match x.checked_add(y) {
                Some(sum) => assert_eq!(
                    raw_cmp((sum.numerator(), sum.exponent()), (0, 0)),
                    wide.cmp(&0),
                    "{a:?} {b:?}"
                ),
                None => {
                    // Only when the reduced numerator leaves i64.
                    let t = wide.trailing_zeros().min(e);
                    assert!(i64::try_from(wide >> t).is_err(), "{a:?} {b:?}");
                }
            }
            if let Some(sum) = x.checked_add(y) {
                let wide_sum = i128::from(sum.numerator()) << (e - sum.exponent().min(e));
                assert_eq!(wide_sum, wide, "{a:?} + {b:?}");
                assert_eq!(sum.checked_sub(y), Some(x), "{a:?} {b:?}");
            }
        }
    }

    #[test]
    fn edge_values() {
        let max = Dyadic::integer(i64::MAX);
        let min = Dyadic::integer(i64::MIN);
        let tiny = Dyadic::new(1, 63).unwrap();
        assert!(min < tiny && tiny < max && Dyadic::ZERO < tiny);
        assert_eq!(simplest_between(Bound::Unbounded, Bound::Excluded(min)), None);
        assert_eq!(simplest_between(Bound::Unbounded, Bound::Included(min)), Some(min));
        assert_eq!(simplest_between(Bound::Included(max), Bound::Unbounded), Some(max));
        assert_eq!(
            simplest_between(Bound::Excluded(min), Bound::Excluded(Dyadic::ZERO)),
            Some(Dyadic::integer(-1))
        );
        assert_eq!(simplest_between(Bound::Excluded(Dyadic::ZERO), Bound::Excluded(tiny)), None);
        assert_eq!(simplest_between(Bound::Included(tiny), Bound::Included(tiny)), Some(tiny));
        assert_eq!(
            simplest_between(
                Bound::Excluded(Dyadic::new(i64::MAX - 1, 63).unwrap()),
                Bound::Excluded(Dyadic::integer(1))
            ),
            Some(Dyadic::new(i64::MAX, 63).unwrap())
        );
        assert_eq!(max.checked_sub(min), None);
        assert_eq!(min.checked_add(max), Some(Dyadic::integer(-1)));
        assert_eq!(tiny.checked_add(tiny), Dyadic::new(1, 62));
        assert_eq!(Dyadic::new(i64::MIN, 0).unwrap().to_string(), i64::MIN.to_string());
    }
}
