//! MLIR bytecode (`.mlirbc`): the reader and the writer, matching upstream
//! `mlir-opt` 22 (`mlir/lib/Bytecode`). The format is described in
//! upstream's `docs/BytecodeFormat.md`; `docs/bytecode-notes.md` records
//! what the format document leaves out.
//!
//! Entry points: [`parse_source_file`] (text or bytecode, by the magic),
//! [`read_bytecode`], [`LazyModule`], [`write_bytecode`], [`is_bytecode`].

#![warn(missing_docs)]

pub mod encoding;
pub mod error;
pub mod reader;
mod source;

pub use error::BytecodeError;
pub use reader::{read_bytecode, LazyModule, ReadBytecode, ReadError, ReadOptions};
pub use source::{parse_source_file, SourceModule};

/// Whether `buf` is bytecode: it starts with the magic `MLïR`.
pub fn is_bytecode(buf: &[u8]) -> bool {
    buf.starts_with(&encoding::MAGIC)
}
pub mod writer;
pub use writer::{write_bytecode, WriteError, WriteOptions};

/// The README's Rust example, compiled and run as a doctest (here, where
/// both readers and every dialect are within reach).
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct ReadmeDoctests;
