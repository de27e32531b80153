//! The C++ peers' shared reader and writer (`cpp/fastio.hpp`) against Rust's own parsing and
//! formatting, at the edges: numbers and words across the 64 KiB chunk boundaries, `u64::MAX`,
//! `i64::MIN`, an output many times the 64 KiB buffer; then every `fread.cpp` compiled as
//! `scripts/bench` compiles it, on its samples.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn run(program: &Path, args: &[&str], input: &[u8]) -> Vec<u8> {
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // A program may stop reading before the end (a sentinel): a broken pipe is no failure.
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let output = child.wait_with_output().unwrap();
    if let Err(e) = writer.join().unwrap() {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    assert!(
        output.status.success(),
        "{}: {:?}",
        program.display(),
        output.status
    );
    output.stdout
}

/// Echoes its input through every function of the header: `chunks` reads `n`, then `n`
/// unsigned numbers, `n` signed ones and `n` words from 64 KiB chunks; `all` reads `n` and `n`
/// unsigned numbers from the whole input at once.
const ECHO: &str = r#"#include "fastio.hpp"
#include <cstring>
int main(int argc, char **argv) {
    unsigned long long n = 0, u;
    long long s;
    char word[64];
    if (argc > 1 && !strcmp(argv[1], "all")) {
        char *p = read_all();
        read(p, n);
        for (unsigned long long i = 0; i < n && read(p, u); ++i) put_number(u, '\n');
        put(read(p, u) ? "more\n" : "end\n");
        flush();
        return 0;
    }
    read(n);
    for (unsigned long long i = 0; i < n && read(u); ++i) put_number(u), put('\n');
    for (unsigned long long i = 0; i < n && read_signed(s); ++i) put_number(s, ' ');
    put('\n');
    for (unsigned long long i = 0; i < n; ++i) {
        int length = read_word(word);
        put(word, length), put(i % 2 ? "|" : ";");
    }
    put(skip() == -1 ? "\nend\n" : "\nmore\n");
    flush();
}
"#;

/// A deterministic stream of numbers (xorshift), with the extremes mixed in.
fn numbers(count: usize) -> Vec<u64> {
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    (0..count)
        .map(|i| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            match i % 7 {
                0 => u64::MAX - (i as u64 % 3),
                1 => i as u64 % 10,
                2 => state >> (state % 64),
                _ => state,
            }
        })
        .collect()
}

#[test]
fn fastio_echoes_numbers_and_words_across_chunks() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("echo.cpp");
    let binary = dir.path().join("echo");
    std::fs::write(&source, ECHO).unwrap();
    bench::cpp::compile(&source, &binary).unwrap();

    let unsigned = numbers(30_000);
    let signed: Vec<i64> = unsigned
        .iter()
        .enumerate()
        .map(|(i, &x)| match i % 5 {
            0 => i64::MIN,
            1 => i64::MAX,
            2 => -(i as i64),
            _ => x as i64,
        })
        .collect();
    let words: Vec<String> = (0..unsigned.len())
        .map(|i| "abcXYZ~!".repeat(5)[..1 + i % 37].to_string())
        .collect();
    // Separators of every kind the readers skip, so tokens fall across chunk boundaries.
    let separators = [" ", "\n", "\r\n", "\t", "  \n "];
    let mut input = format!("{}\n", unsigned.len());
    let mut expected = String::new();
    for (i, x) in unsigned.iter().enumerate() {
        write!(input, "{x}{}", separators[i % 5]).unwrap();
        writeln!(expected, "{x}").unwrap();
    }
    for (i, x) in signed.iter().enumerate() {
        write!(input, "{x}{}", separators[(i + 1) % 5]).unwrap();
        write!(expected, "{x} ").unwrap();
    }
    expected.push('\n');
    for (i, word) in words.iter().enumerate() {
        write!(input, "{word}{}", separators[(i + 2) % 5]).unwrap();
        write!(expected, "{word}{}", if i % 2 == 1 { "|" } else { ";" }).unwrap();
    }
    expected.push_str("\nend\n");
    assert!(input.len() > 8 << 16 && expected.len() > 8 << 16);
    let output = run(&binary, &["chunks"], input.as_bytes());
    assert!(
        output == expected.as_bytes(),
        "chunks: the echo differs from the input"
    );

    let mut input = format!("{}\r\n", unsigned.len());
    let mut expected = String::new();
    for (i, x) in unsigned.iter().enumerate() {
        write!(input, "{x}{}", separators[i % 5]).unwrap();
        writeln!(expected, "{x}").unwrap();
    }
    expected.push_str("end\n");
    let output = run(&binary, &["all"], input.as_bytes());
    assert!(
        output == expected.as_bytes(),
        "all: the echo differs from the input"
    );
    // At the end of the input every reader says so, and nothing is written but its answer.
    assert_eq!(run(&binary, &["chunks"], b""), b"\n\nend\n");
    assert_eq!(run(&binary, &["all"], b""), b"end\n");
}

#[test]
fn every_fread_peer_compiles_and_answers_its_samples() {
    let root = root();
    let dir = tempfile::tempdir().unwrap();
    let mut peers = 0;
    for entry in std::fs::read_dir(root.join("problems")).unwrap() {
        let problem = entry.unwrap().path();
        let source = problem.join("cpp/fread.cpp");
        if !source.is_file() {
            continue;
        }
        let id = problem.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&source).unwrap();
        assert!(
            text.contains("#include \"fastio.hpp\""),
            "{id}: cpp/fread.cpp does not include the shared fastio.hpp"
        );
        let binary = dir.path().join(&id);
        if let Err(message) = bench::cpp::compile(&source, &binary) {
            panic!("{id}: cpp/fread.cpp does not compile:\n{message}");
        }
        // Its samples (`sample-*`, `example_*`), or where it has none its first case that is
        // not an error case: a peer is right within the statement's limits only.
        let testcases = root.join("testcases").join(&id);
        let mut cases: Vec<PathBuf> = std::fs::read_dir(&testcases)
            .unwrap()
            .map(|case| case.unwrap().path())
            .filter(|case| case.extension().is_some_and(|e| e == "in"))
            .collect();
        cases.sort();
        let sample = |case: &PathBuf| {
            let name = case.file_name().unwrap().to_string_lossy();
            name.starts_with("sample") || name.starts_with("example")
        };
        let mut chosen: Vec<PathBuf> = cases.iter().filter(|c| sample(c)).cloned().collect();
        if chosen.is_empty() {
            let valid = |case: &&PathBuf| {
                !std::fs::read(case.with_extension("out"))
                    .unwrap()
                    .starts_with(b"error")
            };
            chosen.extend(cases.iter().find(valid).cloned());
        }
        assert!(!chosen.is_empty(), "{id}: no testcase to run");
        for case in chosen {
            let input = std::fs::read(&case).unwrap();
            let expected = std::fs::read(case.with_extension("out")).unwrap();
            assert!(
                run(&binary, &[], &input) == expected,
                "{id}: cpp/fread.cpp on {} differs from its .out",
                case.display()
            );
        }
        peers += 1;
    }
    assert!(peers >= 40, "only {peers} fread peers found");
}
