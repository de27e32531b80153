//! The search: every family of the rule space proposes the rules that fit the table, each
//! family learning its free values (a period, a recurrence, the values of a disjunctive sum's
//! heaps) from the table; [`search`] then checks every proposal against every position with
//! [`Rule::eval`], the one judge, and keeps those that agree everywhere and are much shorter
//! than the table.

use crate::num::Quad;
use crate::parse::{Kind, Table};
use crate::rule::{Bits, Feature, One, Op, Periodic, Pred, Rule, Set, Value};
use std::collections::{BTreeMap, HashMap};

/// The largest feature value a learned map is fitted over (a denser table is needed).
const MAX_DOMAIN: u128 = 1 << 20;

/// Rules that compare two of the numbers look at the first this many.
const PAIRWISE: usize = 4;

/// A rule that fits, with its cost.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub rule: Rule,
    pub cost: u32,
}

/// A rule that almost fits: what it gets wrong.
#[derive(Clone, Debug)]
pub struct NearMiss {
    pub rule: String,
    pub cost: u32,
    /// Positions it gets wrong: (position, table's value, rule's value).
    pub wrong: Vec<(Vec<u64>, u64, Option<u64>)>,
    pub wrong_count: usize,
    /// Or why it was not kept although it agrees.
    pub note: Option<String>,
}

/// What the search found.
#[derive(Clone, Debug, Default)]
pub struct Found {
    /// Every proposal that agrees with every position and passes the length test, cheapest
    /// first, no two with the same text.
    pub fits: Vec<Candidate>,
    pub near: Vec<NearMiss>,
    /// How many proposals were checked.
    pub proposals: usize,
}

/// The eventually arithmetic-periodic maps of least cost through the points `(x, y)`;
/// `step` allows a nonzero saltus. Every learned value is seen: each residue of the periodic
/// part at least twice, over at least three whole periods. Empty when none.
pub fn fit_periodic(points: &[(u128, u128)], step: bool) -> Vec<Periodic> {
    fit(points, step, true)
}

/// [`fit_periodic`], or with `strict` off: any period seen once through (at least one value
/// repeating), whatever its cost: what a longer table might confirm.
fn fit(points: &[(u128, u128)], step: bool, strict: bool) -> Vec<Periodic> {
    let Some(top) = points.iter().map(|p| p.0).max() else {
        return vec![];
    };
    if top > MAX_DOMAIN {
        return if strict {
            fit_sparse(points, step)
        } else {
            vec![]
        };
    }
    let len = top as usize + 1;
    let mut v: Vec<Option<u128>> = vec![None; len];
    for &(x, y) in points {
        match v[x as usize] {
            Some(old) if old != y => return vec![],
            _ => v[x as usize] = Some(y),
        }
    }
    let known = v.iter().filter(|x| x.is_some()).count();
    if 4 * known < len {
        // Too sparse for the array's scans (each period would cost the whole range).
        return if strict {
            fit_sparse(points, step)
        } else {
            vec![]
        };
    }
    let first = v.iter().position(Option::is_some).unwrap_or(0);
    // A small domain seen through many positions: two periods are evidence enough, and a
    // lookup without extrapolation is a rule (it answers only the values it saw).
    let dense = points.len() >= 10 * len;
    let periods = match (strict, dense) {
        (false, _) => 1,
        (true, true) => 2,
        (true, false) => 3,
    };
    let mut best: Vec<Periodic> = vec![];
    let mut best_cost = u32::MAX;
    if strict && dense && len <= 32 && known == len {
        best.push(Periodic {
            pre: v.clone(),
            base: vec![],
            step: 0,
        });
        best_cost = len as u32;
    }
    for p in 1..=len / periods {
        if p as u32 >= best_cost {
            break;
        }
        // The smallest a from which v(x + p) - v(x) is one constant s.
        let mut s: Option<i128> = None;
        let mut a = 0;
        for x in (0..len - p).rev() {
            let (Some(lo), Some(hi)) = (v[x], v[x + p]) else {
                continue;
            };
            let d = hi as i128 - lo as i128;
            match s {
                None if d == 0 || (step && d > 0) => s = Some(d),
                Some(s) if s == d => {}
                _ => {
                    a = x + 1;
                    break;
                }
            }
        }
        let Some(s) = s else { continue };
        // Nothing is extrapolated below the table: the periodic part starts at a known value.
        let a = a.max(first);
        if len - a < periods * p || (!strict && len - a == p) {
            continue;
        }
        let cost = (a + p) as u32 + u32::from(s != 0);
        if cost > best_cost || (strict && !dense && 2 * cost as usize > known.max(6)) {
            continue;
        }
        let s = s as u128;
        // One value per residue, every known value checked, each residue seen twice.
        let mut base: Vec<Option<u128>> = vec![None; p];
        let mut seen = vec![0usize; p];
        let mut ok = true;
        for (x, y) in v.iter().enumerate().skip(a) {
            let Some(y) = *y else { continue };
            let (r, k) = ((x - a) % p, ((x - a) / p) as u128);
            let Some(b) = y.checked_sub(s * k) else {
                ok = false;
                break;
            };
            match base[r] {
                None => base[r] = Some(b),
                Some(old) if old != b => {
                    ok = false;
                    break;
                }
                _ => {}
            }
            seen[r] += 1;
        }
        if !ok || seen.iter().any(|&c| c < 2) {
            continue;
        }
        let m = Periodic {
            pre: v[..a].to_vec(),
            base: base.into_iter().map(Option::unwrap).collect(),
            step: s,
        };
        if cost < best_cost {
            best.clear();
            best_cost = cost;
        }
        best.push(m);
    }
    best
}

/// The maps through points spread too far for an array: a pure period up to 64 (each residue
/// seen three times, all agreeing), or, with `step`, `y = s * x + c` (all points on the line).
fn fit_sparse(points: &[(u128, u128)], step: bool) -> Vec<Periodic> {
    let mut distinct: Vec<(u128, u128)> = points.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    if distinct.windows(2).any(|w| w[0].0 == w[1].0) || distinct.len() < 10 {
        return vec![];
    }
    for p in 1..=64usize.min(distinct.len() / 3) {
        let mut base: Vec<Option<u128>> = vec![None; p];
        let mut seen = vec![0usize; p];
        let ok = distinct.iter().all(|&(x, y)| {
            let r = (x % p as u128) as usize;
            seen[r] += 1;
            *base[r].get_or_insert(y) == y
        });
        if ok && seen.iter().all(|&c| c >= 3) {
            let base = base.into_iter().map(Option::unwrap).collect();
            return vec![Periodic {
                pre: vec![],
                base,
                step: 0,
            }];
        }
    }
    if step {
        let (x0, y0) = distinct[0];
        let (x1, y1) = distinct[distinct.len() - 1];
        if y1 >= y0 && (y1 - y0) % (x1 - x0) == 0 {
            let s = (y1 - y0) / (x1 - x0);
            if let Some(c) = s.checked_mul(x0).and_then(|sx| y0.checked_sub(sx)) {
                let line = |x: u128| s.checked_mul(x).and_then(|v| v.checked_add(c));
                if s > 0 && distinct.iter().all(|&(x, y)| line(x) == Some(y)) {
                    return vec![Periodic {
                        pre: vec![],
                        base: vec![c],
                        step: s,
                    }];
                }
            }
        }
    }
    vec![]
}

/// The quadratic irrationals above 1 tried for Beatty sets and Wythoff-like comparisons.
pub fn alphas() -> Vec<Quad> {
    let mut out = vec![Quad::PHI, Quad::PHI2];
    for d in [2u64, 3, 5, 6, 7, 10, 11, 13] {
        for c in 1..=3u64 {
            for a in -2..=4i64 {
                let q = Quad { a, b: 1, c, d };
                if q == Quad::PHI || q == Quad::PHI2 || !q.above_one() {
                    continue;
                }
                // Below 8: a bigger ratio leaves too few members in a table to tell.
                let big = Quad {
                    a: a - 8 * c as i64,
                    ..q
                };
                if big.above_one() {
                    continue;
                }
                out.push(q);
            }
        }
    }
    out
}

/// One-number rules with Grundy values (or 0/1 values when `!step`) through the points
/// `(n, value)`.
pub fn one_number(points: &[(u64, u128)], step: bool) -> Vec<Value> {
    let mut out = vec![];
    let functions = [
        One::N,
        One::V2,
        One::Lowbit,
        One::Popcount,
        One::BigOmega,
        One::SmallOmega,
    ];
    for f in functions {
        let exceptions = if f == One::N { 0 } else { 2 };
        for e in 0..=exceptions {
            let listed: Option<Vec<u128>> = (0..e)
                .map(|n| points.iter().find(|p| p.0 == n as u64).map(|p| p.1))
                .collect();
            let Some(listed) = listed else { continue };
            let mapped: Vec<(u128, u128)> = points
                .iter()
                .filter(|p| p.0 >= e as u64)
                .map(|&(n, y)| (f.eval(n), y))
                .collect();
            for m in fit_periodic(&mapped, step) {
                let v = Value::Map(Feature::Heap(0, f.clone()), m);
                out.push(if e == 0 {
                    v
                } else {
                    Value::Except(listed.clone(), Box::new(v))
                });
            }
        }
    }
    if step {
        out.extend(coin(points));
    }
    out
}

/// The coin-turning form `c xor (xor over the 1 bits i of n of w(i))`, `w` extrapolated.
fn coin(points: &[(u64, u128)]) -> Vec<Value> {
    let map: HashMap<u64, u128> = points.iter().copied().collect();
    let Some(&c) = map.get(&0) else { return vec![] };
    let mut w = vec![];
    for i in 0..63 {
        match map.get(&(1u64 << i)) {
            Some(&v) => w.push(v ^ c),
            None => break,
        }
    }
    if w.len() < 6 {
        return vec![];
    }
    for (&n, &v) in &map {
        if n >> w.len() != 0 {
            continue;
        }
        let x = (0..w.len())
            .filter(|&i| n >> i & 1 == 1)
            .fold(c, |x, i| x ^ w[i]);
        if x != v {
            return vec![];
        }
    }
    let mut out = vec![];
    let (w0, w1) = (w[0] as i128, w[1] as i128);
    let (a, b) = (w1 - w0, 2 * w0 - w1);
    let geo = Bits::Geometric(a, b);
    if a != 0 && (0..w.len()).all(|i| geo.at(i as u32) == Some(w[i])) {
        out.push(Value::Coin { c, w: geo });
    }
    let pts: Vec<(u128, u128)> = w.iter().enumerate().map(|(i, &v)| (i as u128, v)).collect();
    for m in fit_periodic(&pts, true) {
        out.push(Value::Coin {
            c,
            w: Bits::Periodic(m),
        });
    }
    out
}

/// The sets `P iff n in S` of one number: linear recurrences and Beatty sequences.
fn sets(points: &[(u64, u128)]) -> Vec<Pred> {
    let mut out = vec![];
    let members: Vec<u64> = points.iter().filter(|p| p.1 == 0).map(|p| p.0).collect();
    for skip in 0..=2 {
        if members.len() <= skip {
            break;
        }
        let seq: Vec<i128> = members[skip..].iter().map(|&x| i128::from(x)).collect();
        'orders: for l in 1..=3 {
            for constant in [false, true] {
                let u = l + usize::from(constant);
                if seq.len() < l + u + 3 {
                    continue 'orders;
                }
                if let Some((coef, c)) = solve_recurrence(&seq, l, constant) {
                    let set = Set::Recurrence {
                        listed: members[..skip].to_vec(),
                        init: seq[..l].to_vec(),
                        coef,
                        constant: c,
                    };
                    if grows(&set) {
                        out.push(Pred::Member(set));
                        break 'orders;
                    }
                }
            }
        }
    }
    // Polynomials of degree 2 or 3 in the index (squares, triangular numbers, cubes): the
    // differences of that order constant, seen at least 4 more times than needed.
    for skip in 0..=2 {
        if members.len() <= skip {
            break;
        }
        let seq: Vec<i128> = members[skip..].iter().map(|&x| i128::from(x)).collect();
        let mut rows = vec![seq.clone()];
        for d in 1..=3usize {
            let prev = &rows[d - 1];
            let next: Vec<i128> = prev.windows(2).map(|w| w[1] - w[0]).collect();
            rows.push(next);
            let last = &rows[d];
            if d >= 2 && last.len() >= 5 && last.iter().all(|&x| x == last[0]) {
                let diffs: Vec<i128> = rows.iter().map(|r| r[0]).collect();
                // Increasing for ever: the first difference positive, the others not negative.
                if diffs[1] > 0 && diffs[2..].iter().all(|&x| x >= 0) {
                    out.push(Pred::Member(Set::Polynomial {
                        listed: members[..skip].to_vec(),
                        diffs,
                    }));
                }
                break;
            }
        }
    }
    // Beatty: walk the set's terms against the table's members (and non-members).
    // Up to where the table is walked (the judge checks the positions past it).
    let top = points
        .iter()
        .map(|p| p.0)
        .max()
        .unwrap_or(0)
        .min(4 * points.len() as u64 + 1000);
    let value: HashMap<u64, u128> = points.iter().copied().collect();
    for alpha in alphas() {
        for beta in -1..=1i64 {
            for from in [0u64, 1] {
                for want in [0u128, 1] {
                    let count = points.iter().filter(|p| p.1 == want && p.0 <= top).count();
                    let mut hit = 0;
                    let mut ok = true;
                    let mut k = u128::from(from);
                    loop {
                        let Some(t) = alpha.floor_times(k, beta) else {
                            ok = false;
                            break;
                        };
                        k += 1;
                        if t < 0 {
                            continue;
                        }
                        if t > i128::from(top) {
                            break;
                        }
                        match value.get(&(t as u64)) {
                            Some(&v) if v == want => hit += 1,
                            Some(_) => {
                                ok = false;
                                break;
                            }
                            None => {}
                        }
                    }
                    if ok && hit == count && count >= 8 {
                        let set = Pred::Member(Set::Beatty { alpha, beta, from });
                        out.push(if want == 0 {
                            set
                        } else {
                            Pred::Not(Box::new(set))
                        });
                    }
                }
            }
        }
    }
    out
}

/// The terms of a recurrence set strictly increase until past `u64::MAX`, within 400 terms
/// (a slower growth is a periodic set's, left to that family).
fn grows(set: &Set) -> bool {
    let Set::Recurrence {
        init,
        coef,
        constant,
        ..
    } = set
    else {
        return false;
    };
    let mut t = init.clone();
    if t.windows(2).any(|w| w[0] >= w[1]) || t[0] < 0 {
        return false;
    }
    for _ in 0..400 {
        let l = t.len();
        let mut next = *constant;
        for (j, c) in coef.iter().enumerate() {
            match c
                .checked_mul(t[l - 1 - j])
                .and_then(|x| next.checked_add(x))
            {
                Some(x) => next = x,
                None => return false,
            }
        }
        if next <= t[l - 1] {
            return false;
        }
        if next > i128::from(u64::MAX) {
            return true;
        }
        t.push(next);
    }
    false
}

/// Integer coefficients of `s_i = sum_j c_j s_(i-1-j) (+ k)` from the first equations,
/// checked on all the others.
fn solve_recurrence(seq: &[i128], l: usize, constant: bool) -> Option<(Vec<i128>, i128)> {
    let u = l + usize::from(constant);
    let row = |i: usize| -> Vec<i128> {
        let mut r: Vec<i128> = (0..l).map(|j| seq[i - 1 - j]).collect();
        if constant {
            r.push(1);
        }
        r
    };
    // Try a few windows of equations until one is regular.
    for start in l..seq.len().saturating_sub(u) {
        let m: Vec<Vec<i128>> = (start..start + u).map(row).collect();
        let rhs: Vec<i128> = (start..start + u).map(|i| seq[i]).collect();
        let Some(d) = det(&m) else { continue };
        if d == 0 {
            continue;
        }
        let mut x = vec![];
        for k in 0..u {
            let mut mk = m.clone();
            for (r, v) in mk.iter_mut().zip(&rhs) {
                r[k] = *v;
            }
            let dk = det(&mk)?;
            if dk % d != 0 {
                return None;
            }
            x.push(dk / d);
        }
        let c = if constant { x.pop()? } else { 0 };
        for i in l..seq.len() {
            let mut v = c;
            for (j, cj) in x.iter().enumerate() {
                v = v.checked_add(cj.checked_mul(seq[i - 1 - j])?)?;
            }
            if v != seq[i] {
                return None;
            }
        }
        return Some((x, c));
    }
    None
}

/// The determinant of a small integer matrix (Bareiss), `None` on overflow.
fn det(m: &[Vec<i128>]) -> Option<i128> {
    let n = m.len();
    let mut a = m.to_vec();
    let mut sign = 1;
    let mut prev = 1i128;
    for k in 0..n {
        if a[k][k] == 0 {
            let Some(r) = (k + 1..n).find(|&r| a[r][k] != 0) else {
                return Some(0);
            };
            a.swap(k, r);
            sign = -sign;
        }
        for i in k + 1..n {
            for j in k + 1..n {
                let v = a[i][j]
                    .checked_mul(a[k][k])?
                    .checked_sub(a[i][k].checked_mul(a[k][j])?)?;
                a[i][j] = v / prev;
            }
        }
        prev = a[k][k];
    }
    Some(sign * a[n - 1][n - 1])
}

/// Union-find with xor potentials over heap sizes; node `0` of the forest is "the value 0".
struct Xor {
    parent: Vec<usize>,
    pot: Vec<u128>,
}

impl Xor {
    fn new(n: usize) -> Xor {
        Xor {
            parent: (0..n).collect(),
            pot: vec![0; n],
        }
    }
    fn find(&mut self, x: usize) -> (usize, u128) {
        let mut path = vec![];
        let mut r = x;
        while self.parent[r] != r {
            path.push(r);
            r = self.parent[r];
        }
        // Compress: potential of each node relative to the root.
        for &node in path.iter().rev() {
            let p = self.parent[node];
            if p != r {
                self.pot[node] ^= self.pot[p];
            }
            self.parent[node] = r;
        }
        (r, self.pot[x])
    }
    /// value(x) xor value(y) = d; false on a contradiction.
    fn join(&mut self, x: usize, y: usize, d: u128) -> bool {
        let (rx, px) = self.find(x);
        let (ry, py) = self.find(y);
        if rx == ry {
            return px ^ py == d;
        }
        self.parent[rx] = ry;
        self.pot[rx] = px ^ py ^ d;
        true
    }
}

/// The one-number values of a disjunctive sum, learned from the rows with one or two nonzero
/// numbers (heap 0, when the table has it, is taken as the terminal heap of value 0): for
/// each slot (one for all the numbers, or one per position when `ordered`), `(n, g(n))` for
/// every heap size tied to the value 0. In an outcome table only the classes of equal value
/// are known (from the pairs that lose); they are labelled 0, 1, 2, ... in order of first
/// appearance, the class of 0 first: the mex of smaller values makes a game's values appear
/// in increasing order.
fn sum_values(table: &Table, ordered: bool) -> Option<Vec<Vec<(u64, u128)>>> {
    let len = table.rows.first()?.0.len();
    if ordered && (len < 2 || table.rows.iter().any(|r| r.0.len() != len)) {
        return None;
    }
    let slots = if ordered { len } else { 1 };
    let slot = |i: usize| if ordered { i } else { 0 };
    let mut keys: Vec<(usize, u64)> = table
        .rows
        .iter()
        .flat_map(|r| r.0.iter().enumerate().map(|(i, &x)| (slot(i), x)))
        .collect();
    keys.sort_unstable();
    keys.dedup();
    if keys.len() > 1 << 16 {
        return None;
    }
    let index: HashMap<(usize, u64), usize> =
        keys.iter().enumerate().map(|(i, &k)| (k, i + 1)).collect();
    let mut uf = Xor::new(keys.len() + 1);
    // Outcome tables: the sizes of a position in no losing row. In a sum of different games
    // their values match no other position's: one label per position for all of them.
    let mut touched = vec![false; keys.len() + 1];
    let zero = keys.iter().any(|k| k.1 == 0);
    for (p, v) in &table.rows {
        let d = match table.kind {
            Kind::Grundy => u128::from(*v),
            // P iff the values are equal: classes first, labelled later.
            Kind::Outcome if *v == 0 => 0,
            Kind::Outcome => continue,
        };
        let entries: Vec<usize> = p
            .iter()
            .enumerate()
            .filter(|&(_, &x)| !zero || x != 0)
            .map(|(i, &x)| index[&(slot(i), x)])
            .collect();
        if table.kind == Kind::Outcome {
            for &e in &entries {
                touched[e] = true;
            }
        }
        let ok = match entries.as_slice() {
            [a] => uf.join(*a, 0, d),
            [a, b] => uf.join(*a, *b, d),
            _ => true,
        };
        if !ok {
            return None;
        }
    }
    for (k, &i) in &index {
        if k.1 == 0 {
            touched[i] = true;
            // Heap 0 as the terminal heap, when nothing else ties it.
            let (r, _) = uf.find(i);
            let (r0, _) = uf.find(0);
            if r != r0 {
                uf.join(i, 0, 0);
            }
        }
    }
    let (root, _) = uf.find(0);
    let mut out = vec![vec![]; slots];
    let mut label: HashMap<usize, u128> = HashMap::new();
    label.insert(root, 0);
    let mut unmatched: HashMap<usize, u128> = HashMap::new();
    // Labels by first appearance over the sizes, all slots together.
    let mut by_size: Vec<(usize, u64)> = keys.clone();
    by_size.sort_unstable_by_key(|k| (k.1, k.0));
    for k in by_size {
        let (r, pot) = uf.find(index[&k]);
        match table.kind {
            Kind::Grundy if r == root => out[k.0].push((k.1, pot)),
            Kind::Grundy => {}
            Kind::Outcome if ordered && !touched[index[&k]] => {
                let next = (label.len() + unmatched.len()) as u128;
                let l = *unmatched.entry(k.0).or_insert(next);
                out[k.0].push((k.1, l));
            }
            Kind::Outcome => {
                let next = (label.len() + unmatched.len()) as u128;
                let l = *label.entry(r).or_insert(next);
                out[k.0].push((k.1, l));
            }
        }
    }
    for o in &mut out {
        o.sort_unstable();
    }
    Some(out)
}

/// A pool atom for conjunctions and disjunctions.
struct Atom {
    pred: Pred,
    bits: Vec<u64>,
}

/// Every rule of the space that fits `table`.
pub fn search(table: &Table) -> Found {
    let single = table.rows.iter().all(|r| r.0.len() == 1);
    let grundy = table.kind == Kind::Grundy;
    let mut proposals: Vec<Rule> = vec![];
    let min_len = table.rows.iter().map(|r| r.0.len()).min().unwrap_or(0);
    let max_len = table.rows.iter().map(|r| r.0.len()).max().unwrap_or(0);
    let wrap = |v: Value| {
        if grundy {
            Rule::Grundy(v)
        } else {
            Rule::Outcome(Pred::Zero(v))
        }
    };
    if single {
        let points: Vec<(u64, u128)> = table
            .rows
            .iter()
            .map(|r| (r.0[0], u128::from(r.1)))
            .collect();
        proposals.extend(one_number(&points, grundy).into_iter().map(wrap));
        if !grundy {
            proposals.extend(sets(&points).into_iter().map(Rule::Outcome));
        }
    } else {
        let mut features = vec![
            Feature::Sum,
            Feature::Xor,
            Feature::Min,
            Feature::Max,
            Feature::Spread,
            Feature::Len,
            Feature::Odd,
            Feature::Even,
            Feature::Nonzero,
            Feature::Distinct,
            Feature::UnitGaps,
            Feature::BigGap,
        ];
        for i in 0..min_len {
            features.push(Feature::Heap(i, One::N));
            // One number against another: positions of at most four numbers (beyond, the
            // pairs are too many to be a simple rule).
            for j in 0..min_len.min(PAIRWISE) {
                if i != j && i < PAIRWISE {
                    features.push(Feature::ModOf(i, j, 0));
                    features.push(Feature::ModOf(i, j, 1));
                }
            }
        }
        features.push(Feature::Staircase);
        for k in 2..=6 {
            features.push(Feature::XorOf(One::Mod(k)));
        }
        features.push(Feature::XorOf(One::Div(2)));
        features.push(Feature::XorOf(One::Popcount));
        for f in features {
            let points: Option<Vec<(u128, u128)>> = table
                .rows
                .iter()
                .map(|r| Some((f.eval(&r.0)?, u128::from(r.1))))
                .collect();
            let Some(points) = points else { continue };
            for m in fit_periodic(&points, grundy) {
                proposals.push(wrap(Value::Map(f.clone(), m)));
            }
        }
        if let Some(values) = sum_values(table, false) {
            for g in one_number(&values[0], true) {
                proposals.push(wrap(Value::Sum(Box::new(g))));
            }
        }
        // A sum of different games, one per position.
        if let Some(values) = sum_values(table, true) {
            let mut choices: Vec<Vec<Value>> = vec![vec![]];
            for slot in &values {
                let mut gs = one_number(slot, true);
                let least = gs.iter().map(Value::cost).min();
                gs.retain(|g| Some(g.cost()) == least);
                gs.truncate(2);
                choices = choices
                    .iter()
                    .flat_map(|c| {
                        gs.iter()
                            .map(move |g| [c.clone(), vec![g.clone()]].concat())
                    })
                    .collect();
            }
            for c in choices {
                if !c.is_empty() {
                    proposals.push(wrap(Value::Ordered(c)));
                }
            }
        }
    }
    let mut found = Found::default();
    if !grundy && !single {
        let mut atoms: Vec<Pred> = vec![];
        if max_len == 2 && min_len == 2 {
            for alpha in alphas() {
                atoms.push(Pred::Wythoff(alpha));
                atoms.push(Pred::Ratio(alpha));
            }
        }
        for i in 0..min_len.min(PAIRWISE) {
            for j in 0..min_len.min(PAIRWISE) {
                if i == j {
                    continue;
                }
                for c in 0..=2 {
                    atoms.push(Pred::BashMod { i, j, c });
                }
                if i < j {
                    atoms.push(Pred::Cmp {
                        i,
                        j,
                        op: Op::Equal,
                    });
                }
                atoms.push(Pred::Cmp { i, j, op: Op::Less });
                atoms.push(Pred::Cmp {
                    i,
                    j,
                    op: Op::LessEq,
                });
            }
        }
        for k in 1..=4 {
            atoms.push(Pred::Moore(k));
        }
        atoms.push(Pred::Misere);
        proposals.extend(atoms.iter().cloned().map(Rule::Outcome));
        proposals.extend(combinations(table, atoms, &mut found));
    } else if !grundy && single {
        // Two atoms over one number: residues and the sets.
        let mut atoms: Vec<Pred> = vec![];
        let points: Vec<(u64, u128)> = table
            .rows
            .iter()
            .map(|r| (r.0[0], u128::from(r.1)))
            .collect();
        for set in sets(&points) {
            atoms.push(set);
        }
        // The well-known sets, whether or not they fit alone.
        let known = [
            Set::Recurrence {
                listed: vec![],
                init: vec![1],
                coef: vec![2],
                constant: 0,
            },
            Set::Recurrence {
                listed: vec![],
                init: vec![1, 2],
                coef: vec![1, 1],
                constant: 0,
            },
            Set::Polynomial {
                listed: vec![],
                diffs: vec![0, 1, 2],
            },
            Set::Beatty {
                alpha: Quad::PHI,
                beta: 0,
                from: 1,
            },
            Set::Beatty {
                alpha: Quad::PHI2,
                beta: 0,
                from: 1,
            },
        ];
        atoms.extend(known.into_iter().map(Pred::Member));
        proposals.extend(combinations(table, atoms, &mut found));
    }
    judge(table, single, proposals, &mut found);
    if single {
        beatty_guard(table, &mut found);
    }
    if found.fits.is_empty() && single {
        // What a longer table might show: the cheapest period seen at least once through.
        let top = table.rows.iter().map(|r| r.0[0]).max().unwrap_or(0);
        let points: Vec<(u128, u128)> = table
            .rows
            .iter()
            .map(|r| (u128::from(r.0[0]), u128::from(r.1)))
            .collect();
        let near = fit(&points, grundy, false).into_iter().next();
        // Only a period over most of the table is worth naming.
        // Only a period over most of the table, and one that lacks evidence (not one the
        // Beatty guard dropped), is worth naming.
        let short = |m: &Periodic| {
            let (a, p) = (m.pre.len() as u64, m.base.len() as u64);
            2 * (a + p) <= top && top + 1 - a < 3 * p
        };
        if let Some(m) = near.filter(short) {
            let (a, p) = (m.pre.len() as u64, m.base.len() as u64);
            let rule = wrap(Value::Map(Feature::Heap(0, One::N), m));
            found.near.insert(
                0,
                NearMiss {
                    rule: rule.text(true),
                    cost: rule.cost(),
                    wrong: vec![],
                    wrong_count: 0,
                    note: Some(format!(
                        "fits every position, but period {p} from n = {a} shows only {} values of \
                         the 3 periods it needs: a table up to n = {} would confirm or break it",
                        top + 1 - a,
                        a + 3 * p - 1
                    )),
                },
            );
        }
    }
    found
}

/// Residue atoms over the cheap features, and the given atoms, combined two at a time by
/// `and` and `or` (each either way round): the combinations that give the table exactly.
fn combinations(table: &Table, given: Vec<Pred>, found: &mut Found) -> Vec<Rule> {
    let single = table.rows.iter().all(|r| r.0.len() == 1);
    let min_len = table.rows.iter().map(|r| r.0.len()).min().unwrap_or(0);
    let mut features = if single {
        vec![
            Feature::Heap(0, One::N),
            Feature::Heap(0, One::Popcount),
            Feature::Heap(0, One::V2),
        ]
    } else {
        let mut f = vec![
            Feature::Sum,
            Feature::Xor,
            Feature::Min,
            Feature::Max,
            Feature::Spread,
            Feature::Len,
        ];
        for i in 0..min_len {
            f.push(Feature::Heap(i, One::N));
        }
        f
    };
    features.dedup();
    let mut preds: Vec<Pred> = given;
    for f in &features {
        for k in 2..=if single { 7u128 } else { 4 } {
            for r in 0..k {
                let base = (0..k).map(|x| u128::from(x != r)).collect();
                preds.push(Pred::Zero(Value::Map(
                    f.clone(),
                    Periodic {
                        pre: vec![],
                        base,
                        step: 0,
                    },
                )));
            }
        }
        for c in 0..=1usize {
            let mut pre = vec![Some(1); c + 1];
            pre[c] = Some(0);
            preds.push(Pred::Zero(Value::Map(
                f.clone(),
                Periodic {
                    pre,
                    base: vec![1],
                    step: 0,
                },
            )));
        }
    }
    let words = table.rows.len().div_ceil(64);
    let target: Vec<u64> = p_bits(table);
    let mut atoms: Vec<Atom> = vec![];
    for pred in preds {
        let Some(b) = bits_of(table, &pred) else {
            continue;
        };
        let neg: Vec<u64> = b
            .iter()
            .enumerate()
            .map(|(i, w)| !w & mask(table, i))
            .collect();
        atoms.push(Atom {
            pred: pred.clone(),
            bits: b,
        });
        atoms.push(Atom {
            pred: Pred::Not(Box::new(pred)),
            bits: neg,
        });
    }
    // An atom constant on the table adds nothing to a combination.
    let zero = vec![0u64; words];
    let full: Vec<u64> = (0..words).map(|i| mask(table, i)).collect();
    atoms.retain(|a| a.bits != zero && a.bits != full);
    found.proposals += atoms.len();
    let sup: Vec<&Atom> = atoms
        .iter()
        .filter(|a| (0..words).all(|i| target[i] & !a.bits[i] == 0))
        .collect();
    let sub: Vec<&Atom> = atoms
        .iter()
        .filter(|a| (0..words).all(|i| a.bits[i] & !target[i] == 0))
        .collect();
    let mut out = vec![];
    for (x, a) in sup.iter().enumerate() {
        for b in &sup[x + 1..] {
            if (0..words).all(|i| a.bits[i] & b.bits[i] == target[i]) {
                out.push(Rule::Outcome(Pred::And(
                    Box::new(a.pred.clone()),
                    Box::new(b.pred.clone()),
                )));
            }
        }
    }
    for (x, a) in sub.iter().enumerate() {
        for b in &sub[x + 1..] {
            if (0..words).all(|i| a.bits[i] | b.bits[i] == target[i]) {
                out.push(Rule::Outcome(Pred::Or(
                    Box::new(a.pred.clone()),
                    Box::new(b.pred.clone()),
                )));
            }
        }
    }
    out
}

/// The 1 bits of the last word that are positions of the table.
fn mask(table: &Table, word: usize) -> u64 {
    let n = table.rows.len();
    if (word + 1) * 64 <= n {
        u64::MAX
    } else {
        (1u64 << (n - word * 64)) - 1
    }
}

/// The P-positions of the table as a bitset over its rows.
fn p_bits(table: &Table) -> Vec<u64> {
    let mut out = vec![0u64; table.rows.len().div_ceil(64)];
    for (i, r) in table.rows.iter().enumerate() {
        if r.1 == 0 {
            out[i / 64] |= 1 << (i % 64);
        }
    }
    out
}

/// Where `pred` holds, as a bitset over the rows; `None` where it does not apply.
fn bits_of(table: &Table, pred: &Pred) -> Option<Vec<u64>> {
    let mut out = vec![0u64; table.rows.len().div_ceil(64)];
    for (i, r) in table.rows.iter().enumerate() {
        if pred.eval(&r.0)? {
            out[i / 64] |= 1 << (i % 64);
        }
    }
    Some(out)
}

/// The periods from which a one-number set is suspected of being a Beatty sequence.
const BEATTY_SUSPECT: usize = 16;

/// Drops the long periods of a one-number outcome table whose P-positions (or N-positions)
/// are balanced, their gaps two consecutive numbers: such a set is also `floor(k * alpha +
/// beta)` for every `alpha` in an interval around `period / count`, irrational ones included,
/// which agree with the table and break the period beyond it (floor(k * 1.4142) fits period
/// 239 on 3,000 values and breaks it near 66,000). A short period is kept: it is the simpler
/// rule.
fn beatty_guard(table: &Table, found: &mut Found) {
    let balanced = |want: u64, from: u64| {
        let set: Vec<u64> = table
            .rows
            .iter()
            .filter(|r| r.1 == want && r.0[0] >= from)
            .map(|r| r.0[0])
            .collect();
        let gaps: Vec<u64> = set.windows(2).map(|w| w[1] - w[0]).collect();
        let (lo, hi) = (gaps.iter().min(), gaps.iter().max());
        gaps.len() >= 8 && matches!((lo, hi), (Some(l), Some(h)) if h - l == 1)
    };
    // Grundy values floor(n * alpha + beta): their steps are two consecutive numbers.
    let balanced_steps = |from: u64| {
        let mut rows: Vec<(u64, u64)> = table
            .rows
            .iter()
            .filter(|r| r.0[0] >= from)
            .map(|r| (r.0[0], r.1))
            .collect();
        rows.sort_unstable();
        let steps: Vec<i128> = rows
            .windows(2)
            .filter(|w| w[1].0 == w[0].0 + 1)
            .map(|w| i128::from(w[1].1) - i128::from(w[0].1))
            .collect();
        let (lo, hi) = (steps.iter().min(), steps.iter().max());
        steps.len() >= 8 && matches!((lo, hi), (Some(l), Some(h)) if h - l == 1)
    };
    let mut dropped = vec![];
    found.fits.retain(|c| {
        match &c.rule {
            Rule::Outcome(Pred::Zero(Value::Map(Feature::Heap(0, One::N), m))) => {
                let from = m.pre.len() as u64;
                if m.base.len() < BEATTY_SUSPECT || !(balanced(0, from) || balanced(1, from)) {
                    return true;
                }
            }
            // floor(n / p) * s + c, a constant base, is kept: the simplest reading.
            Rule::Grundy(Value::Map(Feature::Heap(0, One::N), m))
                if m.step != 0
                    && m.base.len() >= BEATTY_SUSPECT
                    && m.base.iter().any(|&b| b != m.base[0])
                    && balanced_steps(m.pre.len() as u64) => {}
            _ => return true,
        }
        dropped.push(c.clone());
        false
    });
    for c in dropped {
        found.near.insert(
            0,
            NearMiss {
                rule: c.rule.text(true),
                cost: c.cost,
                wrong: vec![],
                wrong_count: 0,
                note: Some(format!(
                    "fits, but {}: an irrational alpha near {} would agree with the table \
                     and break the period beyond it",
                    if matches!(c.rule, Rule::Grundy(_)) {
                        "its values step by two consecutive numbers, as floor(n * alpha + beta) does"
                    } else {
                        "its set has balanced gaps (two consecutive values), as a Beatty sequence \
                         floor(k * alpha + beta) has"
                    },
                    if matches!(c.rule, Rule::Grundy(_)) {
                        format!("{} / {}", m_count(&c.rule), m_period(&c.rule))
                    } else {
                        format!("{} / {}", m_period(&c.rule), m_count(&c.rule))
                    }
                )),
            },
        );
    }
}

fn m_period(rule: &Rule) -> u128 {
    match rule {
        Rule::Outcome(Pred::Zero(Value::Map(_, m))) | Rule::Grundy(Value::Map(_, m)) => {
            m.base.len() as u128
        }
        _ => 0,
    }
}

/// How many P-positions a period of the map holds (the step of a Grundy map: the ratio is
/// then count / period).
fn m_count(rule: &Rule) -> u128 {
    match rule {
        Rule::Outcome(Pred::Zero(Value::Map(_, m))) => {
            m.base.iter().filter(|&&v| v == 0).count() as u128
        }
        Rule::Grundy(Value::Map(_, m)) => m.step,
        _ => 0,
    }
}

/// Checks every proposal on every row; keeps those that agree everywhere and are short
/// enough, and the closest misses.
fn judge(table: &Table, single: bool, proposals: Vec<Rule>, found: &mut Found) {
    let n = table.rows.len();
    let mut seen: BTreeMap<String, ()> = BTreeMap::new();
    found.proposals += proposals.len();
    for rule in proposals {
        let text = rule.text(single);
        if seen.insert(text.clone(), ()).is_some() {
            continue;
        }
        let cost = rule.cost();
        let mut wrong = vec![];
        let mut wrong_count = 0;
        let limit = (n / 50).max(3);
        for (p, v) in &table.rows {
            let got = rule.eval(p);
            if got != Some(*v) {
                wrong_count += 1;
                if wrong.len() < 3 {
                    wrong.push((p.clone(), *v, got));
                }
                if wrong_count > limit {
                    break;
                }
            }
        }
        if wrong_count == 0 {
            if 3 * cost as usize > n.max(9) {
                found.near.push(NearMiss {
                    rule: text,
                    cost,
                    wrong,
                    wrong_count,
                    note: Some(format!(
                        "fits, but its description ({cost}) is not much shorter than the table ({n} positions)"
                    )),
                });
            } else {
                found.fits.push(Candidate { rule, cost });
            }
        } else if wrong_count <= limit {
            found.near.push(NearMiss {
                rule: text,
                cost,
                wrong,
                wrong_count,
                note: None,
            });
        }
    }
    found.fits.sort_by_key(|c| c.cost);
    found.near.sort_by_key(|m| (m.wrong_count, m.cost));
}
