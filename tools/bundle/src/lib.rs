//! `scripts/bundle`: one submittable `.rs` file from a program and the snippets modules it uses,
//! transitively; or the modules alone, as a block to paste at the top level of any file.
//!
//! The design is the AtCoder Library's expander: each module file is spliced verbatim inside
//! `pub mod <name> { ... }`, less its doc comments and `#[cfg(test)]` items, and nothing in
//! it is rewritten. Three lines around the modules make every path resolve as it does in the
//! crate:
//!
//! ```text
//! extern crate self as snippets;   // `snippets::` (and `::snippets::`) names this crate, anywhere
//! use snippets_modules::*;         // so `crate::<module>` and `$crate::<macro>!` resolve
//! mod snippets_modules { pub mod zeckendorf { ... } pub mod wythoff { ... } }
//! ```
//!
//! A glob import is shadowed by any name the program defines or imports itself, so
//! `use snippets::wythoff;` at the top level does not clash with it. `#[macro_export]` becomes
//! `pub(crate) use <macro>;` after the macro, re-exported beside the modules, so
//! `snippets::read_case!` and `$crate::input!` resolve as well. See `snippets/src/lib.rs` for
//! the rule the modules follow.
//!
//! - [`lex`]: which bytes are code, comments, literals.
//! - [`check`]: compiling what is written (`rustc --emit=metadata`).
//! - [`editor`]: snippet files for editors.
//! - [`verify`]: what `scripts/test` runs: every bundle compiled and judged.

pub mod check;
pub mod editor;
pub mod lex;
pub mod verify;

use lex::Class;
use std::collections::BTreeSet;
use std::fs::{self, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// The first words of every bundle; `-o` only overwrites files that start with them.
pub const HEADER_START: &str = "// Bundled by `scripts/bundle";

/// Judges that take one file of Rust reject more than this (Codeforces: 64 KiB).
pub const SIZE_LIMIT: usize = 64 * 1024;

/// Where the bundle's crates come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// `proconio` and `itertools` stay crates, as on AtCoder.
    WithCrates,
    /// No crate at all: `proconio` is replaced by `snippets::input`.
    Standalone,
}

/// A bundle and what went into it.
#[derive(Debug)]
pub struct Bundle {
    /// The source, ready to submit or paste.
    pub source: String,
    /// The snippets modules it holds, in `lib.rs` order.
    pub modules: Vec<String>,
}

impl Bundle {
    /// What `scripts/bundle` tells on stderr: the size, and a warning above [`SIZE_LIMIT`].
    pub fn size_report(&self, what: &str, target: &str) -> Vec<String> {
        let size = self.source.len();
        let mut lines = vec![format!(
            "bundle of {what} ({}): {:.1} KiB, {size} bytes, to {target}",
            self.modules.join(", "),
            size as f64 / 1024.0
        )];
        if size > SIZE_LIMIT {
            lines.push(format!(
                "warning: {size} bytes is over 64 KiB; Codeforces rejects sources this large"
            ));
        }
        lines
    }
}

/// Maps what a program's `use proconio::...` lines name onto `snippets::input`, so it
/// compiles unchanged without the crate.
const PROCONIO_STAND_IN: &str = "
// proconio is not installed on this judge: `use proconio::...` lines resolve to the
// dependency-free reader of `snippets::input`.
#[allow(unused_imports)]
mod proconio {
    pub(crate) use snippets::input::input;
    pub mod source {
        pub use snippets::input::Source;
        pub mod once {
            pub use snippets::input::OnceSource;
        }
    }
}
";

/// One line of a module as it is spliced.
#[derive(Clone, Debug)]
struct Line {
    text: String,
    /// The line starts inside a string literal: indenting it would change the string.
    in_literal: bool,
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
    /// The file's lines without doc comments, `#[cfg(test)]` items and `#[macro_export]`.
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

/// Drops doc comments, the `#[cfg(test)]` items at the top level of `text` and its
/// `#[macro_export]` attributes (naming their macros).
fn strip(text: &str) -> Stripped {
    let classes = lex::classify(text);
    let code = lex::code_only(text, &classes);
    let depths = lex::depths(&code);
    let mut dropped: Vec<bool> = classes.iter().map(|&c| c == Class::DocComment).collect();
    let mut macros = Vec::new();
    let top_level = |at: &usize| depths[*at] == 0;
    for at in code
        .match_indices("#[cfg(test)]")
        .map(|(at, _)| at)
        .filter(top_level)
    {
        let end = item_end(&code, at + "#[cfg(test)]".len());
        dropped[at..end].fill(true);
    }
    for at in code
        .match_indices("#[macro_export]")
        .map(|(at, _)| at)
        .filter(top_level)
    {
        let after = at + "#[macro_export]".len();
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

/// The end of the item whose attributes end at `from`: after its `;`, or its closing `}` and
/// the `;` that may follow it (`use a::{b, c};`).
fn item_end(code: &str, from: usize) -> usize {
    let mut depth = 0usize;
    for (i, byte) in code.bytes().enumerate().skip(from) {
        match byte {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' => depth = depth.saturating_sub(1),
            b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return lex::expect(code, i + 1, ";").unwrap_or(i + 1);
                }
            }
            b';' if depth == 0 => return i + 1,
            _ => {}
        }
    }
    code.len()
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
    /// exports the macro `name` (`snippets::read_case!` is in `cases`).
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
    /// file; and the module names, in `lib.rs` order.
    ///
    /// # Errors
    /// When a root is not a module.
    pub fn block(&self, roots: &BTreeSet<String>) -> Result<(String, Vec<String>), String> {
        let names = self.closure(roots)?;
        let modules: Vec<&Module> = self
            .modules
            .iter()
            .filter(|m| names.contains(&m.name))
            .collect();
        let mut out = String::from(
            "// The snippets crate, reachable as `snippets::<module>` anywhere in this file.\n\
             extern crate self as snippets;\n\
             #[allow(unused_imports)]\n\
             use snippets_modules::*;\n\
             \n\
             // A module comes whole: what the program does not use of it is not a warning.\n\
             #[allow(dead_code, unused_imports, unused_macros)]\n\
             mod snippets_modules {\n",
        );
        for module in &modules {
            for name in &module.macros {
                out += &format!("    pub(crate) use self::{}::{name};\n", module.name);
            }
        }
        for (i, module) in modules.iter().enumerate() {
            if i > 0 || out.ends_with(";\n") {
                out.push('\n');
            }
            out += &format!("    pub mod {} {{\n", module.name);
            for line in &module.lines {
                if !line.in_literal && !line.text.is_empty() {
                    out += "        ";
                }
                out += &line.text;
                out.push('\n');
            }
            for name in &module.macros {
                out += &format!("        pub(crate) use {name};\n");
            }
            out += "    }\n";
        }
        out += "}\n";
        Ok((out, names))
    }
}

fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

/// `problems/<id>/src/main.rs` under `root`, if it exists.
///
/// # Errors
/// The message every tool gives for an unknown problem (without its `error: `).
// TODO(lead): the "tools" branch puts this check in a shared place; point this at it.
pub fn problem_main(root: &Path, id: &str) -> Result<PathBuf, String> {
    let path = root.join("problems").join(id).join("src").join("main.rs");
    if id.is_empty() || id.contains(['/', '\\']) || id.starts_with('.') || !path.is_file() {
        return Err(format!(
            "no problem '{id}': problems/{id}/src/main.rs does not exist"
        ));
    }
    Ok(path)
}

/// Words after which `::snippets` starts a path rather than continuing one.
const KEYWORDS: [&str; 8] = ["use", "return", "in", "break", "else", "move", "as", "mut"];

/// What a program's text refers to in snippets, and the one edit it needs.
struct Program {
    /// The text with `extern crate snippets as X` made `extern crate self as X`.
    text: String,
    /// The modules it names (`snippets::<module>`, an exported macro, `snippets::*`).
    used: BTreeSet<String>,
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
fn read_program(snippets: &Snippets, text: &str, origin: &str) -> Result<Program, String> {
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
    let all: BTreeSet<String> = snippets.modules.iter().map(|m| m.name.clone()).collect();
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
    Ok(Program { text, used })
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

/// Where a bundle's program comes from.
pub enum Target {
    /// `problems/<id>/src/main.rs`.
    Problem(String),
    /// Any file.
    File(PathBuf),
}

impl Target {
    /// A problem id, or a path when `arg` has a `/` or ends in `.rs`.
    pub fn parse(arg: &str) -> Target {
        if arg.contains('/') || arg.ends_with(".rs") {
            Target::File(PathBuf::from(arg))
        } else {
            Target::Problem(arg.to_string())
        }
    }

    /// How the bundle's header names it: `hdu2177`, `path/to/main.rs`.
    pub fn shown(&self) -> String {
        match self {
            Target::Problem(id) => id.clone(),
            Target::File(path) => path.display().to_string(),
        }
    }
}

/// The command line that makes a bundle, for its header.
pub fn command_line(target: &str, mode: Mode) -> String {
    match mode {
        Mode::WithCrates => format!("scripts/bundle {target}"),
        Mode::Standalone => format!("scripts/bundle {target} --standalone"),
    }
}

/// Bundles `target`: the program as written, then the snippets modules it uses.
///
/// # Errors
/// A message when the program cannot be read, a module breaks the bundling rule, the program
/// uses snippets in a way no bundle can compile (naming the line), or the standalone mode meets
/// a crate it cannot replace.
pub fn bundle(root: &Path, target: &Target, mode: Mode) -> Result<Bundle, String> {
    let (path, origin) = match target {
        Target::Problem(id) => (
            problem_main(root, id)?,
            format!("problems/{id}/src/main.rs"),
        ),
        Target::File(path) => (path.clone(), path.display().to_string()),
    };
    let text = read(&path)?;
    let snippets = Snippets::load(root)?;
    let program = read_program(&snippets, &text, &origin)?;
    let code = lex::code_only(&text, &lex::classify(&text));
    if mode == Mode::Standalone
        && let Some(at) = lex::word_offsets(&code, "itertools").next()
    {
        return Err(format!(
            "{origin}:{}: uses itertools, which --standalone cannot replace; bundle without --standalone",
            lex::line_of(&text, at)
        ));
    }
    let mut used = program.used;
    // The stand-in for proconio, when the program reads with it.
    let stand_in =
        mode == Mode::Standalone && lex::word_offsets(&code, "proconio").next().is_some();
    if stand_in {
        used.insert("input".to_string());
    }
    let (block, modules) = snippets.block(&used)?;
    let mut source = format!(
        "// Bundled by `{}` from {origin}\n\
         // and the snippets modules {}. Edit those and bundle again, not this file.\n\n",
        command_line(&target.shown(), mode),
        if modules.is_empty() {
            "(none)".to_string()
        } else {
            modules.join(", ")
        }
    );
    debug_assert!(source.starts_with(HEADER_START));
    source += program.text.trim_end();
    source += "\n\n";
    source += &block;
    if stand_in {
        source += PROCONIO_STAND_IN;
    }
    Ok(Bundle { source, modules })
}

/// Bundles `problems/<id>/src/main.rs` under `root`: [`bundle`] of a [`Target::Problem`].
///
/// # Errors
/// As [`bundle`].
pub fn bundle_problem(root: &Path, id: &str, mode: Mode) -> Result<Bundle, String> {
    bundle(root, &Target::Problem(id.to_string()), mode)
}

/// The paste form: `names` and exactly what they depend on, as one block for the top level of
/// any file, reachable as `snippets::<module>::...`.
///
/// # Errors
/// When a name is not a module (or a module breaks the bundling rule).
pub fn bundle_modules(root: &Path, names: &[String]) -> Result<Bundle, String> {
    let snippets = Snippets::load(root)?;
    let roots: BTreeSet<String> = names.iter().cloned().collect();
    let (block, modules) = snippets.block(&roots)?;
    let flags: Vec<String> = names.iter().map(|n| format!("--module {n}")).collect();
    let source = format!(
        "// Bundled by `scripts/bundle {}`: the snippets modules {}.\n\
         // Paste at the top level of a file, once per file: to add modules, bundle them together.\n\
         {block}",
        flags.join(" "),
        modules.join(", ")
    );
    Ok(Bundle { source, modules })
}

/// How many bytes of an existing file `-o` reads to recognise an earlier bundle.
const RECOGNISE: u64 = 512;

/// Whether a file that starts with `head` is one `scripts/bundle` wrote (a bundle, a module
/// block, an editor snippet file), which `-o` may replace.
pub fn is_ours(head: &[u8]) -> bool {
    head.starts_with(HEADER_START.as_bytes())
        || head.starts_with(b"{")
            && head
                .windows(editor::MARK.len())
                .any(|w| w == editor::MARK.as_bytes())
}

/// Writes `source` to `path`, replacing it only if it is a regular file that `scripts/bundle`
/// wrote ([`is_ours`]): never a file that cannot be read, a symbolic link, a directory, a
/// device or a FIFO. Written to `.NAME.partial` beside it first (created new, never an existing
/// file or link), then renamed, so a failure leaves the old file whole.
///
/// # Errors
/// A message naming the file.
pub fn write_bundle(path: &Path, source: &str) -> Result<(), String> {
    check_output(path)?;
    let shown = path.display();
    let file_name = path
        .file_name()
        .ok_or_else(|| format!("{shown}: not a file name"))?;
    let temporary = path.with_file_name(format!(".{}.partial", file_name.to_string_lossy()));
    let mut file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&temporary)
        .map_err(|e| match e.kind() {
            io::ErrorKind::AlreadyExists => format!(
                "{} already exists (left by an interrupted run?); remove it and run again",
                temporary.display()
            ),
            _ => format!("cannot create {}: {e}", temporary.display()),
        })?;
    file.write_all(source.as_bytes())
        .and_then(|()| file.sync_all())
        .and_then(|()| fs::rename(&temporary, path))
        .map_err(|e| {
            let _ = fs::remove_file(&temporary);
            format!("cannot write {shown}: {e}")
        })
}

/// Whether `-o path` may be written: it does not exist, or it is a regular file that
/// `scripts/bundle` wrote ([`is_ours`]), and no `.NAME.partial` is in the way. Reads at most
/// 512 bytes, and never opens anything but a regular file.
///
/// # Errors
/// A message naming the file and what is wrong with it.
pub fn check_output(path: &Path) -> Result<(), String> {
    let shown = path.display();
    if path.file_name().is_none() {
        return Err(format!("{shown}: not a file name"));
    }
    match fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => {
            return Err(format!(
                "{shown} is a symbolic link; not writing through it (choose another -o)"
            ));
        }
        Ok(meta) if !meta.is_file() => {
            use std::os::unix::fs::FileTypeExt;
            let kind = meta.file_type();
            let kind = if kind.is_dir() {
                "a directory"
            } else if kind.is_fifo() {
                "a FIFO"
            } else if kind.is_socket() {
                "a socket"
            } else if kind.is_char_device() || kind.is_block_device() {
                "a device"
            } else {
                "something else"
            };
            return Err(format!(
                "{shown} is {kind}, not a regular file; -o writes only regular files"
            ));
        }
        Ok(_) => {
            let mut head = Vec::new();
            fs::File::open(path)
                .and_then(|file| file.take(RECOGNISE).read_to_end(&mut head))
                .map_err(|e| {
                    format!("cannot read {shown} to see whether it is a bundle ({e}); not overwriting it")
                })?;
            if !is_ours(&head) {
                return Err(format!(
                    "{shown} exists and is not a bundle; not overwriting it (choose another -o)"
                ));
            }
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(e) => return Err(format!("cannot inspect {shown}: {e}")),
    }
    let file_name = path.file_name().unwrap_or_default().to_string_lossy();
    let temporary = path.with_file_name(format!(".{file_name}.partial"));
    if fs::symlink_metadata(&temporary).is_ok() {
        return Err(format!(
            "{} already exists (left by an interrupted run?); remove it and run again",
            temporary.display()
        ));
    }
    Ok(())
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
        let text = "//! Module doc.\n//! Depends on: nothing.\n\nuse std::io;\n\n/// Item doc.\n#[inline]\npub fn f() -> &'static str {\n    // a comment stays\n    \"/// not a doc\"\n}\n\n#[cfg(test)]\nmod testing;\n#[cfg(test)]\nuse crate::testing::{a, b};\n#[cfg(test)]\nconst F: fn() = || {};\n\n#[macro_export]\nmacro_rules! m {\n    () => {\n        /// inner doc\n        fn g() {}\n    };\n}\n\n#[macro_export]\n#[doc(hidden)]\nmacro_rules! hidden {\n    () => {};\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn t() { let _ = \"}\"; }\n}\n";
        assert_eq!(
            spliced(text),
            "use std::io;\n\n#[inline]\npub fn f() -> &'static str {\n    // a comment stays\n    \"/// not a doc\"\n}\n\nmacro_rules! m {\n    () => {\n        fn g() {}\n    };\n}\n\n#[doc(hidden)]\nmacro_rules! hidden {\n    () => {};\n}"
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

    fn used(program: &str) -> Result<Vec<String>, String> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let snippets = Snippets::load(&root).unwrap();
        read_program(&snippets, program, "main.rs").map(|p| p.used.into_iter().collect())
    }

    #[test]
    fn finds_the_modules_a_program_names() {
        for (program, modules) in [
            ("use snippets::{nim, read_case};", &["cases", "nim"][..]),
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
            (
                "mod m { use snippets::*; }",
                &[
                    "bash",
                    "cases",
                    "fibonacci_game",
                    "grundy",
                    "input",
                    "misere_nim",
                    "nim",
                    "power_of_two_game",
                    "wythoff",
                    "zeckendorf",
                ],
            ),
        ] {
            assert_eq!(used(program).unwrap(), modules, "{program}");
        }
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
