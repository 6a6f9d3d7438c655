//! The resource sections: external resource groups (kept as the text
//! form's `external_resources`) and dialect resources (`dense_resource`
//! blobs), whose handles attributes refer to by a global index.

use rmlir_ir::resources::{FileMetadata, ResourceEntry, ResourceValue};

use super::attr_type::Shared;
use super::cursor::Cursor;
use crate::error::Result;

const KIND_BLOB: u8 = 0;
const KIND_BOOL: u8 = 1;
const KIND_STRING: u8 = 2;

fn string<'a>(sh: &Shared<'a, '_>, c: &mut Cursor<'_>) -> Result<&'a [u8]> {
    let i = c.index(sh.strings.len(), "string")?;
    Ok(sh.strings[i])
}

/// Reads both sections into `FileMetadata` and fills `sh.resources`.
pub fn parse_resources<'a>(
    sh: &mut Shared<'a, '_>,
    mut offsets: Cursor<'a>,
    mut data: Cursor<'a>,
) -> Result<FileMetadata> {
    let mut meta = FileMetadata::default();
    if offsets.is_empty() && data.is_empty() {
        return Ok(meta);
    }
    let num_external = offsets.count(offsets.remaining(), "external resource group")?;
    let read_group = |sh: &mut Shared<'a, '_>,
                      offsets: &mut Cursor<'a>,
                      data: &mut Cursor<'a>,
                      dialect: bool|
     -> Result<Vec<ResourceEntry>> {
        let n = offsets.count(offsets.remaining(), "resource")?;
        let mut entries = Vec::with_capacity(n);
        for _ in 0..n {
            let key = string(sh, offsets)?;
            let size = offsets.count(data.remaining(), "resource size")?;
            let kind = offsets.byte()?;
            let mut v = data.sub(size, data.section())?;
            if dialect {
                sh.resources.push(sh.ctx.ident(key));
            }
            if size == 0 {
                // A declared handle without data (elided resources).
                continue;
            }
            let value = match kind {
                KIND_BLOB => {
                    let align = v.varint()?;
                    let len = v.count(v.remaining(), "blob size")?;
                    v.align_to(align)?;
                    let bytes = v.bytes(len)?;
                    let align32 =
                        u32::try_from(align).map_err(|_| v.error("invalid blob alignment"))?;
                    let mut raw = align32.to_le_bytes().to_vec();
                    raw.extend_from_slice(bytes);
                    ResourceValue::Blob(hex_upper(&raw).into())
                }
                KIND_BOOL => ResourceValue::Bool(v.byte()? != 0),
                KIND_STRING => ResourceValue::String(string(sh, &mut v)?.into()),
                k => return Err(v.error(format!("unknown resource entry kind: {k}"))),
            };
            if !v.is_empty() {
                return Err(v.error("unexpected trailing bytes in resource entry"));
            }
            entries.push(ResourceEntry {
                key: key.into(),
                value,
            });
        }
        Ok(entries)
    };
    for _ in 0..num_external {
        let key = string(sh, &mut offsets)?;
        let entries = read_group(sh, &mut offsets, &mut data, false)?;
        meta.external_resources.push((sh.ctx.ident(key), entries));
    }
    while !offsets.is_empty() {
        let d = offsets.index(sh.dialects.len(), "dialect")?;
        let name = sh.dialects[d].name;
        let entries = read_group(sh, &mut offsets, &mut data, true)?;
        if !entries.is_empty() {
            meta.dialect_resources.push((sh.ctx.ident(name), entries));
        }
    }
    Ok(meta)
}

fn hex_upper(bytes: &[u8]) -> Vec<u8> {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = Vec::with_capacity(bytes.len() * 2);
    for &b in bytes {
        out.push(HEX[(b >> 4) as usize]);
        out.push(HEX[(b & 15) as usize]);
    }
    out
}
