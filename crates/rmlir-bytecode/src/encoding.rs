//! The format's constants and primitive encodings (upstream's
//! `mlir/lib/Bytecode/Encoding.h`).

/// `MLïR`.
pub const MAGIC: [u8; 4] = [b'M', b'L', 0xEF, b'R'];

/// Bytecode versions and what each added.
pub mod version {
    /// The oldest version the reader accepts.
    pub const MIN_SUPPORTED: u64 = 0;
    /// Dialects may write a version blob.
    pub const DIALECT_VERSIONING: u64 = 1;
    /// Isolated regions are nested sections, readable lazily.
    pub const LAZY_LOADING: u64 = 2;
    /// Use-list orders are encoded.
    pub const USE_LIST_ORDERING: u64 = 3;
    /// Block arguments with an unknown location drop it.
    pub const ELIDE_UNKNOWN_BLOCK_ARG_LOCATION: u64 = 4;
    /// Ops' properties are a section of their own.
    pub const NATIVE_PROPERTIES_ENCODING: u64 = 5;
    /// ODS segment sizes are sparse arrays, not attributes.
    pub const NATIVE_PROPERTIES_ODS_SEGMENT_SIZE: u64 = 6;
    /// The version written by default (mlir-opt 22's).
    pub const CURRENT: u64 = 6;
}

/// Section identifiers, in the order upstream's writer emits them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum SectionId {
    /// The string table.
    String = 0,
    /// Dialects and op names.
    Dialect = 1,
    /// Encoded attributes and types.
    AttrType = 2,
    /// Sizes of the encoded attributes and types.
    AttrTypeOffset = 3,
    /// The operations.
    Ir = 4,
    /// Resource values.
    Resource = 5,
    /// Resource keys and sizes.
    ResourceOffset = 6,
    /// Dialect version blobs.
    DialectVersions = 7,
    /// Ops' properties.
    Properties = 8,
}

/// How many section kinds there are.
pub const NUM_SECTIONS: usize = 9;

impl SectionId {
    /// The section for a raw id, if it names one.
    pub fn from_u8(id: u8) -> Option<SectionId> {
        Some(match id {
            0 => SectionId::String,
            1 => SectionId::Dialect,
            2 => SectionId::AttrType,
            3 => SectionId::AttrTypeOffset,
            4 => SectionId::Ir,
            5 => SectionId::Resource,
            6 => SectionId::ResourceOffset,
            7 => SectionId::DialectVersions,
            8 => SectionId::Properties,
            _ => return None,
        })
    }

    /// Upstream's name of the section, used in diagnostics.
    pub fn name(self) -> &'static str {
        match self {
            SectionId::String => "String (0)",
            SectionId::Dialect => "Dialect (1)",
            SectionId::AttrType => "AttrType (2)",
            SectionId::AttrTypeOffset => "AttrTypeOffset (3)",
            SectionId::Ir => "IR (4)",
            SectionId::Resource => "Resource (5)",
            SectionId::ResourceOffset => "ResourceOffset (6)",
            SectionId::DialectVersions => "DialectVersions (7)",
            SectionId::Properties => "Properties (8)",
        }
    }
}

/// Bits of an op's encoding mask: which optional parts follow.
pub mod op_mask {
    /// A discardable-attribute dictionary.
    pub const HAS_ATTRS: u8 = 0x01;
    /// Result types.
    pub const HAS_RESULTS: u8 = 0x02;
    /// Operands.
    pub const HAS_OPERANDS: u8 = 0x04;
    /// Successor blocks.
    pub const HAS_SUCCESSORS: u8 = 0x08;
    /// Regions.
    pub const HAS_INLINE_REGIONS: u8 = 0x10;
    /// Use-list orders of the results.
    pub const HAS_USE_LIST_ORDERS: u8 = 0x20;
    /// Properties.
    pub const HAS_PROPERTIES: u8 = 0x40;
}

/// The padding byte before aligned data.
pub const PADDING_BYTE: u8 = 0xCB;

/// Appends `v` as a PrefixVarInt.
pub fn write_varint(out: &mut Vec<u8>, v: u64) {
    // One byte per 7 bits; the count of trailing zero bits of the first
    // byte says how many more bytes follow.
    if v < (1 << 7) {
        out.push(((v << 1) | 1) as u8);
        return;
    }
    let bits = 64 - v.leading_zeros();
    let bytes = bits.div_ceil(7);
    if bytes >= 9 {
        out.push(0);
        out.extend_from_slice(&v.to_le_bytes());
        return;
    }
    let encoded = ((v << 1) | 1) << (bytes - 1);
    out.extend_from_slice(&encoded.to_le_bytes()[..bytes as usize]);
}

/// Appends `v` as a zigzag-encoded PrefixVarInt.
pub fn write_signed_varint(out: &mut Vec<u8>, v: i64) {
    write_varint(out, ((v << 1) ^ (v >> 63)) as u64);
}

/// Decodes a zigzag-encoded value.
pub fn zigzag_decode(v: u64) -> i64 {
    ((v >> 1) as i64) ^ -((v & 1) as i64)
}

/// How many bytes `write_varint(v)` takes.
pub fn varint_len(v: u64) -> usize {
    if v < (1 << 7) {
        return 1;
    }
    let bits = 64 - v.leading_zeros();
    (bits.div_ceil(7) as usize).min(9)
}

/// Whether a property is stored natively rather than as an attribute
/// (`UnitProp`, `EnumProp`): bytecode writes those after the attributes.
pub(crate) fn is_native(p: &rmlir_ir::op_def::PropSpec) -> bool {
    matches!(
        p.constraint.storage,
        rmlir_ir::op_def::AttrStorage::UnitProp | rmlir_ir::op_def::AttrStorage::NativeEnum(_)
    )
}

/// The attribute-valued properties of an op in the order ODS's generated
/// `readProperties`/`writeProperties` handle them: sorted by name
/// (native properties such as `UnitProp` come after, in definition order).
pub(crate) fn attr_props_in_order(
    def: &rmlir_ir::OpDef,
) -> smallvec::SmallVec<[&'static rmlir_ir::op_def::PropSpec; 8]> {
    let mut attrs: smallvec::SmallVec<[_; 8]> = def
        .properties
        .iter()
        .filter(|p| !is_native(p))
        .collect();
    attrs.sort_by(|a, b| a.name.cmp(b.name));
    attrs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(bytes: &[u8]) -> u64 {
        let mut r = crate::reader::cursor::Cursor::new(bytes, SectionId::Ir, 0);
        r.varint().unwrap()
    }

    #[test]
    fn varints_round_trip_at_every_width() {
        for shift in 0..64 {
            for v in [
                1u64 << shift,
                (1u64 << shift) - 1,
                (1u64 << shift) + 1,
                u64::MAX >> shift,
            ] {
                let mut out = Vec::new();
                write_varint(&mut out, v);
                assert_eq!(out.len(), varint_len(v), "{v}");
                assert_eq!(read(&out), v, "{v}");
                // Followed by other bytes, the reader takes its one-load
                // path; it must stop where the varint ends.
                let len = out.len();
                out.extend_from_slice(&[0xff; 9]);
                let mut r = crate::reader::cursor::Cursor::new(&out, SectionId::Ir, 0);
                assert_eq!(r.varint().unwrap(), v, "{v} followed by more");
                assert_eq!(r.file_offset(), len, "{v} followed by more");
            }
        }
        for v in [0i64, -1, 1, i64::MIN, i64::MAX, -64, 64] {
            let mut out = Vec::new();
            write_signed_varint(&mut out, v);
            assert_eq!(zigzag_decode(read(&out)), v);
        }
    }

    #[test]
    fn varint_bytes_match_upstream() {
        // Version 6 is written as 0x0d; 200 as two bytes.
        let mut out = Vec::new();
        write_varint(&mut out, 6);
        write_varint(&mut out, 200);
        assert_eq!(out, [0x0d, 0x22, 0x03]);
    }
}
