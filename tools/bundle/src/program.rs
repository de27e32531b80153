//! What a program uses of snippets (`snippets::<module>`, aliases, exported macros), and the
//! `use` forms no bundle can hold, refused by line.

use crate::Snippets;
use crate::lex;
use std::collections::BTreeSet;

/// Words after which `::snippets` starts a path rather than continuing one.
const KEYWORDS: [&str; 8] = ["use", "return", "in", "break", "else", "move", "as", "mut"];

/// What a program's text refers to in snippets, and the one edit it needs.
pub(crate) struct Program {
    /// The text with `extern crate snippets as X` made `extern crate self as X`.
    pub(crate) text: String,
    /// The modules it names (`snippets::<module>`, an exported macro, `snippets::*`).
    pub(crate) used: BTreeSet<String>,
    /// The names that denote the snippets crate: `snippets` and its aliases.
    pub(crate) aliases: Vec<String>,
}

/// Whether `code` starts with the word `word`.
fn starts_with_word(code: &str, word: &str) -> bool {
    lex::ident_at(code, 0) == Some(word)
}

/// Adds `alias` (from `as alias`) to the names that denote the snippets crate.
fn add_alias(names: &mut Vec<String>, alias: Option<&str>) {
    if let Some(alias) = alias.filter(|a| *a != "_" && !names.iter().any(|n| n == a)) {
        names.push(alias.to_string());
    }
}

/// Reads what `text` uses of snippets, and refuses, naming the line, what cannot compile in a
/// bundle: a second `snippets` at the top level (`use snippets;`, `use snippets::{self, ..}`,
/// `use snippets::*;`) and `extern crate snippets;`.
pub(crate) fn read_program(
    snippets: &Snippets,
    text: &str,
    origin: &str,
) -> Result<Program, String> {
    let code = lex::code_only(text, &lex::classify(text));
    let depths = lex::depths(&code);
    let place = |at: usize| format!("{origin}:{}", lex::line_of(text, at));
    let clash = "at the top level: a bundle declares `snippets` there itself \
                 (`extern crate self as snippets;`), so this would define it twice";
    if let Some(at) = lex::word_offsets(&code, "snippets_modules").next() {
        return Err(format!(
            "{}: the file already holds a pasted `scripts/bundle --module` block: submit it as it is, or delete the block and bundle the file",
            place(at)
        ));
    }
    let all: BTreeSet<String> = snippets.modules().iter().map(|m| m.name.clone()).collect();
    let mut used = BTreeSet::new();
    // `snippets` and its aliases (`use snippets as sn;`, `extern crate snippets as sn;`).
    let mut names = vec!["snippets".to_string()];
    let mut edits = Vec::new();
    let mut i = 0;
    while let Some(name) = names.get(i).cloned() {
        i += 1;
        for at in lex::word_offsets(&code, &name) {
            let before = code[..at].trim_end();
            let after = lex::skip_space(&code, at + name.len());
            let rest = &code[after..];
            let in_path = before.strip_suffix("::").is_some_and(|head| {
                let head = head.trim_end();
                let word = head
                    .rsplit(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .next()
                    .unwrap_or("");
                head.ends_with('>') || !word.is_empty() && !KEYWORDS.contains(&word)
            });
            if in_path {
                continue; // `other::snippets`
            }
            // Only `snippets` itself can clash with the bundle's own `snippets`.
            let top = depths[at] == 0 && name == "snippets";
            let after_use = before.ends_with("use") || before.ends_with("use ::");
            let extern_crate = before
                .strip_suffix("crate")
                .is_some_and(|b| b.trim_end().ends_with("extern"));
            if extern_crate && name == "snippets" {
                if !starts_with_word(rest, "as") {
                    return Err(format!(
                        "{}: `extern crate snippets;` cannot be bundled: no crate of that name exists there; delete the line (since Rust 2018 `snippets::` paths need no `extern crate`)",
                        place(at)
                    ));
                }
                edits.push(at);
            }
            if starts_with_word(rest, "as") {
                add_alias(
                    &mut names,
                    lex::ident_at(&code, lex::skip_space(&code, after + 2)),
                );
                continue;
            }
            if top && after_use && rest.starts_with(';') {
                return Err(format!("{}: `use snippets;` {clash}; delete it", place(at)));
            }
            let Some(after_colons) = lex::expect(&code, after, "::") else {
                continue;
            };
            let next = lex::skip_space(&code, after_colons);
            match code.as_bytes().get(next) {
                Some(b'*') if top && after_use => {
                    return Err(format!(
                        "{}: `use snippets::*;` at the top level: in a bundle `snippets` is this file, which cannot glob-import itself; delete it (the bundle's modules are in scope there already) or name what you use",
                        place(at)
                    ));
                }
                Some(b'*') => used.extend(all.iter().cloned()),
                Some(b'{') => {
                    let end = lex::matching_close(&code, next).unwrap_or(code.len());
                    for item in top_level_items(&code[next + 1..end.saturating_sub(1)]) {
                        if item == "*" {
                            used.extend(all.iter().cloned());
                        } else if starts_with_word(item, "self") {
                            let alias = item[4..].trim_start();
                            if starts_with_word(alias, "as") {
                                add_alias(&mut names, Some(alias[2..].trim()));
                            } else if top {
                                return Err(format!(
                                    "{}: `use snippets::{{self, ...}}` {clash}; drop `self` from the braces",
                                    place(at)
                                ));
                            }
                        } else if let Some(module) =
                            lex::ident_at(item, 0).and_then(|n| snippets.module_of(n))
                        {
                            used.insert(module.to_string());
                        }
                    }
                }
                _ => used.extend(
                    lex::ident_at(&code, next)
                        .and_then(|n| snippets.module_of(n))
                        .map(String::from),
                ),
            }
        }
    }
    let mut text = text.to_string();
    for at in edits.into_iter().rev() {
        text.replace_range(at..at + "snippets".len(), "self");
    }
    Ok(Program {
        text,
        used,
        aliases: names,
    })
}

/// The comma-separated items of a `use` list's inside, trimmed: `a, b::{c, d}` gives `a` and
/// `b::{c, d}`.
fn top_level_items(inner: &str) -> Vec<&str> {
    let depths = lex::depths(inner);
    let mut items = Vec::new();
    let mut start = 0;
    for (j, byte) in inner.bytes().enumerate() {
        if byte == b',' && depths[j] == 0 {
            items.push(inner[start..j].trim());
            start = j + 1;
        }
    }
    items.push(inner[start..].trim());
    items.retain(|item| !item.is_empty());
    items
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn used(program: &str) -> Result<Vec<String>, String> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let snippets = Snippets::load(&root).unwrap();
        read_program(&snippets, program, "main.rs").map(|p| p.used.into_iter().collect())
    }

    #[test]
    fn finds_the_modules_a_program_names() {
        for (program, modules) in [
            ("use snippets::{nim, io::Input};", &["io", "nim"][..]),
            (
                "use snippets as sn; fn main() { sn::bash::winning_take(1, 1); }",
                &["bash"],
            ),
            (
                "extern crate snippets as s; use s::{grundy::{self, mex}};",
                &["grundy"],
            ),
            (
                "mod m { use snippets::{self as x}; fn f() { x::wythoff::partner(1); } }",
                &["wythoff"],
            ),
            (
                "fn main() { ::snippets::misere_nim::first_player_wins(&[]); }",
                &["misere_nim"],
            ),
            ("use snippets::wythoff as w;", &["wythoff"]),
            (
                "// snippets::nim\nfn main() { let s = \"snippets::bash\"; other::snippets::grundy::mex([]); }",
                &[],
            ),
        ] {
            assert_eq!(used(program).unwrap(), modules, "{program}");
        }
        // A glob inside a module brings every module lib.rs declares.
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut every: Vec<String> = Snippets::load(&root)
            .unwrap()
            .modules()
            .iter()
            .map(|module| module.name.clone())
            .collect();
        every.sort();
        assert!(every.len() > 10, "{every:?}");
        assert_eq!(used("mod m { use snippets::*; }").unwrap(), every);
    }

    #[test]
    fn refuses_what_defines_snippets_twice_by_line() {
        for program in [
            "\nuse snippets::{self, nim};",
            "\nuse snippets::{nim, self};",
            "\nuse snippets;",
            "\nuse ::snippets;",
            "\nextern crate snippets;",
            "\nuse snippets::*;",
            "\n#[allow(unused_imports)] use snippets_modules::*;\nextern crate self as snippets;",
        ] {
            let error = used(program).unwrap_err();
            assert!(error.starts_with("main.rs:2: "), "{program}: {error}");
        }
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let snippets = Snippets::load(&root).unwrap();
        let program = read_program(&snippets, "extern crate snippets as sn;", "main.rs").unwrap();
        assert_eq!(program.text, "extern crate self as sn;");
    }
}
