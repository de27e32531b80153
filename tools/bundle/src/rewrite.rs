//! The token-level part of bundling: find which modules a piece of code refers to, and move a
//! module's paths under `mod snippets`.

use proc_macro2::{Delimiter, Group, Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet};

/// What the bundler knows of the snippets crate: its modules in `lib.rs` order, and which
/// module defines each `#[macro_export]` macro.
#[derive(Debug, Default)]
pub struct CrateMap {
    pub modules: Vec<String>,
    pub macros: BTreeMap<String, String>,
}

impl CrateMap {
    fn is_module(&self, name: &str) -> bool {
        self.modules.iter().any(|module| module == name)
    }

    /// The module a binary's `snippets::<name>` brings in: `name` itself, or the module that
    /// defines the exported macro `name` (`snippets::read_case!` is in `cases`).
    fn module_of(&self, name: &str) -> Option<String> {
        if self.is_module(name) {
            return Some(name.to_string());
        }
        self.macros.get(name).cloned()
    }
}

/// Whether `tokens[i..]` starts with the path separator `::`.
fn is_path_separator(tokens: &[TokenTree], i: usize) -> bool {
    matches!(
        (tokens.get(i), tokens.get(i + 1)),
        (Some(TokenTree::Punct(first)), Some(TokenTree::Punct(second)))
            if first.as_char() == ':' && first.spacing() == Spacing::Joint && second.as_char() == ':'
    )
}

fn is_ident(token: Option<&TokenTree>, name: &str) -> bool {
    matches!(token, Some(TokenTree::Ident(ident)) if ident == name)
}

fn is_punct(token: Option<&TokenTree>, c: char) -> bool {
    matches!(token, Some(TokenTree::Punct(punct)) if punct.as_char() == c)
}

/// Whether `tokens[i..]` is a doc attribute `#[doc ...]` or `#![doc ...]`; returns its length.
fn doc_attribute_length(tokens: &[TokenTree], i: usize) -> Option<usize> {
    if !is_punct(tokens.get(i), '#') {
        return None;
    }
    let bang = usize::from(is_punct(tokens.get(i + 1), '!'));
    match tokens.get(i + 1 + bang) {
        Some(TokenTree::Group(group))
            if group.delimiter() == Delimiter::Bracket
                && is_ident(group.stream().into_iter().next().as_ref(), "doc") =>
        {
            Some(2 + bang)
        }
        _ => None,
    }
}

fn path_tokens(names: &[&str]) -> Vec<TokenTree> {
    let mut tokens = Vec::new();
    for (i, name) in names.iter().enumerate() {
        if i > 0 {
            tokens.push(TokenTree::Punct(Punct::new(':', Spacing::Joint)));
            tokens.push(TokenTree::Punct(Punct::new(':', Spacing::Alone)));
        }
        tokens.push(TokenTree::Ident(Ident::new(name, Span::call_site())));
    }
    tokens
}

/// Rewrites the tokens of a snippets module for life inside `mod snippets` of a bundle:
/// doc attributes are dropped; `crate::<module>` becomes `crate::snippets::<module>`;
/// `$crate::<macro>!` becomes `$crate::snippets::<defining module>::<macro>!`. Returns the
/// modules the tokens refer to.
///
/// # Errors
/// A message naming the token when the code breaks the bundling rule of `snippets/src/lib.rs`:
/// `super::`, `crate::{...}`, or `crate::<name>` that is neither a module nor a macro.
pub fn rewrite_module(
    tokens: TokenStream,
    map: &CrateMap,
    refers_to: &mut BTreeSet<String>,
) -> Result<TokenStream, String> {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut output = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        if let Some(length) = doc_attribute_length(&tokens, i) {
            i += length;
            continue;
        }
        match &tokens[i] {
            TokenTree::Group(group) => {
                let stream = rewrite_module(group.stream(), map, refers_to)?;
                let mut rewritten = Group::new(group.delimiter(), stream);
                rewritten.set_span(group.span());
                output.push(TokenTree::Group(rewritten));
                i += 1;
            }
            TokenTree::Ident(ident) if ident == "super" && is_path_separator(&tokens, i + 1) => {
                return Err(
                    "`super::` outside a test module: refer to `crate::<module>::` instead".into(),
                );
            }
            TokenTree::Ident(ident) if ident == "crate" && is_path_separator(&tokens, i + 1) => {
                let Some(TokenTree::Ident(name)) = tokens.get(i + 3) else {
                    return Err("`crate::` not followed by a single name (no `crate::{...}`): write one `crate::<module>::` path per item".into());
                };
                let name = name.to_string();
                let is_macro_call = is_punct(tokens.get(i + 4), '!');
                let path = if is_macro_call {
                    let module = map.macros.get(&name).ok_or_else(|| {
                        format!("`crate::{name}!` calls a macro that no snippets module exports")
                    })?;
                    refers_to.insert(module.clone());
                    path_tokens(&["crate", "snippets", module, &name])
                } else if map.is_module(&name) {
                    refers_to.insert(name.clone());
                    path_tokens(&["crate", "snippets", &name])
                } else {
                    return Err(format!(
                        "`crate::{name}` is not a module of snippets/src/lib.rs: refer to items as `crate::<module>::<item>`"
                    ));
                };
                output.extend(path);
                i += 4;
            }
            token => {
                output.push(token.clone());
                i += 1;
            }
        }
    }
    Ok(output.into_iter().collect())
}

/// The snippets modules a binary's tokens refer to through `snippets::<module>`,
/// `snippets::{<module>, ...}`, an exported macro (`snippets::read_case`), or `snippets::*`
/// (every module).
pub fn used_modules(tokens: TokenStream, map: &CrateMap, used: &mut BTreeSet<String>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    for (i, token) in tokens.iter().enumerate() {
        if let TokenTree::Group(group) = token {
            used_modules(group.stream(), map, used);
            continue;
        }
        if !(is_ident(Some(token), "snippets") && is_path_separator(&tokens, i + 1)) {
            continue;
        }
        match tokens.get(i + 3) {
            Some(TokenTree::Ident(name)) => used.extend(map.module_of(&name.to_string())),
            Some(TokenTree::Group(group)) if group.delimiter() == Delimiter::Brace => {
                // The first name of each comma-separated tree: `{nim, wythoff::partner}`.
                let mut at_start = true;
                for inner in group.stream() {
                    match &inner {
                        TokenTree::Ident(name) if at_start => {
                            used.extend(map.module_of(&name.to_string()));
                            at_start = false;
                        }
                        TokenTree::Punct(punct) if punct.as_char() == ',' => at_start = true,
                        TokenTree::Punct(punct) if punct.as_char() == '*' && at_start => {
                            used.extend(map.modules.iter().cloned());
                        }
                        _ => at_start = false,
                    }
                }
            }
            Some(TokenTree::Punct(punct)) if punct.as_char() == '*' => {
                used.extend(map.modules.iter().cloned());
            }
            _ => {}
        }
    }
}

/// Whether the tokens name `crate_name` anywhere (`use itertools::Itertools;`, `itertools::x`).
pub fn mentions(tokens: TokenStream, crate_name: &str) -> bool {
    tokens.into_iter().any(|token| match token {
        TokenTree::Ident(ident) => ident == crate_name,
        TokenTree::Group(group) => mentions(group.stream(), crate_name),
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map() -> CrateMap {
        CrateMap {
            modules: vec!["input".into(), "nim".into(), "zeckendorf".into()],
            macros: [("input".to_string(), "input".to_string())]
                .into_iter()
                .collect(),
        }
    }

    fn rewrite(code: &str) -> Result<(String, BTreeSet<String>), String> {
        let mut refers = BTreeSet::new();
        let tokens = rewrite_module(code.parse().expect("valid tokens"), &map(), &mut refers)?;
        Ok((tokens.to_string(), refers))
    }

    #[test]
    fn moves_crate_paths_under_snippets() {
        let (code, refers) =
            rewrite("use crate::zeckendorf; fn f() { crate::nim::nim_sum(&[]) }").unwrap();
        assert_eq!(
            code,
            "use crate :: snippets :: zeckendorf ; fn f () { crate :: snippets :: nim :: nim_sum (& []) }"
        );
        assert_eq!(refers, ["nim".to_string(), "zeckendorf".to_string()].into());
    }

    #[test]
    fn macro_calls_go_through_their_module() {
        let (code, refers) = rewrite("macro_rules! m { () => { $crate::input!(x) } }").unwrap();
        assert!(
            code.contains("$ crate :: snippets :: input :: input !"),
            "{code}"
        );
        assert_eq!(refers, ["input".to_string()].into());
    }

    #[test]
    fn drops_doc_attributes_everywhere() {
        let (code, _) = rewrite("//! module\n/// item\nfn f() { macro_rules! m { () => { /// inner\n fn g() {} } } }\n#[inline] fn h() {}").unwrap();
        assert!(!code.contains("doc"), "{code}");
        assert!(code.contains("# [inline]"), "{code}");
    }

    #[test]
    fn leaves_visibility_and_other_crates_alone() {
        let (code, refers) = rewrite("pub(crate) fn f() { std::mem::swap(a, b) }").unwrap();
        assert_eq!(code, "pub (crate) fn f () { std :: mem :: swap (a , b) }");
        assert!(refers.is_empty());
    }

    #[test]
    fn rejects_what_breaks_the_rule() {
        for (code, says) in [
            ("use super::nim;", "super::"),
            ("use crate::{nim, zeckendorf};", "crate::{...}"),
            ("use crate::testing;", "crate::testing"),
            ("fn f() { crate::missing!() }", "crate::missing!"),
        ] {
            let error = rewrite(code).expect_err(code);
            assert!(error.contains(says), "{code}: {error}");
        }
    }

    #[test]
    fn finds_the_modules_a_binary_uses() {
        let mut used = BTreeSet::new();
        let code = "use snippets::nim; use snippets::{zeckendorf::value, input}; fn main() { snippets::nim::nim_sum(&[]); other::snippets; }";
        used_modules(code.parse().unwrap(), &map(), &mut used);
        assert_eq!(
            used,
            ["input".to_string(), "nim".into(), "zeckendorf".into()].into()
        );
        let mut by_macro = BTreeSet::new();
        let mut with_macro = map();
        with_macro.modules.push("cases".into());
        with_macro.macros.insert("read_case".into(), "cases".into());
        let code = "use snippets::{nim, read_case}; fn main() { snippets::read_case!(x); }";
        used_modules(code.parse().unwrap(), &with_macro, &mut by_macro);
        assert_eq!(by_macro, ["cases".to_string(), "nim".into()].into());
        let mut all = BTreeSet::new();
        used_modules("use snippets::*;".parse().unwrap(), &map(), &mut all);
        assert_eq!(all.len(), 3);
    }

    #[test]
    fn finds_a_crate_name() {
        assert!(mentions(
            "use itertools::Itertools;".parse().unwrap(),
            "itertools"
        ));
        assert!(mentions(
            "fn f() { { itertools::x() } }".parse().unwrap(),
            "itertools"
        ));
        assert!(!mentions(
            "fn itertools_free() {}".parse().unwrap(),
            "itertools"
        ));
    }
}
