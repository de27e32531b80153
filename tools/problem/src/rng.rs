//! A seeded generator for random inputs: the same seed gives the same inputs on every machine.

/// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast, and plenty for choosing test inputs.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
    /// `Some(least)`: [`Rng::value`] is uniform from `least` ([`Rng::typical`]).
    least: Option<u64>,
}

impl Rng {
    /// A generator whose whole sequence is fixed by `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng {
            state: seed,
            least: None,
        }
    }

    /// This generator's sequence, drawn for the benchmark: its [`Rng::value`] is uniform over
    /// `least..=max` (the statement's range), where a generator of [`Rng::new`] favours the
    /// edges; [`Rng::between`] is the same. With it, a random case at the statement's maximum
    /// is a typical case of the statement ([`crate::Problem::max_input`]).
    pub fn typical(&self, least: u64) -> Rng {
        Rng {
            state: self.state,
            least: Some(least),
        }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A value in `low..=high` (`low <= high`).
    pub fn between(&mut self, low: u64, high: u64) -> u64 {
        match (high - low).checked_add(1) {
            Some(span) => low + self.next_u64() % span,
            None => self.next_u64(),
        }
    }

    /// A value in `0..=max` that is small often, close to `max` often, and uniform otherwise:
    /// the edges are where closed forms go wrong. From a [`Rng::typical`] generator: uniform
    /// over `least..=max` (`max` alone when `max < least`).
    pub fn value(&mut self, max: u64) -> u64 {
        if let Some(least) = self.least {
            return self.between(least.min(max), max);
        }
        let edge = max.min(8);
        match self.between(0, 3) {
            0 => self.between(0, edge),
            1 => max - self.between(0, edge),
            _ => self.between(0, max),
        }
    }

    /// Puts `items` in a random order (Fisher-Yates: each order equally likely).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.between(0, i as u64) as usize);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replays_from_its_seed() {
        let first: Vec<u64> = (0..5)
            .scan(Rng::new(7), |rng, _| Some(rng.next_u64()))
            .collect();
        let again: Vec<u64> = (0..5)
            .scan(Rng::new(7), |rng, _| Some(rng.next_u64()))
            .collect();
        assert_eq!(first, again);
        assert_ne!(
            first,
            (0..5)
                .scan(Rng::new(8), |rng, _| Some(rng.next_u64()))
                .collect::<Vec<_>>()
        );
    }

    #[test]
    fn values_stay_in_range_and_reach_both_edges() {
        let mut rng = Rng::new(1);
        for max in [0, 1, 5, 150, u64::MAX] {
            let values: Vec<u64> = (0..2000).map(|_| rng.value(max)).collect();
            assert!(values.iter().all(|&v| v <= max), "max={max}");
            assert!(values.contains(&0) && values.contains(&max), "max={max}");
        }
        assert_eq!(rng.between(3, 3), 3);
        // Typical of a statement: uniform from its least, both ends reached, no edge favoured.
        let mut typical = rng.typical(5);
        let values: Vec<u64> = (0..2000).map(|_| typical.value(20)).collect();
        assert!(values.iter().all(|&v| (5..=20).contains(&v)), "{values:?}");
        assert!(values.contains(&5) && values.contains(&20));
        let small = values.iter().filter(|&&v| v <= 12).count();
        assert!((900..1100).contains(&small), "{small} of 2000 in 5..=12");
        assert_eq!(typical.value(3), 3);
        assert_eq!(rng.typical(1).value(1000), rng.clone().between(1, 1000));
        assert!((0..100).all(|_| rng.between(u64::MAX - 1, u64::MAX) >= u64::MAX - 1));
    }
}
