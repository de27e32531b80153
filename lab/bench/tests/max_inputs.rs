//! The benchmark's inputs (`Problem::max_input`, made by each problem's driver): the sizes the
//! benchmark is specified for, the same bytes for the same seed, an alias its problem's input.

use problem::MaxInput;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn generate(id: &str, seed: u64) -> Option<MaxInput> {
    let root = root();
    let id = workspace::problems::canonical(id);
    let driver = workspace::drivers::every_driver(&root, id).ok()?;
    let scratch = tempfile::NamedTempFile::new().unwrap();
    let output = Command::new(driver)
        .args(["max-input", "--seed", &seed.to_string(), "--out"])
        .arg(scratch.path())
        .output()
        .unwrap();
    assert!(output.status.success(), "{id}: {output:?}");
    let queries = String::from_utf8_lossy(&output.stdout)
        .trim()
        .parse()
        .unwrap();
    let text = std::fs::read_to_string(scratch.path()).unwrap();
    Some(MaxInput { text, queries })
}

/// Every problem's input of seed 1, each generated once, the problems shared between two
/// threads (in a debug build the largest take seconds each).
fn every_input() -> std::collections::BTreeMap<String, MaxInput> {
    let ids = workspace::drivers::described(&root());
    let batch = ids.into_iter().filter(|id| {
        !root()
            .join("problems")
            .join(id)
            .join("interactor.rs")
            .is_file()
    });
    let (even, odd): (Vec<_>, Vec<_>) = batch.enumerate().partition(|(i, _)| i % 2 == 0);
    let half = |ids: Vec<(usize, String)>| {
        ids.into_iter()
            .map(|(_, id)| {
                let input = generate(&id, 1).unwrap();
                (id, input)
            })
            .collect::<Vec<_>>()
    };
    // Built once, before the threads ask.
    workspace::drivers::every_driver(&root(), "hdu1846").unwrap();
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
    for (id, input) in &inputs {
        assert!(input.text.ends_with('\n'), "{id}");
    }
    assert_eq!(generate("hdu1527", 5), generate("hdu1527", 5));
    assert_eq!(generate("poj1067", 5), generate("hdu1527", 5));
    assert!(generate("cf1", 1).is_none());
}
