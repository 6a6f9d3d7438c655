//! The string section: a count, the sizes in reverse order, then the
//! null-terminated strings back to back.

use super::cursor::Cursor;
use crate::error::Result;

/// Reads the string table. Strings borrow from the file.
pub fn parse_strings<'a>(mut c: Cursor<'a>) -> Result<Vec<&'a [u8]>> {
    // Every string takes at least one byte (its null) in the section.
    let n = c.count(c.remaining(), "string")?;
    let mut sizes = Vec::with_capacity(n);
    for _ in 0..n {
        sizes.push(c.count(c.remaining(), "string size")?);
    }
    // The data ends the section; the sizes, read last to first, carve it
    // from its end.
    let data = c.rest();
    let mut end = data.len();
    let mut strings = vec![&data[..0]; n];
    for (i, size) in sizes.into_iter().enumerate() {
        let slot = n - 1 - i;
        if size == 0 || size > end {
            return Err(c.error(format!(
                "string {slot} of size {size} does not fit the string section"
            )));
        }
        let s = &data[end - size..end];
        if s[size - 1] != 0 {
            return Err(c.error(format!("string {slot} is not null-terminated")));
        }
        strings[slot] = &s[..size - 1];
        end -= size;
    }
    Ok(strings)
}
