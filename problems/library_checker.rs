//! What the checks of the Library Checker problems against its official tests share, std
//! only: each `problems/lc_*/tests/official.rs` includes it
//! (`#[path = "../../library_checker.rs"] mod library_checker;`). A problem's files are its
//! generator (`gen.py NAME SEED` prints an official input), the sha256 sums of its official
//! inputs and outputs as the repository's hash.json lists them (`official.sha256`), and, where
//! an answer is not unique, the sizes of the reference answers (`official.sizes`); the tests
//! kept whole are in `testcases/<id>/`. `problems/library_checker.sh ID` runs all of them at
//! full size.

// Each problem's check uses what it needs of this.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// One problem's official tests: its id (`lc_factorize`) and the program that answers them.
pub struct Official {
    pub id: &'static str,
    pub program: &'static str,
}

impl Official {
    /// The workspace's root.
    pub fn root() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
    }

    /// The text of `problems/<id>/<file>`.
    pub fn file(&self, file: &str) -> String {
        let path = Self::root().join("problems").join(self.id).join(file);
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    /// The bytes of `testcases/<id>/<file>`, a test kept whole.
    pub fn kept(&self, file: &str) -> Vec<u8> {
        let path = Self::root().join("testcases").join(self.id).join(file);
        std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    /// `(sum, file name)` of every official input and output, from `official.sha256`.
    pub fn sums(&self) -> Vec<(String, String)> {
        let text = self.file("official.sha256");
        let pair = |line: &str| {
            let (sum, name) = line.split_once("  ").expect("a line `sum  name`");
            (sum.to_string(), name.to_string())
        };
        text.lines().map(pair).collect()
    }

    /// The official sha256 sum of `file` (`example_00.in`).
    pub fn sum(&self, file: &str) -> String {
        let sums = self.sums();
        let found = sums.into_iter().find(|(_, name)| name == file);
        found.unwrap_or_else(|| panic!("{}: no sum of {file}", self.id)).0
    }

    /// The size of the reference answer of `case` (`kuhn_killer_00`), from `official.sizes`.
    pub fn size(&self, case: &str) -> u64 {
        let sizes = self.file("official.sizes");
        let size = sizes.lines().find_map(|line| line.strip_prefix(&format!("{case} ")));
        size.unwrap_or_else(|| panic!("{case}: no size")).parse().expect("a size")
    }

    /// The official input `name_seed` (`seed` as two digits) as `gen.py` builds it.
    pub fn generate(&self, name: &str, seed: u32) -> Vec<u8> {
        let generator = Self::root().join("problems").join(self.id).join("gen.py");
        run("python3", &[generator.to_str().unwrap(), name, &seed.to_string()], b"")
    }

    /// The program's output on `input`.
    pub fn answer(&self, input: &[u8]) -> Vec<u8> {
        run(self.program, &[], input)
    }
}

/// The standard output of `program args` given `input`; anything but success panics.
pub fn run(program: &str, args: &[&str], input: &[u8]) -> Vec<u8> {
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|error| panic!("{program}: {error}"));
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // Written from a thread: a program may answer before it has read all its input.
    let writer = std::thread::spawn(move || std::io::Write::write_all(&mut stdin, &input));
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert!(output.status.success(), "{program} {args:?}: {}", output.status);
    output.stdout
}

/// The sha256 sum of `bytes`, by coreutils' `sha256sum`.
pub fn sha256(bytes: &[u8]) -> String {
    String::from_utf8(run("sha256sum", &[], bytes)).unwrap()[..64].to_string()
}

/// The whitespace-separated numbers of `bytes`.
pub fn numbers(bytes: &[u8]) -> Vec<u64> {
    let text = String::from_utf8_lossy(bytes);
    text.split_ascii_whitespace().map(|t| t.parse().expect("a number")).collect()
}
