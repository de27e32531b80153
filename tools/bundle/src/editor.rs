//! Editor snippet files: one snippet per module, its body the module's paste form
//! (`scripts/bundle --module <name>`: the module and what it depends on).

use crate::{Snippets, bundle_modules};
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

/// `text` as a JSON string literal.
pub fn json_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out += "\\\"",
            '\\' => out += "\\\\",
            '\n' => out += "\\n",
            '\t' => out += "\\t",
            '\r' => out += "\\r",
            c if (c as u32) < 0x20 => out += &format!("\\u{:04x}", c as u32),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The snippet file for every module under `root`, in `format`; the module names.
///
/// # Errors
/// When the snippets crate cannot be read.
pub fn snippet_file(root: &Path, format: Format) -> Result<(String, Vec<String>), String> {
    let snippets = Snippets::load(root)?;
    let Format::Vscode = format;
    let mut entries = Vec::new();
    let mut names = Vec::new();
    for module in snippets.modules() {
        let name = &module.name;
        let block = bundle_modules(root, std::slice::from_ref(name))?;
        let others: Vec<&String> = block.modules.iter().filter(|m| *m != name).collect();
        let with = if others.is_empty() {
            String::new()
        } else {
            let others: Vec<&str> = others.iter().map(|m| m.as_str()).collect();
            format!(", with {}", others.join(", "))
        };
        let body: Vec<String> = block
            .source
            .lines()
            .map(|line| format!("      {}", json_string(&vscode_escape(line))))
            .collect();
        entries.push(format!(
            "  {}: {{\n    \"description\": {},\n    \"prefix\": {},\n    \"scope\": \"rust\",\n    \"body\": [\n{}\n    ]\n  }}",
            json_string(&format!("snippets::{name}")),
            json_string(&format!(
                "{MARK} vscode`: snippets::{name}{with}; paste at the top level, once per file"
            )),
            json_string(&format!("snippets-{name}")),
            body.join(",\n")
        ));
        names.push(name.clone());
    }
    Ok((format!("{{\n{}\n}}\n", entries.join(",\n")), names))
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
        assert_eq!(json_string("a\"b\\\n\u{1}é"), "\"a\\\"b\\\\\\n\\u0001é\"");
    }
}
