//! The snippets crate as the bundler reads it, and its modules spliced into a block: each file
//! verbatim inside `pub mod <name> { ... }`, less doc comments, `#[cfg(test)]` items,
//! `#[cfg(not(test))]` (always true in a bundle) and `#[macro_export]`.

use crate::lex::{self, Class};
use crate::prune;
use crate::read;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The item each spliced module ends with, which the block's guard names through the top
/// level: `crate::<module>::SNIPPETS_MODULE` exists only if `<module>` there is snippets'.
pub const MARKER: &str = "SNIPPETS_MODULE";

/// One line of a module as it is spliced.
#[derive(Clone, Debug)]
struct Line {
    text: String,
    /// The line starts inside a string literal: indenting it would change the string.
    in_literal: bool,
    /// Where it starts and ends in the file.
    span: std::ops::Range<usize>,
}

/// One snippets module, ready to splice.
#[derive(Debug)]
pub struct Module {
    pub name: String,
    /// The modules its code refers to (`crate::<module>::`, `$crate::<macro>!`), itself not
    /// included.
    pub uses: BTreeSet<String>,
    /// What its header's `Depends on:` line names, or why it cannot be read.
    pub declared: Result<BTreeSet<String>, String>,
    /// The macros it exports (`#[macro_export]`).
    pub macros: Vec<String>,
    /// The file's lines without doc comments, `#[cfg(test)]` items, `#[cfg(not(test))]` and
    /// `#[macro_export]`.
    lines: Vec<Line>,
    /// The file's code with what is dropped blanked out, offsets as in the file.
    code: String,
    path: PathBuf,
}

/// The snippets crate as the bundler reads it: the modules `lib.rs` declares, in its order.
pub struct Snippets {
    modules: Vec<Module>,
}

/// What `strip` leaves of a file.
struct Stripped {
    lines: Vec<Line>,
    code: String,
    macros: Vec<String>,
}

/// Drops doc comments, the `#[cfg(test)]` items at the top level of `text`, its
/// `#[cfg(not(test))]` attributes (a bundle is never compiled as a test, so they hold) and its
/// `#[macro_export]` attributes (naming their macros).
fn strip(text: &str) -> Stripped {
    let classes = lex::classify(text);
    let code = lex::code_only(text, &classes);
    let depths = lex::depths(&code);
    let mut dropped: Vec<bool> = classes.iter().map(|&c| c == Class::DocComment).collect();
    let mut macros = Vec::new();
    // Where `attribute` stands at the top level: its start and the end of its text.
    let top_level = |attribute: &'static str| {
        code.match_indices(attribute)
            .map(move |(at, _)| (at, at + attribute.len()))
            .filter(|&(at, _)| depths[at] == 0)
    };
    for (at, after) in top_level("#[cfg(test)]") {
        dropped[at..lex::item_end(&code, after)].fill(true);
    }
    for (at, after) in top_level("#[cfg(not(test))]") {
        dropped[at..after].fill(true);
    }
    for (at, after) in top_level("#[macro_export]") {
        dropped[at..after].fill(true);
        // Other attributes (`#[doc(hidden)]`) may stand between it and the macro.
        let mut next = lex::skip_space(&code, after);
        while code[next..].starts_with("#[") {
            next = lex::skip_space(
                &code,
                lex::matching_close(&code, next + 1).unwrap_or(code.len()),
            );
        }
        if let Some(name) = lex::expect(&code, next, "macro_rules!")
            .map(|at| lex::skip_space(&code, at))
            .and_then(|at| lex::ident_at(&code, at))
        {
            macros.push(name.to_string());
        }
    }
    let mut lines: Vec<Line> = Vec::new();
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        let end = start + line.len();
        let mut kept = String::new();
        for (offset, c) in line.char_indices() {
            if !dropped[start + offset] {
                kept.push(c);
            }
        }
        let in_literal = start > 0 && classes[start - 1] == Class::Literal;
        let ends_in_literal = classes[end - 1] == Class::Literal;
        let lost_something = dropped[start..end].iter().any(|&d| d);
        let kept = if ends_in_literal {
            kept.strip_suffix('\n').unwrap_or(&kept).to_string()
        } else {
            kept.trim_end().to_string()
        };
        let blank = kept.trim().is_empty() && !in_literal;
        let after_blank = lines
            .last()
            .is_none_or(|l| l.text.is_empty() && !l.in_literal);
        if !(blank && (lost_something || after_blank)) {
            lines.push(Line {
                text: if blank { String::new() } else { kept },
                in_literal,
                span: start..end,
            });
        }
        start = end;
    }
    while lines
        .last()
        .is_some_and(|l| l.text.is_empty() && !l.in_literal)
    {
        lines.pop();
    }
    let code = code
        .char_indices()
        .map(|(at, c)| if dropped[at] && c != '\n' { ' ' } else { c })
        .collect();
    Stripped {
        lines,
        code,
        macros,
    }
}

/// What a module's header says it depends on: the `crate::<module>` names of its
/// `Depends on:` line, empty for `Depends on: nothing`.
///
/// # Errors
/// When the header has no such line or it names something else.
pub fn declared_dependencies(text: &str) -> Result<BTreeSet<String>, String> {
    let header: Vec<&str> = text
        .lines()
        .map_while(|line| line.strip_prefix("//!"))
        .map(str::trim)
        .collect();
    let header = header.join("\n");
    let Some(at) = header.find("Depends on:") else {
        return Err("its header (`//!`) has no `Depends on:` line".into());
    };
    let rest = &header[at + "Depends on:".len()..];
    let end = [". ", ".\n", "\n\n"]
        .iter()
        .filter_map(|stop| rest.find(stop))
        .min()
        .unwrap_or(rest.len());
    let sentence = rest[..end].trim().trim_end_matches('.');
    if sentence.starts_with("nothing") {
        return Ok(BTreeSet::new());
    }
    // Every `crate::<module>` of the sentence, whatever prose is around them.
    let names: BTreeSet<String> = lex::word_offsets(sentence, "crate")
        .filter_map(|at| lex::expect(sentence, at + 5, "::"))
        .filter_map(|at| lex::ident_at(sentence, at))
        .map(String::from)
        .collect();
    if names.is_empty() {
        return Err(format!(
            "its `Depends on:` line (`{sentence}`) names no `crate::<module>`: write `Depends on: crate::<module>, ...` or `Depends on: nothing`"
        ));
    }
    Ok(names)
}

impl Snippets {
    /// Reads `snippets/src` under `root`: the modules `lib.rs` declares (`pub mod <name>;`,
    /// `#[cfg(test)]` ones left out) and each module's file.
    ///
    /// # Errors
    /// A message naming the file and line when a file cannot be read or a module breaks the
    /// bundling rule of `snippets/src/lib.rs`.
    pub fn load(root: &Path) -> Result<Snippets, String> {
        let dir = root.join("snippets").join("src");
        let lib = read(&dir.join("lib.rs"))?;
        let lib = strip(&lib);
        let mut modules = Vec::new();
        for at in lex::word_offsets(&lib.code, "mod") {
            let Some(name) = lex::ident_at(&lib.code, lex::skip_space(&lib.code, at + 3)) else {
                continue;
            };
            let path = dir.join(format!("{name}.rs"));
            let text = read(&path)?;
            let stripped = strip(&text);
            modules.push(Module {
                name: name.to_string(),
                uses: BTreeSet::new(),
                declared: declared_dependencies(&text),
                macros: stripped.macros,
                lines: stripped.lines,
                code: stripped.code,
                path,
            });
        }
        let mut snippets = Snippets { modules };
        for i in 0..snippets.modules.len() {
            let uses = snippets.references(&snippets.modules[i])?;
            snippets.modules[i].uses = uses;
        }
        Ok(snippets)
    }

    /// Whether `module`'s header names what its code uses (`Depends on: crate::a, crate::b`,
    /// or `nothing`).
    ///
    /// # Errors
    /// A message saying what the header says and what the code uses.
    pub fn check_header(module: &Module) -> Result<(), String> {
        let list = |set: &BTreeSet<String>| {
            let names: Vec<String> = set.iter().map(|m| format!("crate::{m}")).collect();
            if names.is_empty() {
                "nothing".to_string()
            } else {
                names.join(", ")
            }
        };
        match &module.declared {
            Ok(declared) if *declared == module.uses => Ok(()),
            Ok(declared) => Err(format!(
                "{}: its header says `Depends on: {}`, its code uses {}",
                module.path.display(),
                list(declared),
                list(&module.uses)
            )),
            Err(message) => Err(format!(
                "{}: {message}; write `//! Depends on: {}.`",
                module.path.display(),
                list(&module.uses)
            )),
        }
    }

    /// The modules, in `lib.rs` order.
    pub fn modules(&self) -> &[Module] {
        &self.modules
    }

    /// The module a program's `snippets::<name>` brings in: `name` itself, or the module that
    /// exports the macro `name`.
    pub fn module_of(&self, name: &str) -> Option<&str> {
        self.modules
            .iter()
            .find(|m| m.name == name)
            .or_else(|| {
                self.modules
                    .iter()
                    .find(|m| m.macros.iter().any(|x| x == name))
            })
            .map(|m| m.name.as_str())
    }

    /// The modules `module`'s code refers to, checking the bundling rule on the way.
    fn references(&self, module: &Module) -> Result<BTreeSet<String>, String> {
        let code = &module.code;
        let place = |at: usize| format!("{}:{}", module.path.display(), lex::line_of(code, at));
        let mut uses = BTreeSet::new();
        if let Some(at) =
            lex::word_offsets(code, "super").find(|&at| lex::expect(code, at + 5, "::").is_some())
        {
            return Err(format!(
                "{}: `super::` outside a test item: refer to `crate::<module>::` instead",
                place(at)
            ));
        }
        for at in lex::word_offsets(code, "crate") {
            let Some(after) = lex::expect(code, at + 5, "::") else {
                continue; // `pub(crate)`
            };
            let after = lex::skip_space(code, after);
            let Some(name) = lex::ident_at(code, after) else {
                return Err(format!(
                    "{}: `crate::` not followed by one name (no `crate::{{...}}`): write one `crate::<module>::` path per item",
                    place(at)
                ));
            };
            match self.module_of(name) {
                Some(used) if used != module.name => {
                    uses.insert(used.to_string());
                }
                Some(_) => {}
                None => {
                    return Err(format!(
                        "{}: `crate::{name}` is neither a module of snippets/src/lib.rs nor a macro one exports: refer to items as `crate::<module>::<item>`",
                        place(at)
                    ));
                }
            }
        }
        Ok(uses)
    }

    /// `roots` and every module they refer to, transitively, in `lib.rs` order.
    ///
    /// # Errors
    /// When a root is not a module.
    pub fn closure(&self, roots: &BTreeSet<String>) -> Result<Vec<String>, String> {
        let mut wanted = BTreeSet::new();
        let mut pending: Vec<String> = roots.iter().cloned().collect();
        while let Some(name) = pending.pop() {
            let module = self
                .modules
                .iter()
                .find(|m| m.name == name)
                .ok_or_else(|| {
                    let known: Vec<&str> = self.modules.iter().map(|m| m.name.as_str()).collect();
                    format!(
                        "snippets has no module `{name}` (it has {})",
                        known.join(", ")
                    )
                })?;
            if wanted.insert(name) {
                pending.extend(module.uses.iter().cloned());
            }
        }
        Ok(self
            .modules
            .iter()
            .filter(|m| wanted.contains(&m.name))
            .map(|m| m.name.clone())
            .collect())
    }

    /// The block that holds `roots` and what they depend on, to paste at the top level of a
    /// file; and the module names, in `lib.rs` order. With `program` (the identifiers of the
    /// program it goes with), each module holds only the items that the program needs
    /// ([`crate::prune`]); without, whole modules, for any file to call.
    ///
    /// # Errors
    /// When a root is not a module.
    pub fn block(
        &self,
        roots: &BTreeSet<String>,
        program: Option<&BTreeSet<String>>,
    ) -> Result<(String, Vec<String>), String> {
        let names = self.closure(roots)?;
        let modules: Vec<&Module> = self
            .modules
            .iter()
            .filter(|m| names.contains(&m.name))
            .collect();
        let items: Vec<(&str, Vec<prune::Item>)> = modules
            .iter()
            .map(|m| (m.name.as_str(), prune::items(&m.code, 0..m.code.len())))
            .collect();
        let dropped: Vec<Vec<std::ops::Range<usize>>> = match program {
            Some(used) => prune::unused(&items, used),
            None => vec![Vec::new(); modules.len()],
        };
        // The macros that stay, each re-exported beside the modules and after itself.
        let macros: Vec<Vec<&String>> = (modules.iter().zip(&items).zip(&dropped))
            .map(|((module, (_, items)), dropped)| {
                let gone = |name: &String| {
                    items.iter().any(|item| {
                        item.name.as_ref() == Some(name) && dropped.contains(&item.range)
                    })
                };
                module.macros.iter().filter(|name| !gone(name)).collect()
            })
            .collect();
        // A program's bundle names its modules in its header; a block to paste says how to use it.
        let mut out = String::from(if program.is_some() {
            ""
        } else {
            "// The snippets crate, reachable as `snippets::<module>` anywhere in this file. A\n\
             // module comes whole: what the file does not use of it is not a warning.\n"
        });
        out +=
            "extern crate self as snippets;\n#[allow(unused_imports)] use snippets_modules::*;\n";
        out += "#[allow(dead_code, unused_imports, unused_macros)]\nmod snippets_modules {\n";
        for (module, macros) in modules.iter().zip(&macros) {
            for name in macros {
                out += &format!("    pub(crate) use self::{}::{name};\n", module.name);
            }
        }
        // The guard of a block to paste into a file the bundler never reads: each module's
        // name at the top level, where `snippets::<module>` and `crate::<module>` resolve, is
        // the module (a name of the file's own there, which would shadow the glob import
        // silently, fails to compile here instead). A program's bundle is read instead, and
        // refused by line ([`crate::clash`]).
        let guard = program.is_none() && !modules.is_empty();
        if guard {
            let markers: Vec<String> = (modules.iter())
                .map(|m| format!("crate::{}::{MARKER}", m.name))
                .collect();
            out += &format!(
                "    // Fails to compile when a name of the file's own at the top level takes a module's place.\n    const _: [(); {}] = [{}];\n",
                markers.len(),
                markers.join(", ")
            );
        }
        for (i, ((module, dropped), macros)) in
            modules.iter().zip(&dropped).zip(&macros).enumerate()
        {
            if i > 0 || out.ends_with(";\n") {
                out.push('\n');
            }
            out += &format!("    pub mod {} {{\n", module.name);
            let lines = module.kept_lines(dropped, program.is_some());
            for line in lines {
                if !line.in_literal && !line.text.is_empty() {
                    out += "        ";
                }
                out += &line.text;
                out.push('\n');
            }
            for name in macros {
                out += &format!("        pub(crate) use {name};\n");
            }
            if guard {
                out += &format!("        pub const {MARKER}: () = ();\n");
            }
            out += "    }\n";
        }
        out += "}\n";
        Ok((out, names))
    }
}

/// The proconio stand-in of a standalone bundle ([`crate::proconio`]): `mod proconio { ... }`
/// with the items that `program` (its identifiers) needs, and no docs or tests.
pub fn proconio_stand_in(program: &BTreeSet<String>) -> String {
    let stripped = strip(include_str!("proconio.rs"));
    let module = Module {
        name: "proconio".to_string(),
        uses: BTreeSet::new(),
        declared: Ok(BTreeSet::new()),
        macros: stripped.macros,
        lines: stripped.lines,
        code: stripped.code,
        path: PathBuf::from("tools/bundle/src/proconio.rs"),
    };
    let items = prune::items(&module.code, 0..module.code.len());
    let dropped = prune::unused(&[("proconio", items)], program).remove(0);
    let mut out = String::from(
        "\n// proconio is not installed on this judge: what the program uses of it, in a few lines.\n\
         #[allow(dead_code, unused_imports, unused_macros)]\nmod proconio {\n",
    );
    for line in module.kept_lines(&dropped, true) {
        if !line.in_literal && !line.text.is_empty() {
            out += "    ";
        }
        out += &line.text;
        out.push('\n');
    }
    out += "}\n";
    out
}

impl Module {
    /// Its code (literals and comments blanked), what is dropped blanked too.
    pub fn code(&self) -> &str {
        &self.code
    }

    /// Its lines without those of `dropped` items; when `dense` (a program's bundle, read as
    /// one file), without blank lines and the comments that stand on lines of their own, else
    /// without the blank lines left at the start of a block, at its end, or twice in a row.
    fn kept_lines(&self, dropped: &[std::ops::Range<usize>], dense: bool) -> Vec<&Line> {
        let inside = |line: &Line| {
            dropped.iter().any(|range| {
                let first = line.span.start + lex::skip_space(&self.code[line.span.clone()], 0);
                first >= range.start && first < range.end
            })
        };
        let comment = |line: &Line| dense && line.text.trim_start().starts_with("//");
        let kept: Vec<&Line> = (self.lines.iter())
            .filter(|line| !inside(line) && (line.in_literal || !comment(line)))
            .collect();
        let blank = |line: &Line| line.text.is_empty() && !line.in_literal;
        let mut lines: Vec<&Line> = Vec::new();
        for (i, &line) in kept.iter().enumerate() {
            if blank(line) {
                if dense {
                    continue;
                }
                let after_open = lines
                    .last()
                    .is_none_or(|last| blank(last) || last.text.ends_with('{'));
                let before_close = kept
                    .get(i + 1)
                    .is_none_or(|next| next.text.trim_start().starts_with('}'));
                if after_open || before_close {
                    continue;
                }
            }
            lines.push(line);
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spliced(text: &str) -> String {
        let stripped = strip(text);
        let lines: Vec<String> = stripped.lines.into_iter().map(|l| l.text).collect();
        lines.join("\n")
    }

    #[test]
    fn drops_docs_tests_and_macro_export_and_keeps_the_rest() {
        let text = "//! Module doc.\n//! Depends on: nothing.\n\nuse std::io;\n\n/// Item doc.\n#[inline]\npub fn f() -> &'static str {\n    // a comment stays\n    \"/// not a doc\"\n}\n\n#[cfg(not(test))]\npub fn h() {}\n\n#[cfg(test)]\nmod testing;\n#[cfg(test)]\nuse crate::testing::{a, b};\n#[cfg(test)]\nconst F: fn() = || {};\n\n#[macro_export]\nmacro_rules! m {\n    () => {\n        /// inner doc\n        fn g() {}\n    };\n}\n\n#[macro_export]\n#[doc(hidden)]\nmacro_rules! hidden {\n    () => {};\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn t() { let _ = \"}\"; }\n}\n";
        assert_eq!(
            spliced(text),
            "use std::io;\n\n#[inline]\npub fn f() -> &'static str {\n    // a comment stays\n    \"/// not a doc\"\n}\n\npub fn h() {}\n\nmacro_rules! m {\n    () => {\n        fn g() {}\n    };\n}\n\n#[doc(hidden)]\nmacro_rules! hidden {\n    () => {};\n}"
        );
        assert_eq!(strip(text).macros, ["m", "hidden"]);
    }

    #[test]
    fn a_multi_line_string_is_spliced_unchanged() {
        let text = "pub const S: &str = \"a\n  b  \n\nc\";\n";
        let stripped = strip(text);
        let literal: Vec<bool> = stripped.lines.iter().map(|l| l.in_literal).collect();
        assert_eq!(literal, [false, true, true, true]);
        assert_eq!(spliced(text), "pub const S: &str = \"a\n  b  \n\nc\";");
    }

    #[test]
    fn reads_the_depends_on_line() {
        let read = |header: &str| declared_dependencies(header);
        assert_eq!(
            read("//! A.\n//!\n//! Depends on: nothing.\n"),
            Ok(BTreeSet::new())
        );
        assert_eq!(
            read("//! Depends on: nothing. The caller brings `crate::x`.\n"),
            Ok(BTreeSet::new())
        );
        assert_eq!(
            read("//! Depends on: `crate::nim`, `crate::grundy` and\n//! `crate::zeckendorf`.\n"),
            Ok(["grundy", "nim", "zeckendorf"].map(String::from).into())
        );
        assert!(read("//! A.\n").unwrap_err().contains("no `Depends on:`"));
        assert!(
            read("//! Depends on: nim.\n")
                .unwrap_err()
                .contains("(`nim`)")
        );
        assert_eq!(
            read("//! Depends on: `crate::nim` (for `nim_sum`) and `crate::grundy::mex`.\n"),
            Ok(["grundy", "nim"].map(String::from).into())
        );
        assert!(
            read("//! A.\nuse x;\n//! Depends on: nothing.\n").is_err(),
            "only the header counts"
        );
    }
}
