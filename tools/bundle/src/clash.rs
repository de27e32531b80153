//! The names a program binds at its top level that would take a bundled module's place.
//!
//! A bundle puts its modules at the top level by a glob import (`use snippets_modules::*;`),
//! and the program's `snippets::<module>` paths, like the modules' own `crate::<module>`
//! paths, resolve there. A glob import is shadowed, silently, by any name the file binds at
//! the top level itself in the same namespace; so a bundle is refused, naming the line, when
//! the program binds a bundled module's name (or the name of a macro a module exports) there:
//! - an item of the type namespace: `mod`, `struct`, `enum`, `union`, `trait`, `type`;
//!   `macro_rules!` for a macro's name;
//! - `extern crate x as name;`, `extern crate name;`;
//! - a `use` that binds the name to anything but that module of snippets (`use helpers::nim;`,
//!   `use x as nim;`, `use snippets::wythoff as nim;`); `use snippets::nim;` is the module
//!   itself and stays, and so does a `use` of a snippets function, constant or static
//!   (`use snippets::prime_factors::prime_factors;`), which binds the value namespace only;
//! - a macro invoked at the top level whose tokens, or the body of any `macro_rules!` of the
//!   program, hold the name: what it expands to may define or import it.
//!
//! Functions, constants and statics live in the value namespace, where no module is: they
//! shadow nothing. A glob import of the program's own that brings the name makes it ambiguous,
//! which rustc refuses wherever the name is used. A block to paste (`--module`), which goes
//! into a file the bundler never reads, checks instead at compile time that every module's
//! name at the top level is the module ([`crate::splice::MARKER`]).

use crate::lex;
use crate::prune;
use std::collections::BTreeSet;

/// A name bound at the top level: the name, and where its item starts.
#[derive(Debug, PartialEq, Eq)]
struct Binding {
    name: String,
    at: usize,
}

/// The first binding at the top level of `code` (code only, as [`lex::code_only`] gives it)
/// that would take the place of one of `modules` or `macros`, as `(offset, message)`.
/// `aliases` are the names that denote the snippets crate (`snippets`, `sn` of `use snippets
/// as sn;`); `values` the `(module, item)` pairs of the bundled modules' items that live in
/// the value namespace only ([`value_items`]).
pub fn first_clash(
    code: &str,
    modules: &BTreeSet<String>,
    macros: &BTreeSet<String>,
    aliases: &[String],
    values: &BTreeSet<(String, String)>,
) -> Option<(usize, String)> {
    let bundled = |name: &str| modules.contains(name) || macros.contains(name);
    let kind_of = |name: &str| {
        if modules.contains(name) {
            "snippets module"
        } else {
            "snippets macro"
        }
    };
    // Every `macro_rules!` body of the program, wherever it stands: what a top-level
    // invocation may expand to.
    let mut macro_bodies = BTreeSet::new();
    for at in lex::word_offsets(code, "macro_rules") {
        if let Some(after) = lex::expect(code, at + "macro_rules".len(), "!") {
            macro_bodies.extend(prune::identifiers(code, after..lex::item_end(code, after)));
        }
    }
    for item in prune::items(code, 0..code.len()) {
        let (words, at) = head_words(code, &item);
        let end = item.range.end;
        let Some(&kind) = words.last() else { continue };
        let bindings: Vec<Binding> = if code[at..].starts_with('!') {
            if kind == "macro_rules" {
                let name = lex::ident_at(code, lex::skip_space(code, at + 1));
                name.filter(|name| macros.contains(*name))
                    .map(|name| Binding {
                        name: name.to_string(),
                        at: item.range.start,
                    })
                    .into_iter()
                    .collect()
            } else {
                // A macro invoked at the top level: the names its expansion may bind.
                let mut names = prune::identifiers(code, at..end);
                names.extend(macro_bodies.iter().cloned());
                if let Some(name) = names.into_iter().find(|name| bundled(name)) {
                    return Some((
                        item.range.start,
                        format!(
                            "`{kind}!` at the top level may expand to items named `{name}` (the {} the bundle puts there, which they would replace): invoke it inside a module or a function",
                            kind_of(&name)
                        ),
                    ));
                }
                Vec::new()
            }
        } else {
            match kind {
                "mod" | "struct" | "enum" | "union" | "trait" | "type" => lex::ident_at(code, at)
                    .map(|name| Binding {
                        name: name.to_string(),
                        at: item.range.start,
                    })
                    .into_iter()
                    .collect(),
                "crate" if words.first() == Some(&"extern") => {
                    // `extern crate x;` binds x, `extern crate x as y;` binds y.
                    let statement = &code[at..end];
                    let tokens: Vec<&str> = statement
                        .split(|c: char| c.is_whitespace() || c == ';')
                        .filter(|t| !t.is_empty())
                        .collect();
                    let name = match tokens.as_slice() {
                        [_, "as", alias, ..] => alias,
                        [name, ..] => name,
                        [] => continue,
                    };
                    vec![Binding {
                        name: name.to_string(),
                        at: item.range.start,
                    }]
                }
                "use" => {
                    let tree = &code[at..end];
                    let tree = tree.trim_end().trim_end_matches(';');
                    let mut found = Vec::new();
                    use_bindings(tree, &[], &mut found);
                    found
                        .into_iter()
                        .filter(|(name, path)| {
                            // `use snippets::nim;` (or through an alias) is the module itself.
                            let path: Vec<&str> = path.iter().map(String::as_str).collect();
                            let path = path.strip_prefix(&[""]).unwrap_or(&path);
                            let snippets = |c: &&str| aliases.iter().any(|a| a == c);
                            let itself =
                                matches!(path, [c, module] if snippets(c) && module == name);
                            // A snippets function (constant, static): the value namespace.
                            let value = matches!(path, [c, module, item] if snippets(c)
                                && values.contains(&(module.to_string(), item.to_string())));
                            !itself && !value
                        })
                        .map(|(name, _)| Binding {
                            name,
                            at: item.range.start,
                        })
                        .collect()
                }
                _ => Vec::new(),
            }
        };
        if let Some(binding) = bindings.into_iter().find(|b| bundled(&b.name)) {
            let name = binding.name;
            return Some((
                binding.at,
                format!(
                    "`{name}` at the top level has the name of the {} `{name}` the bundle puts there, and would take its place: rename it (or import it inside a module or a function)",
                    kind_of(&name)
                ),
            ));
        }
    }
    None
}

/// The words of `item`'s head up to its kind (`pub`, `const`, `fn`; `macro_rules` before a
/// `!`), attributes and `pub(...)` skipped, and the offset after the last.
fn head_words<'a>(code: &'a str, item: &prune::Item) -> (Vec<&'a str>, usize) {
    let mut at = item.range.start;
    while code[at..].starts_with("#[") || code[at..].starts_with("#![") {
        at = lex::skip_space(
            code,
            lex::matching_close(code, at + 1).unwrap_or(item.range.end),
        );
    }
    let end = item.range.end;
    let mut words = Vec::new();
    while let Some(word) = lex::ident_at(code, at).filter(|_| at < end) {
        at = lex::skip_space(code, at + word.len());
        if word == "pub" && code[at..].starts_with('(') {
            at = lex::skip_space(code, lex::matching_close(code, at).unwrap_or(end));
            continue;
        }
        words.push(word);
        let kind = matches!(
            word,
            "mod"
                | "struct"
                | "enum"
                | "union"
                | "trait"
                | "type"
                | "use"
                | "crate"
                | "fn"
                | "static"
                | "const"
                | "impl"
        );
        if kind || code[at..].starts_with('!') {
            break;
        }
    }
    (words, at)
}

/// The names of the top-level items of a module's `code` (code only) that live in the value
/// namespace only: functions, constants and statics with no type, module, `use` or macro of
/// the same name beside them.
pub fn value_items(code: &str) -> BTreeSet<String> {
    let (mut values, mut others) = (BTreeSet::new(), BTreeSet::new());
    for item in prune::items(code, 0..code.len()) {
        let (words, at) = head_words(code, &item);
        match (words.last(), item.name) {
            (Some(&("fn" | "const" | "static")), Some(name)) => {
                values.insert(name);
            }
            (Some(_), Some(name)) => {
                others.insert(name);
            }
            // A `use` (names what it likes), a macro: whatever it names is not value-only.
            _ => others.extend(prune::identifiers(code, at..item.range.end)),
        }
    }
    &values - &others
}

/// The names a use tree binds, each with the path it names (`""` first for a leading `::`):
/// `a::b` binds `b`, `a::b as c` binds `c`, `a::{self, d}` binds `a` and `d`; `as _` and
/// globs bind none.
fn use_bindings(tree: &str, prefix: &[String], out: &mut Vec<(String, Vec<String>)>) {
    let tree = tree.trim();
    let mut path = prefix.to_vec();
    let mut rest = tree;
    if let Some(after) = rest.strip_prefix("::") {
        path.push(String::new());
        rest = after.trim_start();
    }
    loop {
        if rest.starts_with('{') {
            let close = lex::matching_close(rest, 0).unwrap_or(rest.len());
            let inner = &rest[1..close.saturating_sub(1)];
            let depths = lex::depths(inner);
            let mut start = 0;
            for (i, byte) in inner.bytes().enumerate() {
                if byte == b',' && depths[i] == 0 {
                    use_bindings(&inner[start..i], &path, out);
                    start = i + 1;
                }
            }
            use_bindings(&inner[start..], &path, out);
            return;
        }
        if rest.starts_with('*') || rest.is_empty() {
            return;
        }
        let Some(segment) = lex::ident_at(rest, 0) else {
            return;
        };
        rest = rest[segment.len()..].trim_start();
        if let Some(after) = rest.strip_prefix("::") {
            path.push(segment.to_string());
            rest = after.trim_start();
            continue;
        }
        // The last segment: `self` names the path so far.
        let bound_path = if segment == "self" {
            path.clone()
        } else {
            let mut full = path.clone();
            full.push(segment.to_string());
            full
        };
        let name = match rest.strip_prefix("as") {
            Some(alias) => alias.trim().to_string(),
            None if segment == "self" => path.last().cloned().unwrap_or_default(),
            None => segment.to_string(),
        };
        if name != "_" && !name.is_empty() {
            out.push((name, bound_path));
        }
        return;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bound(tree: &str) -> Vec<(String, String)> {
        let mut out = Vec::new();
        use_bindings(tree, &[], &mut out);
        out.into_iter().map(|(n, p)| (n, p.join("::"))).collect()
    }

    #[test]
    fn reads_the_names_a_use_tree_binds() {
        let pair = |n: &str, p: &str| (n.to_string(), p.to_string());
        assert_eq!(bound("a::b"), [pair("b", "a::b")]);
        assert_eq!(bound("a::b as c"), [pair("c", "a::b")]);
        assert_eq!(bound("::a::b"), [pair("b", "::a::b")]);
        assert_eq!(
            bound("a::{self, d::{e as f, *}, g as _}"),
            [pair("a", "a"), pair("f", "a::d::e")]
        );
        assert_eq!(bound("a::{self as x}"), [pair("x", "a")]);
        assert_eq!(bound("a::*"), []);
        assert_eq!(bound("{a, b::c}"), [pair("a", "a"), pair("c", "b::c")]);
    }
}
