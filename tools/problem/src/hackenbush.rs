//! Green Hackenbush searched by its rules, for the problems that play it (hdu3094, poj3710):
//! the Grundy value of an edge set rooted at vertex 1, found by deleting each real edge and
//! dropping what no longer reaches the root. Shares nothing with the snippets' colon and
//! fusion principles.

use std::collections::HashMap;

/// Grundy values of edge sets, memoised on the sorted edges still standing.
#[derive(Default)]
pub struct HackenbushSearch {
    values: HashMap<Vec<(u64, u64)>, u64>,
}

impl HackenbushSearch {
    /// The Grundy value of the undirected edges `edges` (loops and repeated edges allowed)
    /// rooted at vertex 1: the least value that no deletion of one standing edge reaches.
    /// The player to move wins iff it is not `0`.
    pub fn value(&mut self, edges: &[(u64, u64)]) -> u64 {
        let edges = standing(edges);
        if let Some(&known) = self.values.get(&edges) {
            return known;
        }
        let mut reached = Vec::new();
        for index in 0..edges.len() {
            let mut next = edges.clone();
            next.remove(index);
            reached.push(self.value(&next));
        }
        let value = (0..).find(|v| !reached.contains(v)).unwrap_or(0);
        self.values.insert(edges, value);
        value
    }
}

/// The edges of `edges` still connected to vertex 1, sorted.
fn standing(edges: &[(u64, u64)]) -> Vec<(u64, u64)> {
    let mut reached = vec![1u64];
    let mut grown = true;
    while grown {
        grown = false;
        for &(a, b) in edges {
            if reached.contains(&a) != reached.contains(&b) {
                reached.push(if reached.contains(&a) { b } else { a });
                grown = true;
            }
        }
    }
    let mut kept: Vec<(u64, u64)> = edges
        .iter()
        .filter(|(a, _)| reached.contains(a))
        .map(|&(a, b)| (a.min(b), a.max(b)))
        .collect();
    kept.sort_unstable();
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stalks_are_nim_heaps_and_a_loop_is_one_edge() {
        let mut search = HackenbushSearch::default();
        assert_eq!(search.value(&[]), 0);
        assert_eq!(search.value(&[(1, 2), (3, 2), (3, 4)]), 3);
        assert_eq!(search.value(&[(1, 1)]), 1);
        // A triangle on the root: an odd cycle, which fuses to one loop, worth 1.
        assert_eq!(search.value(&[(1, 2), (2, 3), (3, 1)]), 1);
        // What is cut off from the root is gone.
        assert_eq!(search.value(&[(2, 3)]), 0);
    }
}
