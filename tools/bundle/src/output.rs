//! `-o FILE`: written only where `scripts/bundle` wrote before, never through a link, never
//! into a device or a FIFO, whole or not at all (`workspace::files::write`).

use crate::{HEADER_START, editor};
use std::fs;
use std::io::{self, Read};
use std::path::Path;
use workspace::files::{self, Existing, NotWritten};

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
/// device or a FIFO. Written whole beside it first, then renamed (`workspace::files::write`),
/// so a failure or an interruption leaves the old file whole.
///
/// # Errors
/// A message naming the file.
pub fn write_bundle(path: &Path, source: &str) -> Result<(), String> {
    check_output(path)?;
    let shown = path.display();
    let ours = |path: &Path| {
        let mut head = Vec::new();
        fs::File::open(path)
            .and_then(|file| file.take(RECOGNISE).read_to_end(&mut head))
            .is_ok_and(|_| is_ours(&head))
    };
    files::write(path, source.as_bytes(), Existing::ReplaceIf(&ours)).map_err(|e| match e {
        // Made or changed since `check_output` looked.
        NotWritten::Exists => {
            format!("{shown} exists and is not a bundle; not overwriting it (choose another -o)")
        }
        NotWritten::Io(e) => format!("cannot write {shown}: {e}"),
    })
}

/// Whether `-o path` may be written: it does not exist, or it is a regular file that
/// `scripts/bundle` wrote ([`is_ours`]). Reads at most 512 bytes, and never opens anything
/// but a regular file.
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
            let kind = workspace::not_a_regular_file(meta.file_type()).unwrap_or_default();
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
    Ok(())
}
