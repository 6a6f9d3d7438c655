//! Errors of the reader: what went wrong, in which section, at which byte.

use crate::encoding::SectionId;

/// A malformed-bytecode error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BytecodeError {
    /// The section being read, if any (`None` for the header).
    pub section: Option<SectionId>,
    /// Byte offset in the file.
    pub offset: usize,
    /// What is wrong, worded as upstream's reader words it where it has
    /// a message for the case.
    pub message: String,
    /// For an error in the textual form of an attribute or type entry:
    /// that text, and the 1-based line and column in it. Upstream parses
    /// the text as a buffer named by the text, and reports the error there.
    pub in_text: Option<(Vec<u8>, u32, u32)>,
}

impl BytecodeError {
    /// An error at `offset` of `section`.
    pub fn new(section: Option<SectionId>, offset: usize, message: impl Into<String>) -> Self {
        BytecodeError {
            section,
            offset,
            message: message.into(),
            in_text: None,
        }
    }
}

impl std::fmt::Display for BytecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)?;
        match self.section {
            Some(s) => write!(f, " (in section {} at byte {})", s.name(), self.offset),
            None => write!(f, " (at byte {})", self.offset),
        }
    }
}

impl std::error::Error for BytecodeError {}

/// The reader's result type.
pub type Result<T> = std::result::Result<T, BytecodeError>;
