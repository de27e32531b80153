//! Wythoff's game searched by its rules, for the problems that play it (hdu1527, hdu2177):
//! which positions lose for the player to move, found by trying every move. Shares nothing
//! with the snippets' closed forms.

/// `loses(a, b)`: the player to move loses at `(a, b)`; the table grows on demand.
#[derive(Default)]
pub struct WythoffSearch {
    p: Vec<Vec<bool>>,
}

impl WythoffSearch {
    /// Whether `(a, b)` is a P-position: no move (from one pile, or the same from both)
    /// reaches a P-position.
    pub fn loses(&mut self, a: usize, b: usize) -> bool {
        let needed = a.max(b) + 1;
        if self.p.len() < needed {
            let mut p = vec![vec![false; needed]; needed];
            for x in 0..needed {
                for y in 0..needed {
                    let reaches_p = (0..x).any(|i| p[i][y])
                        || (0..y).any(|j| p[x][j])
                        || (1..=x.min(y)).any(|d| p[x - d][y - d]);
                    p[x][y] = !reaches_p;
                }
            }
            self.p = p;
        }
        self.p[a][b]
    }
}
