//! `scripts/bundle`: one submittable `.rs` file from a program and the snippets modules it uses,
//! transitively; or the modules alone, as a block to paste at the top level of any file.
//!
//! The design is the AtCoder Library's expander: each module file is spliced verbatim inside
//! `pub mod <name> { ... }`, less its doc comments, `#[cfg(test)]` items and
//! `#[cfg(not(test))]` attributes, and nothing in it is rewritten. Three lines around the
//! modules make every path resolve as it does in the crate:
//!
//! ```text
//! extern crate self as snippets;   // `snippets::` (and `::snippets::`) names this crate, anywhere
//! use snippets_modules::*;         // so `crate::<module>` and `$crate::<macro>!` resolve
//! mod snippets_modules { pub mod zeckendorf { ... } pub mod wythoff { ... } }
//! ```
//!
//! A glob import is shadowed by any name the program defines or imports itself, so
//! `use snippets::wythoff;` at the top level does not clash with it; and so a name of the
//! program's own there that is a bundled module's (`mod nim`, `use helpers::nim;`, a macro
//! that makes one) would take the module's place, silently: a program's bundle refuses it by
//! line ([`clash`]), and a block to paste fails to compile beside it (its guard,
//! [`splice::MARKER`]). `#[macro_export]` becomes `pub(crate) use <macro>;` after the macro,
//! re-exported beside the modules, so `snippets::<macro>!` and `$crate::<macro>!` resolve as
//! well. See `snippets/src/lib.rs` for the rule the modules follow. A standalone bundle of a
//! program that reads with proconio gets a stand-in of a few lines ([`proconio`]).
//!
//! - [`splice`]: the snippets crate read and spliced (the modules, their dependencies).
//! - [`program`]: what a program uses of snippets, and the `use` forms no bundle can hold.
//! - [`clash`]: the names a program binds at its top level that would take a module's place.
//! - [`proconio`]: proconio's `input!` without the crate, for `--standalone`.
//! - [`lex`]: which bytes are code, comments, literals.
//! - [`check`]: compiling what is written (`rustc --emit=metadata`).
//! - [`output`]: `-o`, which replaces only what `scripts/bundle` wrote.
//! - [`editor`]: snippet files for editors.
//! - [`verify`]: what `scripts/test` runs: every bundle compiled and judged.

pub mod check;
pub mod clash;
pub mod editor;
pub mod lex;
pub mod output;
pub mod program;
// Compiled and tested here; its macro is used by bundles, not by this crate.
#[allow(unused_macros, unused_imports)]
pub mod proconio;
pub mod prune;
pub mod splice;
pub mod verify;

pub use output::{check_output, is_ours, write_bundle};
pub use splice::{Module, Snippets, declared_dependencies};

use std::collections::BTreeSet;
use std::fs;
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
    /// No crate at all: `proconio` is replaced by a stand-in ([`proconio`]).
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
    /// What `scripts/bundle` tells on stderr: the size, and for a `submission` (not an
    /// editor's snippet file) a warning above [`SIZE_LIMIT`].
    pub fn size_report(&self, what: &str, target: &str, submission: bool) -> Vec<String> {
        let size = self.source.len();
        let mut lines = vec![format!(
            "bundle of {what} ({}): {:.1} KiB, {size} bytes, to {target}",
            self.modules.join(", "),
            size as f64 / 1024.0
        )];
        if submission && size > SIZE_LIMIT {
            lines.push(format!(
                "warning: {size} bytes is over 64 KiB; Codeforces rejects sources this large"
            ));
        }
        lines
    }
}

pub(crate) fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}
/// `problems/<id>/src/main.rs` under `root` (for an alias, its problem's), if it exists.
///
/// # Errors
/// The message every tool gives for an unknown problem (without its `error: `).
pub fn problem_main(root: &Path, id: &str) -> Result<PathBuf, String> {
    workspace::problems::require(root, id)
        .map(|dir| dir.join("src").join("main.rs"))
        .map_err(|unknown| unknown.to_string())
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

    /// How the bundle's header names it: `hdu2177`, or a file by its name alone (`main.rs`):
    /// the folders it lies in are the user's machine's, not the submission's.
    pub fn shown(&self) -> String {
        match self {
            Target::Problem(id) => id.clone(),
            Target::File(path) => path.file_name().map_or_else(
                || path.display().to_string(),
                |name| name.to_string_lossy().into_owned(),
            ),
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
    // `origin` names the file in messages (as given); the header names it as `shown`.
    let (path, origin) = match target {
        Target::Problem(id) => (
            problem_main(root, id)?,
            // An alias (poj1067) bundles its problem's program (hdu1527's).
            format!(
                "problems/{}/src/main.rs",
                workspace::problems::canonical(id)
            ),
        ),
        Target::File(path) => (path.clone(), path.display().to_string()),
    };
    let text = read(&path)?;
    // A byte-order mark and a `#!` line are Rust at the start of a file, not in the middle of
    // a bundle: a judge needs neither.
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let text = match text
        .strip_prefix("#!")
        .filter(|rest| !rest.starts_with('['))
    {
        Some(rest) => rest.split_once('\n').map_or("", |(_, after)| after),
        None => text,
    };
    let snippets = Snippets::load(root)?;
    let program = program::read_program(&snippets, text, &origin)?;
    let code = lex::code_only(text, &lex::classify(text));
    let place = |at: usize| format!("{origin}:{}", lex::line_of(text, at));
    // A bundle is one file: what names another file compiles only where that file is.
    for word in ["include", "include_str", "include_bytes"] {
        if let Some(at) = lex::word_offsets(&code, word)
            .find(|&at| lex::expect(&code, at + word.len(), "!").is_some())
        {
            return Err(format!(
                "{}: `{word}!` names another file, which a one-file bundle cannot hold: paste its contents instead",
                place(at)
            ));
        }
    }
    if let Some((at, _)) = code.match_indices("#[path").next() {
        return Err(format!(
            "{}: `#[path]` names another file, which a one-file bundle cannot hold: write the module inline (`mod name {{ ... }}`)",
            place(at)
        ));
    }
    if mode == Mode::Standalone
        && let Some(at) = lex::word_offsets(&code, "itertools").next()
    {
        return Err(format!(
            "{origin}:{}: uses itertools, which --standalone cannot replace; bundle without --standalone",
            lex::line_of(text, at)
        ));
    }
    // What of proconio the stand-in does not have: named with its line, not left to rustc.
    if mode == Mode::Standalone {
        for word in [
            "fastout",
            "derive_readable",
            "input_interactive",
            "read_value",
            "LineSource",
            "AutoSource",
        ] {
            if let Some(at) = lex::word_offsets(&code, word).next() {
                return Err(format!(
                    "{}: `{word}` is proconio's, and --standalone has no stand-in for it (it has `input!` with or without `from`, `OnceSource`, `Source` and `marker`): bundle without --standalone, or read with `snippets::io`",
                    place(at)
                ));
            }
        }
    }
    let used = program.used;
    // The stand-in for proconio, when the program reads with it.
    let stand_in =
        mode == Mode::Standalone && lex::word_offsets(&code, "proconio").next().is_some();
    let program_idents = prune::identifiers(&code, 0..code.len());
    let (block, modules) = snippets.block(&used, Some(&program_idents))?;
    // The modules (and their macros) stand at the top level through a glob import, which a
    // name the program binds there itself would shadow, silently, for the modules too.
    let bundled: BTreeSet<String> = modules.iter().cloned().collect();
    let macros: BTreeSet<String> = (snippets.modules().iter())
        .filter(|m| bundled.contains(&m.name))
        .flat_map(|m| m.macros.iter().cloned())
        .collect();
    let values: BTreeSet<(String, String)> = (snippets.modules().iter())
        .filter(|m| bundled.contains(&m.name))
        .flat_map(|m| {
            clash::value_items(m.code())
                .into_iter()
                .map(|item| (m.name.clone(), item))
        })
        .collect();
    if let Some((at, message)) =
        clash::first_clash(&code, &bundled, &macros, &program.aliases, &values)
    {
        return Err(format!("{}: {message}", place(at)));
    }
    let from = match target {
        Target::Problem(_) => origin.clone(),
        Target::File(_) => target.shown(),
    };
    let mut source = format!(
        "// Bundled by `{}` from {from} and snippets {}: edit those, not this file.\n\n",
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
        source += &splice::proconio_stand_in(&program_idents);
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
    let (block, modules) = snippets.block(&roots, None)?;
    let flags: Vec<String> = names.iter().map(|n| format!("--module {n}")).collect();
    let source = format!(
        "// Bundled by `scripts/bundle {}`: the snippets modules {}.\n\
         // Paste at the top level of a file, once per file: to add modules, bundle them together.\n\
         // Compiles without warnings with Rust 1.84 under edition 2021, and with the current\n\
         // stable Rust under editions 2021 and 2024.\n\
         {block}",
        flags.join(" "),
        modules.join(", ")
    );
    Ok(Bundle { source, modules })
}
