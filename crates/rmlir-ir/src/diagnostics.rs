//! Diagnostics: errors, warnings, remarks and notes attached to locations.

use crate::attributes::Location;

/// How serious a diagnostic is (MLIR's `DiagnosticSeverity`).
#[derive(Copy, Clone, PartialEq, Eq, Debug, PartialOrd, Ord)]
pub enum Severity {
    /// `note`, attached to another diagnostic.
    Note,
    /// `remark`
    Remark,
    /// `warning`
    Warning,
    /// `error`
    Error,
}

impl Severity {
    /// The word printed before the message (`error`, `note`, ...).
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Remark => "remark",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// A message at a location, with notes (MLIR's `Diagnostic`).
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// How serious it is.
    pub severity: Severity,
    /// Where it points.
    pub loc: Location,
    /// The message, worded as upstream's.
    pub message: String,
    /// Attached notes, printed after the diagnostic.
    pub notes: Vec<Diagnostic>,
    /// The op the error was emitted on: rendering attaches upstream's
    /// "see current operation: ..." note (before `notes`) when the context
    /// prints ops on diagnostics.
    pub op: Option<crate::ir::OpRef>,
    /// An op upstream streams into the message (`<< *op`), as in
    /// "expected X parent, got:"; printed after `message` when the
    /// diagnostic is materialized, as [`Diagnostic::op`]'s note is.
    pub trailing_op: Option<crate::ir::OpRef>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
            op: None,
            trailing_op: None,
        }
    }

    /// A note at `loc`, for [`Diagnostic::notes`].
    pub fn note(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
            op: None,
            trailing_op: None,
        }
    }

    /// Attaches a note at `loc` (MLIR's `Diagnostic::attachNote`).
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic::note(loc, message));
        self
    }
}
