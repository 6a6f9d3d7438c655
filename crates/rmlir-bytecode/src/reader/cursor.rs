//! A bounds-checked reader over one section's bytes (upstream's
//! `EncodingReader`). Every read checks the remaining length first, so no
//! count from the file sizes an allocation or an index unchecked.

use crate::encoding::{zigzag_decode, SectionId, PADDING_BYTE};
use crate::error::{BytecodeError, Result};

/// Reads primitives from a byte slice that starts at `base` in the file.
#[derive(Clone)]
pub struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
    section: SectionId,
    base: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor over `data`, which is at file offset `base` in `section`.
    pub fn new(data: &'a [u8], section: SectionId, base: usize) -> Self {
        Cursor {
            data,
            pos: 0,
            section,
            base,
        }
    }

    /// An error at the current position.
    pub fn error(&self, message: impl Into<String>) -> BytecodeError {
        BytecodeError::new(Some(self.section), self.base + self.pos, message)
    }

    /// The section being read.
    pub fn section(&self) -> SectionId {
        self.section
    }

    /// Whether everything was read.
    pub fn is_empty(&self) -> bool {
        self.pos >= self.data.len()
    }

    /// Bytes left.
    pub fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    /// Current position in the file.
    pub fn file_offset(&self) -> usize {
        self.base + self.pos
    }

    /// The bytes left, without consuming them.
    pub fn rest(&self) -> &'a [u8] {
        &self.data[self.pos..]
    }

    /// One byte.
    pub fn byte(&mut self) -> Result<u8> {
        match self.data.get(self.pos) {
            Some(&b) => {
                self.pos += 1;
                Ok(b)
            }
            None => Err(self.error("attempting to parse a byte at the end of the bytecode")),
        }
    }

    /// `n` bytes.
    pub fn bytes(&mut self, n: usize) -> Result<&'a [u8]> {
        if n > self.remaining() {
            return Err(self.error(format!(
                "attempting to parse {n} bytes when only {} remain",
                self.remaining()
            )));
        }
        let s = &self.data[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }

    /// A PrefixVarInt.
    #[inline]
    pub fn varint(&mut self) -> Result<u64> {
        let rest = &self.data[self.pos.min(self.data.len())..];
        if let Some(&first) = rest.first() {
            if first & 1 != 0 {
                self.pos += 1;
                return Ok((first >> 1) as u64);
            }
            // `first`'s trailing zeros count the bytes that follow it; with
            // 8 bytes at hand, one load reads them all.
            if first != 0 {
                let len = first.trailing_zeros() as usize + 1;
                if rest.len() >= 8 {
                    let raw = u64::from_le_bytes(rest[..8].try_into().expect("8 bytes"));
                    let bits = 8 * len as u32;
                    let v = if bits >= 64 {
                        raw
                    } else {
                        raw & ((1u64 << bits) - 1)
                    };
                    self.pos += len;
                    return Ok(v >> len);
                }
                // Near the end of a small slice (an attribute's entry).
                if rest.len() >= len {
                    let mut buf = [0u8; 8];
                    buf[..len].copy_from_slice(&rest[..len]);
                    self.pos += len;
                    return Ok(u64::from_le_bytes(buf) >> len);
                }
            }
        }
        self.varint_slow()
    }

    #[cold]
    fn varint_slow(&mut self) -> Result<u64> {
        let first = self.byte()?;
        if first & 1 != 0 {
            return Ok((first >> 1) as u64);
        }
        if first == 0 {
            let b = self.bytes(8)?;
            return Ok(u64::from_le_bytes(b.try_into().expect("8 bytes")));
        }
        let extra = first.trailing_zeros() as usize;
        let rest = self.bytes(extra)?;
        let mut buf = [0u8; 8];
        buf[0] = first;
        buf[1..=extra].copy_from_slice(rest);
        Ok(u64::from_le_bytes(buf) >> (extra + 1))
    }

    /// A zigzag-encoded signed varint.
    pub fn signed_varint(&mut self) -> Result<i64> {
        Ok(zigzag_decode(self.varint()?))
    }

    /// A varint that must fit `usize` and be at most `limit`, the bound
    /// that keeps a count from the file from sizing anything unchecked.
    pub fn count(&mut self, limit: usize, what: &str) -> Result<usize> {
        let at = self.pos;
        let v = self.varint()?;
        if v > limit as u64 {
            // A count of items of a byte or more, or of bytes, that the
            // data left cannot hold: upstream reads on until the data ends,
            // and says so there.
            let bounded_by_data = limit >= self.data.len() - at;
            if bounded_by_data && what.ends_with("size") {
                return Err(self.error(format!(
                    "attempting to parse {v} bytes when only {} remain",
                    self.remaining()
                )));
            }
            if bounded_by_data {
                self.pos = self.data.len();
                return Err(self.error("attempting to parse a byte at the end of the bytecode"));
            }
            self.pos = at;
            return Err(self.error(format!("invalid {what} count {v}")));
        }
        Ok(v as usize)
    }

    /// A varint used as an index into a table of `len` entries.
    #[inline]
    pub fn index(&mut self, len: usize, what: &str) -> Result<usize> {
        let at = self.pos;
        let v = self.varint()?;
        if v >= len as u64 {
            return Err(self.index_error(at, v, what));
        }
        Ok(v as usize)
    }

    /// [`Cursor::index`]'s error, out of the way of the reads (every op
    /// reads several indices).
    #[cold]
    #[inline(never)]
    fn index_error(&mut self, at: usize, v: u64, what: &str) -> BytecodeError {
        self.pos = at;
        self.error(format!("invalid {what} index: {v}"))
    }

    /// Skips padding to `align` (a power of two), relative to the file start.
    pub fn align_to(&mut self, align: u64) -> Result<()> {
        // Upstream checks the alignment as a 32-bit value.
        if !(align as u32).is_power_of_two() {
            return Err(self.error("expected alignment to be a power-of-two"));
        }
        let align = align as u32 as u64;
        let align = align.min(1 << 32) as usize;
        while !self.file_offset().is_multiple_of(align) {
            let b = self.byte()?;
            if b != PADDING_BYTE {
                return Err(self.error(format!(
                    "expected alignment byte (0xCB), but got: '0x{b:x}'"
                )));
            }
        }
        Ok(())
    }

    /// A blob: a varint size and that many bytes.
    pub fn blob(&mut self) -> Result<&'a [u8]> {
        let n = self.count(self.remaining(), "blob size")?;
        self.bytes(n)
    }

    /// A null-terminated string.
    pub fn cstr(&mut self) -> Result<&'a [u8]> {
        let rest = self.rest();
        match rest.iter().position(|&b| b == 0) {
            Some(n) => {
                self.pos += n + 1;
                Ok(&rest[..n])
            }
            None => Err(self.error("malformed null-terminated string, no null character found")),
        }
    }

    /// A sub-cursor over the next `n` bytes.
    pub fn sub(&mut self, n: usize, section: SectionId) -> Result<Cursor<'a>> {
        let base = self.file_offset();
        let s = self.bytes(n)?;
        Ok(Cursor::new(s, section, base))
    }

    /// A section: its id byte (alignment flag stripped), its length, the
    /// alignment and padding if flagged, then a cursor over its data.
    pub fn read_section(&mut self) -> Result<(u8, Cursor<'a>)> {
        let id = self.byte()? & 0x7f;
        let flagged = self.data[self.pos - 1] & 0x80 != 0;
        let len = self.varint()?;
        if SectionId::from_u8(id).is_none() {
            return Err(self.error(format!("invalid section ID: {id}")));
        }
        if flagged {
            let align = self.varint()?;
            self.align_to(align)?;
        }
        if len > self.remaining() as u64 {
            return Err(self.error(format!(
                "attempting to parse {len} bytes when only {} remain",
                self.remaining()
            )));
        }
        let section = SectionId::from_u8(id).unwrap_or(self.section);
        let sub = self.sub(len as usize, section)?;
        Ok((id, sub))
    }
}
