//! Renders diagnostics the way mlir-opt's SourceMgr handler does:
//! `file:line:col: error: message`, then the source line and a caret when the
//! location points into the input file, or into a file it can open (as
//! the locations of a module read from bytecode do).

use rmlir_ir::diagnostics::{Diagnostic, Severity};
use rmlir_ir::{AttrKind, Context, Location};

/// The input being processed, for source-line excerpts.
pub struct Source<'a> {
    pub name: &'a str,
    pub text: &'a [u8],
    /// Other files locations point into, read (or not found) once each.
    pub others: std::cell::RefCell<Vec<(String, Option<Vec<u8>>)>>,
}

impl<'a> Source<'a> {
    pub fn new(name: &'a str, text: &'a [u8]) -> Self {
        Source {
            name,
            text,
            others: Default::default(),
        }
    }

    /// The text of 1-based line `line` of `file`, without its newline: of
    /// the input, or of a file of that name upstream's SourceMgr would open
    /// (relative to the working directory).
    pub fn line_of(&self, file: &str, line: u32) -> Option<Vec<u8>> {
        if line == 0 {
            return None;
        }
        let nth = |text: &[u8]| {
            text.split(|&b| b == b'\n')
                .nth(line as usize - 1)
                .map(<[u8]>::to_vec)
        };
        if file == self.name {
            return nth(self.text);
        }
        let mut others = self.others.borrow_mut();
        if !others.iter().any(|(f, _)| f == file) {
            others.push((file.to_string(), std::fs::read(file).ok()));
        }
        let (_, text) = others.iter().find(|(f, _)| f == file)?;
        nth(text.as_ref()?)
    }
}

/// A resolved position: the first `file:line:col` found in a location, in
/// pre-order, as upstream's `getFileLineColLoc`.
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

pub fn render(ctx: &Context, src: &Source<'_>, d: &Diagnostic, out: &mut String) {
    render_one(ctx, src, d.loc, d.severity, &d.message, true, out);
    // A call-site location adds "called from" notes for its callers.
    let mut loc = d.loc;
    while let AttrKind::CallSiteLoc { caller, .. } = ctx.attr_kind(loc.0) {
        render_one(ctx, src, *caller, Severity::Note, "called from", true, out);
        loc = *caller;
    }
    // As upstream's SourceMgr handler: a note shows its source line only
    // when its location differs from the one printed before it.
    let mut prev = d.loc;
    for n in &d.notes {
        render_one(ctx, src, n.loc, n.severity, &n.message, n.loc != prev, out);
        prev = n.loc;
    }
}

fn render_one(
    ctx: &Context,
    src: &Source<'_>,
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
                if let Some(text) = src.line_of(&file, line) {
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
                    rmlir_ir::printer::print_location(ctx, loc, &mut s);
                    s.push_str(": ");
                    s
                }
            };
            out.push_str(&format!("<unknown>:0: {}: {prefix}{msg}\n", sev.as_str()));
        }
    }
}
