//! A dialect's own bytecode encodings of its attributes and types
//! (upstream's `BytecodeDialectInterface`, with `DialectBytecodeReader`
//! and `DialectBytecodeWriter`). The bytecode reader and writer
//! (`rmlir-bytecode`) implement the reader and writer traits; a dialect
//! plugs its encodings in through [`DialectDef::bytecode`].
//!
//! [`DialectDef::bytecode`]: crate::DialectDef::bytecode

use crate::apint::ApInt;
use crate::{Attribute, Context, Ident, Type};

/// A read failed; the reader holds the error (with its place in the file).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReadFailed;

/// The result of a dialect reader's read.
pub type ReadResult<T> = Result<T, ReadFailed>;

/// What a dialect's decoder reads from (`DialectBytecodeReader`). Every
/// read checks the bytes left first; a failed read has recorded a located
/// error, which the decoder passes on with `?`.
pub trait DialectBytecodeReader {
    /// The context attributes and types are made in.
    fn ctx(&self) -> &Context;
    /// The version of the bytecode file being read.
    fn bytecode_version(&self) -> u64;
    /// Records `message` as the error, at the current position.
    fn emit_error(&mut self, message: &str) -> ReadFailed;
    /// A varint.
    fn read_varint(&mut self) -> ReadResult<u64>;
    /// One raw byte.
    fn read_byte(&mut self) -> ReadResult<u8>;
    /// An attribute reference.
    fn read_attr(&mut self) -> ReadResult<Attribute>;
    /// `readOptionalAttribute`: `None` for an absent one.
    fn read_optional_attr(&mut self) -> ReadResult<Option<Attribute>>;
    /// A type reference.
    fn read_type(&mut self) -> ReadResult<Type>;
    /// A string-table reference.
    fn read_string(&mut self) -> ReadResult<Vec<u8>>;
    /// A size-prefixed blob.
    fn read_blob(&mut self) -> ReadResult<Vec<u8>>;
    /// A dialect resource handle.
    fn read_resource_handle(&mut self) -> ReadResult<Ident>;
    /// How many bytes are left in the entry (bounds counts read from it).
    fn remaining(&self) -> usize;

    /// A zigzag-encoded signed varint.
    fn read_signed_varint(&mut self) -> ReadResult<i64> {
        let v = self.read_varint()?;
        Ok((v >> 1) as i64 ^ -((v & 1) as i64))
    }
    /// `readVarIntWithFlag`: `varint(value << 1 | flag)`.
    fn read_varint_with_flag(&mut self) -> ReadResult<(u64, bool)> {
        let v = self.read_varint()?;
        Ok((v >> 1, v & 1 != 0))
    }
    /// `readBool`: one byte, true when not zero.
    fn read_bool(&mut self) -> ReadResult<bool> {
        Ok(self.read_byte()? != 0)
    }
    /// The count of a list: every element takes at least one byte, so a
    /// count larger than the bytes left is an error.
    fn read_count(&mut self) -> ReadResult<usize> {
        let n = self.read_varint()?;
        match usize::try_from(n) {
            Ok(n) if n <= self.remaining() => Ok(n),
            _ => Err(self.emit_error(&format!(
                "list of {n} elements is larger than the {} bytes left",
                self.remaining()
            ))),
        }
    }
    /// `readAPIntWithKnownWidth`: one byte up to 8 bits, a zigzag varint
    /// of the zero-extended value up to 64, else the active words.
    fn read_apint(&mut self, width: u32) -> ReadResult<ApInt> {
        if width <= 8 {
            return Ok(ApInt::from_u64(width, self.read_byte()? as u64));
        }
        if width <= 64 {
            return Ok(ApInt::from_u64(width, self.read_signed_varint()? as u64));
        }
        let words = self.read_count()?;
        if words > width.div_ceil(64) as usize {
            return Err(self.emit_error("too many active words in APInt"));
        }
        let mut limbs = Vec::with_capacity(words);
        for _ in 0..words {
            limbs.push(self.read_signed_varint()? as u64);
        }
        Ok(ApInt::from_limbs(width, &limbs))
    }
}

/// What a dialect's encoder writes to (`DialectBytecodeWriter`). The
/// bytecode writer runs an encoder twice: once to number what the entry
/// refers to, once to emit it, so an encoder writes the same thing both
/// times.
pub trait DialectBytecodeWriter {
    /// The version of the bytecode file being written.
    fn bytecode_version(&self) -> u64;
    /// A varint.
    fn write_varint(&mut self, v: u64);
    /// One raw byte.
    fn write_byte(&mut self, b: u8);
    /// An attribute reference.
    fn write_attr(&mut self, a: Attribute);
    /// `writeOptionalAttribute`: `0` for none, else `index << 1 | 1`.
    fn write_optional_attr(&mut self, a: Option<Attribute>);
    /// A type reference.
    fn write_type(&mut self, t: Type);
    /// A string-table reference (`writeOwnedString`).
    fn write_string(&mut self, s: &[u8]);
    /// A size-prefixed blob.
    fn write_blob(&mut self, b: &[u8]);
    /// A dialect resource handle.
    fn write_resource_handle(&mut self, key: Ident);

    /// A zigzag-encoded signed varint.
    fn write_signed_varint(&mut self, v: i64) {
        self.write_varint(((v << 1) ^ (v >> 63)) as u64);
    }
    /// `writeVarIntWithFlag`.
    fn write_varint_with_flag(&mut self, v: u64, flag: bool) {
        self.write_varint((v << 1) | flag as u64);
    }
    /// `writeOwnedBool`: one byte.
    fn write_bool(&mut self, b: bool) {
        self.write_byte(b as u8);
    }
    /// `writeAPIntWithKnownWidth` of a value's limbs.
    fn write_apint(&mut self, width: u32, limbs: &[u64]) {
        let low = limbs.first().copied().unwrap_or(0);
        if width <= 8 {
            self.write_byte(low as u8);
        } else if width <= 64 {
            self.write_signed_varint(low as i64);
        } else {
            let active = limbs.iter().rposition(|&l| l != 0).map_or(1, |i| i + 1);
            self.write_varint(active as u64);
            for &l in &limbs[..active] {
                self.write_signed_varint(l as i64);
            }
        }
    }
}

/// A dialect's bytecode encodings (upstream's `BytecodeDialectInterface`).
/// Attributes and types an encoder declines are written in their textual
/// form, as upstream does.
pub struct DialectBytecode {
    /// Decodes an attribute entry of the dialect.
    pub read_attr: fn(&mut dyn DialectBytecodeReader) -> ReadResult<Attribute>,
    /// Decodes a type entry of the dialect.
    pub read_type: fn(&mut dyn DialectBytecodeReader) -> ReadResult<Type>,
    /// Encodes an attribute of the dialect, or returns false, having
    /// written nothing, when it has no encoding.
    pub write_attr: fn(&Context, Attribute, &mut dyn DialectBytecodeWriter) -> bool,
    /// Encodes a type of the dialect, or returns false, having written
    /// nothing.
    pub write_type: fn(&Context, Type, &mut dyn DialectBytecodeWriter) -> bool,
}

impl std::fmt::Debug for DialectBytecode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DialectBytecode")
    }
}

/// A type decoder for dialects whose types have no encoding: every type
/// entry marked as encoded is an error, worded as upstream's generated
/// reader words it.
pub fn no_types(r: &mut dyn DialectBytecodeReader) -> ReadResult<Type> {
    Err(r.emit_error("unknown attribute"))
}

/// A type encoder that declines every type.
pub fn write_no_types(_: &Context, _: Type, _: &mut dyn DialectBytecodeWriter) -> bool {
    false
}
