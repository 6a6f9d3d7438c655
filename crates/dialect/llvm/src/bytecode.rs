//! The llvm dialect's bytecode encodings (`LLVMDialectBytecode.td`): the
//! debug-info attributes and loop annotations, each a code (its place in
//! the `.td`'s list) then its fields in upstream's order. Everything else
//! of the dialect is written in its textual form, as upstream writes it.
//!
//! Each encoded attribute is a table of fields over the parameters of its
//! rmlir definition (`debuginfo.rs`, `loops.rs`), read and written by one
//! engine. DWARF constants, kept by name in rmlir, are stored as their
//! values (`dwarf.rs`); an expression's operations, kept as text, are
//! stored as `DIExpressionElemAttr` entries.

use rmlir_ir::attributes::AttrKind;
use rmlir_ir::dialect_attr::{AttrDef, Param};
use rmlir_ir::dialect_bytecode::{
    DialectBytecode, DialectBytecodeReader, DialectBytecodeWriter, ReadResult,
};
use rmlir_ir::{Attribute, Context};

use crate::debuginfo::*;
use crate::dwarf::{self, Table};
use crate::loops::*;

/// The kind of attribute a field holds, checked when reading (upstream's
/// `readAttribute<T>`), with its C++ class name for the message.
#[derive(Clone, Copy)]
enum Class {
    /// Any attribute (an interface: `DIScopeAttr`, `DITypeAttr`, ...).
    Any,
    /// `DistinctAttr`.
    Distinct,
    /// `BoolAttr`.
    BoolAttr,
    /// `FusedLoc`.
    Fused,
    /// An attribute of one llvm definition.
    Def(&'static AttrDef, &'static str),
}

/// One field of an encoding, over parameter `.0` of the definition.
#[derive(Clone, Copy)]
enum F {
    /// A varint (`VarInt`, flags and enums).
    Int(usize),
    /// A DWARF constant, a varint stored by name; the flag says whether
    /// the parameter is optional (unset when zero).
    Dwarf(usize, Table, bool),
    /// A string (`writeOwnedString`).
    Str(usize),
    /// An optional `StringAttr`.
    OptStr(usize),
    /// An attribute.
    Attr(usize, Class),
    /// An optional attribute.
    OptAttr(usize, Class),
    /// A byte, 0 or 1.
    Bool(usize),
    /// An optional integer (`writeVarIntWithFlag`); rmlir keeps zero as
    /// unset.
    OptInt(usize),
    /// An optional list of attributes (`OptionalArrayRef`): a bool, then
    /// the list of optional attributes when not empty.
    List(usize, Class),
}

use Class::*;
use F::*;

const FILE: Class = Def(&DI_FILE, "mlir::LLVM::DIFileAttr");
const EXPR: Class = Def(&DI_EXPRESSION, "mlir::LLVM::DIExpressionAttr");

/// An encoded attribute: its code, definition and fields.
struct Encoding {
    code: u64,
    def: &'static AttrDef,
    fields: &'static [F],
}

/// Codes 4 and 5, the expression and its operations, have their own code.
const DI_EXPRESSION_ELEM_CODE: u64 = 4;
const DI_EXPRESSION_CODE: u64 = 5;

static ENCODINGS: &[Encoding] = &[
    Encoding {
        code: 0,
        def: &DI_BASIC_TYPE,
        fields: &[
            Dwarf(0, dwarf::TAG, true),
            Str(1),
            Int(2),
            Dwarf(3, dwarf::ATE, true),
        ],
    },
    Encoding {
        code: 1,
        def: &DI_COMPILE_UNIT,
        // `splitDebugFilename` is not in upstream's encoding.
        fields: &[
            Attr(0, Distinct),
            Dwarf(1, dwarf::LANG, false),
            Attr(2, FILE),
            OptStr(3),
            Bool(4),
            Int(5),
            Int(6),
        ],
    },
    Encoding {
        code: 2,
        def: &DI_COMPOSITE_TYPE,
        fields: &[
            OptAttr(0, Distinct),
            Bool(1),
            Dwarf(2, dwarf::TAG, true),
            OptStr(3),
            OptAttr(4, FILE),
            Int(5),
            OptAttr(6, Any),
            OptAttr(7, Any),
            Int(8),
            Int(9),
            Int(10),
            OptAttr(11, EXPR),
            OptAttr(12, EXPR),
            OptAttr(13, EXPR),
            OptAttr(14, EXPR),
            List(15, Any),
        ],
    },
    Encoding {
        code: 3,
        def: &DI_DERIVED_TYPE,
        fields: &[
            Dwarf(0, dwarf::TAG, true),
            OptStr(1),
            OptAttr(2, Any),
            Int(3),
            Int(4),
            Int(5),
            OptInt(6),
            OptAttr(7, Any),
        ],
    },
    Encoding {
        code: 6,
        def: &DI_FILE,
        fields: &[Str(0), Str(1)],
    },
    Encoding {
        code: 7,
        def: &DI_GLOBAL_VARIABLE,
        fields: &[
            OptAttr(0, Any),
            OptStr(1),
            OptStr(2),
            Attr(3, FILE),
            Int(4),
            Attr(5, Any),
            Bool(6),
            Bool(7),
            Int(8),
        ],
    },
    Encoding {
        code: 8,
        def: &DI_GLOBAL_VARIABLE_EXPRESSION,
        fields: &[
            Attr(
                0,
                Def(&DI_GLOBAL_VARIABLE, "mlir::LLVM::DIGlobalVariableAttr"),
            ),
            OptAttr(1, EXPR),
        ],
    },
    Encoding {
        code: 9,
        def: &DI_IMPORTED_ENTITY,
        fields: &[
            Dwarf(0, dwarf::TAG, true),
            Attr(1, Any),
            Attr(2, Any),
            OptAttr(3, FILE),
            Int(4),
            OptStr(5),
            List(6, Any),
        ],
    },
    Encoding {
        code: 10,
        def: &DI_LABEL,
        fields: &[Attr(0, Any), OptStr(1), OptAttr(2, FILE), Int(3)],
    },
    Encoding {
        code: 11,
        def: &DI_LEXICAL_BLOCK,
        fields: &[Attr(0, Any), OptAttr(1, FILE), Int(2), Int(3)],
    },
    Encoding {
        code: 12,
        def: &DI_LEXICAL_BLOCK_FILE,
        fields: &[Attr(0, Any), OptAttr(1, FILE), Int(2)],
    },
    Encoding {
        code: 13,
        def: &DI_LOCAL_VARIABLE,
        fields: &[
            Attr(0, Any),
            OptStr(1),
            OptAttr(2, FILE),
            Int(3),
            Int(4),
            Int(5),
            OptAttr(6, Any),
            Int(7),
        ],
    },
    Encoding {
        code: 14,
        def: &DI_NAMESPACE,
        fields: &[OptStr(0), OptAttr(1, Any), Bool(2)],
    },
    Encoding {
        code: 15,
        def: &DI_SUBPROGRAM,
        fields: &[
            OptAttr(0, Distinct),
            Bool(1),
            OptAttr(2, Distinct),
            OptAttr(3, Def(&DI_COMPILE_UNIT, "mlir::LLVM::DICompileUnitAttr")),
            OptAttr(4, Any),
            OptStr(5),
            OptStr(6),
            OptAttr(7, FILE),
            Int(8),
            Int(9),
            Int(10),
            OptAttr(
                11,
                Def(&DI_SUBROUTINE_TYPE, "mlir::LLVM::DISubroutineTypeAttr"),
            ),
            List(12, Any),
            List(13, Any),
        ],
    },
    Encoding {
        code: 16,
        def: &DI_SUBRANGE,
        fields: &[
            OptAttr(0, Any),
            OptAttr(1, Any),
            OptAttr(2, Any),
            OptAttr(3, Any),
        ],
    },
    Encoding {
        code: 17,
        def: &DI_SUBROUTINE_TYPE,
        fields: &[Dwarf(0, dwarf::CC, true), List(1, Any)],
    },
    Encoding {
        code: 18,
        def: &LOOP_ANNOTATION,
        fields: &[
            OptAttr(0, BoolAttr),
            OptAttr(1, Def(&LOOP_VECTORIZE, "mlir::LLVM::LoopVectorizeAttr")),
            OptAttr(2, Def(&LOOP_INTERLEAVE, "mlir::LLVM::LoopInterleaveAttr")),
            OptAttr(3, Def(&LOOP_UNROLL, "mlir::LLVM::LoopUnrollAttr")),
            OptAttr(
                4,
                Def(&LOOP_UNROLL_AND_JAM, "mlir::LLVM::LoopUnrollAndJamAttr"),
            ),
            OptAttr(5, Def(&LOOP_LICM, "mlir::LLVM::LoopLICMAttr")),
            OptAttr(6, Def(&LOOP_DISTRIBUTE, "mlir::LLVM::LoopDistributeAttr")),
            OptAttr(7, Def(&LOOP_PIPELINE, "mlir::LLVM::LoopPipelineAttr")),
            OptAttr(8, Def(&LOOP_PEELED, "mlir::LLVM::LoopPeeledAttr")),
            OptAttr(9, Def(&LOOP_UNSWITCH, "mlir::LLVM::LoopUnswitchAttr")),
            OptAttr(10, BoolAttr),
            OptAttr(11, BoolAttr),
            OptAttr(12, Fused),
            OptAttr(13, Fused),
            List(14, Def(&ACCESS_GROUP, "mlir::LLVM::AccessGroupAttr")),
        ],
    },
];

/// The llvm dialect's encodings.
pub static BYTECODE: DialectBytecode = DialectBytecode {
    read_attr,
    read_type: rmlir_ir::dialect_bytecode::no_types,
    write_attr,
    write_type: rmlir_ir::dialect_bytecode::write_no_types,
};

/// What the writer writes for one field, worked out before anything is
/// written (an attribute that cannot be encoded writes nothing).
enum Out<'p> {
    Varint(u64),
    String(&'p [u8]),
    OptAttr(Option<Attribute>),
    Attr(Attribute),
    Bool(bool),
    VarintWithFlag(u64, bool),
    List(Vec<Attribute>),
}

fn write_attr(ctx: &Context, a: Attribute, w: &mut dyn DialectBytecodeWriter) -> bool {
    let Some(d) = dialect_attr_of(ctx, a) else {
        return false;
    };
    let def = d.def.0;
    if std::ptr::eq(def, &DI_EXPRESSION) {
        let text = match d.params.first() {
            Some(Param::Bytes(b)) => &b[..],
            _ => &[][..],
        };
        let Some(ops) = expr_elems(text) else {
            return false;
        };
        let mut elems = Vec::with_capacity(ops.len());
        for (name, args) in ops {
            if dwarf::value(dwarf::OP, name).is_none() {
                return false;
            }
            let text = elem_text(name, &args);
            elems.push(ctx.dialect_attr(
                &DI_EXPRESSION_ELEM,
                vec![Param::Bytes(text.into_bytes().into())],
            ));
        }
        w.write_varint(DI_EXPRESSION_CODE);
        write_list(w, &elems);
        return true;
    }
    if std::ptr::eq(def, &DI_EXPRESSION_ELEM) {
        let text = match d.params.first() {
            Some(Param::Bytes(b)) => &b[..],
            _ => return false,
        };
        let Some(ops) = expr_elems(text) else {
            return false;
        };
        let [(name, args)] = &ops[..] else {
            return false;
        };
        let Some(opcode) = dwarf::value(dwarf::OP, name) else {
            return false;
        };
        w.write_varint(DI_EXPRESSION_ELEM_CODE);
        w.write_varint(opcode as u64);
        w.write_bool(!args.is_empty());
        if !args.is_empty() {
            w.write_varint(args.len() as u64);
            for &x in args {
                w.write_varint(x);
            }
        }
        return true;
    }
    let Some(enc) = ENCODINGS.iter().find(|e| std::ptr::eq(e.def, def)) else {
        return false;
    };
    let param = |i: usize| d.params.get(i);
    let mut out = Vec::with_capacity(enc.fields.len());
    for &f in enc.fields {
        let o = match f {
            Int(i) => match param(i) {
                Some(Param::Int(v)) => Out::Varint(*v as u64),
                _ => return false,
            },
            Dwarf(i, table, _) => match param(i) {
                Some(Param::Int(v)) => Out::Varint(*v as u64),
                Some(Param::Bytes(name)) => match dwarf::value(table, name) {
                    Some(v) => Out::Varint(v as u64),
                    None => return false,
                },
                _ => return false,
            },
            Str(i) => match param(i) {
                Some(Param::Bytes(s)) => Out::String(s),
                _ => return false,
            },
            OptStr(i) => match param(i) {
                Some(Param::Bytes(s)) => Out::OptAttr(Some(ctx.string_attr(s))),
                Some(Param::Int(0)) => Out::OptAttr(None),
                _ => return false,
            },
            Attr(i, _) => match param(i) {
                Some(Param::Attr(x)) => Out::Attr(*x),
                _ => return false,
            },
            OptAttr(i, _) => match param(i) {
                Some(Param::Attr(x)) => Out::OptAttr(Some(*x)),
                Some(Param::Int(0)) => Out::OptAttr(None),
                _ => return false,
            },
            Bool(i) => match param(i) {
                Some(Param::Int(v)) => Out::Bool(*v != 0),
                _ => return false,
            },
            OptInt(i) => match param(i) {
                Some(Param::Int(v)) => Out::VarintWithFlag(*v as u64, *v != 0),
                _ => return false,
            },
            List(i, _) => match param(i) {
                Some(Param::Attrs(xs)) => Out::List(xs.to_vec()),
                Some(Param::Int(0)) => Out::List(Vec::new()),
                _ => return false,
            },
        };
        out.push(o);
    }
    w.write_varint(enc.code);
    for o in out {
        match o {
            Out::Varint(v) => w.write_varint(v),
            Out::String(s) => w.write_string(s),
            Out::OptAttr(x) => w.write_optional_attr(x),
            Out::Attr(x) => w.write_attr(x),
            Out::Bool(b) => w.write_bool(b),
            Out::VarintWithFlag(v, f) => w.write_varint_with_flag(v, f),
            Out::List(xs) => write_list(w, &xs),
        }
    }
    true
}

/// The parameters of a dialect attribute.
fn dialect_attr_of(ctx: &Context, a: Attribute) -> Option<&rmlir_ir::dialect_attr::DialectAttr> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect(d) => Some(d),
        _ => None,
    }
}

/// `writeOptionalArrayRef` of attributes.
fn write_list(w: &mut dyn DialectBytecodeWriter, xs: &[Attribute]) {
    w.write_bool(!xs.is_empty());
    if !xs.is_empty() {
        w.write_varint(xs.len() as u64);
        for &x in xs {
            w.write_optional_attr(Some(x));
        }
    }
}

fn read_attr(r: &mut dyn DialectBytecodeReader) -> ReadResult<Attribute> {
    let code = r.read_varint()?;
    if code == DI_EXPRESSION_CODE {
        let elems = read_list(
            r,
            Def(&DI_EXPRESSION_ELEM, "mlir::LLVM::DIExpressionElemAttr"),
        )?;
        let ctx = r.ctx();
        let mut text = Vec::new();
        for e in elems {
            let d = dialect_attr_of(ctx, e).expect("checked by read_list");
            if let Some(Param::Bytes(b)) = d.params.first() {
                if !text.is_empty() {
                    text.extend_from_slice(b", ");
                }
                text.extend_from_slice(b);
            }
        }
        return Ok(ctx.dialect_attr(&DI_EXPRESSION, vec![Param::Bytes(text.into())]));
    }
    if code == DI_EXPRESSION_ELEM_CODE {
        let opcode = r.read_varint()?;
        let mut args = Vec::new();
        if r.read_bool()? {
            let n = r.read_count()?;
            for _ in 0..n {
                args.push(r.read_varint()?);
            }
        }
        // Upstream prints an operation without a name as nothing.
        let name = dwarf::name(dwarf::OP, opcode).unwrap_or("");
        let text = elem_text(name.as_bytes(), &args);
        return Ok(r.ctx().dialect_attr(
            &DI_EXPRESSION_ELEM,
            vec![Param::Bytes(text.into_bytes().into())],
        ));
    }
    let Some(enc) = ENCODINGS.iter().find(|e| e.code == code) else {
        return Err(r.emit_error(&format!("unknown attribute code: {code}")));
    };
    let def = enc.def;
    let num_params = enc
        .fields
        .iter()
        .map(|&f| match f {
            Int(i)
            | Dwarf(i, ..)
            | Str(i)
            | OptStr(i)
            | Attr(i, _)
            | OptAttr(i, _)
            | Bool(i)
            | OptInt(i)
            | List(i, _) => i + 1,
        })
        .max()
        .unwrap_or(0)
        // `di_compile_unit`'s `splitDebugFilename`, not encoded.
        .max(if std::ptr::eq(def, &DI_COMPILE_UNIT) {
            8
        } else {
            0
        });
    let mut params: Vec<Param> = (0..num_params).map(|_| Param::Int(0)).collect();
    for &f in enc.fields {
        match f {
            Int(i) => params[i] = Param::Int(r.read_varint()? as i64),
            Dwarf(i, table, optional) => {
                let v = r.read_varint()?;
                // A value without a name is kept as a number, which
                // prints as nothing, as upstream prints it.
                params[i] = match dwarf::name(table, v) {
                    Some(name) if v != 0 || !optional => Param::Bytes(name.as_bytes().into()),
                    _ => Param::Int(v as i64),
                };
            }
            Str(i) => params[i] = Param::Bytes(r.read_string()?.into()),
            OptStr(i) => {
                if let Some(x) = r.read_optional_attr()? {
                    let ctx = r.ctx();
                    match ctx.attr_kind(x) {
                        AttrKind::String { value, ty: None } => {
                            params[i] = Param::Bytes(value.clone())
                        }
                        _ => return Err(mismatch(r, "mlir::StringAttr", x)),
                    }
                }
            }
            Attr(i, class) => {
                let x = r.read_attr()?;
                check(r, class, x)?;
                params[i] = Param::Attr(x);
            }
            OptAttr(i, class) => {
                if let Some(x) = r.read_optional_attr()? {
                    check(r, class, x)?;
                    params[i] = Param::Attr(x);
                }
            }
            Bool(i) => params[i] = Param::Int(r.read_bool()? as i64),
            OptInt(i) => {
                let (v, present) = r.read_varint_with_flag()?;
                // `dwarfAddressSpace` is an `unsigned`.
                params[i] = Param::Int(if present { v as u32 as i64 } else { 0 });
            }
            List(i, class) => {
                let xs = read_list(r, class)?;
                if !xs.is_empty() {
                    params[i] = Param::Attrs(xs.into());
                }
            }
        }
    }
    Ok(r.ctx().dialect_attr(def, params))
}

/// `readOptionalArrayRef` of attributes: a bool, then (when set) a list
/// of optional attributes, absent ones left out.
fn read_list(r: &mut dyn DialectBytecodeReader, class: Class) -> ReadResult<Vec<Attribute>> {
    if !r.read_bool()? {
        return Ok(Vec::new());
    }
    let n = r.read_count()?;
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        if let Some(x) = r.read_optional_attr()? {
            check(r, class, x)?;
            out.push(x);
        }
    }
    Ok(out)
}

/// Checks that `x` is of the class a field holds.
fn check(r: &mut dyn DialectBytecodeReader, class: Class, x: Attribute) -> ReadResult<()> {
    let ctx = r.ctx();
    let (ok, name) = match class {
        Any => (true, ""),
        Distinct => (
            matches!(ctx.attr_kind(x), AttrKind::Distinct { .. }),
            "mlir::DistinctAttr",
        ),
        BoolAttr => (
            matches!(ctx.attr_kind(x), AttrKind::Integer { ty, value } if *ty == ctx.int_type(1) && value.width() == 1),
            "mlir::BoolAttr",
        ),
        Fused => (
            matches!(ctx.attr_kind(x), AttrKind::FusedLoc { .. }),
            "mlir::FusedLoc",
        ),
        Def(def, name) => (ctx.as_dialect_attr(x, def).is_some(), name),
    };
    if ok {
        Ok(())
    } else {
        Err(mismatch(r, name, x))
    }
}

/// Upstream's `readAttribute<T>` message: `expected T, but got: x`.
fn mismatch(
    r: &mut dyn DialectBytecodeReader,
    class: &str,
    x: Attribute,
) -> rmlir_ir::dialect_bytecode::ReadFailed {
    let mut got = String::new();
    rmlir_ir::printer::print_attribute(r.ctx(), x, &mut got);
    r.emit_error(&format!("expected {class}, but got: {got}"))
}
