//! The string section: a count, the sizes in reverse order, then the
//! null-terminated strings back to back.

use super::cursor::Cursor;
use crate::error::Result;

/// Reads the string table. Strings borrow from the file. As upstream's
/// reader: each string is carved from the end of the section by its size
/// (less its last byte, the null terminator, which is not checked), and
/// the strings must end where the sizes do.
pub fn parse_strings<'a>(mut c: Cursor<'a>) -> Result<Vec<&'a [u8]>> {
    let section = c.rest();
    // Every string takes at least one byte (its size) in the section.
    let n = c.count(c.remaining(), "string")?;
    let mut strings = vec![&section[..0]; n];
    let mut end = section.len();
    for slot in (0..n).rev() {
        let size = usize::try_from(c.varint()?).unwrap_or(usize::MAX);
        if end < size {
            return Err(c.error("string size exceeds the available data size"));
        }
        let start = end - size;
        strings[slot] = &section[start..start + size.saturating_sub(1)];
        end = start;
    }
    if section.len() - c.remaining() != end {
        return Err(
            c.error("unexpected trailing data between the offsets for strings and their data")
        );
    }
    Ok(strings)
}
