//! The rule space as data: what a rule computes ([`Rule::eval`], exact on every `u64`
//! position), how it reads ([`Rule::text`]), what it costs ([`Rule::cost`], the description
//! length the search minimises) and the Rust function that computes it ([`Rule::rust`]).

use crate::num::{self, Quad};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// A function of one number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum One {
    N,
    V2,
    Lowbit,
    Popcount,
    BigOmega,
    SmallOmega,
    Div(u64),
    Mod(u64),
}

impl One {
    pub fn eval(&self, n: u64) -> u128 {
        u128::from(match self {
            One::N => n,
            One::V2 => num::v2(n),
            One::Lowbit => num::lowbit(n),
            One::Popcount => u64::from(n.count_ones()),
            One::BigOmega => num::big_omega(n),
            One::SmallOmega => num::small_omega(n),
            One::Div(k) => n / k,
            One::Mod(k) => n % k,
        })
    }

    pub fn cost(&self) -> u32 {
        match self {
            One::N => 0,
            One::Div(_) | One::Mod(_) => 2,
            _ => 1,
        }
    }

    pub fn text(&self, x: &str) -> String {
        match self {
            One::N => x.to_string(),
            One::V2 => format!("v2({x})"),
            One::Lowbit => format!("lowbit({x})"),
            One::Popcount => format!("popcount({x})"),
            One::BigOmega => format!("Omega({x})"),
            One::SmallOmega => format!("omega({x})"),
            One::Div(k) => format!("floor({x} / {k})"),
            One::Mod(k) => format!("({x} mod {k})"),
        }
    }

    fn code(&self, x: &str, em: &mut Emitter) -> String {
        match self {
            One::N => format!("u128::from({x})"),
            One::V2 => format!("u128::from(if {x} == 0 {{ 0 }} else {{ {x}.trailing_zeros() }})"),
            One::Lowbit => format!("u128::from({x} & {x}.wrapping_neg())"),
            One::Popcount => format!("u128::from({x}.count_ones())"),
            One::BigOmega => {
                em.helper("factor", FACTOR);
                format!("factor({x}).len() as u128")
            }
            One::SmallOmega => {
                em.helper("factor", FACTOR);
                format!(
                    "{{ let mut f = factor({x}); f.sort_unstable(); f.dedup(); f.len() as u128 }}"
                )
            }
            One::Div(k) => format!("u128::from({x} / {k})"),
            One::Mod(k) => format!("u128::from({x} % {k})"),
        }
    }
}

/// A number computed from the whole position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Feature {
    /// A function of the `i`-th number (the only one in a one-number table).
    Heap(usize, One),
    Sum,
    Xor,
    Min,
    Max,
    /// `max - min`.
    Spread,
    Len,
    /// How many numbers are odd.
    Odd,
    /// How many numbers are even.
    Even,
    /// How many numbers are not zero.
    Nonzero,
    /// How many distinct nonzero values.
    Distinct,
    /// The sorted distinct nonzero values `d1 < d2 < ... < dk` and `d0 = 0`: how many of the
    /// gaps `d_i - d_(i-1)` from the first are 1.
    UnitGaps,
    /// The index (from 1) of the first gap above 1, or of the last gap when all are 1 (`0`
    /// when every number is 0).
    BigGap,
    /// The xor over the numbers of a function of each.
    XorOf(One),
    /// `p[i] mod (p[j] + c)` (`p[i]` when the divisor is 0).
    ModOf(usize, usize, u64),
    /// The staircase xor: the numbers sorted up, `0` before them, the xor of every other gap
    /// from the top (`a_k - a_(k-1)`, `a_(k-2) - a_(k-3)`, ...).
    Staircase,
}

impl Feature {
    pub fn eval(&self, p: &[u64]) -> Option<u128> {
        let w = |x: u64| u128::from(x);
        Some(match self {
            Feature::Heap(i, f) => f.eval(*p.get(*i)?),
            Feature::Sum => p.iter().map(|&x| w(x)).sum(),
            Feature::Xor => w(p.iter().fold(0, |a, &x| a ^ x)),
            Feature::Min => w(*p.iter().min()?),
            Feature::Max => w(*p.iter().max()?),
            Feature::Spread => w(p.iter().max()? - p.iter().min()?),
            Feature::Len => p.len() as u128,
            Feature::Odd => p.iter().filter(|&&x| x % 2 == 1).count() as u128,
            Feature::Even => p.iter().filter(|&&x| x % 2 == 0).count() as u128,
            Feature::Nonzero => p.iter().filter(|&&x| x != 0).count() as u128,
            Feature::Distinct => distinct(p).len() as u128,
            Feature::UnitGaps => gaps(p).0 as u128,
            Feature::BigGap => {
                let (m, k) = gaps(p);
                (m + 1).min(k) as u128
            }
            Feature::XorOf(f) => p.iter().fold(0, |a, &x| a ^ f.eval(x)),
            Feature::ModOf(i, j, c) => {
                let (a, b) = (u128::from(*p.get(*i)?), u128::from(*p.get(*j)?));
                match b + u128::from(*c) {
                    0 => a,
                    m => a % m,
                }
            }
            Feature::Staircase => staircase(p),
        })
    }

    pub fn cost(&self) -> u32 {
        match self {
            Feature::Heap(_, f) => f.cost(),
            Feature::Sum | Feature::Xor | Feature::Min | Feature::Max | Feature::Len => 1,
            Feature::Spread => 2,
            Feature::Odd | Feature::Even | Feature::Nonzero | Feature::Distinct => 2,
            Feature::UnitGaps | Feature::BigGap => 3,
            Feature::XorOf(f) => 1 + f.cost(),
            Feature::ModOf(_, _, c) => 2 + *c as u32,
            Feature::Staircase => 3,
        }
    }

    pub fn text(&self, single: bool) -> String {
        match self {
            Feature::Heap(i, f) if single && *i == 0 => f.text("n"),
            Feature::Heap(i, f) => f.text(&format!("p[{i}]")),
            Feature::Sum => "the sum".into(),
            Feature::Xor => "the xor".into(),
            Feature::Min => "the minimum".into(),
            Feature::Max => "the maximum".into(),
            Feature::Spread => "max - min".into(),
            Feature::Len => "the number of numbers".into(),
            Feature::Odd => "the count of odd numbers".into(),
            Feature::Even => "the count of even numbers".into(),
            Feature::Nonzero => "the count of nonzero numbers".into(),
            Feature::Distinct => "the count of distinct nonzero numbers".into(),
            Feature::UnitGaps => {
                "the count of leading unit gaps in 0 < sorted distinct values".into()
            }
            Feature::BigGap => "the index of the first gap above 1 in 0 < sorted distinct values (or of the last gap)".into(),
            Feature::XorOf(f) => format!("the xor of {} over the numbers", f.text("x")),
            Feature::ModOf(i, j, 0) => format!("p[{i}] mod p[{j}]"),
            Feature::ModOf(i, j, c) => format!("p[{i}] mod (p[{j}] + {c})"),
            Feature::Staircase => {
                "the staircase xor (sorted up from 0, every other gap from the top)".into()
            }
        }
    }

    fn code(&self, em: &mut Emitter) -> String {
        match self {
            Feature::Heap(i, f) => f.code(&format!("p[{i}]"), em),
            Feature::Sum => "p.iter().map(|&x| u128::from(x)).sum::<u128>()".into(),
            Feature::Xor => "u128::from(p.iter().fold(0, |a, &x| a ^ x))".into(),
            Feature::Min => "u128::from(*p.iter().min().unwrap())".into(),
            Feature::Max => "u128::from(*p.iter().max().unwrap())".into(),
            Feature::Spread => {
                "u128::from(p.iter().max().unwrap() - p.iter().min().unwrap())".into()
            }
            Feature::Len => "p.len() as u128".into(),
            Feature::Odd => "p.iter().filter(|&&x| x % 2 == 1).count() as u128".into(),
            Feature::Even => "p.iter().filter(|&&x| x % 2 == 0).count() as u128".into(),
            Feature::Nonzero => "p.iter().filter(|&&x| x != 0).count() as u128".into(),
            Feature::Distinct | Feature::UnitGaps | Feature::BigGap => {
                em.helper("gaps", GAPS);
                match self {
                    Feature::Distinct => "gaps(p).1 as u128".into(),
                    Feature::UnitGaps => "gaps(p).0 as u128".into(),
                    _ => "{ let (m, k) = gaps(p); (m + 1).min(k) as u128 }".into(),
                }
            }
            Feature::XorOf(f) => {
                let inner = f.code("x", em);
                format!("p.iter().fold(0u128, |a, &x| a ^ {inner})")
            }
            Feature::ModOf(i, j, c) => format!(
                "match u128::from(p[{j}]) + {c} {{\n        0 => u128::from(p[{i}]),\n        m => u128::from(p[{i}]) % m,\n    }}"
            ),
            Feature::Staircase => {
                em.helper("staircase", STAIRCASE);
                "staircase(p)".into()
            }
        }
    }
}

fn distinct(p: &[u64]) -> Vec<u64> {
    let mut d: Vec<u64> = p.iter().copied().filter(|&x| x != 0).collect();
    d.sort_unstable();
    d.dedup();
    d
}

/// (leading unit gaps, distinct nonzero values) of `0 < d1 < ... < dk`.
fn gaps(p: &[u64]) -> (usize, usize) {
    let d = distinct(p);
    let mut prev = 0;
    let mut m = 0;
    for &x in &d {
        if x - prev != 1 {
            break;
        }
        m += 1;
        prev = x;
    }
    (m, d.len())
}

fn staircase(p: &[u64]) -> u128 {
    let mut s: Vec<u64> = p.to_vec();
    s.sort_unstable();
    let mut x = 0u128;
    let mut i = s.len();
    while i > 0 {
        let below = if i >= 2 { s[i - 2] } else { 0 };
        x ^= u128::from(s[i - 1] - below);
        i = i.saturating_sub(2);
    }
    x
}

const STAIRCASE: &str = "/// Sorted up from 0, the xor of every other gap from the top.
fn staircase(p: &[u64]) -> u128 {
    let mut s: Vec<u64> = p.to_vec();
    s.sort_unstable();
    let mut x = 0u128;
    let mut i = s.len();
    while i > 0 {
        let below = if i >= 2 { s[i - 2] } else { 0 };
        x ^= u128::from(s[i - 1] - below);
        i = i.saturating_sub(2);
    }
    x
}
";

const GAPS: &str = "/// (how many gaps of 0 < sorted distinct nonzero values are 1 from the first, how many values)
fn gaps(p: &[u64]) -> (usize, usize) {
    let mut d: Vec<u64> = p.iter().copied().filter(|&x| x != 0).collect();
    d.sort_unstable();
    d.dedup();
    let (mut prev, mut m) = (0, 0);
    for &x in &d {
        if x - prev != 1 {
            break;
        }
        m += 1;
        prev = x;
    }
    (m, d.len())
}
";

const FACTOR: &str = "fn mul_mod(a: u64, b: u64, m: u64) -> u64 {
    (u128::from(a) * u128::from(b) % u128::from(m)) as u64
}
fn pow_mod(mut a: u64, mut e: u64, m: u64) -> u64 {
    let mut r = 1 % m;
    a %= m;
    while e > 0 {
        if e & 1 == 1 {
            r = mul_mod(r, a, m);
        }
        a = mul_mod(a, a, m);
        e >>= 1;
    }
    r
}
fn is_prime(n: u64) -> bool {
    if n < 2 {
        return false;
    }
    const BASES: [u64; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
    for p in BASES {
        if n % p == 0 {
            return n == p;
        }
    }
    let s = (n - 1).trailing_zeros();
    let d = (n - 1) >> s;
    'bases: for a in BASES {
        let mut x = pow_mod(a, d, n);
        if x == 1 || x == n - 1 {
            continue;
        }
        for _ in 1..s {
            x = mul_mod(x, x, n);
            if x == n - 1 {
                continue 'bases;
            }
        }
        return false;
    }
    true
}
fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}
/// The prime factors of n with multiplicity (Pollard's rho; empty for 0 and 1).
fn factor(mut n: u64) -> Vec<u64> {
    let mut out = Vec::new();
    if n < 2 {
        return out;
    }
    for p in 2..100u64 {
        while n % p == 0 {
            out.push(p);
            n /= p;
        }
    }
    let mut stack = vec![n];
    while let Some(m) = stack.pop() {
        if m == 1 {
            continue;
        }
        if is_prime(m) {
            out.push(m);
            continue;
        }
        let mut c = 1;
        let d = loop {
            let f = |x: u64| (mul_mod(x, x, m) + c) % m;
            let (mut x, mut y, mut d) = (2u64, 2u64, 1u64);
            while d == 1 {
                x = f(x);
                y = f(f(y));
                d = gcd(x.abs_diff(y), m);
            }
            if d != m {
                break d;
            }
            c += 1;
        };
        stack.push(d);
        stack.push(m / d);
    }
    out
}
";

const QUAD: &str = "fn isqrt(x: u128) -> u128 {
    if x < 2 {
        return x;
    }
    let mut r: u128 = 1 << (128 - x.leading_zeros()).div_ceil(2);
    loop {
        let next = (r + x / r) / 2;
        if next >= r {
            break;
        }
        r = next;
    }
    while r * r > x {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).is_some_and(|s| s <= x) {
        r += 1;
    }
    r
}
/// The 256-bit product of two u128: (high, low).
fn wide_mul(a: u128, b: u128) -> (u128, u128) {
    let mask = u128::from(u64::MAX);
    let (a1, a0, b1, b0) = (a >> 64, a & mask, b >> 64, b & mask);
    let (mid, carry_mid) = (a1 * b0).overflowing_add(a0 * b1);
    let (lo, carry_lo) = (a0 * b0).overflowing_add(mid << 64);
    let hi = a1 * b1 + (mid >> 64) + (u128::from(carry_mid) << 64) + u128::from(carry_lo);
    (hi, lo)
}
/// floor(k * sqrt(d)), exact for k < 2^100 and d < 2^20.
fn floor_sqrt_times(k: u128, d: u128) -> u128 {
    if let Some(x) = k.checked_mul(k).and_then(|k2| k2.checked_mul(d)) {
        return isqrt(x);
    }
    let (h, l) = wide_mul(k, k);
    let (c, lo) = wide_mul(l, d);
    let target = (h * d + c, lo);
    let (mut lo_r, mut hi_r) = (0u128, k * (isqrt(d) + 1));
    while lo_r < hi_r {
        let mid = lo_r + (hi_r - lo_r).div_ceil(2);
        if wide_mul(mid, mid) <= target {
            lo_r = mid;
        } else {
            hi_r = mid - 1;
        }
    }
    lo_r
}
/// floor(k * (a + sqrt(b2d)) / c + beta), exact (b2d = b^2 d, not a square).
fn floor_quad(k: u128, a: i128, b2d: u128, c: i128, beta: i128) -> i128 {
    let m = k as i128 * a + beta * c + floor_sqrt_times(k, b2d) as i128;
    m.div_euclid(c)
}
";

const NEWTON: &str = "/// sum_j C(i, j) * diffs[j]; None past i128 (then above every u64).
fn newton(i: u128, diffs: &[i128]) -> Option<i128> {
    let mut total: i128 = 0;
    let mut binom: i128 = 1;
    for (j, &d) in diffs.iter().enumerate() {
        if j > 0 {
            let factor = i128::try_from(i).ok()?.checked_sub(j as i128 - 1)?;
            if factor <= 0 {
                return Some(total);
            }
            binom = binom.checked_mul(factor)? / j as i128;
        }
        total = total.checked_add(binom.checked_mul(d)?)?;
    }
    Some(total)
}
";

/// An eventually arithmetic-periodic map of a number `x`: `pre[x]` for `x < a = pre.len()`,
/// then `base[(x - a) mod p] + step * floor((x - a) / p)`. Unknown preperiod values are
/// `None` (below the table).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Periodic {
    pub pre: Vec<Option<u128>>,
    pub base: Vec<u128>,
    pub step: u128,
}

impl Periodic {
    pub fn identity() -> Periodic {
        Periodic {
            pre: vec![],
            base: vec![0],
            step: 1,
        }
    }

    pub fn at(&self, x: u128) -> Option<u128> {
        let a = self.pre.len() as u128;
        if x < a {
            return self.pre[x as usize];
        }
        let k = x - a;
        let p = self.base.len() as u128;
        if p == 0 {
            return None;
        }
        self.base[(k % p) as usize].checked_add(self.step.checked_mul(k / p)?)
    }

    pub fn cost(&self) -> u32 {
        (self.pre.len() + self.base.len()) as u32 + u32::from(self.step != 0)
    }

    fn list(values: &[u128]) -> String {
        values
            .iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// `x` read through the map, as a Grundy value.
    pub fn text_value(&self, x: &str) -> String {
        if self.base.is_empty() {
            return format!(
                "f({x}) where f = {} for {x} = 0..{} (no value beyond: never seen)",
                self.pre
                    .iter()
                    .map(|v| v.map_or("?".to_string(), |v| v.to_string()))
                    .collect::<Vec<_>>()
                    .join(" "),
                self.pre.len() - 1
            );
        }
        if self.pre.is_empty() && self.base.len() == 1 {
            return match (self.base[0], self.step) {
                (c, 0) => format!("{c}"),
                (0, 1) => x.to_string(),
                (0, s) => format!("{s} * {x}"),
                (c, 1) => format!("{x} + {c}"),
                (c, s) => format!("{s} * {x} + {c}"),
            };
        }
        let mut out = String::new();
        if !self.pre.is_empty() {
            let pre: Vec<String> = self
                .pre
                .iter()
                .map(|v| v.map_or("?".to_string(), |v| v.to_string()))
                .collect();
            let _ = write!(
                out,
                "{} for {x} = 0..{}, then ",
                pre.join(" "),
                self.pre.len() - 1
            );
        }
        let _ = write!(
            out,
            "{} repeating (period {}",
            Self::list(&self.base),
            self.base.len()
        );
        if self.step != 0 {
            let _ = write!(out, ", + {} each period", self.step);
        }
        out.push(')');
        if self.pre.is_empty() {
            format!("f({x}) where f = {out}")
        } else {
            format!("f({x}) where f = {out} from {x} = {}", self.pre.len())
        }
    }

    /// "P iff ..." for a 0/1 map (0: P).
    pub fn text_zero(&self, x: &str) -> String {
        let a = self.pre.len();
        if self.base.is_empty() {
            let zeros: Vec<String> = (0..a)
                .filter(|&i| self.pre[i] == Some(0))
                .map(|i| i.to_string())
                .collect();
            return format!(
                "P iff {x} in {{{}}} (for {x} <= {}; beyond, never seen: no value)",
                zeros.join(", "),
                a - 1
            );
        }
        let p = self.base.len();
        let zeros: Vec<String> = (0..p)
            .filter(|&r| self.base[r] == 0)
            .map(|r| r.to_string())
            .collect();
        let pre_zeros: Vec<String> = (0..a)
            .filter(|&i| self.pre[i] == Some(0))
            .map(|i| i.to_string())
            .collect();
        let tail = if zeros.is_empty() {
            "never".to_string()
        } else if zeros.len() == p {
            "always".to_string()
        } else if a == 0 {
            if p == 2 && zeros == ["0"] {
                return format!("P iff {x} is even");
            }
            if p == 2 {
                return format!("P iff {x} is odd");
            }
            return format!("P iff {x} mod {p} in {{{}}}", zeros.join(", "));
        } else {
            format!("({x} - {a}) mod {p} in {{{}}}", zeros.join(", "))
        };
        if a == 0 {
            return format!("P {tail}");
        }
        let pre = format!("{x} in {{{}}}", pre_zeros.join(", "));
        if tail == "never" {
            if pre_zeros.len() == 1 {
                return format!("P iff {x} = {}", pre_zeros[0]);
            }
            return format!("P iff {pre}");
        }
        let tail = if tail == "always" {
            format!("{x} >= {a}")
        } else {
            format!("{x} >= {a} and {tail}")
        };
        if pre_zeros.is_empty() {
            format!("P iff {tail}")
        } else {
            format!("P iff {pre} or {tail}")
        }
    }

    fn code(&self, em: &mut Emitter) -> String {
        let name = em.fresh("map");
        let a = self.pre.len();
        let p = self.base.len();
        let mut f = format!(
            "/// {}\nfn {name}(x: u128) -> u128 {{\n",
            match (a, self.step) {
                (0, 0) => format!("Periodic: period {p}."),
                (0, s) => format!("Arithmetic-periodic: period {p}, + {s} each period."),
                (a, 0) => format!("Listed below {a}, then period {p}."),
                (a, s) => format!("Listed below {a}, then period {p}, + {s} each period."),
            }
        );
        if a > 0 {
            if self.pre.iter().all(Option::is_some) {
                let _ = writeln!(
                    f,
                    "    const PRE: [u128; {a}] = [{}];\n    if x < {a} {{\n        return PRE[x as usize];\n    }}",
                    self.pre
                        .iter()
                        .map(|v| v.unwrap().to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                );
            } else {
                let _ = writeln!(
                    f,
                    "    const PRE: [Option<u128>; {a}] = [{}];\n    if x < {a} {{\n        return PRE[x as usize].expect(\"below the table the rule was found on\");\n    }}",
                    self.pre
                        .iter()
                        .map(|v| v.map_or("None".to_string(), |v| format!("Some({v})")))
                        .collect::<Vec<_>>()
                        .join(", ")
                );
            }
        }
        if p == 0 {
            let _ = writeln!(
                f,
                "    panic!(\"{{x}} is past the values the rule saw\")\n}}"
            );
            em.items.push(f);
            return name;
        }
        let k = if a == 0 {
            "x".to_string()
        } else {
            format!("x - {a}")
        };
        let step = match self.step {
            0 => String::new(),
            1 => format!(" + k / {p}"),
            s => format!(" + {s} * (k / {p})"),
        };
        let _ = writeln!(
            f,
            "    const BASE: [u128; {p}] = [{}];\n    let k = {k};\n    BASE[(k % {p}) as usize]{step}\n}}",
            Self::list(&self.base).replace(' ', ", "),
        );
        em.items.push(f);
        name
    }
}

/// The per-bit values of a coin-turning form, extrapolated past the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Bits {
    /// `w(i)` eventually arithmetic-periodic in `i`.
    Periodic(Periodic),
    /// `w(i) = a * 2^i + b`.
    Geometric(i128, i128),
}

impl Bits {
    pub fn at(&self, i: u32) -> Option<u128> {
        match self {
            Bits::Periodic(m) => m.at(u128::from(i)),
            Bits::Geometric(a, b) => {
                u128::try_from(a.checked_mul(1i128.checked_shl(i)?)?.checked_add(*b)?).ok()
            }
        }
    }
    fn cost(&self) -> u32 {
        match self {
            Bits::Periodic(m) => m.cost(),
            Bits::Geometric(..) => 2,
        }
    }
    fn text(&self) -> String {
        match self {
            Bits::Periodic(m) => m.text_value("i"),
            Bits::Geometric(a, b) => match (a, b) {
                (a, 0) => format!("{a} * 2^i"),
                (a, b) => format!("{a} * 2^i + {b}"),
            },
        }
    }
}

/// A rule whose value is a Grundy value (or, compared with 0, an outcome).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// A map of a feature.
    Map(Feature, Periodic),
    /// The xor over the numbers of a one-number rule (a disjunctive sum).
    Sum(Box<Value>),
    /// The xor over the positions `i` of the one-number rule `g_i` at `p[i]` (a sum of
    /// different games).
    Ordered(Vec<Value>),
    /// One number: `c xor (xor over the 1 bits i of n of w(i))`.
    Coin { c: u128, w: Bits },
    /// One number: the listed values below their count, the rule from there on.
    Except(Vec<u128>, Box<Value>),
}

impl Value {
    pub fn eval(&self, p: &[u64]) -> Option<u128> {
        match self {
            Value::Map(f, m) => m.at(f.eval(p)?),
            Value::Sum(g) => {
                let mut x = 0;
                for &h in p {
                    x ^= g.eval(&[h])?;
                }
                Some(x)
            }
            Value::Ordered(gs) => {
                if p.len() != gs.len() {
                    return None;
                }
                let mut x = 0;
                for (g, &h) in gs.iter().zip(p) {
                    x ^= g.eval(&[h])?;
                }
                Some(x)
            }
            Value::Coin { c, w } => {
                let [n] = p else { return None };
                let mut x = *c;
                for i in 0..64 {
                    if n >> i & 1 == 1 {
                        x ^= w.at(i)?;
                    }
                }
                Some(x)
            }
            Value::Except(listed, rest) => {
                let [n] = p else { return None };
                match listed.get(usize::try_from(*n).ok()?) {
                    Some(&v) => Some(v),
                    None => rest.eval(p),
                }
            }
        }
    }

    pub fn cost(&self) -> u32 {
        match self {
            Value::Map(f, m) => f.cost() + m.cost(),
            Value::Sum(g) => 1 + g.cost(),
            Value::Ordered(gs) => 2 + gs.iter().map(Value::cost).sum::<u32>(),
            Value::Coin { c, w } => 2 + u32::from(*c != 0) + w.cost(),
            Value::Except(l, r) => l.len() as u32 + r.cost(),
        }
    }

    pub fn text(&self, single: bool) -> String {
        match self {
            Value::Map(f, m) => m.text_value(&f.text(single)),
            Value::Sum(g) => format!("xor of g(n) over the numbers n, g(n) = {}", g.text(true)),
            Value::Ordered(gs) => {
                let parts: Vec<String> = gs
                    .iter()
                    .enumerate()
                    .map(|(i, g)| format!("g{i}(n) = {}", g.text(true)))
                    .collect();
                format!(
                    "xor of g_i(p[i]) over the positions i, {}",
                    parts.join("; ")
                )
            }
            Value::Coin { c, w } => {
                let head = if *c == 0 {
                    String::new()
                } else {
                    format!("{c} xor ")
                };
                format!(
                    "{head}xor of w(i) over the 1 bits i of n, w(i) = {}",
                    w.text()
                )
            }
            Value::Except(l, r) => format!(
                "{} for n = 0..{}, then {}",
                l.iter()
                    .map(|v| v.to_string())
                    .collect::<Vec<_>>()
                    .join(" "),
                l.len() - 1,
                r.text(true)
            ),
        }
    }

    fn code(&self, em: &mut Emitter) -> String {
        match self {
            Value::Map(f, m) => {
                let inner = f.code(em);
                let name = m.code(em);
                format!("{name}({inner})")
            }
            Value::Sum(g) => {
                let name = em.fresh("g");
                let body = g.code(em);
                em.items.push(format!(
                    "/// The value of one number.\nfn {name}(p: &[u64]) -> u128 {{\n    {body}\n}}\n"
                ));
                format!("p.iter().fold(0u128, |a, &x| a ^ {name}(&[x]))")
            }
            Value::Ordered(gs) => {
                let mut calls = vec![];
                for (i, g) in gs.iter().enumerate() {
                    let name = em.fresh("g");
                    let body = g.code(em);
                    em.items.push(format!(
                        "/// The value of one number at position {i}.\nfn {name}(p: &[u64]) -> u128 {{\n    {body}\n}}\n"
                    ));
                    calls.push(format!("{name}(&[p[{i}]])"));
                }
                calls.join(" ^ ")
            }
            Value::Coin { c, w } => {
                let wname = em.fresh("w");
                let body = match w {
                    Bits::Periodic(m) => {
                        let name = m.code(em);
                        format!("{name}(u128::from(i))")
                    }
                    Bits::Geometric(a, b) => format!("({a}i128 * (1i128 << i) + {b}) as u128"),
                };
                em.items.push(format!(
                    "/// The value of the 1 bit i.\nfn {wname}(i: u32) -> u128 {{\n    {body}\n}}\n"
                ));
                format!(
                    "(0..64).filter(|&i| p[0] >> i & 1 == 1).fold({c}u128, |a, i| a ^ {wname}(i))"
                )
            }
            Value::Except(l, r) => {
                let rest = r.code(em);
                format!(
                    "{{\n        const LISTED: [u128; {}] = [{}];\n        if p[0] < {} {{ LISTED[p[0] as usize] }} else {{ {rest} }}\n    }}",
                    l.len(),
                    l.iter()
                        .map(|v| v.to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
                    l.len()
                )
            }
        }
    }
}

/// A set of numbers, for `P iff n in S`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Set {
    /// The listed numbers and the terms of `t_i = sum_j coef[j] t_(i-1-j) + constant` from
    /// `init` (strictly increasing, checked past `u64::MAX` when found).
    Recurrence {
        listed: Vec<u64>,
        init: Vec<i128>,
        coef: Vec<i128>,
        constant: i128,
    },
    /// `{floor(k * alpha + beta) : k >= from}`, `alpha > 1`.
    Beatty { alpha: Quad, beta: i64, from: u64 },
    /// The listed numbers and the values `t(i) = sum_j C(i, j) * diffs[j]`, `i >= 0`, of a
    /// strictly increasing polynomial given by its leading differences (squares: 0, 1, 2).
    Polynomial { listed: Vec<u64>, diffs: Vec<i128> },
}

/// `sum_j C(i, j) * diffs[j]`, `None` past `i128` (then above every `u64`: the differences
/// after the first are not negative).
pub fn newton(i: u128, diffs: &[i128]) -> Option<i128> {
    let mut total: i128 = 0;
    let mut binom: i128 = 1;
    for (j, &d) in diffs.iter().enumerate() {
        if j > 0 {
            // C(i, j) = C(i, j - 1) * (i - j + 1) / j, exact at each step.
            let factor = i128::try_from(i).ok()?.checked_sub(j as i128 - 1)?;
            if factor <= 0 {
                return Some(total);
            }
            binom = binom.checked_mul(factor)? / j as i128;
        }
        total = total.checked_add(binom.checked_mul(d)?)?;
    }
    Some(total)
}

impl Set {
    pub fn contains(&self, n: u64) -> Option<bool> {
        match self {
            Set::Recurrence {
                listed,
                init,
                coef,
                constant,
            } => {
                if listed.contains(&n) {
                    return Some(true);
                }
                let n = i128::from(n);
                let mut t: Vec<i128> = init.clone();
                for &x in &t {
                    if x == n {
                        return Some(true);
                    }
                }
                loop {
                    let l = t.len();
                    let mut next = *constant;
                    for (j, c) in coef.iter().enumerate() {
                        next = next.checked_add(c.checked_mul(t[l - 1 - j])?)?;
                    }
                    if next == n {
                        return Some(true);
                    }
                    if next > n {
                        return Some(false);
                    }
                    if next <= t[l - 1] {
                        return None;
                    }
                    t.push(next);
                }
            }
            Set::Beatty { alpha, beta, from } => {
                let f = |k: u128| alpha.floor_times(k, *beta);
                let (mut lo, mut hi) = (
                    u128::from(*from),
                    u128::from(n) + beta.unsigned_abs() as u128 + 2,
                );
                // The smallest k >= from with f(k) >= n.
                if f(hi)? < i128::from(n) {
                    return Some(false);
                }
                while lo < hi {
                    let mid = lo + (hi - lo) / 2;
                    if f(mid)? >= i128::from(n) {
                        hi = mid;
                    } else {
                        lo = mid + 1;
                    }
                }
                Some(f(lo)? == i128::from(n))
            }
            Set::Polynomial { listed, diffs } => {
                if listed.contains(&n) {
                    return Some(true);
                }
                let n = i128::from(n);
                let at_least = |i: u128| newton(i, diffs).is_none_or(|t| t >= n);
                // Strictly increasing integers: t(i) >= t(0) + i, so i <= n - t(0).
                let (mut lo, mut hi) = (0u128, (n - diffs[0]).max(0) as u128 + 1);
                while lo < hi {
                    let mid = lo + (hi - lo) / 2;
                    if at_least(mid) {
                        hi = mid;
                    } else {
                        lo = mid + 1;
                    }
                }
                Some(newton(lo, diffs) == Some(n))
            }
        }
    }

    fn cost(&self) -> u32 {
        match self {
            Set::Recurrence {
                listed,
                init,
                coef,
                constant,
            } => (listed.len() + init.len() + coef.len()) as u32 + u32::from(*constant != 0),
            Set::Beatty { alpha, beta, from } => {
                2 + quad_cost(alpha) + beta.unsigned_abs() as u32 + u32::from(*from > 0)
            }
            Set::Polynomial { listed, diffs } => (listed.len() + diffs.len()) as u32 + 1,
        }
    }

    fn text(&self) -> String {
        match self {
            Set::Recurrence {
                listed,
                init,
                coef,
                constant,
            } => {
                let mut terms: Vec<String> = Vec::new();
                for (j, c) in coef.iter().enumerate() {
                    if *c != 0 {
                        terms.push(format!("{c}*t(i-{})", j + 1));
                    }
                }
                if *constant != 0 {
                    terms.push(constant.to_string());
                }
                let listed = if listed.is_empty() {
                    String::new()
                } else {
                    format!(
                        "{} or ",
                        listed
                            .iter()
                            .map(|v| v.to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                };
                format!(
                    "{listed}a term of t = {}, ... with t(i) = {}",
                    init.iter()
                        .map(|v| v.to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
                    terms.join(" + ")
                )
            }
            Set::Beatty { alpha, beta, from } => {
                let b = match beta {
                    0 => String::new(),
                    b if *b > 0 => format!(" + {b}"),
                    b => format!(" - {}", b.unsigned_abs()),
                };
                format!("floor(k * {}{b}) for some k >= {from}", alpha.text())
            }
            Set::Polynomial { listed, diffs } => {
                let listed = if listed.is_empty() {
                    String::new()
                } else {
                    format!(
                        "{} or ",
                        listed
                            .iter()
                            .map(|v| v.to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                };
                let first: Vec<String> = (0..5u128)
                    .filter_map(|i| newton(i, diffs))
                    .map(|t| t.to_string())
                    .collect();
                format!(
                    "{listed}t(i) for some i >= 0, t a polynomial of degree {} ({}, ...)",
                    diffs.len() - 1,
                    first.join(", ")
                )
            }
        }
    }

    fn code(&self, em: &mut Emitter) -> String {
        let name = em.fresh("in_set");
        let body = match self {
            Set::Recurrence {
                listed,
                init,
                coef,
                constant,
            } => {
                let l = init.len();
                let mut next = format!("{constant}i128");
                for (j, c) in coef.iter().enumerate() {
                    let _ = write!(next, " + {c} * t[{}]", l - 1 - j);
                }
                format!(
                    "    const LISTED: [u64; {}] = [{}];\n    if LISTED.contains(&n) {{\n        return true;\n    }}\n    let n = i128::from(n);\n    let mut t: [i128; {l}] = [{}];\n    if t.contains(&n) {{\n        return true;\n    }}\n    loop {{\n        let next = {next};\n        if next >= n {{\n            return next == n;\n        }}\n        t.rotate_left(1);\n        t[{}] = next;\n    }}",
                    listed.len(),
                    listed
                        .iter()
                        .map(|v| v.to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
                    init.iter()
                        .map(|v| v.to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
                    l - 1
                )
            }
            Set::Polynomial { listed, diffs } => format!(
                "    const LISTED: [u64; {}] = [{}];\n    const DIFFS: [i128; {}] = [{}];\n    if LISTED.contains(&n) {{\n        return true;\n    }}\n    let n = i128::from(n);\n    let (mut lo, mut hi) = (0u128, (n - DIFFS[0]).max(0) as u128 + 1);\n    while lo < hi {{\n        let mid = lo + (hi - lo) / 2;\n        if newton(mid, &DIFFS).is_none_or(|t| t >= n) {{\n            hi = mid;\n        }} else {{\n            lo = mid + 1;\n        }}\n    }}\n    newton(lo, &DIFFS) == Some(n)",
                listed.len(),
                listed
                    .iter()
                    .map(|v| v.to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
                diffs.len(),
                diffs
                    .iter()
                    .map(|v| v.to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
            Set::Beatty { alpha, beta, from } => {
                em.helper("quad", QUAD);
                format!(
                    "    let f = |k: u128| floor_quad(k, {}, {}, {}, {beta});\n    let n = i128::from(n);\n    let (mut lo, mut hi) = ({from}u128, n as u128 + {});\n    if f(hi) < n {{\n        return false;\n    }}\n    while lo < hi {{\n        let mid = lo + (hi - lo) / 2;\n        if f(mid) >= n {{\n            hi = mid;\n        }} else {{\n            lo = mid + 1;\n        }}\n    }}\n    f(lo) == n",
                    alpha.a,
                    alpha.b * alpha.b * alpha.d,
                    alpha.c,
                    beta.unsigned_abs() + 2
                )
            }
        };
        em.items
            .push(format!("fn {name}(n: u64) -> bool {{\n{body}\n}}\n"));
        if let Set::Polynomial { .. } = self {
            em.helper("newton", NEWTON);
        }
        name
    }
}

pub fn quad_cost(q: &Quad) -> u32 {
    if *q == Quad::PHI || *q == Quad::PHI2 {
        1
    } else {
        2 + q.a.unsigned_abs() as u32 + q.b as u32 + q.c as u32 + (q.d as u32).div_ceil(4)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Less,
    LessEq,
    Equal,
}

/// A rule whose value is an outcome: `true` means P (the player to move loses).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pred {
    /// P iff the value is 0.
    Zero(Value),
    /// One number: P iff it is in the set.
    Member(Set),
    /// Two numbers: P iff `min == floor((max - min) * alpha)` (Wythoff with `alpha = phi`).
    Wythoff(Quad),
    /// Two numbers: P iff `max < min * alpha` (Euclid's game with `alpha = phi`).
    Ratio(Quad),
    /// P iff `p[i] mod (p[j] + c) == 0` (`p[i] == 0` when the divisor is 0).
    BashMod {
        i: usize,
        j: usize,
        c: u64,
    },
    /// Moore's Nim_k: P iff every binary column's count of 1s is a multiple of `k + 1`.
    Moore(u32),
    Cmp {
        i: usize,
        j: usize,
        op: Op,
    },
    /// Misère Nim: P iff (every number is at most 1 and the xor is 1) or (some number is above
    /// 1 and the xor is 0).
    Misere,
    Not(Box<Pred>),
    And(Box<Pred>, Box<Pred>),
    Or(Box<Pred>, Box<Pred>),
}

impl Pred {
    pub fn eval(&self, p: &[u64]) -> Option<bool> {
        Some(match self {
            Pred::Zero(v) => v.eval(p)? == 0,
            Pred::Member(s) => {
                let [n] = p else { return None };
                s.contains(*n)?
            }
            Pred::Wythoff(alpha) => {
                let [x, y] = p else { return None };
                let (lo, hi) = (*x.min(y), *x.max(y));
                alpha.floor_times(u128::from(hi - lo), 0)? == i128::from(lo)
            }
            Pred::Ratio(alpha) => {
                let [x, y] = p else { return None };
                let (lo, hi) = (*x.min(y), *x.max(y));
                // hi < lo * alpha, alpha irrational: hi <= floor(lo * alpha) unless lo = 0.
                lo > 0 && i128::from(hi) <= alpha.floor_times(u128::from(lo), 0)?
            }
            Pred::BashMod { i, j, c } => {
                let (a, b) = (*p.get(*i)?, *p.get(*j)?);
                match u128::from(b) + u128::from(*c) {
                    0 => a == 0,
                    m => u128::from(a) % m == 0,
                }
            }
            Pred::Moore(k) => (0..64).all(|bit| {
                p.iter().filter(|&&x| x >> bit & 1 == 1).count() % (*k as usize + 1) == 0
            }),
            Pred::Cmp { i, j, op } => {
                let (a, b) = (*p.get(*i)?, *p.get(*j)?);
                match op {
                    Op::Less => a < b,
                    Op::LessEq => a <= b,
                    Op::Equal => a == b,
                }
            }
            Pred::Misere => {
                let x = p.iter().fold(0, |a, &v| a ^ v);
                if p.iter().all(|&v| v <= 1) {
                    x == 1
                } else {
                    x == 0
                }
            }
            Pred::Not(x) => !x.eval(p)?,
            Pred::And(x, y) => x.eval(p)? && y.eval(p)?,
            Pred::Or(x, y) => x.eval(p)? || y.eval(p)?,
        })
    }

    pub fn cost(&self) -> u32 {
        match self {
            Pred::Zero(v) => v.cost(),
            Pred::Member(s) => s.cost(),
            Pred::Wythoff(a) => 2 + quad_cost(a),
            Pred::BashMod { c, .. } => 3 + *c as u32,
            Pred::Ratio(a) => 3 + quad_cost(a),
            Pred::Moore(k) => 2 + k,
            Pred::Cmp { .. } => 2,
            Pred::Misere => 3,
            Pred::Not(x) => x.cost() + 1,
            Pred::And(x, y) | Pred::Or(x, y) => x.cost() + y.cost() + 1,
        }
    }

    /// The condition for P, without the leading "P iff".
    pub fn cond(&self, single: bool) -> String {
        let t = self.text(single);
        t.strip_prefix("P iff ")
            .map_or_else(|| format!("({t})"), str::to_string)
    }

    pub fn text(&self, single: bool) -> String {
        match self {
            Pred::Zero(Value::Map(f, m))
                if m.base.iter().chain(m.pre.iter().flatten()).all(|&v| v <= 1) && m.step == 0 =>
            {
                m.text_zero(&f.text(single))
            }
            Pred::Zero(Value::Ordered(gs)) => format!(
                "P iff the xor of g_i(p[i]) over the positions i is 0, {}",
                gs.iter()
                    .enumerate()
                    .map(|(i, g)| format!("g{i}(n) = {}", g.text(true)))
                    .collect::<Vec<_>>()
                    .join("; ")
            ),
            Pred::Zero(Value::Sum(g)) => format!(
                "P iff the xor of g(n) over the numbers n is 0, g(n) = {}",
                g.text(true)
            ),
            Pred::Zero(v) => format!("P iff {} = 0", v.text(single)),
            Pred::Member(s) => format!("P iff n is {}", s.text()),
            Pred::Wythoff(a) => format!(
                "P iff the pair is (x, y) with x <= y and x = floor((y - x) * {})",
                a.text()
            ),
            Pred::Ratio(a) => format!("P iff max < min * {}", a.text()),
            Pred::BashMod { i, j, c } => {
                let d = if *c == 0 {
                    format!("p[{j}]")
                } else {
                    format!("(p[{j}] + {c})")
                };
                format!("P iff p[{i}] mod {d} = 0")
            }
            Pred::Moore(1) => "P iff the xor of the numbers is 0 (Nim)".into(),
            Pred::Moore(k) => format!(
                "P iff in every binary column the count of 1s is a multiple of {} (Moore's Nim_{k})",
                k + 1
            ),
            Pred::Cmp { i, j, op } => {
                let o = match op {
                    Op::Less => "<",
                    Op::LessEq => "<=",
                    Op::Equal => "=",
                };
                format!("P iff p[{i}] {o} p[{j}]")
            }
            Pred::Misere => "P iff (every number <= 1 and the xor is 1) or (some number > 1 and the xor is 0) (misère Nim)".into(),
            Pred::Not(x) => format!("P iff not {}", x.cond(single)),
            Pred::And(x, y) => format!("P iff {} and {}", x.cond(single), y.cond(single)),
            Pred::Or(x, y) => format!("P iff {} or {}", x.cond(single), y.cond(single)),
        }
    }

    fn code(&self, em: &mut Emitter) -> String {
        match self {
            Pred::Zero(v) => format!("{} == 0", v.code(em)),
            Pred::Member(s) => format!("{}(p[0])", s.code(em)),
            Pred::Wythoff(q) => {
                em.helper("quad", QUAD);
                format!(
                    "{{\n        let (lo, hi) = (p[0].min(p[1]), p[0].max(p[1]));\n        floor_quad(u128::from(hi - lo), {}, {}, {}, 0) == i128::from(lo)\n    }}",
                    q.a,
                    q.b * q.b * q.d,
                    q.c
                )
            }
            Pred::Ratio(q) => {
                em.helper("quad", QUAD);
                format!(
                    "{{\n        let (lo, hi) = (p[0].min(p[1]), p[0].max(p[1]));\n        lo > 0 && i128::from(hi) <= floor_quad(u128::from(lo), {}, {}, {}, 0)\n    }}",
                    q.a,
                    q.b * q.b * q.d,
                    q.c
                )
            }
            Pred::BashMod { i, j, c } => format!(
                "match u128::from(p[{j}]) + {c} {{\n        0 => p[{i}] == 0,\n        m => u128::from(p[{i}]) % m == 0,\n    }}"
            ),
            Pred::Moore(k) => format!(
                "(0..64).all(|bit| p.iter().filter(|&&x| x >> bit & 1 == 1).count() % {} == 0)",
                k + 1
            ),
            Pred::Cmp { i, j, op } => {
                let o = match op {
                    Op::Less => "<",
                    Op::LessEq => "<=",
                    Op::Equal => "==",
                };
                format!("p[{i}] {o} p[{j}]")
            }
            Pred::Misere => "{\n        let x = p.iter().fold(0, |a, &v| a ^ v);\n        if p.iter().all(|&v| v <= 1) { x == 1 } else { x == 0 }\n    }".into(),
            Pred::Not(x) => format!("!({})", x.code(em)),
            Pred::And(x, y) => format!("({}) && ({})", x.code(em), y.code(em)),
            Pred::Or(x, y) => format!("({}) || ({})", x.code(em), y.code(em)),
        }
    }
}

/// A whole rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rule {
    Grundy(Value),
    Outcome(Pred),
}

impl Rule {
    /// The value at `p` (`0` for P and `1` for N in an outcome rule); `None` where the rule
    /// does not apply or cannot be evaluated exactly.
    pub fn eval(&self, p: &[u64]) -> Option<u64> {
        match self {
            Rule::Grundy(v) => u64::try_from(v.eval(p)?).ok(),
            Rule::Outcome(x) => Some(u64::from(!x.eval(p)?)),
        }
    }

    pub fn cost(&self) -> u32 {
        match self {
            Rule::Grundy(v) => v.cost(),
            Rule::Outcome(x) => x.cost(),
        }
    }

    pub fn text(&self, single: bool) -> String {
        match self {
            Rule::Grundy(v) => format!("Grundy = {}", v.text(single)),
            Rule::Outcome(x) => x.text(single),
        }
    }

    /// A Rust function computing the rule, with the helpers it needs, ready to paste.
    pub fn rust(&self, single: bool) -> String {
        let mut em = Emitter::default();
        let (sig, body) = match self {
            Rule::Grundy(v) => ("fn grundy(p: &[u64]) -> u128", v.code(&mut em)),
            Rule::Outcome(x) => ("fn first_player_loses(p: &[u64]) -> bool", x.code(&mut em)),
        };
        let mut out = format!(
            "/// {}\n/// `p`: the position's numbers, in the table's order.\n{sig} {{\n    {body}\n}}\n",
            self.text(single)
        );
        for item in em.items {
            out.push('\n');
            out.push_str(&item);
        }
        for (_, item) in em.helpers {
            out.push('\n');
            out.push_str(item);
        }
        out
    }
}

/// Collects the items a rule's Rust function needs.
#[derive(Default)]
struct Emitter {
    items: Vec<String>,
    helpers: BTreeMap<&'static str, &'static str>,
    counter: usize,
}

impl Emitter {
    fn fresh(&mut self, stem: &str) -> String {
        self.counter += 1;
        format!("{stem}_{}", self.counter)
    }
    fn helper(&mut self, name: &'static str, code: &'static str) {
        self.helpers.insert(name, code);
    }
}
