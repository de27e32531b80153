//! A seeded generator for random inputs: the same seed gives the same inputs on every machine.

/// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast, and plenty for choosing test inputs.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator whose whole sequence is fixed by `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
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
    /// the edges are where closed forms go wrong.
    pub fn value(&mut self, max: u64) -> u64 {
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
        assert!((0..100).all(|_| rng.between(u64::MAX - 1, u64::MAX) >= u64::MAX - 1));
    }
}
