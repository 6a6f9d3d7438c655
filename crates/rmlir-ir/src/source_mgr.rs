//! Showing diagnostics as upstream's `SourceMgrDiagnosticHandler` does:
//! `file:line:col: error: message`, then the source line and a caret when
//! the location points into a buffer the [`SourceMgr`] holds, or into a
//! file it can open (as the locations of a module read from bytecode do).
//!
//! ```
//! use rmlir_ir::diagnostics::Diagnostic;
//! use rmlir_ir::source_mgr::SourceMgr;
//!
//! let ctx = rmlir_ir::Context::new();
//! let mgr = SourceMgr::new();
//! mgr.add_buffer("in.mlir", b"func.func @f() {\n  bad\n}\n".to_vec());
//! let d = Diagnostic::error(ctx.file_line_col("in.mlir", 2, 3), "unknown op");
//! assert_eq!(
//!     mgr.render(&ctx, &d),
//!     "in.mlir:2:3: error: unknown op\n  bad\n  ^\n"
//! );
//! ```

use std::sync::{Arc, Mutex, OnceLock};

use crate::attributes::{AttrKind, Location};
use crate::context::Context;
use crate::diagnostics::{Diagnostic, Severity};

/// The bytes of a buffer, however they are held (in memory, or a file
/// mapped by the driver), shared with whoever parses them.
pub type SourceText = Arc<dyn AsRef<[u8]> + Send + Sync>;

/// A named buffer and, once asked for, where its lines start.
struct Buffer {
    name: String,
    text: SourceText,
    line_starts: OnceLock<Vec<u32>>,
}

impl Buffer {
    fn new(name: String, text: SourceText) -> Self {
        Buffer {
            name,
            text,
            line_starts: OnceLock::new(),
        }
    }

    /// Line `line` (1-based) without its newline. The line index is built
    /// once, so showing many diagnostics of a large file (one per chunk of
    /// `--split-input-file`) costs a lookup each.
    fn line(&self, line: u32) -> Option<&[u8]> {
        let text: &[u8] = (*self.text).as_ref();
        let starts = self.line_starts.get_or_init(|| {
            let mut v = vec![0u32];
            v.extend(memchr::memchr_iter(b'\n', text).map(|i| i as u32 + 1));
            v
        });
        let i = (line as usize).checked_sub(1)?;
        let start = *starts.get(i)? as usize;
        let end = starts.get(i + 1).map_or(text.len(), |&e| e as usize - 1);
        Some(&text[start..end.max(start)])
    }
}

/// The buffers diagnostics point into (upstream's `llvm::SourceMgr`). Safe
/// to share between threads: files named by locations are read once, on
/// first need.
pub struct SourceMgr {
    buffers: Mutex<Vec<Arc<Buffer>>>,
    /// Whether files named by locations but not added may be opened.
    open_files: bool,
}

impl Default for SourceMgr {
    fn default() -> Self {
        Self::new()
    }
}

impl SourceMgr {
    /// An empty manager that opens files named by locations (relative to
    /// the working directory), as mlir-opt's does.
    pub fn new() -> Self {
        SourceMgr {
            buffers: Mutex::new(Vec::new()),
            open_files: true,
        }
    }

    /// A manager that shows source lines only of the buffers added to it.
    pub fn without_file_access() -> Self {
        SourceMgr {
            buffers: Mutex::new(Vec::new()),
            open_files: false,
        }
    }

    /// Adds a buffer: locations naming `name` show its lines.
    pub fn add_buffer(&self, name: impl Into<String>, text: Vec<u8>) {
        self.add_shared_buffer(name, Arc::new(text));
    }

    /// Adds a buffer held elsewhere too (a mapped file, a buffer the
    /// parser reads).
    pub fn add_shared_buffer(&self, name: impl Into<String>, text: SourceText) {
        let b = Arc::new(Buffer::new(name.into(), text));
        self.lock().push(b);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<Arc<Buffer>>> {
        // A panic elsewhere cannot leave the list half-updated.
        self.buffers.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn buffer(&self, file: &str) -> Option<Arc<Buffer>> {
        if let Some(b) = self.lock().iter().find(|b| b.name == file) {
            return Some(b.clone());
        }
        if !self.open_files {
            return None;
        }
        let text: SourceText = Arc::new(std::fs::read(file).ok()?);
        let mut list = self.lock();
        if let Some(b) = list.iter().find(|b| b.name == file) {
            return Some(b.clone());
        }
        let b = Arc::new(Buffer::new(file.to_string(), text));
        list.push(b.clone());
        Some(b)
    }

    /// The text of 1-based line `line` of `file`, without its newline.
    pub fn line(&self, file: &str, line: u32) -> Option<Vec<u8>> {
        self.buffer(file)?.line(line).map(<[u8]>::to_vec)
    }

    /// `d` with its notes, as mlir-opt prints it on stderr.
    pub fn render(&self, ctx: &Context, d: &Diagnostic) -> String {
        let mut out = String::new();
        self.render_to(ctx, d, &mut out);
        out
    }

    /// [`SourceMgr::render`], appending to `out`.
    pub fn render_to(&self, ctx: &Context, d: &Diagnostic, out: &mut String) {
        self.render_one(ctx, d.loc, d.severity, &d.message, true, out);
        // A call-site location adds "called from" notes for its callers.
        let mut loc = d.loc;
        while let AttrKind::CallSiteLoc { caller, .. } = ctx.attr_kind(loc.0) {
            self.render_one(ctx, *caller, Severity::Note, "called from", true, out);
            loc = *caller;
        }
        // As upstream's handler: a note shows its source line only when its
        // location differs from the one printed before it.
        let mut prev = d.loc;
        for n in &d.notes {
            self.render_one(ctx, n.loc, n.severity, &n.message, n.loc != prev, out);
            prev = n.loc;
        }
    }

    /// One line of a diagnostic, and its source line with a caret.
    fn render_one(
        &self,
        ctx: &Context,
        loc: Location,
        sev: Severity,
        msg: &str,
        show_line: bool,
        out: &mut String,
    ) {
        let loc_for_pos = match ctx.attr_kind(loc.0) {
            AttrKind::CallSiteLoc { callee, .. } => *callee,
            _ => loc,
        };
        match file_line_col(ctx, loc_for_pos) {
            Some((file, line, col)) => {
                out.push_str(&format!("{file}:{line}:{col}: {}: {msg}\n", sev.as_str()));
                if show_line {
                    if let Some(text) = self.line(&file, line) {
                        out.push_str(&String::from_utf8_lossy(&text));
                        out.push('\n');
                        out.push_str(&" ".repeat(col.saturating_sub(1) as usize));
                        out.push_str("^\n");
                    }
                }
            }
            None => {
                let prefix = match ctx.attr_kind(loc.0) {
                    AttrKind::UnknownLoc => String::new(),
                    _ => {
                        let mut s = String::new();
                        crate::printer::print_location(ctx, loc, &mut s);
                        s.push_str(": ");
                        s
                    }
                };
                out.push_str(&format!("<unknown>:0: {}: {prefix}{msg}\n", sev.as_str()));
            }
        }
    }
}

/// The first `file:line:col` of a location, in pre-order, as upstream's
/// `getFileLineColLoc` finds it.
pub fn file_line_col(ctx: &Context, loc: Location) -> Option<(String, u32, u32)> {
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        match ctx.attr_kind(l.0) {
            AttrKind::FileLineCol {
                file, line, col, ..
            } => {
                return Some((ctx.ident_str(*file).into_owned(), *line, *col));
            }
            AttrKind::NameLoc { child: Some(c), .. } => stack.push(*c),
            AttrKind::CallSiteLoc { callee, caller } => {
                stack.push(*caller);
                stack.push(*callee);
            }
            AttrKind::FusedLoc { locations, .. } => stack.extend(locations.iter().rev()),
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_of_added_buffers() {
        let mgr = SourceMgr::without_file_access();
        mgr.add_buffer("a", b"one\ntwo\n\nfour".to_vec());
        assert_eq!(mgr.line("a", 1).as_deref(), Some(&b"one"[..]));
        assert_eq!(mgr.line("a", 3).as_deref(), Some(&b""[..]));
        assert_eq!(mgr.line("a", 4).as_deref(), Some(&b"four"[..]));
        assert_eq!(mgr.line("a", 5), None);
        assert_eq!(mgr.line("a", 0), None);
        assert_eq!(mgr.line("b", 1), None);
    }

    #[test]
    fn notes_show_their_line_when_it_changes() {
        let ctx = Context::new();
        let mgr = SourceMgr::without_file_access();
        mgr.add_buffer("f", b"x\ny\n".to_vec());
        let at1 = ctx.file_line_col("f", 1, 1);
        let d = Diagnostic::error(at1, "e")
            .with_note(at1, "same place")
            .with_note(ctx.file_line_col("f", 2, 1), "elsewhere");
        assert_eq!(
            mgr.render(&ctx, &d),
            "f:1:1: error: e\nx\n^\nf:1:1: note: same place\nf:2:1: note: elsewhere\ny\n^\n"
        );
        let unknown = Diagnostic::error(ctx.unknown_loc(), "nowhere");
        assert_eq!(mgr.render(&ctx, &unknown), "<unknown>:0: error: nowhere\n");
    }
}
