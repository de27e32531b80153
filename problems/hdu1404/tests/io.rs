//! A bad word is named as every bad token is, cut to its first 32 bytes and its length: a
//! string of 65,534 digits was echoed whole (a 65,585-byte `error:` line).

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu1404");

#[test]
fn a_long_bad_word_is_cut_in_its_error_line() {
    for length in [7, 33, 65_534] {
        let input = format!("12\n{}5\n", "0".repeat(length - 1));
        let (code, stdout, stderr) = judge::testing::run(PROGRAM, &input);
        assert_eq!(code, Some(1), "length {length}: {stderr:.200}");
        assert_eq!(stdout, "", "length {length}");
        assert_eq!(stderr.lines().count(), 1, "length {length}: {stderr:.200}");
        assert!(stderr.len() < 200, "length {length}: {} bytes: {stderr:.200}", stderr.len());
        let cut = if length > 32 { format!("... ({length} bytes)") } else { String::new() };
        let head = &input[3..3 + length.min(32)];
        assert!(stderr.contains(&format!("`{head}`{cut} ")), "length {length}: {stderr:.200}");
    }
}
