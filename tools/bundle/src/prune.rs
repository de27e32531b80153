//! Which items of the spliced modules a program needs: a module comes with the items whose
//! names its program (or another kept item) mentions, and nothing else, so that a bundle
//! holds what a contestant would have written and no more.
//!
//! By names, as text: an item is kept when its name appears as an identifier in the program
//! or in an item already kept, so two items of one name are both kept, and nothing the
//! program can reach is ever dropped. What has no name of its own stays whenever the names
//! its header mentions stay: `use` lines, `impl` blocks (inherent ones lose the methods
//! nobody names; trait impls stay whole, since a trait's methods are called without their
//! names: `Drop`, `Display`, an `Iterator`'s `next`).

use crate::lex;
use std::collections::BTreeSet;
use std::ops::Range;

/// One item of a module: its byte range (attributes included), its name if it has one, and
/// the identifiers it mentions.
#[derive(Clone, Debug)]
pub struct Item {
    pub range: Range<usize>,
    pub name: Option<String>,
    /// For an `impl` block: the identifiers of its header, which must all be kept (when they
    /// name items) for the block to stay; and its methods, pruned one by one when it is not
    /// a trait impl.
    pub header: BTreeSet<String>,
    pub methods: Vec<Item>,
    pub trait_impl: bool,
    idents: BTreeSet<String>,
}

/// Every identifier of `code[range]`.
pub fn identifiers(code: &str, range: Range<usize>) -> BTreeSet<String> {
    let bytes = code.as_bytes();
    let mut idents = BTreeSet::new();
    let mut i = range.start;
    while i < range.end {
        let starts = i == 0 || !is_ident_byte(bytes[i - 1]);
        match lex::ident_at(code, i).filter(|_| starts) {
            Some(ident) => {
                idents.insert(ident.to_string());
                i += ident.len();
            }
            None => i += 1,
        }
    }
    idents
}

fn is_ident_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_' || byte >= 0x80
}

/// The items of `code[range]`, a sequence of items at one depth (a module's top level, or
/// the inside of an `impl` block's braces).
pub fn items(code: &str, range: Range<usize>) -> Vec<Item> {
    let mut items = Vec::new();
    let mut at = lex::skip_space(code, range.start);
    while at < range.end {
        let start = at;
        // Attributes belong to the item they stand before.
        let mut next = at;
        while code[next..].starts_with("#[") || code[next..].starts_with("#![") {
            next = lex::skip_space(
                code,
                lex::matching_close(code, next + 1).unwrap_or(range.end),
            );
        }
        let end = lex::item_end(code, next).min(range.end);
        if end <= next {
            break;
        }
        items.push(describe(code, start, next, end));
        at = lex::skip_space(code, end);
    }
    items
}

/// The item of `code[start..end]` whose attributes end at `body`.
fn describe(code: &str, start: usize, body: usize, end: usize) -> Item {
    let mut words = Vec::new();
    let mut at = body;
    // The words before the name: visibility, qualifiers, the kind.
    while let Some(word) = lex::ident_at(code, at) {
        words.push(word);
        at = lex::skip_space(code, at + word.len());
        if word == "pub" && code[at..].starts_with('(') {
            at = lex::skip_space(code, lex::matching_close(code, at).unwrap_or(end));
        }
        if code[at..].starts_with('!') {
            // `macro_rules!`
            at = lex::skip_space(code, at + 1);
            break;
        }
        let kind = matches!(
            word,
            "fn" | "struct"
                | "enum"
                | "union"
                | "trait"
                | "type"
                | "static"
                | "mod"
                | "impl"
                | "use"
                | "macro_rules"
        ) || (word == "const" && lex::ident_at(code, at) != Some("fn"));
        if kind {
            break;
        }
    }
    let kind = words.last().copied().unwrap_or("");
    let idents = identifiers(code, start..end);
    let mut item = Item {
        range: start..end,
        name: None,
        header: BTreeSet::new(),
        methods: Vec::new(),
        trait_impl: false,
        idents,
    };
    match kind {
        "use" | "" => {}
        "impl" => {
            let open = code[at..end].find('{').map_or(end, |i| at + i);
            item.header = identifiers(code, at..open);
            item.trait_impl = lex::word_offsets(&code[at..open], "for").next().is_some();
            if !item.trait_impl && open < end {
                let close = lex::matching_close(code, open).unwrap_or(end);
                item.methods = items(code, open + 1..close - 1);
                // What the block needs without its methods: its header.
                item.idents = identifiers(code, start..open);
            }
        }
        _ => item.name = lex::ident_at(code, at).map(String::from),
    }
    item
}

/// The byte ranges of `items` to drop, given the identifiers `used` outside them (the program,
/// other modules' kept items): grown to a fixpoint over every module at once.
pub fn unused(modules: &[(&str, Vec<Item>)], used: &BTreeSet<String>) -> Vec<Vec<Range<usize>>> {
    let defined: BTreeSet<&str> = modules
        .iter()
        .flat_map(|(_, items)| items.iter().filter_map(|item| item.name.as_deref()))
        .collect();
    let mut used = used.clone();
    // Per module, per item: kept; per method of an inherent impl: kept.
    let mut kept: Vec<Vec<bool>> = modules
        .iter()
        .map(|(_, items)| vec![false; items.len()])
        .collect();
    let mut methods: Vec<Vec<Vec<bool>>> = modules
        .iter()
        .map(|(_, items)| {
            items
                .iter()
                .map(|item| vec![false; item.methods.len()])
                .collect()
        })
        .collect();
    loop {
        let mut grew = false;
        for (m, (_, items)) in modules.iter().enumerate() {
            for (i, item) in items.iter().enumerate() {
                if !kept[m][i] {
                    let wanted = match &item.name {
                        Some(name) => used.contains(name),
                        // Unnamed: stays with every item its header names.
                        None => item
                            .header
                            .iter()
                            .all(|ident| !defined.contains(ident.as_str()) || used.contains(ident)),
                    };
                    if wanted {
                        kept[m][i] = true;
                        used.extend(item.idents.iter().cloned());
                        grew = true;
                    }
                }
                if kept[m][i] {
                    for (j, method) in item.methods.iter().enumerate() {
                        let named = method.name.as_ref().is_none_or(|name| used.contains(name));
                        if !methods[m][i][j] && named {
                            methods[m][i][j] = true;
                            used.extend(method.idents.iter().cloned());
                            grew = true;
                        }
                    }
                }
            }
        }
        if !grew {
            break;
        }
    }
    modules
        .iter()
        .enumerate()
        .map(|(m, (_, items))| {
            let mut dropped = Vec::new();
            for (i, item) in items.iter().enumerate() {
                if !kept[m][i] {
                    dropped.push(item.range.clone());
                    continue;
                }
                for (j, method) in item.methods.iter().enumerate() {
                    if !methods[m][i][j] {
                        dropped.push(method.range.clone());
                    }
                }
            }
            dropped
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kept(source: &str, program: &str) -> String {
        let code = lex::code_only(source, &lex::classify(source));
        let items = items(&code, 0..code.len());
        let program = lex::code_only(program, &lex::classify(program));
        let used = identifiers(&program, 0..program.len());
        let dropped = unused(&[("m", items)], &used);
        let mut text = source.to_string();
        for range in dropped[0].iter().rev() {
            text.replace_range(range.clone(), "");
        }
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn keeps_what_is_named_and_what_that_names() {
        let source = "use std::io::Read;\n\
                      pub fn a() -> u64 { b() }\n\
                      fn b() -> u64 { 1 }\n\
                      #[inline]\n\
                      pub fn c() -> u64 { c() }\n\
                      pub const D: u64 = 4;\n";
        assert_eq!(
            kept(source, "a()"),
            "use std::io::Read; pub fn a() -> u64 { b() } fn b() -> u64 { 1 }"
        );
        assert_eq!(
            kept(source, "c() + D"),
            "use std::io::Read; #[inline] pub fn c() -> u64 { c() } pub const D: u64 = 4;"
        );
        assert_eq!(kept(source, "x"), "use std::io::Read;");
    }

    #[test]
    fn a_name_captured_by_a_format_string_is_used() {
        let source = "pub const MAX: u64 = 9;\n\
                      pub const WIDTH: usize = 3;\n\
                      pub const UNUSED: u64 = 1;\n\
                      pub fn say() -> String { format!(\"at most {MAX}, {0:>WIDTH$} {{UNUSED}}\", 1) }\n";
        assert_eq!(
            kept(source, "say()"),
            "pub const MAX: u64 = 9; pub const WIDTH: usize = 3; pub fn say() -> String { format!(\"at most {MAX}, {0:>WIDTH$} {{UNUSED}}\", 1) }"
        );
        assert_eq!(
            kept("pub const N: u64 = 2;\n", "println!(\"{N:?}\")"),
            "pub const N: u64 = 2;"
        );
    }

    #[test]
    fn impl_blocks_follow_their_type_and_lose_unnamed_methods() {
        let source = "pub struct S { x: u64 }\n\
                      impl S {\n    pub fn new() -> S { S { x: 0 } }\n    pub fn get(&self) -> u64 { self.x }\n}\n\
                      impl Drop for S {\n    fn drop(&mut self) {}\n}\n\
                      pub struct T;\n\
                      impl T {\n    pub fn new() -> T { T }\n}\n";
        assert_eq!(
            kept(source, "S::new()"),
            "pub struct S { x: u64 } impl S { pub fn new() -> S { S { x: 0 } } } impl Drop for S { fn drop(&mut self) {} }"
        );
        assert_eq!(kept(source, "T"), "pub struct T; impl T { }");
    }

    #[test]
    fn macros_and_qualified_fns_are_items() {
        let source = "#[macro_export]\nmacro_rules! m { () => { $crate::f() }; }\npub const fn f() -> u8 { 0 }\npub(crate) fn g() {}\n";
        assert_eq!(
            kept(source, "m!()"),
            "#[macro_export] macro_rules! m { () => { $crate::f() }; } pub const fn f() -> u8 { 0 }"
        );
        assert_eq!(kept(source, "g()"), "pub(crate) fn g() {}");
    }
}
