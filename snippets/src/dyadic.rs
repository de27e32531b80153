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
//! A [`Dyadic`] is kept normalised (an odd numerator, or exponent 0), its numerator an `i64`
//! and its exponent at most 63, so that every comparison and sum is exact in `i128`; what
//! does not fit is `None`, never a wrong value.
//!
//! Depends on: nothing.
//!
//! Verified: [`simplest_between`] against a search for the number of least birthday over every
//! dyadic of exponent <= 5 and magnitude <= 6, for every pair of bounds (absent, open or
//! closed) at dyadics of exponent <= 3 and magnitude <= 4 (17,161 intervals);
//! [`options_value`] on the textbook values; sums and comparisons against `i128` cross
//! multiplication on seeded random dyadics; edge values `i64::MIN`, `i64::MAX`, exponent 63.
//! The sums of games are checked in `crate::hackenbush_string`.

use std::cmp::Ordering;
use std::fmt;
use std::ops::Bound;

/// The exact number `numerator / 2^exponent`, normalised: the numerator is odd, or the
/// exponent is 0; the exponent is at most 63.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dyadic {
    numerator: i64,
    exponent: u32,
}

/// The largest exponent kept: a numerator shifted this far still fits an `i128`.
const MAX_EXPONENT: u32 = 63;

impl Dyadic {
    /// Zero.
    pub const ZERO: Dyadic = Dyadic { numerator: 0, exponent: 0 };

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
        (exponent <= MAX_EXPONENT).then_some(Dyadic { numerator: numerator >> shift, exponent })
    }

    /// The integer `n`.
    ///
    /// # Example
    /// ```
    /// use snippets::dyadic::Dyadic;
    /// assert_eq!(Dyadic::integer(i64::MAX).numerator(), i64::MAX);
    /// ```
    pub const fn integer(n: i64) -> Dyadic {
        Dyadic { numerator: n, exponent: 0 }
    }

    /// The numerator, odd unless the number is an integer.
    pub fn numerator(self) -> i64 {
        self.numerator
    }

    /// The exponent of the denominator `2^exponent`, 0 for an integer.
    pub fn exponent(self) -> u32 {
        self.exponent
    }

    /// The numerator over the common denominator `2^exponent` (`exponent` at least this
    /// number's), in `i128`: exact, as the shift is at most 63.
    fn scaled(self, exponent: u32) -> i128 {
        i128::from(self.numerator) << (exponent - self.exponent)
    }

    /// `numerator / 2^exponent` for an `i128` numerator: `None` unless it fits once
    /// normalised.
    fn from_wide(numerator: i128, exponent: u32) -> Option<Dyadic> {
        if numerator == 0 {
            return Some(Dyadic::ZERO);
        }
        let shift = numerator.trailing_zeros().min(exponent);
        let numerator = i64::try_from(numerator >> shift).ok()?;
        Dyadic::new(numerator, exponent - shift)
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
        let exponent = self.exponent.max(other.exponent);
        Dyadic::from_wide(self.scaled(exponent) + other.scaled(exponent), exponent)
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
        let exponent = self.exponent.max(other.exponent);
        Dyadic::from_wide(self.scaled(exponent) - other.scaled(exponent), exponent)
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
        Some(Dyadic { numerator: self.numerator.checked_neg()?, exponent: self.exponent })
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
        self.numerator > 0
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
        self.numerator >= 0
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Dyadic) -> Ordering {
        let exponent = self.exponent.max(other.exponent);
        self.scaled(exponent).cmp(&other.scaled(exponent))
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// `-3/4`, `5`, `0`.
impl fmt::Display for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.exponent == 0 {
            write!(f, "{}", self.numerator)
        } else {
            write!(f, "{}/{}", self.numerator, 1u64 << self.exponent)
        }
    }
}

/// Whether `x` is above the lower bound `low`.
fn above(x: Dyadic, low: Bound<Dyadic>) -> bool {
    match low {
        Bound::Unbounded => true,
        Bound::Included(low) => x >= low,
        Bound::Excluded(low) => x > low,
    }
}

/// Whether `x` is below the upper bound `high`.
fn below(x: Dyadic, high: Bound<Dyadic>) -> bool {
    match high {
        Bound::Unbounded => true,
        Bound::Included(high) => x <= high,
        Bound::Excluded(high) => x < high,
    }
}

/// The least multiple of `2^-exponent` above `numerator / 2^shifted` (strictly above if
/// `strict`), as its numerator over `2^exponent`, in `i128`; exact for exponents up to 63
/// and numerators up to `2^63` in magnitude.
fn least_multiple_above(numerator: i128, shifted: u32, strict: bool, exponent: u32) -> i128 {
    if exponent >= shifted {
        (numerator << (exponent - shifted)) + i128::from(strict)
    } else {
        // Floor division by 2^shift, then one step up unless exact and not strict.
        let shift = shifted - exponent;
        let floor = numerator >> shift;
        let exact = floor << shift == numerator;
        if exact && !strict {
            floor
        } else {
            floor + 1
        }
    }
}

/// The simplest number in the interval from `low` to `high` (each `Unbounded`, `Included` or
/// `Excluded`): the one born first, which is the integer of least magnitude in it when it holds
/// an integer, else its number of least denominator. `None` when the interval is empty or
/// that number does not fit a [`Dyadic`] (an exponent of 64, an integer past `i64`).
///
/// # Complexity
/// O(64)
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
    // Integers first: the least one above `low` and the greatest below `high`.
    let first = match low {
        Bound::Unbounded => None,
        Bound::Included(x) => Some(least_multiple_above(x.numerator.into(), x.exponent, false, 0)),
        Bound::Excluded(x) => Some(least_multiple_above(x.numerator.into(), x.exponent, true, 0)),
    };
    // The greatest integer below `high` is minus the least one above `-high`.
    let last = match high {
        Bound::Unbounded => None,
        Bound::Included(x) => {
            Some(-least_multiple_above(-i128::from(x.numerator), x.exponent, false, 0))
        }
        Bound::Excluded(x) => {
            Some(-least_multiple_above(-i128::from(x.numerator), x.exponent, true, 0))
        }
    };
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
    // No integer: both bounds are finite; the least exponent with a multiple inside.
    let (Bound::Included(x) | Bound::Excluded(x)) = low else { return None };
    let strict = matches!(low, Bound::Excluded(_));
    for exponent in 1..=MAX_EXPONENT {
        let numerator = least_multiple_above(x.numerator.into(), x.exponent, strict, exponent);
        let candidate = Dyadic::from_wide(numerator, exponent)?;
        if below(candidate, high) {
            return above(candidate, low).then_some(candidate);
        }
    }
    None
}

/// The value `{left | right}` of a position whose options are all numbers: the simplest
/// number strictly above every Left option and below every Right option (no options on a side:
/// no bound there). `None` when the position is not a number (some Left option is at least
/// some Right option) or the value does not fit a [`Dyadic`].
///
/// # Complexity
/// O(left + right + 64)
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
