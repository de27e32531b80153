//! `scripts/bundle`: one submittable `.rs` file from a judge binary and the snippets modules it
//! uses, transitively. Test code and doc comments are dropped, paths are moved under
//! `mod snippets`, and the result is formatted with rustfmt. See `snippets/src/lib.rs` for the
//! rule modules follow so that this needs no guessing.
//!
//! - [`rewrite`]: the token-level work (which modules, path rewriting, the rule's checks).
//! - [`verify`]: the checks `scripts/test` runs: every bundle compiled and judged.

pub mod rewrite;
pub mod verify;

use quote::{ToTokens, format_ident, quote};
use rewrite::CrateMap;
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

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
    /// The formatted source.
    pub source: String,
    /// The snippets modules it holds, in `lib.rs` order.
    pub modules: Vec<String>,
}

impl Bundle {
    /// What `scripts/bundle` tells on stderr: the size, and a warning above [`SIZE_LIMIT`].
    pub fn size_report(&self, id: &str, target: &str) -> Vec<String> {
        let size = self.source.len();
        let mut lines = vec![format!(
            "bundle of {id} ({}): {:.1} KiB, {size} bytes, to {target}",
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

/// Maps what the binary's `use proconio::...` lines name onto `snippets::input`, so the binary
/// compiles unchanged without the crate.
const PROCONIO_STAND_IN: &str = "
// proconio is not installed on this judge: the binary's `use proconio::...` lines resolve to
// the dependency-free reader of `snippets::input`.
mod proconio {
    pub(crate) use crate::snippets::input::input;
    pub mod source {
        pub use crate::snippets::input::Source;
        pub mod once {
            pub use crate::snippets::input::OnceSource;
        }
    }
}
";

/// The snippets crate as the bundler reads it.
pub struct Snippets {
    dir: PathBuf,
    map: CrateMap,
    /// Each module's items with tests and `#[macro_export]` already handled.
    files: BTreeMap<String, syn::File>,
}

fn is_cfg_test(attribute: &syn::Attribute) -> bool {
    attribute.path().is_ident("cfg")
        && attribute
            .meta
            .require_list()
            .is_ok_and(|list| list.tokens.to_string() == "test")
}

fn read_file(path: &Path) -> Result<syn::File, String> {
    let text =
        fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    syn::parse_file(&text).map_err(|e| format!("cannot parse {}: {e}", path.display()))
}

impl Snippets {
    /// Reads `snippets/src` under `root`: the modules `lib.rs` declares (`pub mod <name>;`,
    /// test-only ones left out) and each module's file.
    ///
    /// # Errors
    /// A message when a file cannot be read or parsed.
    pub fn load(root: &Path) -> Result<Snippets, String> {
        let dir = root.join("snippets").join("src");
        let lib = read_file(&dir.join("lib.rs"))?;
        let mut map = CrateMap::default();
        let mut files = BTreeMap::new();
        for item in lib.items {
            let syn::Item::Mod(module) = item else {
                continue;
            };
            if module.attrs.iter().any(is_cfg_test) {
                continue;
            }
            let name = module.ident.to_string();
            let mut file = read_file(&dir.join(format!("{name}.rs")))?;
            file.attrs
                .retain(|attribute| !attribute.path().is_ident("doc"));
            let mut items = Vec::new();
            for mut item in file.items {
                if item_attrs(&item).iter().any(is_cfg_test) {
                    continue;
                }
                match &mut item {
                    syn::Item::Macro(mac) if mac.ident.is_some() => {
                        let exported = mac.attrs.len();
                        mac.attrs.retain(|a| !a.path().is_ident("macro_export"));
                        if mac.attrs.len() < exported {
                            // In a bundle the macro stays in its module, reachable by path.
                            let ident = mac.ident.clone().expect("checked above");
                            map.macros.insert(ident.to_string(), name.clone());
                            items.push(item);
                            items.push(syn::parse_quote!(pub(crate) use #ident;));
                            continue;
                        }
                    }
                    _ => {}
                }
                items.push(item);
            }
            file.items = items;
            map.modules.push(name.clone());
            files.insert(name, file);
        }
        Ok(Snippets { dir, map, files })
    }

    /// The module names, in `lib.rs` order.
    pub fn modules(&self) -> &[String] {
        &self.map.modules
    }

    /// `mod snippets { ... }` holding `roots` and every module they refer to, transitively,
    /// formatted; and the module names, in `lib.rs` order.
    ///
    /// # Errors
    /// A message naming the module when one breaks the bundling rule or is unknown.
    pub fn module_tree(&self, roots: &BTreeSet<String>) -> Result<(String, Vec<String>), String> {
        let mut rewritten = BTreeMap::new();
        let mut pending: Vec<String> = roots.iter().cloned().collect();
        while let Some(name) = pending.pop() {
            if rewritten.contains_key(&name) {
                continue;
            }
            let file = self
                .files
                .get(&name)
                .ok_or_else(|| format!("snippets has no module `{name}`"))?;
            let mut refers = BTreeSet::new();
            let tokens = rewrite::rewrite_module(file.to_token_stream(), &self.map, &mut refers)
                .map_err(|e| format!("{}: {e}", self.dir.join(format!("{name}.rs")).display()))?;
            pending.extend(refers);
            rewritten.insert(name, tokens);
        }
        let names: Vec<String> = self
            .map
            .modules
            .iter()
            .filter(|m| rewritten.contains_key(*m))
            .cloned()
            .collect();
        let modules = names.iter().map(|name| {
            let ident = format_ident!("{}", name);
            let tokens = &rewritten[name];
            quote! { pub mod #ident { #tokens } }
        });
        // An exported macro is reachable at the crate's root, as `#[macro_export]` puts it.
        let macros = self
            .map
            .macros
            .iter()
            .filter(|(_, module)| rewritten.contains_key(*module))
            .map(|(name, module)| {
                let (name, module) = (format_ident!("{}", name), format_ident!("{}", module));
                quote! { pub(crate) use self::#module::#name; }
            });
        // A module comes whole: what this binary does not use of it is not a warning.
        let tree = quote! {
            #[allow(dead_code, unused_imports, unused_macros)]
            mod snippets { #(#macros)* #(#modules)* }
        };
        let file: syn::File = syn::parse2(tree).map_err(|e| format!("bundled modules: {e}"))?;
        Ok((prettyplease::unparse(&file), names))
    }
}

fn item_attrs(item: &syn::Item) -> &[syn::Attribute] {
    use syn::Item;
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::ExternCrate(i) => &i.attrs,
        Item::Fn(i) => &i.attrs,
        Item::ForeignMod(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::TraitAlias(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

/// The command line that makes a bundle, for its header.
pub fn command_line(id: &str, mode: Mode) -> String {
    match mode {
        Mode::WithCrates => format!("scripts/bundle {id}"),
        Mode::Standalone => format!("scripts/bundle {id} --standalone"),
    }
}

/// Bundles `problems/<id>/src/main.rs` under `root`.
///
/// # Errors
/// A message when a file cannot be read, a module breaks the bundling rule, the standalone
/// mode meets a crate it cannot replace, or rustfmt fails.
pub fn bundle_problem(root: &Path, id: &str, mode: Mode) -> Result<Bundle, String> {
    let snippets = Snippets::load(root)?;
    let main_path = root.join("problems").join(id).join("src").join("main.rs");
    let main = fs::read_to_string(&main_path)
        .map_err(|e| format!("cannot read {}: {e}", main_path.display()))?;
    let tokens: proc_macro2::TokenStream = main
        .parse()
        .map_err(|e| format!("cannot parse {}: {e}", main_path.display()))?;
    if mode == Mode::Standalone && rewrite::mentions(tokens.clone(), "itertools") {
        return Err(format!(
            "{} uses itertools, which --standalone cannot replace; bundle without --standalone",
            main_path.display()
        ));
    }
    let mut used = BTreeSet::new();
    rewrite::used_modules(tokens, &snippets.map, &mut used);
    if mode == Mode::Standalone {
        used.insert("input".to_string());
    }
    let (tree, modules) = snippets.module_tree(&used)?;
    let mut text = format!(
        "// Bundled by `{}` from problems/{id}/src/main.rs\n\
         // and the snippets modules {}. Edit those and bundle again, not this file.\n\n",
        command_line(id, mode),
        modules.join(", ")
    );
    debug_assert!(text.starts_with(HEADER_START));
    text.push_str(&main);
    text.push('\n');
    text.push_str(&tree);
    if mode == Mode::Standalone {
        text.push_str(PROCONIO_STAND_IN);
    }
    Ok(Bundle {
        source: rustfmt(&text)?,
        modules,
    })
}

/// Formats `source` with rustfmt (edition 2024 style, which compiles under 2021 as well).
///
/// # Errors
/// A message when rustfmt cannot run or rejects the source.
pub fn rustfmt(source: &str) -> Result<String, String> {
    let mut child = Command::new("rustfmt")
        .args(["--edition", "2024", "--emit", "stdout", "--quiet"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run rustfmt: {e}"))?;
    let mut stdin = child.stdin.take().expect("piped");
    let input = source.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child
        .wait_with_output()
        .map_err(|e| format!("rustfmt: {e}"))?;
    writer
        .join()
        .expect("writer thread")
        .map_err(|e| format!("rustfmt: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "rustfmt rejected the bundle:\n{}",
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    String::from_utf8(output.stdout).map_err(|_| "rustfmt wrote non-UTF-8".to_string())
}

/// Writes `source` to `path`, replacing it only if it is an earlier bundle: a file that does
/// not start with [`HEADER_START`] is never overwritten. Written to a temporary file first,
/// then renamed, so a failure leaves the old file whole.
///
/// # Errors
/// A message naming the file.
pub fn write_bundle(path: &Path, source: &str) -> Result<(), String> {
    if fs::read(path).is_ok_and(|existing| !existing.starts_with(HEADER_START.as_bytes())) {
        return Err(format!(
            "{} exists and is not a bundle; not overwriting it (choose another -o)",
            path.display()
        ));
    }
    let file_name = path
        .file_name()
        .ok_or_else(|| format!("{}: not a file name", path.display()))?;
    let temporary = path.with_file_name(format!(".{}.partial", file_name.to_string_lossy()));
    fs::write(&temporary, source)
        .and_then(|()| fs::rename(&temporary, path))
        .map_err(|e| {
            let _ = fs::remove_file(&temporary);
            format!("cannot write {}: {e}", path.display())
        })
}
