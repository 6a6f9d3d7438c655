//! Parser for MLIR's textual assembly format, matching upstream `mlir-opt` 22:
//! the same accepted language, the same IR, and the same first diagnostic
//! (message and location) for malformed input.
//!
//! Entry point: [`parse_source`].

#![warn(missing_docs)]

pub mod affine_parser;
mod attrs;
mod custom;
mod diag_fmt;
pub mod lexer;
mod locations;
mod memo;
pub(crate) mod ops;
mod parallel;
mod parser;
mod types;

pub use ops::Unresolved;
pub use parser::Diag;
pub use rmlir_ir::resources::{FileMetadata, ResourceEntry, ResourceValue};

use rmlir_ir::{Context, Ir};

/// Options for [`parse_source`].
#[derive(Clone, Debug, Default)]
pub struct ParseOptions {
    /// The buffer name used in locations (`loc("<filename>":line:col)`).
    pub filename: String,
    /// Do not wrap the top-level ops in an implicit `builtin.module`: the
    /// source must hold exactly one top-level op (`--no-implicit-module`).
    pub no_implicit_module: bool,
    /// Parse on the calling thread only (`--mlir-disable-threading`). By
    /// default, large inputs have the bodies of their functions (regions
    /// of isolated ops) parsed on other threads too, with the same result.
    pub single_threaded: bool,
    /// Parses inputs of at least this many bytes on several threads, and
    /// cuts blocks of at least this many bytes into chunks of about as
    /// many; for tests, which force the parallel paths on small inputs.
    /// By default 1 MB (and chunks of 256 KB).
    pub parallel_min_bytes: Option<usize>,
    /// Where the buffer starts in the file it was cut from (0-based line
    /// and column): `--split-input-file` parses each chunk on its own
    /// while locations and diagnostics keep the file's positions.
    pub origin: Origin,
}

/// The position of a buffer's first byte in its file (0-based).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Origin {
    /// Lines before the buffer.
    pub line: u32,
    /// Bytes before the buffer on its first line.
    pub col: u32,
}

impl Origin {
    /// A 1-based (line, column) in the buffer, as a position in the file.
    pub fn shift(self, (line, col): (u32, u32)) -> (u32, u32) {
        if line == 1 {
            (1 + self.line, col + self.col)
        } else {
            (line + self.line, col)
        }
    }
}

/// The result of a successful parse.
pub struct ParsedSource {
    /// The parsed IR; `ir.top()` is the top-level op.
    pub ir: Ir,
    /// `{-# dialect_resources / external_resources #-}` as written.
    pub metadata: FileMetadata,
    /// How many regions (function bodies) were parsed on other threads.
    pub parallel_regions: usize,
    /// How many chunks of large blocks were parsed on other threads.
    pub parallel_chunks: usize,
}

/// A parse error: the first error upstream reports, with its notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseDiagnostic {
    /// The buffer's name ([`ParseOptions::filename`]).
    pub filename: String,
    /// Byte offset in the source.
    pub offset: u32,
    /// 1-based line, as `mlir-opt` prints it.
    pub line: u32,
    /// 1-based column, in bytes.
    pub col: u32,
    /// The message, worded as upstream's.
    pub message: String,
    /// Notes: (line, col, message).
    pub notes: Vec<(u32, u32, String)>,
    /// Further errors reported after this one: (line, col, message).
    pub also: Vec<(u32, u32, String)>,
}

impl std::fmt::Display for ParseDiagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}:{}:{}: error: {}",
            self.filename, self.line, self.col, self.message
        )
    }
}

/// Parses a whole `.mlir` buffer as upstream's `parseSourceFile` + mlir-opt:
/// top-level operations go into a block; a single `builtin.module` becomes
/// the top op, anything else is wrapped in an implicit `builtin.module`
/// located at `loc("<filename>":0:0)`.
pub fn parse_source(
    ctx: &Context,
    src: &[u8],
    opts: &ParseOptions,
) -> Result<ParsedSource, ParseDiagnostic> {
    let min = opts
        .parallel_min_bytes
        .unwrap_or(parallel::PARALLEL_MIN_BYTES);
    let workers = if opts.single_threaded || src.len() < min {
        0
    } else {
        let n = rmlir_ir::parallel::available_threads() - 1;
        // Forced on one core, the parallel paths still run.
        n.max(opts.parallel_min_bytes.is_some() as usize)
    };
    if workers > 0 {
        let (res, used) = std::thread::scope(|scope| {
            let mut p = parser::Parser::new(ctx, src, opts);
            p.pool = Some(parallel::Pool::start(scope, ctx, src, opts, workers));
            // Any block may be large enough to be parsed in chunks.
            p.chunkable_until = u32::MAX;
            let res = stacker::maybe_grow(64 * 1024, 8 * 1024 * 1024, || p.parse_top_level());
            let used = p.parallel_used || p.pool.as_ref().is_some_and(|pool| pool.used());
            // Dropping the pool (with the parser) lets the workers finish.
            (res.map(|()| p.finish()), used)
        });
        match res {
            Ok(parsed) => return Ok(parsed),
            // Diagnostics come from the sequential parse.
            Err(_) if used => {}
            Err(d) => return Err(to_diagnostic(src, opts, d)),
        }
    }
    let mut p = parser::Parser::new(ctx, src, opts);
    let res = stacker::maybe_grow(64 * 1024, 8 * 1024 * 1024, || p.parse_top_level());
    res.map(|()| p.finish()).map_err(|d| to_diagnostic(src, opts, d))
}

/// Parses `text` as one attribute, all of it (upstream's
/// `parseAttribute(StringRef, MLIRContext *, Type, size_t *numRead)` with
/// the check that nothing is left): how the bytecode reader reads the
/// textual form of attributes without a binary encoding.
///
/// An error comes with its line and column in `text`: upstream parses the
/// text as a buffer named by the text itself, and reports it there.
pub fn parse_attribute_text(ctx: &Context, text: &[u8]) -> Result<rmlir_ir::Attribute, TextError> {
    let mut p = parser::Parser::new(ctx, text, &ParseOptions::default());
    let a = stacker::maybe_grow(64 * 1024, 8 * 1024 * 1024, || p.parse_attribute(None))
        .map_err(|d| TextError::at(text, &d))?;
    if !p.is(lexer::TokenKind::Eof) {
        return Err(TextError::trailing("Attribute", text, p.tok.start));
    }
    Ok(a)
}

/// An error parsing an attribute or type from text: the message, and
/// where in the text (1-based line and column), when it has a place there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextError {
    /// What is wrong.
    pub message: String,
    /// Line and column in the text.
    pub at: Option<(u32, u32)>,
}

impl TextError {
    fn at(text: &[u8], d: &parser::Diag) -> Self {
        let at = (d.offset != parser::WHOLE_BUFFER).then(|| lexer::line_col(text, d.offset));
        TextError {
            message: d.message.clone(),
            at,
        }
    }

    /// Upstream's check that the whole text was read: reported where the
    /// entry is, with what is left.
    fn trailing(kind: &str, text: &[u8], at: u32) -> Self {
        let rest = String::from_utf8_lossy(&text[(at as usize).min(text.len())..]);
        TextError {
            message: format!("trailing characters found after {kind} assembly format: {rest}"),
            at: None,
        }
    }
}

/// Parses `text` as one type, all of it (see [`parse_attribute_text`]).
pub fn parse_type_text(ctx: &Context, text: &[u8]) -> Result<rmlir_ir::Type, TextError> {
    let mut p = parser::Parser::new(ctx, text, &ParseOptions::default());
    let t = stacker::maybe_grow(64 * 1024, 8 * 1024 * 1024, || p.parse_type())
        .map_err(|d| TextError::at(text, &d))?;
    if !p.is(lexer::TokenKind::Eof) {
        return Err(TextError::trailing("Type", text, p.tok.start));
    }
    Ok(t)
}

fn to_diagnostic(src: &[u8], opts: &ParseOptions, d: Box<parser::Diag>) -> ParseDiagnostic {
    let d = *d;
    let origin = opts.origin;
    // Errors about the buffer as a whole are reported at 0:0.
    let (line, col) = if d.offset == parser::WHOLE_BUFFER {
        (0, 0)
    } else {
        origin.shift(lexer::line_col(src, d.offset))
    };
    let at = |(off, msg): (u32, String)| {
        let (l, c) = origin.shift(lexer::line_col(src, off));
        (l, c, msg)
    };
    ParseDiagnostic {
        filename: opts.filename.clone(),
        offset: d.offset,
        line,
        col,
        message: d.message,
        notes: d.notes.into_iter().map(at).collect(),
        also: d.also.into_iter().map(at).collect(),
    }
}

#[cfg(test)]
mod tests;

