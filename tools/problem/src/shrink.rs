//! How a case shrinks by default ([`crate::Problem::smaller`]): [`Shrink`], for the types cases
//! are made of (numbers, `bool`, `String`, tuples, lists, arrays).

use crate::smaller_numbers;

/// Values strictly smaller than `self`, for the stress tool's shrinking: lists with an item
/// fewer ([`Shrink::fewer`]) first, then the same lists with a number smaller
/// ([`Shrink::lower`]). Each candidate is smaller in one well-founded order (the list items
/// inside it, all levels counted, then the sum of its numbers' magnitudes), so that a chain of
/// shrinks ends.
///
/// A list keeps at least one item (an empty list is seldom a case; a problem whose cases may
/// be empty writes its own [`crate::Problem::smaller`], e.g. [`crate::smaller_lists`] with
/// `at_least` 0); a number goes down towards 0 ([`smaller_numbers`]), a signed one towards 0
/// keeping its sign. The problem keeps only the candidates it calls valid
/// ([`crate::Problem::valid`]). A struct of one's own implements it by its fields, or with no
/// candidates where its problem writes its own `smaller`:
///
/// ```
/// #[derive(Clone)]
/// struct Board(Vec<Vec<u8>>);
///
/// impl problem::Shrink for Board {
///     fn lower(&self) -> Vec<Board> {
///         Vec::new()
///     }
/// }
/// ```
pub trait Shrink: Sized {
    /// Every candidate, most promising first: [`Shrink::fewer`], then [`Shrink::lower`].
    fn shrink(&self) -> Vec<Self> {
        let mut candidates = self.fewer();
        candidates.extend(self.lower());
        candidates
    }

    /// `self` with one list item fewer, at any level: each item of the outermost list left out
    /// in turn (while it has more than one), then each item's own [`Shrink::fewer`]. None by
    /// default: a number holds no list.
    fn fewer(&self) -> Vec<Self> {
        Vec::new()
    }

    /// `self` with one number smaller and every list as long: each number in turn, each of
    /// its smaller values.
    fn lower(&self) -> Vec<Self>;
}

macro_rules! unsigned {
    ($($t:ty)*) => {$(
        impl Shrink for $t {
            /// [`smaller_numbers`].
            fn lower(&self) -> Vec<$t> {
                smaller_numbers(*self as u64).into_iter().map(|x| x as $t).collect()
            }
        }
    )*};
}
unsigned!(u8 u16 u32 u64 usize);

macro_rules! signed {
    ($($t:ty)*) => {$(
        impl Shrink for $t {
            /// The [`smaller_numbers`] of its magnitude, with its sign.
            fn lower(&self) -> Vec<$t> {
                let magnitude = (*self as i64).unsigned_abs();
                let sign = if *self < 0 { -1 } else { 1 };
                // Each is below the magnitude, so it and its negation fit the type.
                smaller_numbers(magnitude).into_iter().map(|x| sign * x as $t).collect()
            }
        }
    )*};
}
signed!(i8 i16 i32 i64 isize);

impl Shrink for bool {
    /// `false` below `true`.
    fn lower(&self) -> Vec<bool> {
        if *self { vec![false] } else { Vec::new() }
    }
}

impl Shrink for String {
    /// Each character left out in turn, while more than one remains (a word stays a token).
    fn fewer(&self) -> Vec<String> {
        if self.chars().nth(1).is_none() {
            return Vec::new();
        }
        self.char_indices()
            .map(|(at, c)| format!("{}{}", &self[..at], &self[at + c.len_utf8()..]))
            .collect()
    }

    /// None: a character is no number.
    fn lower(&self) -> Vec<String> {
        Vec::new()
    }
}

impl<T: Shrink + Clone> Shrink for Vec<T> {
    fn fewer(&self) -> Vec<Vec<T>> {
        let mut candidates = Vec::new();
        if self.len() > 1 {
            for index in 0..self.len() {
                let mut fewer = self.clone();
                fewer.remove(index);
                candidates.push(fewer);
            }
        }
        candidates.extend(each_item(self, T::fewer));
        candidates
    }

    fn lower(&self) -> Vec<Vec<T>> {
        each_item(self, T::lower)
    }
}

impl<T: Shrink + Clone, const N: usize> Shrink for [T; N] {
    fn fewer(&self) -> Vec<[T; N]> {
        each_item(self, T::fewer)
    }

    fn lower(&self) -> Vec<[T; N]> {
        each_item(self, T::lower)
    }
}

/// `items` with one item replaced by each of its `candidates` in turn, item by item.
fn each_item<T: Clone, L: AsRef<[T]> + AsMut<[T]> + Clone>(
    items: &L,
    candidates: impl Fn(&T) -> Vec<T>,
) -> Vec<L> {
    let mut all = Vec::new();
    for (index, item) in items.as_ref().iter().enumerate() {
        for candidate in candidates(item) {
            let mut changed = items.clone();
            changed.as_mut()[index] = candidate;
            all.push(changed);
        }
    }
    all
}

macro_rules! tuple {
    ($(($($name:ident $index:tt),*))*) => {$(
        impl<$($name: Shrink + Clone),*> Shrink for ($($name,)*) {
            /// Each field's, in order, the others as they are.
            fn fewer(&self) -> Vec<Self> {
                let mut candidates = Vec::new();
                $(
                    for candidate in self.$index.fewer() {
                        let mut changed = self.clone();
                        changed.$index = candidate;
                        candidates.push(changed);
                    }
                )*
                candidates
            }

            /// Each field's, in order, the others as they are.
            fn lower(&self) -> Vec<Self> {
                let mut candidates = Vec::new();
                $(
                    for candidate in self.$index.lower() {
                        let mut changed = self.clone();
                        changed.$index = candidate;
                        candidates.push(changed);
                    }
                )*
                candidates
            }
        }
    )*};
}
tuple! {
    (A 0)
    (A 0, B 1)
    (A 0, B 1, C 2)
    (A 0, B 1, C 2, D 3)
    (A 0, B 1, C 2, D 3, E 4)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Rng, smaller_lists};

    /// The order every candidate must go down in: the list items inside a value (all levels),
    /// then the sum of its numbers' magnitudes.
    trait Measure {
        fn items(&self) -> u64;
        fn magnitude(&self) -> u128;
    }

    impl Measure for u64 {
        fn items(&self) -> u64 {
            0
        }
        fn magnitude(&self) -> u128 {
            u128::from(*self)
        }
    }

    impl Measure for i8 {
        fn items(&self) -> u64 {
            0
        }
        fn magnitude(&self) -> u128 {
            u128::from(self.unsigned_abs())
        }
    }

    impl Measure for i64 {
        fn items(&self) -> u64 {
            0
        }
        fn magnitude(&self) -> u128 {
            u128::from(self.unsigned_abs())
        }
    }

    impl Measure for u8 {
        fn items(&self) -> u64 {
            0
        }
        fn magnitude(&self) -> u128 {
            u128::from(*self)
        }
    }

    impl Measure for bool {
        fn items(&self) -> u64 {
            0
        }
        fn magnitude(&self) -> u128 {
            u128::from(*self)
        }
    }

    impl Measure for String {
        fn items(&self) -> u64 {
            self.chars().count() as u64
        }
        fn magnitude(&self) -> u128 {
            0
        }
    }

    impl<T: Measure> Measure for Vec<T> {
        fn items(&self) -> u64 {
            self.iter().map(|item| 1 + item.items()).sum()
        }
        fn magnitude(&self) -> u128 {
            self.iter().map(Measure::magnitude).sum()
        }
    }

    impl<T: Measure, const N: usize> Measure for [T; N] {
        fn items(&self) -> u64 {
            self.iter().map(Measure::items).sum()
        }
        fn magnitude(&self) -> u128 {
            self.iter().map(Measure::magnitude).sum()
        }
    }

    impl<A: Measure, B: Measure> Measure for (A, B) {
        fn items(&self) -> u64 {
            self.0.items() + self.1.items()
        }
        fn magnitude(&self) -> u128 {
            self.0.magnitude() + self.1.magnitude()
        }
    }

    impl<A: Measure, B: Measure, C: Measure> Measure for (A, B, C) {
        fn items(&self) -> u64 {
            self.0.items() + self.1.items() + self.2.items()
        }
        fn magnitude(&self) -> u128 {
            self.0.magnitude() + self.1.magnitude() + self.2.magnitude()
        }
    }

    fn key<T: Measure>(value: &T) -> (u64, u128) {
        (value.items(), value.magnitude())
    }

    /// Every candidate of `value` is smaller in the measure, `fewer` ones by items, `lower`
    /// ones by magnitude with as many items; and a chain of shrinks, each step to the first
    /// candidate or to a random one, ends within `steps`.
    fn check<T: Shrink + Measure + Clone + std::fmt::Debug>(
        rng: &mut Rng,
        value: &T,
        steps: usize,
    ) {
        for candidate in value.fewer() {
            assert!(
                candidate.items() < value.items(),
                "{candidate:?} from {value:?}"
            );
        }
        for candidate in value.lower() {
            assert_eq!(
                candidate.items(),
                value.items(),
                "{candidate:?} from {value:?}"
            );
            assert!(
                candidate.magnitude() < value.magnitude(),
                "{candidate:?} from {value:?}"
            );
        }
        for random in [false, true] {
            let mut current = value.clone();
            for step in 0.. {
                let candidates = current.shrink();
                if candidates.is_empty() {
                    break;
                }
                let pick = if random {
                    rng.between(0, candidates.len() as u64 - 1)
                } else {
                    0
                };
                let next = &candidates[pick as usize];
                assert!(key(next) < key(&current), "{next:?} from {current:?}");
                assert!(step < steps, "{value:?} still shrinks after {steps} steps");
                current = next.clone();
            }
        }
    }

    fn list(rng: &mut Rng, max: u64) -> Vec<u64> {
        (0..rng.between(1, 4)).map(|_| rng.value(max)).collect()
    }

    #[test]
    fn every_candidate_is_smaller_and_shrinking_ends() {
        let mut rng = Rng::new(39);
        for _ in 0..40 {
            let max = [3, 1000, u64::MAX][rng.between(0, 2) as usize];
            let r = &mut rng.clone();
            check(r, &rng.value(max), 1000);
            check(r, &(rng.value(max), rng.value(max)), 2000);
            check(r, &list(&mut rng, max), 5000);
            let nested: Vec<Vec<u64>> = (0..rng.between(1, 3)).map(|_| list(&mut rng, 9)).collect();
            check(r, &nested, 1000);
            check(
                r,
                &(rng.value(9), list(&mut rng, 9), rng.between(0, 1) == 1),
                1000,
            );
            let signed = rng.next_u64() as i64;
            check(r, &(signed, [rng.next_u64() as i8, -1, i8::MIN]), 2000);
            check(r, &[i64::MIN, i64::MAX], 2000);
            let word: String = (0..rng.between(1, 5))
                .map(|i| (b'a' + i as u8) as char)
                .collect();
            check(r, &vec![word, "é日x".to_string()], 100);
            check(r, &vec![(rng.value(9) as u8, rng.value(9)); 3], 1000);
        }
    }

    #[test]
    fn the_common_shapes_shrink_as_written_by_hand() {
        // Lists first, each item's numbers then: the overrides the default replaced.
        let piles = vec![4u64, 0, 7];
        assert_eq!(
            piles.shrink(),
            smaller_lists(&piles, 1, |&p| smaller_numbers(p))
        );
        let pairs = vec![(3u64, 2u64), (1, 5)];
        let by_hand = smaller_lists(&pairs, 1, |&(a, b)| {
            let first = smaller_numbers(a).into_iter().map(|x| (x, b));
            first
                .chain(smaller_numbers(b).into_iter().map(|y| (a, y)))
                .collect()
        });
        assert_eq!(pairs.shrink(), by_hand);
        let by_hand: Vec<(u64, u64)> = smaller_numbers(9)
            .into_iter()
            .map(|x| (x, 6))
            .chain(smaller_numbers(6).into_iter().map(|y| (9, y)))
            .collect();
        assert_eq!((9u64, 6u64).shrink(), by_hand);
        assert_eq!(5u64.shrink(), smaller_numbers(5));
        // Every list item left out before any number goes down, at every level.
        let nested = (2u64, vec![vec![1u64, 2], vec![3]]);
        assert_eq!(
            nested.shrink()[..3],
            [
                (2, vec![vec![3]]),
                (2, vec![vec![1, 2]]),
                (2, vec![vec![2], vec![3]])
            ]
        );
        assert_eq!(nested.shrink()[4], (0, vec![vec![1, 2], vec![3]]));
        // At its smallest: one item, numbers 0.
        assert!(vec![vec![0u64]].shrink().is_empty());
        assert!(
            (0u64, false, [0i64; 2], String::from("a"))
                .shrink()
                .is_empty()
        );
        assert_eq!((-3i64).shrink(), [0, -1, -2]);
        assert_eq!(String::from("abc").shrink(), ["bc", "ac", "ab"]);
    }
}
