//! Editor snippet files: one snippet per module, its body the module's paste form
//! (`scripts/bundle --module <name>`: the module and what it depends on).

use crate::bundle_modules;
use serde::{Serialize, Serializer};
use std::path::Path;

/// Words every snippet file `scripts/bundle` writes holds near its start; `-o` replaces such a
/// file.
pub const MARK: &str = "Bundled by `scripts/bundle --editor";

/// The editor formats `--editor` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// A VS Code snippet file (`.vscode/snippets.code-snippets`, or a user `rust.json`).
    Vscode,
}

/// Escapes `text` for the body of a VS Code snippet: `$` and `\` are its syntax.
pub fn vscode_escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace('$', "\\$")
}

/// What VS Code inserts for a snippet body line: [`vscode_escape`] undone; `None` when the
/// line has a `$` that VS Code would read as a tab stop or a variable (`$crate` would lose its
/// `$`).
pub fn vscode_unescape(line: &str) -> Option<String> {
    let mut out = String::new();
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match (c, chars.clone().next()) {
            ('\\', Some(next @ ('\\' | '$' | '}'))) => {
                out.push(next);
                chars.next();
            }
            ('$', Some(next)) if next.is_alphanumeric() || next == '_' || next == '{' => {
                return None;
            }
            _ => out.push(c),
        }
    }
    Some(out)
}

/// One VS Code snippet, its fields in the order written: the description (which holds
/// [`MARK`]) within the first bytes of the file, where `-o` looks for it.
#[derive(Serialize)]
struct Snippet {
    description: String,
    prefix: String,
    scope: &'static str,
    body: Vec<String>,
}

/// The snippets by name, as a JSON object in their order (`lib.rs`'s), not sorted.
struct Snippets(Vec<(String, Snippet)>);

impl Serialize for Snippets {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.0.iter().map(|(name, snippet)| (name, snippet)))
    }
}

/// The snippet file for every module under `root`, in `format`; the module names.
///
/// # Errors
/// When the snippets crate cannot be read.
pub fn snippet_file(root: &Path, format: Format) -> Result<(String, Vec<String>), String> {
    let snippets = crate::Snippets::load(root)?;
    let Format::Vscode = format;
    let mut entries = Vec::new();
    let mut names = Vec::new();
    for module in snippets.modules() {
        let name = &module.name;
        let block = bundle_modules(root, std::slice::from_ref(name))?;
        let others: Vec<&str> = (block.modules.iter())
            .filter(|m| *m != name)
            .map(String::as_str)
            .collect();
        let with = if others.is_empty() {
            String::new()
        } else {
            format!(", with {}", others.join(", "))
        };
        let snippet = Snippet {
            description: format!(
                "{MARK} vscode`: snippets::{name}{with}; paste at the top level, once per file"
            ),
            prefix: format!("snippets-{name}"),
            scope: "rust",
            body: block.source.lines().map(vscode_escape).collect(),
        };
        entries.push((format!("snippets::{name}"), snippet));
        names.push(name.clone());
    }
    let file = serde_json::to_string_pretty(&Snippets(entries))
        .map_err(|e| format!("cannot write the snippet file as JSON: {e}"))?;
    Ok((file + "\n", names))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_round_trip() {
        for text in ["$crate::input!", r"'\n' \\ \$ }", "plain", ""] {
            assert_eq!(
                vscode_unescape(&vscode_escape(text)).as_deref(),
                Some(text),
                "{text:?}"
            );
        }
        assert_eq!(vscode_escape("$x\\"), "\\$x\\\\");
        assert_eq!(vscode_unescape("$crate::m!"), None, "a variable");
        assert_eq!(vscode_unescape("${1:x}"), None, "a placeholder");
    }
}
