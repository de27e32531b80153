//! Helpers shared by the unit tests: a seeded generator, so every random test replays.

/// SplitMix64: small, fast, and good enough to pick test inputs.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A value in `0..=max`, uniform enough for tests.
    pub fn below_or_equal(&mut self, max: u64) -> u64 {
        match max.checked_add(1) {
            Some(bound) => self.next_u64() % bound,
            None => self.next_u64(),
        }
    }

    /// A value whose magnitude is itself random: small, mid-sized and near `u64::MAX` all
    /// come up often, which a uniform draw would not give.
    pub fn any_magnitude(&mut self) -> u64 {
        let bits = self.below_or_equal(64) as u32;
        let value = self.next_u64().checked_shr(64 - bits).unwrap_or(0);
        match self.below_or_equal(7) {
            0 => u64::MAX - value % 1000,
            _ => value,
        }
    }
}

/// Every position of at most `max_count` piles of at most `max_pile` stones: the empty
/// position first, then by number of piles, each length in lexicographic order.
pub fn all_positions(max_count: usize, max_pile: u64) -> Vec<Vec<u64>> {
    let mut all = vec![Vec::new()];
    let mut current: Vec<Vec<u64>> = vec![Vec::new()];
    for _ in 0..max_count {
        current = current
            .iter()
            .flat_map(|prefix| {
                (0..=max_pile).map(move |pile| {
                    let mut next = prefix.clone();
                    next.push(pile);
                    next
                })
            })
            .collect();
        all.extend(current.iter().cloned());
    }
    all
}
