//! Diagnostics: errors, warnings, remarks and notes attached to locations.

use crate::attributes::Location;

/// Where the bytes of a name that is not UTF-8 go in a message: byte `b`
/// (0x80 and up) is `char::from_u32(RAW_BYTES + b)`, in a private-use
/// plane no text uses. [`write_message`] writes them back as the bytes,
/// so diagnostics show names as upstream does, byte for byte.
const RAW_BYTES: u32 = 0x10_FF00;

/// `bytes` as text for a message: as they are when UTF-8, else with each
/// byte of the invalid sequences kept (see [`write_message`]).
pub fn message_text(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    if let Ok(s) = std::str::from_utf8(bytes) {
        return std::borrow::Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(bytes.len() + 8);
    for chunk in bytes.utf8_chunks() {
        out.push_str(chunk.valid());
        for &b in chunk.invalid() {
            out.push(char::from_u32(RAW_BYTES + b as u32).expect("a private-use char"));
        }
    }
    std::borrow::Cow::Owned(out)
}

/// Appends `text` to `out` with the bytes [`message_text`] kept written
/// back as bytes.
pub fn write_message(text: &str, out: &mut Vec<u8>) {
    for ch in text.chars() {
        let c = ch as u32;
        if (RAW_BYTES + 0x80..=RAW_BYTES + 0xFF).contains(&c) {
            out.push((c - RAW_BYTES) as u8);
        } else {
            let mut buf = [0u8; 4];
            out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
        }
    }
}

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
