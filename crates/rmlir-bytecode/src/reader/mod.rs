//! The bytecode reader (upstream's `BytecodeReader`).
//!
//! Sections are located first; strings, dialects, properties and
//! resources are read eagerly, attributes and types on first use, and the
//! IR section builds bodies as the text parser does: every op of a
//! registered IsolatedFromAbove op's regions goes into a body of its own.

pub(crate) mod attr_type;
pub(crate) mod cursor;
pub(crate) mod ir;
mod resources;
mod sections;
mod strings;

use rmlir_ir::resources::FileMetadata;
use rmlir_ir::{Context, Ir, OperationState};

use self::attr_type::{AttrTypeTable, DialectEntry, Shared};
use self::cursor::Cursor;
use self::ir::{IrReader, OpName};
use self::sections::Sections;
use crate::encoding::{version, SectionId};
use crate::error::{BytecodeError, Result};

/// A module read from bytecode.
pub struct ReadBytecode {
    /// The IR; `ir.top()` is the top-level op.
    pub ir: Ir,
    /// Resources, as the text form's `{-# ... #-}` block holds them.
    pub metadata: FileMetadata,
    /// The bytecode version the file was written with.
    pub version: u64,
    /// The producer string.
    pub producer: String,
    /// Each dialect's version blob, for dialects that wrote one.
    pub dialect_versions: Vec<(String, Vec<u8>)>,
}

/// Where a read failed, with the header's facts when they were read.
#[derive(Clone, Debug)]
pub struct ReadError {
    /// The error.
    pub error: BytecodeError,
    /// Version and producer, if the header was read.
    pub header: Option<(u64, String)>,
}

/// Options for [`read_bytecode`].
#[derive(Clone, Debug, Default)]
pub struct ReadOptions {
    /// The buffer name: locations of implicit modules are `name:0:0`.
    pub filename: String,
}

/// Reads a whole bytecode file, as `mlir-opt` does for a buffer starting
/// with `MLïR`: the top-level ops become the top op, or are wrapped in an
/// implicit `builtin.module`.
pub fn read_bytecode(
    ctx: &Context,
    file: &[u8],
    opts: &ReadOptions,
) -> std::result::Result<ReadBytecode, ReadError> {
    let sections = Sections::parse(file).map_err(|error| ReadError {
        error,
        header: None,
    })?;
    let header = (
        sections.version,
        String::from_utf8_lossy(sections.producer).into_owned(),
    );
    match read_sections(ctx, &sections, opts) {
        Ok(mut r) => {
            r.producer = header.1;
            Ok(r)
        }
        Err(error) => Err(ReadError {
            error,
            header: Some(header),
        }),
    }
}

fn read_sections(ctx: &Context, s: &Sections<'_>, opts: &ReadOptions) -> Result<ReadBytecode> {
    let v = s.version;
    let strings = strings::parse_strings(s.cursor(SectionId::String))?;
    let mut sh = Shared {
        ctx,
        strings,
        dialects: Vec::new(),
        resources: Vec::new(),
        version: v,
    };
    let op_names = parse_dialects(&mut sh, s.cursor(SectionId::Dialect))?;
    let props = parse_properties(s.cursor(SectionId::Properties))?;
    if s.has(SectionId::Resource) != s.has(SectionId::ResourceOffset) {
        let msg = if s.has(SectionId::ResourceOffset) {
            "unexpected resource offset section when resource section is not present"
        } else {
            "expected resource offset section when resource section is present"
        };
        return Err(BytecodeError::new(None, 0, msg));
    }
    let metadata = resources::parse_resources(
        &mut sh,
        s.cursor(SectionId::ResourceOffset),
        s.cursor(SectionId::Resource),
    )?;
    let mut table = AttrTypeTable::parse(
        s.cursor(SectionId::AttrTypeOffset),
        s.cursor(SectionId::AttrType),
        sh.dialects.len(),
    )?;
    let mut reader = IrReader::new(&sh, &mut table, &op_names, &props);
    let top_body = reader.ir.new_body();
    let top_block = {
        let body = reader.ir.body_mut(top_body);
        let r = body.add_root_region();
        let blk = body.create_block();
        body.append_block(r, blk);
        blk
    };
    let mut c = s.cursor(SectionId::Ir);
    reader.read_top(&mut c, top_body, top_block)?;
    let mut ir = reader.ir;
    build_top(ctx, &mut ir, top_body, top_block, &opts.filename);
    let dialect_versions = sh
        .dialects
        .iter()
        .filter_map(|d| {
            d.version
                .map(|b| (String::from_utf8_lossy(d.name).into_owned(), b.to_vec()))
        })
        .collect();
    Ok(ReadBytecode {
        ir,
        metadata,
        version: v,
        producer: String::new(),
        dialect_versions,
    })
}

/// The dialect section: dialect names (and version blobs), then op names
/// grouped by dialect.
fn parse_dialects<'a>(sh: &mut Shared<'a, '_>, mut c: Cursor<'a>) -> Result<Vec<OpName>> {
    let v = sh.version;
    let n = c.count(c.remaining(), "dialect")?;
    for _ in 0..n {
        let (idx, versioned) = if v >= version::DIALECT_VERSIONING {
            let e = c.varint()?;
            (e >> 1, e & 1 != 0)
        } else {
            (c.varint()?, false)
        };
        let name = *usize::try_from(idx)
            .ok()
            .and_then(|i| sh.strings.get(i))
            .ok_or_else(|| c.error(format!("invalid string index: {idx}")))?;
        let version = if versioned {
            let id = c.byte()?;
            if id & 0x7f != SectionId::DialectVersions as u8 {
                return Err(c.error("expected dialect version section"));
            }
            let len = c.varint()?;
            if id & 0x80 != 0 {
                let align = c.varint()?;
                c.align_to(align)?;
            }
            let len = usize::try_from(len).unwrap_or(usize::MAX);
            Some(c.bytes(len)?)
        } else {
            None
        };
        sh.dialects.push(DialectEntry { name, version });
    }
    if v >= version::ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
        // The total count of op names, a capacity hint.
        c.varint()?;
    }
    let mut ops = Vec::new();
    while !c.is_empty() {
        let d = c.index(sh.dialects.len(), "dialect")?;
        let count = c.count(c.remaining(), "operation name")?;
        for _ in 0..count {
            let e = c.varint()?;
            let idx = if v >= version::NATIVE_PROPERTIES_ENCODING {
                e >> 1
            } else {
                e
            };
            let op = *usize::try_from(idx)
                .ok()
                .and_then(|i| sh.strings.get(i))
                .ok_or_else(|| c.error(format!("invalid string index: {idx}")))?;
            let dialect = sh.dialects[d].name;
            let mut full = Vec::with_capacity(dialect.len() + 1 + op.len());
            full.extend_from_slice(dialect);
            if !op.is_empty() {
                full.push(b'.');
                full.extend_from_slice(op);
            }
            let name = sh.ctx.ident(&full);
            ops.push(OpName {
                name,
                was_registered: v >= version::NATIVE_PROPERTIES_ENCODING && e & 1 != 0,
                def: sh.ctx.op_def(name),
            });
        }
    }
    Ok(ops)
}

/// The properties section: a count, then each entry as a blob.
fn parse_properties<'a>(mut c: Cursor<'a>) -> Result<Vec<(usize, &'a [u8])>> {
    if c.is_empty() {
        return Ok(Vec::new());
    }
    let n = c.count(c.remaining(), "properties")?;
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let size = c.count(c.remaining(), "properties size")?;
        let offset = c.file_offset();
        out.push((offset, c.bytes(size)?));
    }
    if !c.is_empty() {
        return Err(c.error("Broken properties section: didn't exhaust the offsets table"));
    }
    Ok(out)
}

/// Makes the top-level op: a lone `builtin.module` is the top op,
/// anything else is wrapped in an implicit module at `filename:0:0`
/// (upstream's `parseSourceFile` after the reader filled a block).
fn build_top(
    ctx: &Context,
    ir: &mut Ir,
    b1: rmlir_ir::BodyId,
    blk: rmlir_ir::BlockId,
    filename: &str,
) {
    let root = rmlir_ir::ir::root_body_id();
    let module = ctx.ident("builtin.module");
    let ops: Vec<rmlir_ir::OpId> = ir.body(b1).block_ops(blk).take(2).collect();
    let single = (ops.len() == 1)
        .then(|| ir.body(b1).op(ops[0]).clone())
        .filter(|op| op.name == module)
        .and_then(|op| op.isolated_body().map(|b2| (op, b2)));
    let (st, regions_body) = match single {
        Some((inner, b2)) => (
            OperationState {
                attrs: inner.attrs,
                properties: inner.properties(),
                isolated: Some(b2),
                ..OperationState::new(ctx, "builtin.module", inner.loc)
            },
            b2,
        ),
        None => (
            OperationState {
                isolated: Some(b1),
                ..OperationState::new(ctx, "builtin.module", ctx.file_line_col(filename, 0, 0))
            },
            b1,
        ),
    };
    let op = ir.root_body_mut().create_op(&st);
    ir.body_mut(regions_body).set_owner(Some((root, op)));
    if regions_body != b1 {
        *ir.body_mut(b1) = rmlir_ir::Body::new();
    }
    ir.set_top(op);
}
