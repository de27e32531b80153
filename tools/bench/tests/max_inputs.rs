//! The benchmark's inputs (`Problem::max_input`, through the catalog): the sizes the benchmark
//! is specified for, the same bytes for the same seed, an alias its problem's input.

use problem::{MaxInput, Problem, Rng};

struct Generate(u64);

impl catalog::Visit for Generate {
    type Output = MaxInput;

    fn visit<P: Problem>(self, _id: &'static str, mut problem: P) -> MaxInput {
        problem.max_input(&mut Rng::new(self.0))
    }
}

fn generate(id: &str, seed: u64) -> Option<MaxInput> {
    catalog::visit(id, Generate(seed))
}

/// Every problem's input of seed 1, each generated once, the problems shared between two
/// threads (in a debug build the largest take seconds each).
fn every_input() -> std::collections::BTreeMap<&'static str, MaxInput> {
    let (even, odd): (Vec<_>, Vec<_>) = catalog::IDS
        .iter()
        .enumerate()
        .partition(|(i, _)| i % 2 == 0);
    let half = |ids: Vec<(usize, &&'static str)>| {
        ids.into_iter()
            .map(|(_, &id)| (id, generate(id, 1).unwrap()))
            .collect::<Vec<_>>()
    };
    std::thread::scope(|scope| {
        let other = scope.spawn(|| half(odd));
        let mut all = half(even);
        all.extend(other.join().unwrap());
        all.into_iter().collect()
    })
}

#[test]
fn shapes_and_sizes() {
    let inputs = every_input();
    let cases = [
        ("hdu1846", 1_000_001, 1_000_000),
        ("hdu1847", 1_000_000, 1_000_000),
        ("hdu1527", 1_000_000, 1_000_000),
        ("hdu2177", 200_001, 200_000),
        ("hdu2516", 1_000_001, 1_000_000),
        ("hdu1850", 20_001, 10_000),
        ("hdu1848", 1_000_001, 1_000_000),
        ("hdu1536", 100 * 102 + 1, 10_000),
        ("hdu1907", 40_001, 20_000),
        ("hdu2509", 20_000, 10_000),
        ("hdu1849", 2001, 1000),
        ("hdu2176", 11, 5),
        ("hdu1517", 1_000_000, 1_000_000),
        ("hdu1404", 1_000_000, 1_000_000),
        ("cf786a", 3, 1),
        ("abc209e", 200_001, 200_000),
    ];
    for (id, line_count, queries) in cases {
        let input = &inputs[id];
        assert_eq!(input.text.lines().count(), line_count, "{id}");
        assert_eq!(input.queries, queries, "{id}");
    }
    let part_two = [
        ("lc_nim_product_64", 1_000_000),
        ("hdu3032", 100),
        ("poj1704", 1000),
        ("hdu3094", 10),
        ("poj3710", 100),
        ("hdu3595", 1000),
        ("hdu3404", 1000),
        ("hdu3537", 10_000),
    ];
    for (id, queries) in part_two {
        assert_eq!(inputs[id].queries, queries, "{id}");
    }
    for id in catalog::IDS {
        assert!(inputs[id].text.ends_with('\n'), "{id}");
    }
    assert_eq!(generate("hdu1527", 5), generate("hdu1527", 5));
    assert_eq!(generate("poj1067", 5), generate("hdu1527", 5));
    assert!(generate("cf1", 1).is_none());
}
