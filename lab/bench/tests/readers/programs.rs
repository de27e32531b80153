// Ways a program written with proconio reads, written once and compiled against each reader
// by `tests/readers.rs` (which brings `input!`, `Source` and `read_case!` into scope, and the
// type `Reader` of a source over bytes). Each returns what it would print.

/// Lines `a b` to the end of the input (hdu1527, poj1067).
pub fn pairs(source: &mut Reader<'_>) -> String {
    let mut out = String::new();
    loop {
        read_case! { from &mut *source, a: u64, b: u64; else break }
        out += &format!("{a} {b}\n");
    }
    out
}

/// `C`, then `C` lines `n m` (hdu1846).
pub fn counted(source: &mut Reader<'_>) -> String {
    let mut out = String::new();
    read_case! { from &mut *source, cases: u64; else return out }
    for _ in 0..cases.min(1000) {
        read_case! { from &mut *source, n: usize, m: u32; else break }
        out += &format!("{n} {m}\n");
    }
    out
}

/// Cases `M`, then `M` values, until `M = 0` (hdu1850).
pub fn lists(source: &mut Reader<'_>) -> String {
    let mut out = String::new();
    loop {
        read_case! { from &mut *source, count: u8, piles: [u64; count]; else break }
        if count == 0 {
            break;
        }
        out += &format!("{piles:?}\n");
    }
    out
}

/// Words and signed numbers, alternately, to the end of the input.
pub fn words(source: &mut Reader<'_>) -> String {
    let mut out = String::new();
    loop {
        read_case! { from &mut *source, word: String, number: i64; else break }
        out += &format!("{word:?} {number}\n");
    }
    out
}

/// Tokens borrowed with `next_token` (hdu1404), every other one read as a number.
pub fn borrowed(source: &mut Reader<'_>) -> String {
    let mut out = String::new();
    while let Some(word) = source.next_token() {
        out += &format!("{word:?}\n");
        read_case! { from &mut *source, number: u64; else break }
        out += &format!("{number}\n");
    }
    out
}
