//! The file's framing: header and top-level sections.

use super::cursor::Cursor;
use crate::encoding::{version, SectionId, MAGIC, NUM_SECTIONS};
use crate::error::{BytecodeError, Result};

/// The header and where each section's data is.
pub struct Sections<'a> {
    /// The bytecode version the file was written with.
    pub version: u64,
    /// The producer string.
    pub producer: &'a [u8],
    /// Each section's data, with its file offset.
    data: [Option<(usize, &'a [u8])>; NUM_SECTIONS],
}

impl<'a> Sections<'a> {
    /// Reads the header and finds every section of `file`. An error found
    /// after the header comes with the header's version and producer,
    /// which upstream notes on every error from there on.
    pub fn parse(
        file: &'a [u8],
    ) -> std::result::Result<Sections<'a>, (BytecodeError, Option<(u64, &'a [u8])>)> {
        let (version, producer, c) = Self::header(file).map_err(|e| (e, None))?;
        Self::sections(file, version, producer, c).map_err(|e| (e, Some((version, producer))))
    }

    /// The magic, version and producer; a cursor after them.
    fn header(file: &'a [u8]) -> Result<(u64, &'a [u8], Cursor<'a>)> {
        if !file.starts_with(&MAGIC) {
            return Err(BytecodeError::new(
                None,
                0,
                "input buffer is not an MLIR bytecode file",
            ));
        }
        let mut c = Cursor::new(&file[4..], SectionId::String, 4);
        let header_err = |c: &Cursor<'_>, m: String| BytecodeError::new(None, c.file_offset(), m);
        let version = c.varint().map_err(|e| header_err(&c, e.message))?;
        // Every version from 0 (`version::MIN_SUPPORTED`) up is readable.
        if version > version::CURRENT {
            return Err(header_err(
                &c,
                format!(
                    "bytecode version {version} is newer than the current version {}",
                    version::CURRENT
                ),
            ));
        }
        let producer = c.cstr().map_err(|_| {
            header_err(
                &c,
                "malformed null-terminated string, no null character found".into(),
            )
        })?;
        Ok((version, producer, c))
    }

    /// Every section after the header.
    fn sections(
        file: &'a [u8],
        version: u64,
        producer: &'a [u8],
        mut c: Cursor<'a>,
    ) -> Result<Sections<'a>> {
        let mut data: [Option<(usize, &'a [u8])>; NUM_SECTIONS] = [None; NUM_SECTIONS];
        while !c.is_empty() {
            let start = c.file_offset();
            // The id is checked once its length is read, as upstream does.
            let (raw, sc) = c.read_section()?;
            let id = SectionId::from_u8(raw).expect("read_section checks the id");
            let (offset, bytes) = (sc.file_offset(), sc.rest());
            if data[id as usize].is_some() {
                return Err(BytecodeError::new(
                    Some(id),
                    start,
                    format!("duplicate top-level section: {}", id.name()),
                ));
            }
            data[id as usize] = Some((offset, bytes));
        }
        let required_since = |id: SectionId| match id {
            SectionId::Resource | SectionId::ResourceOffset => None,
            SectionId::DialectVersions => Some(version::DIALECT_VERSIONING),
            SectionId::Properties => Some(version::NATIVE_PROPERTIES_ENCODING),
            _ => Some(0),
        };
        for raw in 0..NUM_SECTIONS as u8 {
            let id = SectionId::from_u8(raw).expect("every id below NUM_SECTIONS");
            // Dialect versions and properties are optional even where
            // the version has them: upstream omits empty ones.
            if matches!(id, SectionId::DialectVersions | SectionId::Properties) {
                continue;
            }
            if data[raw as usize].is_none() && required_since(id).is_some_and(|v| version >= v) {
                return Err(BytecodeError::new(
                    None,
                    file.len(),
                    format!("missing data for top-level section: {}", id.name()),
                ));
            }
        }
        Ok(Sections {
            version,
            producer,
            data,
        })
    }

    /// A cursor over section `id` (empty when the file has none).
    pub fn cursor(&self, id: SectionId) -> Cursor<'a> {
        match self.data[id as usize] {
            Some((offset, bytes)) => Cursor::new(bytes, id, offset),
            None => Cursor::new(&[], id, 0),
        }
    }

    /// Whether the file has section `id`.
    pub fn has(&self, id: SectionId) -> bool {
        self.data[id as usize].is_some()
    }
}
