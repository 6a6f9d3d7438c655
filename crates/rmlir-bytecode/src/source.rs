//! One entry point for both forms of a module (upstream's
//! `parseSourceFile`): bytecode when the buffer starts with the magic
//! `MLïR`, the textual form otherwise.

use rmlir_asm_parser::{parse_source, ParseDiagnostic, ParseOptions};
use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::resources::FileMetadata;
use rmlir_ir::{Context, Ir};

use crate::reader::{read_bytecode, ReadError, ReadOptions};

/// A module read from text or bytecode.
pub struct SourceModule {
    /// The IR; `ir.top()` is the top-level op.
    pub ir: Ir,
    /// Resources (`{-# ... #-}` in text, the resource sections in bytecode).
    pub metadata: FileMetadata,
    /// For bytecode, its version and producer: upstream verifies a module
    /// while it reads it, and notes them on every diagnostic the
    /// verification emits (see [`SourceModule::bytecode_note`]).
    pub bytecode: Option<(u64, String)>,
}

impl SourceModule {
    /// The note upstream attaches to every diagnostic emitted while a
    /// bytecode file is read, verification included: `in bytecode version
    /// N produced by: P`. `None` for text.
    pub fn bytecode_note(&self) -> Option<String> {
        self.bytecode
            .as_ref()
            .map(|(v, p)| format!("in bytecode version {v} produced by: {p}"))
    }
}

/// Reads `buf`, text or bytecode, as `mlir-opt` reads its input. Errors
/// are diagnostics as upstream reports them: for text at their line and
/// column of `opts.filename`; for bytecode at `filename:0:0`, with notes
/// giving the file's version and producer and where the reader stopped.
pub fn parse_source_file(
    ctx: &Context,
    buf: &[u8],
    opts: &ParseOptions,
) -> Result<SourceModule, Vec<Diagnostic>> {
    if crate::is_bytecode(buf) {
        let ropts = ReadOptions {
            filename: opts.filename.clone(),
            single_threaded: opts.single_threaded,
            ..ReadOptions::default()
        };
        return read_bytecode(ctx, buf, &ropts)
            .map(|r| SourceModule {
                ir: r.ir,
                metadata: r.metadata,
                bytecode: Some((r.version, r.producer)),
            })
            .map_err(|e| vec![bytecode_diagnostic(ctx, &opts.filename, &e)]);
    }
    parse_source(ctx, buf, opts)
        .map(|p| SourceModule {
            ir: p.ir,
            metadata: p.metadata,
            bytecode: None,
        })
        .map_err(|e| text_diagnostics(ctx, &opts.filename, &e))
}

/// A text parse error and its follow-ups as diagnostics.
fn text_diagnostics(ctx: &Context, name: &str, e: &ParseDiagnostic) -> Vec<Diagnostic> {
    // A parser that failed without a word (`AsmDiag::silent`), as some of
    // upstream's custom parsers do: mlir-opt prints nothing.
    if e.message.is_empty() && e.notes.is_empty() && e.also.is_empty() {
        return Vec::new();
    }
    let mut d = Diagnostic::error(ctx.file_line_col(name, e.line, e.col), e.message.clone());
    for (line, col, note) in &e.notes {
        d = d.with_note(ctx.file_line_col(name, *line, *col), note.clone());
    }
    let mut diags = vec![d];
    for (line, col, msg) in &e.also {
        diags.push(Diagnostic::error(
            ctx.file_line_col(name, *line, *col),
            msg.clone(),
        ));
    }
    diags
}

/// A bytecode read error as a diagnostic at `name:0:0`.
fn bytecode_diagnostic(ctx: &Context, name: &str, e: &ReadError) -> Diagnostic {
    let at = match &e.error.in_text {
        Some((text, line, col)) => ctx.file_line_col(text, *line, *col),
        None => ctx.file_line_col(name, 0, 0),
    };
    let mut d = Diagnostic::error(at, e.error.message.clone());
    if let Some((version, producer)) = &e.header {
        d = d.with_note(
            at,
            format!("in bytecode version {version} produced by: {producer}"),
        );
    }
    let place = match e.error.section {
        Some(s) => format!(
            "at byte {} of the file, in section {}",
            e.error.offset,
            s.name()
        ),
        None => format!("at byte {} of the file", e.error.offset),
    };
    d.with_note(at, place)
}
