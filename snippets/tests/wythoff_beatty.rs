//! The first 10^6 P-positions of Wythoff's game against Beatty's theorem: the numbers `a_k`
//! and `b_k` (`k >= 1`) split the positive integers, each taken exactly once, and `b_k - a_k =
//! k`. Also against `partner`, which gets there by another road (Zeckendorf, not `isqrt`).

use snippets::wythoff::{is_p_position, p_position, partner};

#[test]
fn first_million_p_positions_split_the_naturals() {
    let count: u64 = 1_000_000;
    let (last_lower, last_upper) = p_position(count).expect("small k");
    let mut taken = vec![false; last_upper as usize + 1];
    let mut previous_lower = 0;
    for k in 1..=count {
        let (lower, upper) = p_position(k).expect("small k");
        assert_eq!(upper - lower, k, "k={k}");
        assert!(lower > previous_lower, "k={k}: a_k must increase");
        previous_lower = lower;
        for x in [lower, upper] {
            assert!(!taken[x as usize], "k={k}: {x} is taken twice");
            taken[x as usize] = true;
        }
        assert_eq!(partner(lower), Some(upper), "k={k}");
        assert_eq!(partner(upper), Some(lower), "k={k}");
        assert!(is_p_position(upper, lower), "k={k}");
    }
    // Every number up to a_count is some a_k or some b_k with k < count.
    let missing = (1..=last_lower).find(|&x| !taken[x as usize]);
    assert_eq!(missing, None, "not covered by the first {count} P-positions");
}
