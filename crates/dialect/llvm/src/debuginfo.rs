//! The debug-info attributes of `LLVMAttrDefs.td` (`#llvm.di_*`).
//!
//! Nearly all of them use upstream's `struct(params)` format
//! (`<key = value, ...>`, keys in any order on input, in declaration order
//! and without the unset optional ones on output), so each is described by
//! a table of its parameters and one engine parses and prints them all.
//! `di_file` and `di_expression` have their own short syntax.
//!
//! DWARF constants (`DW_TAG_*`, `DW_LANG_*`, `DW_ATE_*`, `DW_CC_*`,
//! `DW_OP_*`) are kept by name: rmlir has no DWARF tables, and the text
//! round-trips through their names.

use rmlir_ir::asm::{AsmParser, AsmPrinter, ParseResult, Punct};
use rmlir_ir::dialect_attr::{AttrDef, DialectAttr, Param};
use rmlir_ir::{Attribute, Context};

/// How a parameter is written.
#[derive(Clone, Copy)]
pub(crate) enum Kind {
    /// A `StringAttr`, written as a string literal.
    Str,
    /// An unsigned integer (unset when zero, if optional): `unsigned` or
    /// `uint32_t` upstream.
    UInt,
    /// The same, `uint64_t` upstream (sizes and offsets in bits).
    UInt64,
    /// An optional unsigned integer printed whenever present, zero too
    /// (`std::optional<uint64_t>`).
    PresentUInt,
    /// `true`/`false` (unset when false, if optional).
    Bool,
    /// An attribute of an interface type (`DIScopeAttr`, `DITypeAttr`,
    /// ...), written in full.
    Attr,
    /// An attribute of one concrete class, written stripped of its
    /// `#llvm.di_x` prefix when it has no alias.
    Stripped(&'static AttrDef),
    /// A DWARF constant named with this prefix (`DW_TAG_`).
    Dwarf(&'static str),
    /// A C++ enum, by case name; the value is the index.
    Enum(&'static [&'static str]),
    /// A bit enum: its summary, `Zero`-case name and (name, bits) cases,
    /// groups first.
    Flags(&'static str, &'static str, &'static [(&'static str, i64)]),
    /// A list of attributes, `a, b, ...` (unset when empty).
    Attrs,
    /// A list of attributes of one concrete class, each written stripped.
    StrippedAttrs(&'static AttrDef),
}

/// One parameter of a `struct(params)` attribute.
pub(crate) struct Field {
    name: &'static str,
    kind: Kind,
    optional: bool,
}

pub(crate) const fn req(name: &'static str, kind: Kind) -> Field {
    Field {
        name,
        kind,
        optional: false,
    }
}

pub(crate) const fn opt(name: &'static str, kind: Kind) -> Field {
    Field {
        name,
        kind,
        optional: true,
    }
}

/// The stored form of an unset parameter (`Param::Int(0)` for every kind:
/// unset attributes and strings, zero integers and flags, false).
fn is_unset(p: &Param) -> bool {
    matches!(p, Param::Int(0)) || matches!(p, Param::Attrs(a) if a.is_empty())
}

const EMISSION_KINDS: &[&str] = &["None", "Full", "LineTablesOnly", "DebugDirectivesOnly"];
const NAME_TABLE_KINDS: &[&str] = &["Default", "GNU", "None", "Apple"];

const DI_FLAGS: Kind = Kind::Flags(
    "LLVM DI flags",
    "Zero",
    &[
        ("Public", 3),
        ("Private", 1),
        ("Protected", 2),
        ("Bit0", 1),
        ("Bit1", 2),
        ("FwdDecl", 1 << 2),
        ("AppleBlock", 1 << 3),
        ("ReservedBit4", 1 << 4),
        ("Virtual", 1 << 5),
        ("Artificial", 1 << 6),
        ("Explicit", 1 << 7),
        ("Prototyped", 1 << 8),
        ("ObjcClassComplete", 1 << 9),
        ("ObjectPointer", 1 << 10),
        ("Vector", 1 << 11),
        ("StaticMember", 1 << 12),
        ("LValueReference", 1 << 13),
        ("RValueReference", 1 << 14),
        ("ExportSymbols", 1 << 15),
        ("SingleInheritance", 1 << 16),
        ("MultipleInheritance", 1 << 16),
        ("VirtualInheritance", 1 << 16),
        ("IntroducedVirtual", 1 << 18),
        ("BitField", 1 << 19),
        ("NoReturn", 1 << 20),
        ("TypePassByValue", 1 << 22),
        ("TypePassByReference", 1 << 23),
        ("EnumClass", 1 << 24),
        ("Thunk", 1 << 25),
        ("NonTrivial", 1 << 26),
        ("BigEndian", 1 << 27),
        ("LittleEndian", 1 << 28),
        ("AllCallsDescribed", 1 << 29),
    ],
);

const SUBPROGRAM_FLAGS: Kind = Kind::Flags(
    "LLVM DISubprogram flags",
    "",
    &[
        ("Virtual", 1),
        ("PureVirtual", 1 << 1),
        ("LocalToUnit", 1 << 2),
        ("Definition", 1 << 3),
        ("Optimized", 1 << 4),
        ("Pure", 1 << 5),
        ("Elemental", 1 << 6),
        ("Recursive", 1 << 7),
        ("MainSubprogram", 1 << 8),
        ("Deleted", 1 << 9),
        ("ObjCDirect", 1 << 11),
    ],
);

/// Declares a `struct(params)` attribute from its parameter table.
macro_rules! struct_attr {
    ($def:ident, $mnemonic:literal, [$($field:expr),* $(,)?]) => {
        #[doc = concat!("`#llvm.", $mnemonic, "<...>`.")]
        pub static $def: AttrDef = AttrDef {
            dialect: "llvm",
            mnemonic: $mnemonic,
            parse: |p, _| {
                const FIELDS: &[$crate::debuginfo::Field] = &[$($field),*];
                $crate::debuginfo::parse_struct(p, &$def, FIELDS)
            },
            print: |ctx, a, p| {
                const FIELDS: &[$crate::debuginfo::Field] = &[$($field),*];
                $crate::debuginfo::print_struct(ctx, a, p, FIELDS)
            },
            attr_type: None,
            enum_param: None,
        };
    };
}

use Kind::*;

struct_attr!(
    DI_ANNOTATION,
    "di_annotation",
    [req("name", Str), req("value", Str)]
);
struct_attr!(
    DI_BASIC_TYPE,
    "di_basic_type",
    [
        opt("tag", Dwarf("DW_TAG_")),
        req("name", Str),
        opt("sizeInBits", UInt64),
        opt("encoding", Dwarf("DW_ATE_")),
    ]
);
struct_attr!(
    DI_COMMON_BLOCK,
    "di_common_block",
    [
        req("scope", Attr),
        opt("decl", Stripped(&DI_GLOBAL_VARIABLE)),
        req("name", Str),
        opt("file", Stripped(&DI_FILE)),
        opt("line", UInt),
    ]
);
struct_attr!(
    DI_COMPILE_UNIT,
    "di_compile_unit",
    [
        req("id", Attr),
        req("sourceLanguage", Dwarf("DW_LANG_")),
        req("file", Stripped(&DI_FILE)),
        opt("producer", Str),
        req("isOptimized", Bool),
        req("emissionKind", Enum(EMISSION_KINDS)),
        opt("nameTableKind", Enum(NAME_TABLE_KINDS)),
        opt("splitDebugFilename", Str),
    ]
);
struct_attr!(
    DI_COMPOSITE_TYPE,
    "di_composite_type",
    [
        opt("recId", Attr),
        opt("isRecSelf", Bool),
        opt("tag", Dwarf("DW_TAG_")),
        opt("name", Str),
        opt("file", Stripped(&DI_FILE)),
        opt("line", UInt),
        opt("scope", Attr),
        opt("baseType", Attr),
        opt("flags", DI_FLAGS),
        opt("sizeInBits", UInt64),
        opt("alignInBits", UInt64),
        opt("dataLocation", Stripped(&DI_EXPRESSION)),
        opt("rank", Stripped(&DI_EXPRESSION)),
        opt("allocated", Stripped(&DI_EXPRESSION)),
        opt("associated", Stripped(&DI_EXPRESSION)),
        opt("elements", Attrs),
    ]
);
struct_attr!(
    DI_DERIVED_TYPE,
    "di_derived_type",
    [
        opt("tag", Dwarf("DW_TAG_")),
        opt("name", Str),
        opt("baseType", Attr),
        opt("sizeInBits", UInt64),
        opt("alignInBits", UInt),
        opt("offsetInBits", UInt64),
        opt("dwarfAddressSpace", UInt),
        opt("extraData", Attr),
    ]
);
struct_attr!(
    DI_GENERIC_SUBRANGE,
    "di_generic_subrange",
    [
        opt("count", Attr),
        req("lowerBound", Attr),
        opt("upperBound", Attr),
        req("stride", Attr),
    ]
);
struct_attr!(
    DI_GLOBAL_VARIABLE,
    "di_global_variable",
    [
        opt("scope", Attr),
        opt("name", Str),
        opt("linkageName", Str),
        req("file", Stripped(&DI_FILE)),
        req("line", UInt),
        req("type", Attr),
        opt("isLocalToUnit", Bool),
        opt("isDefined", Bool),
        opt("alignInBits", UInt),
    ]
);
struct_attr!(
    DI_GLOBAL_VARIABLE_EXPRESSION,
    "di_global_variable_expression",
    [
        req("var", Stripped(&DI_GLOBAL_VARIABLE)),
        opt("expr", Stripped(&DI_EXPRESSION)),
    ]
);
struct_attr!(
    DI_IMPORTED_ENTITY,
    "di_imported_entity",
    [
        opt("tag", Dwarf("DW_TAG_")),
        req("scope", Attr),
        req("entity", Attr),
        opt("file", Stripped(&DI_FILE)),
        opt("line", UInt),
        opt("name", Str),
        opt("elements", Attrs),
    ]
);
struct_attr!(
    DI_LABEL,
    "di_label",
    [
        req("scope", Attr),
        opt("name", Str),
        opt("file", Stripped(&DI_FILE)),
        opt("line", UInt),
    ]
);
struct_attr!(
    DI_LEXICAL_BLOCK,
    "di_lexical_block",
    [
        req("scope", Attr),
        opt("file", Stripped(&DI_FILE)),
        opt("line", UInt),
        opt("column", UInt),
    ]
);
struct_attr!(
    DI_LEXICAL_BLOCK_FILE,
    "di_lexical_block_file",
    [
        req("scope", Attr),
        opt("file", Stripped(&DI_FILE)),
        req("discriminator", UInt),
    ]
);
struct_attr!(
    DI_LOCAL_VARIABLE,
    "di_local_variable",
    [
        req("scope", Attr),
        opt("name", Str),
        opt("file", Stripped(&DI_FILE)),
        opt("line", UInt),
        opt("arg", UInt),
        opt("alignInBits", UInt),
        opt("type", Attr),
        opt("flags", DI_FLAGS),
    ]
);
struct_attr!(
    DI_MODULE,
    "di_module",
    [
        opt("file", Stripped(&DI_FILE)),
        opt("scope", Attr),
        opt("name", Str),
        opt("configMacros", Str),
        opt("includePath", Str),
        opt("apinotes", Str),
        opt("line", UInt),
        opt("isDecl", Bool),
    ]
);
struct_attr!(
    DI_NAMESPACE,
    "di_namespace",
    [
        opt("name", Str),
        opt("scope", Attr),
        req("exportSymbols", Bool),
    ]
);
struct_attr!(
    DI_STRING_TYPE,
    "di_string_type",
    [
        opt("tag", Dwarf("DW_TAG_")),
        req("name", Str),
        opt("sizeInBits", UInt64),
        opt("alignInBits", UInt),
        opt("stringLength", Attr),
        opt("stringLengthExp", Stripped(&DI_EXPRESSION)),
        opt("stringLocationExp", Stripped(&DI_EXPRESSION)),
        opt("encoding", Dwarf("DW_ATE_")),
    ]
);
struct_attr!(
    DI_SUBPROGRAM,
    "di_subprogram",
    [
        opt("recId", Attr),
        opt("isRecSelf", Bool),
        opt("id", Attr),
        opt("compileUnit", Stripped(&DI_COMPILE_UNIT)),
        opt("scope", Attr),
        opt("name", Str),
        opt("linkageName", Str),
        opt("file", Stripped(&DI_FILE)),
        opt("line", UInt),
        opt("scopeLine", UInt),
        opt("subprogramFlags", SUBPROGRAM_FLAGS),
        opt("type", Stripped(&DI_SUBROUTINE_TYPE)),
        opt("retainedNodes", Attrs),
        opt("annotations", Attrs),
    ]
);
struct_attr!(
    DI_SUBRANGE,
    "di_subrange",
    [
        opt("count", Attr),
        opt("lowerBound", Attr),
        opt("upperBound", Attr),
        opt("stride", Attr),
    ]
);
struct_attr!(
    DI_SUBROUTINE_TYPE,
    "di_subroutine_type",
    [
        opt("callingConvention", Dwarf("DW_CC_")),
        opt("types", Attrs),
    ]
);

/// `#llvm.di_null_type`, without parameters.
pub static DI_NULL_TYPE: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "di_null_type",
    parse: |p, _| Ok(p.ctx().dialect_attr(&DI_NULL_TYPE, Vec::new())),
    print: |_, _, _| {},
    attr_type: None,
    enum_param: None,
};

/// `#llvm.di_file<"name" in "directory">`.
pub static DI_FILE: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "di_file",
    parse: |p, _| {
        p.parse_punct(Punct::Less)?;
        let name = expect_string(p)?;
        p.parse_keyword("in")?;
        let dir = expect_string(p)?;
        p.parse_punct(Punct::Greater)?;
        Ok(p.ctx().dialect_attr(
            &DI_FILE,
            vec![Param::Bytes(name.into()), Param::Bytes(dir.into())],
        ))
    },
    print: |_, a, p| {
        p.write_str("<");
        print_bytes(a, 0, p);
        p.write_str(" in ");
        print_bytes(a, 1, p);
        p.write_str(">");
    },
    attr_type: None,
    enum_param: None,
};

/// `#llvm.di_expression<[DW_OP_x, DW_OP_y(1, 2)]>` or `<>`: the
/// operations are kept as their canonical text (see [`elem_text`]).
pub static DI_EXPRESSION: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "di_expression",
    parse: |p, _| {
        p.parse_punct(Punct::Less)?;
        let mut text = String::new();
        if p.parse_optional_punct(Punct::LSquare) {
            loop {
                if !text.is_empty() {
                    text.push_str(", ");
                }
                text.push_str(&parse_expr_elem(p)?);
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
            p.parse_punct(Punct::RSquare)?;
        }
        p.parse_punct(Punct::Greater)?;
        Ok(p.ctx()
            .dialect_attr(&DI_EXPRESSION, vec![Param::Bytes(text.into_bytes().into())]))
    },
    print: |_, a, p| match a.params.first() {
        Some(Param::Bytes(ops)) if !ops.is_empty() => {
            p.write_str(&format!("<[{}]>", String::from_utf8_lossy(ops)));
        }
        _ => p.write_str("<>"),
    },
    attr_type: None,
    enum_param: None,
};

/// `#llvm.di_expression_elem`: one operation of a `di_expression`, kept
/// as its canonical text. Only the bytecode encodings make these (upstream
/// stores an expression as a list of them); they print as the operation.
pub static DI_EXPRESSION_ELEM: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "di_expression_elem",
    parse: |p, _| {
        let text = parse_expr_elem(p)?;
        Ok(p.ctx().dialect_attr(
            &DI_EXPRESSION_ELEM,
            vec![Param::Bytes(text.into_bytes().into())],
        ))
    },
    print: |_, a, p| print_bytes_raw(a, 0, p),
    attr_type: None,
    enum_param: None,
};

/// `DW_OP_LLVM_convert`: its arguments after the first are attribute
/// encodings, written by name where they have one.
const DW_OP_LLVM_CONVERT: &[u8] = b"DW_OP_LLVM_convert";

/// Parses one operation, `DW_OP_x` or `DW_OP_x(1, 2)`, into its canonical
/// text.
fn parse_expr_elem(p: &mut dyn AsmParser<'_>) -> ParseResult<String> {
    let loc = p.current_loc();
    let op = p.parse_keyword_any()?;
    if !op.starts_with(b"DW_OP_") {
        return Err(p.emit_error(loc, "expected a DWARF operation (DW_OP_...)"));
    }
    let mut args = Vec::new();
    if p.parse_optional_punct(Punct::LParen) {
        loop {
            let loc = p.current_loc();
            if op == DW_OP_LLVM_CONVERT && !args.is_empty() {
                if let Some(name) = p.parse_optional_keyword_any() {
                    match crate::dwarf::value(crate::dwarf::ATE, &name) {
                        Some(v) => {
                            args.push(v as u64);
                            if !p.parse_optional_punct(Punct::Comma) {
                                break;
                            }
                            continue;
                        }
                        None => {
                            let after = p.current_loc();
                            return Err(p.emit_error(
                                after,
                                &format!(
                                    "encountered unknown attribute encoding \"{}\"",
                                    String::from_utf8_lossy(&name)
                                ),
                            ));
                        }
                    }
                }
            }
            let v = match p.parse_optional_integer()? {
                Some(v) if (i64::MIN as i128..=u64::MAX as i128).contains(&v) => v as u64,
                Some(_) => return Err(p.emit_error(loc, "integer value too large")),
                None => return Err(p.emit_error(loc, "expected integer value")),
            };
            args.push(v);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RParen)?;
    }
    Ok(elem_text(&op, &args))
}

/// The canonical text of an operation and its arguments, as upstream
/// prints a `DIExpressionElemAttr`.
pub(crate) fn elem_text(op: &[u8], args: &[u64]) -> String {
    let mut s = String::from_utf8_lossy(op).into_owned();
    if !args.is_empty() {
        s.push('(');
        for (i, &a) in args.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            let name = (op == DW_OP_LLVM_CONVERT && i > 0)
                .then(|| crate::dwarf::name(crate::dwarf::ATE, a))
                .flatten();
            match name {
                Some(n) => s.push_str(n),
                None => s.push_str(&a.to_string()),
            }
        }
        s.push(')');
    }
    s
}

/// The operations of an expression's text, each as its name and
/// arguments; `None` if the text is not the canonical form.
pub(crate) fn expr_elems(text: &[u8]) -> Option<Vec<(&[u8], Vec<u64>)>> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let end = rest
            .iter()
            .position(|&c| c == b'(' || c == b',')
            .unwrap_or(rest.len());
        let name = &rest[..end];
        rest = &rest[end..];
        let mut args = Vec::new();
        if let Some(r) = rest.strip_prefix(b"(") {
            let close = r.iter().position(|&c| c == b')')?;
            for a in r[..close].split(|&c| c == b',') {
                let a = a.trim_ascii();
                let v = match std::str::from_utf8(a).ok()?.parse::<u64>() {
                    Ok(v) => v,
                    Err(_) => crate::dwarf::value(crate::dwarf::ATE, a)? as u64,
                };
                args.push(v);
            }
            rest = &r[close + 1..];
        }
        out.push((name, args));
        match rest.strip_prefix(b", ") {
            Some(r) => rest = r,
            None if rest.is_empty() => {}
            None => return None,
        }
    }
    Some(out)
}

fn print_bytes_raw(a: &DialectAttr, i: usize, p: &mut dyn AsmPrinter) {
    if let Some(Param::Bytes(b)) = a.params.get(i) {
        p.write_str(&String::from_utf8_lossy(b));
    }
}

fn expect_string(p: &mut dyn AsmParser<'_>) -> ParseResult<Vec<u8>> {
    let loc = p.current_loc();
    match p.parse_optional_string() {
        Some(s) => Ok(s),
        None => Err(p.emit_error(loc, "expected string")),
    }
}

fn print_bytes(a: &DialectAttr, i: usize, p: &mut dyn AsmPrinter) {
    if let Some(Param::Bytes(b)) = a.params.get(i) {
        p.print_string(b);
    }
}

/// An attribute written stripped (`<...>`) or in full (`#alias`,
/// `#llvm.di_x<...>`).
fn parse_stripped(p: &mut dyn AsmParser<'_>, def: &'static AttrDef) -> ParseResult<Attribute> {
    let loc = p.current_loc();
    // `parseCustomAttributeWithFallback`: a full attribute starts with
    // `#`; anything else is the stripped form.
    if p.is_punct(Punct::Less) {
        return (def.parse)(p, None);
    }
    if p.source(loc, loc + 1) != b"#" {
        p.parse_punct(Punct::Less)?;
    }
    let a = p.parse_attribute(None)?;
    let of_class = match p.ctx().attr_kind(a) {
        rmlir_ir::AttrKind::Dialect(d) => std::ptr::eq(d.def.0, def),
        _ => false,
    };
    if !of_class {
        return Err(p.emit_error(loc, "invalid kind of attribute specified"));
    }
    Ok(a)
}

/// An integer field of C++ type `uintN_t`, read as upstream's
/// `parseInteger<uintN_t>` does: the literal becomes a two's complement
/// number as wide as its digits need (four bits a digit, one more when the
/// top one is set), which is cut or sign-extended to `bits` and must read
/// back the same. So a negative value of few enough digits wraps (`-1` is
/// `4294967295`) and anything else must fit unsigned. Stored as the
/// `bits`-wide value (a 64-bit one in an `i64`'s bits).
fn parse_unsigned(p: &mut dyn AsmParser<'_>, bits: u32) -> ParseResult<i64> {
    let loc = p.current_loc();
    let Some(v) = p.parse_optional_integer()? else {
        return Err(p.emit_error(loc, "expected integer value"));
    };
    wrap_unsigned(v, bits).ok_or_else(|| p.emit_error(loc, "integer value too large"))
}

/// The value `parseInteger<uintN_t>` makes of the literal `v` (see
/// [`parse_unsigned`]), or `None` when it is too large.
pub(crate) fn wrap_unsigned(v: i128, bits: u32) -> Option<i64> {
    let magnitude = v.unsigned_abs();
    let digits = magnitude.checked_ilog10().map_or(1, |d| d + 1);
    let mut width = 4 * digits;
    if width < 128 && magnitude >> (width - 1) & 1 == 1 {
        width += 1;
    }
    let fits_unsigned = v >= 0 && magnitude >> bits == 0;
    if width > bits && !fits_unsigned {
        return None;
    }
    Some((v as u128 & (u128::MAX >> (128 - bits))) as u64 as i64)
}

/// `parseAttribute<T>`'s kind check of an attribute parameter whose C++
/// class is a debug-info interface or class (`DIScopeAttr`) or
/// `DistinctAttr`.
fn check_attr_kind(
    p: &mut dyn AsmParser<'_>,
    def: &'static AttrDef,
    name: &str,
    v: &Param,
) -> Result<(), ()> {
    let Param::Attr(a) = v else { return Ok(()) };
    let Some((_, cpp)) = crate::di_params::param_info(def.mnemonic, name) else {
        return Ok(());
    };
    let di_class = cpp.starts_with("DI");
    let ok = match p.ctx().attr_kind(*a) {
        rmlir_ir::AttrKind::Distinct { .. } => cpp == "DistinctAttr" || !di_class,
        rmlir_ir::AttrKind::Dialect(d) => d.def.0.dialect == "llvm" && cpp != "DistinctAttr",
        _ => !(di_class || cpp == "DistinctAttr"),
    };
    if ok {
        Ok(())
    } else {
        Err(())
    }
}

/// What upstream's DWARF-constant field parsers call the constant.
fn dwarf_kind(prefix: &str) -> &'static str {
    match prefix {
        "DW_TAG_" => "tag",
        "DW_ATE_" => "encoding",
        "DW_LANG_" => "language",
        "DW_CC_" => "calling convention",
        _ => "constant",
    }
}

/// The description upstream's enum field parsers name.
fn enum_description(cases: &[&str]) -> &'static str {
    match cases.first().copied() {
        Some("None") => "LLVM debug emission kind",
        Some("Default") => "LLVM debug name table kind",
        Some("none") => "LLVM ModRefInfo",
        Some("SampleProfile") => "LLVM ProfileSummary format kinds",
        _ => "enum",
    }
}

fn parse_value(p: &mut dyn AsmParser<'_>, kind: Kind) -> ParseResult<Param> {
    let loc = p.current_loc();
    Ok(match kind {
        Str => {
            let a = p.parse_attribute(None)?;
            match p.ctx().str_value(a) {
                Some(b) if matches!(p.ctx().attr_kind(a), rmlir_ir::AttrKind::String { .. }) => {
                    Param::Bytes(b.into())
                }
                _ => return Err(p.emit_error(loc, "invalid kind of attribute specified")),
            }
        }
        UInt => Param::Int(parse_unsigned(p, 32)?),
        UInt64 => Param::Int(parse_unsigned(p, 64)?),
        PresentUInt => {
            let v = p.parse_integer()?;
            if v < 0 {
                return Err(p.emit_error(loc, "expected an unsigned integer"));
            }
            Param::Bytes(v.to_string().into_bytes().into())
        }
        Bool => {
            if p.parse_optional_keyword("true") {
                Param::Int(1)
            } else if p.parse_optional_keyword("false") {
                Param::Int(0)
            } else {
                return Err(p.emit_error(loc, "expected integer value"));
            }
        }
        Attr => Param::Attr(p.parse_attribute(None)?),
        Stripped(def) => Param::Attr(parse_stripped(p, def)?),
        Dwarf(prefix) => {
            let name = p.parse_keyword_any()?;
            if !name.starts_with(prefix.as_bytes()) || name.len() == prefix.len() {
                return Err(p.emit_error(
                    loc,
                    &format!(
                        "invalid debug info debug info {} name: {}",
                        dwarf_kind(prefix),
                        String::from_utf8_lossy(&name)
                    ),
                ));
            }
            Param::Bytes(name.into())
        }
        Enum(cases) => {
            let Some(name) = p.parse_optional_keyword_or_string() else {
                return Err(p.emit_error(
                    loc,
                    &format!("expected keyword for {}", enum_description(cases)),
                ));
            };
            match cases.iter().position(|c| c.as_bytes() == name.as_slice()) {
                Some(i) => Param::Int(i as i64),
                None => {
                    return Err(p.emit_error(
                        loc,
                        &format!(
                            "expected one of [{}] for {}, got: {}",
                            cases.join(", "),
                            enum_description(cases),
                            String::from_utf8_lossy(&name)
                        ),
                    ))
                }
            }
        }
        Flags(summary, zero, cases) => {
            let expected = || {
                let names: Vec<&str> = cases.iter().map(|c| c.0).collect();
                format!(
                    "expected one of [{}] for {summary}, got: ",
                    names.join(", ")
                )
            };
            let Some(text) = p.parse_optional_keyword_or_string() else {
                return Err(p.emit_error(loc, &expected()));
            };
            let mut bits = 0;
            for name in text.split(|&c| c == b'|') {
                let name = name.trim_ascii();
                if !zero.is_empty() && name == zero.as_bytes() {
                    continue;
                }
                match cases.iter().find(|(c, _)| c.as_bytes() == name) {
                    Some((_, v)) => bits |= v,
                    None => {
                        return Err(p.emit_error(
                            loc,
                            &format!("{}{}", expected(), String::from_utf8_lossy(name)),
                        ))
                    }
                }
            }
            Param::Int(bits)
        }
        Attrs | StrippedAttrs(_) => unreachable!("lists are parsed by the struct parser"),
    })
}

/// Parses `<key = value, ...>`. A list parameter takes every following
/// comma-separated value that is not a `key =`.
pub(crate) fn parse_struct(
    p: &mut dyn AsmParser<'_>,
    def: &'static AttrDef,
    fields: &[Field],
) -> ParseResult<Attribute> {
    p.parse_punct(Punct::Less)?;
    let mut params: Vec<Option<Param>> = fields.iter().map(|_| None).collect();
    // `<>`: every parameter unset, when all are optional.
    let all_optional = fields.iter().all(|f| f.optional);
    let all_required = fields.iter().all(|f| !f.optional);
    let empty = all_optional && p.parse_optional_punct(Punct::Greater);
    if !empty {
        let mut seen = 0;
        loop {
            let at = p.current_loc();
            let Some(key) = p.parse_optional_keyword_any() else {
                let mut d = p.emit_error(at, "expected valid keyword");
                let second = p.emit_error(at, "expected a parameter name in struct");
                d.also.push((at, second.message));
                return Err(d);
            };
            seen += 1;
            p.parse_punct(Punct::Equal)?;
            let loc = p.current_loc();
            let idx = fields
                .iter()
                .position(|f| f.name.as_bytes() == key.as_slice());
            let Some(i) = idx.filter(|&i| params[i].is_none()) else {
                return Err(p.emit_error(
                    loc,
                    &format!(
                        "duplicate or unknown struct parameter name: {}",
                        String::from_utf8_lossy(&key)
                    ),
                ));
            };
            if let Attrs | StrippedAttrs(_) = fields[i].kind {
                let element = |p: &mut dyn AsmParser<'_>| match fields[i].kind {
                    StrippedAttrs(def) => parse_stripped(p, def),
                    _ => p.parse_attribute(None),
                };
                let mut list = vec![element(p)?];
                let mut more = false;
                while p.parse_optional_punct(Punct::Comma) {
                    if p.is_at_identifier() {
                        more = true;
                        break;
                    }
                    list.push(element(p)?);
                }
                params[i] = Some(Param::Attrs(list.into()));
                if more {
                    continue;
                }
            } else {
                let value_loc = p.current_loc();
                let parsed = parse_value(p, fields[i].kind).and_then(|v| {
                    check_attr_kind(p, def, fields[i].name, &v)
                        .map(|()| v)
                        .map_err(|()| {
                            p.emit_error(value_loc, "invalid kind of attribute specified")
                        })
                });
                params[i] = Some(match parsed {
                    Ok(v) => v,
                    Err(mut d) => {
                        // The generated parser's second error names the
                        // parameter and its C++ type.
                        if let Some((class, cpp)) =
                            crate::di_params::param_info(def.mnemonic, fields[i].name)
                        {
                            let at = p.current_loc();
                            d.also.push((
                                at,
                                format!(
                                    "failed to parse {class} parameter '{}' which is to be a `{cpp}`",
                                    fields[i].name
                                ),
                            ));
                        }
                        return Err(d);
                    }
                });
                // With every parameter required, upstream parses exactly
                // that many, comma-separated.
                if all_required {
                    if seen < fields.len() {
                        p.parse_punct(Punct::Comma)?;
                        continue;
                    }
                    break;
                }
                if p.parse_optional_punct(Punct::Comma) {
                    continue;
                }
            }
            break;
        }
    }
    let mut out = Vec::with_capacity(fields.len());
    for (f, v) in fields.iter().zip(params) {
        match v {
            Some(v) => out.push(v),
            None if f.optional => out.push(Param::Int(0)),
            None => {
                let loc = p.current_loc();
                return Err(p.emit_error(
                    loc,
                    &format!("struct is missing required parameter: {}", f.name),
                ));
            }
        }
    }
    if !empty {
        p.parse_punct(Punct::Greater)?;
    }
    Ok(p.ctx().dialect_attr(def, out))
}

fn print_flags(zero: &str, cases: &[(&str, i64)], mut bits: i64, p: &mut dyn AsmPrinter) {
    if bits == 0 {
        p.write_str(zero);
        return;
    }
    let mut names = Vec::new();
    for &(name, v) in cases {
        if bits & v == v && v != 0 {
            names.push(name);
            bits &= !v;
        }
    }
    let text = names.join("|");
    if names.len() > 1 {
        p.print_string(text.as_bytes());
    } else {
        p.write_str(&text);
    }
}

pub(crate) fn print_struct(_: &Context, a: &DialectAttr, p: &mut dyn AsmPrinter, fields: &[Field]) {
    p.write_str("<");
    let mut first = true;
    for (f, v) in fields.iter().zip(a.params.iter()) {
        // Required parameters print even when zero or false.
        if f.optional && is_unset(v) {
            continue;
        }
        if !first {
            p.write_str(", ");
        }
        first = false;
        p.write_str(f.name);
        p.write_str(" = ");
        match (f.kind, v) {
            (Str, Param::Bytes(b)) => p.print_string(b),
            (Dwarf(_), Param::Bytes(b)) => p.write_str(&String::from_utf8_lossy(b)),
            (UInt, Param::Int(i)) => p.write_str(&i.to_string()),
            (UInt64, Param::Int(i)) => p.write_str(&(*i as u64).to_string()),
            (PresentUInt, Param::Bytes(b)) => p.write_str(&String::from_utf8_lossy(b)),
            (Bool, Param::Int(i)) => p.write_str(if *i != 0 { "true" } else { "false" }),
            (Enum(cases), Param::Int(i)) => p.write_str(cases.get(*i as usize).unwrap_or(&"")),
            (Flags(_, zero, cases), Param::Int(i)) => print_flags(zero, cases, *i, p),
            (Attr, Param::Attr(x)) => p.print_attribute(*x),
            (Stripped(_), Param::Attr(x)) => p.print_stripped_attribute(*x),
            (Attrs | StrippedAttrs(_), Param::Attrs(xs)) => {
                for (j, &x) in xs.iter().enumerate() {
                    if j > 0 {
                        p.write_str(", ");
                    }
                    if let StrippedAttrs(_) = f.kind {
                        p.print_stripped_attribute(x);
                    } else {
                        p.print_attribute(x);
                    }
                }
            }
            _ => {}
        }
    }
    p.write_str(">");
}

/// Every debug-info attribute definition.
pub static DI_ATTRS: &[&AttrDef] = &[
    &DI_ANNOTATION,
    &DI_BASIC_TYPE,
    &DI_COMMON_BLOCK,
    &DI_COMPILE_UNIT,
    &DI_COMPOSITE_TYPE,
    &DI_DERIVED_TYPE,
    &DI_EXPRESSION,
    &DI_FILE,
    &DI_GENERIC_SUBRANGE,
    &DI_GLOBAL_VARIABLE,
    &DI_GLOBAL_VARIABLE_EXPRESSION,
    &DI_IMPORTED_ENTITY,
    &DI_LABEL,
    &DI_LEXICAL_BLOCK,
    &DI_LEXICAL_BLOCK_FILE,
    &DI_LOCAL_VARIABLE,
    &DI_MODULE,
    &DI_NAMESPACE,
    &DI_NULL_TYPE,
    &DI_STRING_TYPE,
    &DI_SUBPROGRAM,
    &DI_SUBRANGE,
    &DI_SUBROUTINE_TYPE,
];

/// Upstream's alias of a debug-info attribute: its mnemonic, for all but
/// the ones written inline (expressions, subranges).
pub fn di_alias(a: &DialectAttr) -> Option<&'static str> {
    let def = a.def.0;
    let inline = [
        &DI_EXPRESSION,
        &DI_SUBRANGE,
        &DI_GENERIC_SUBRANGE,
        &DI_ANNOTATION,
    ];
    if inline.iter().any(|d| std::ptr::eq(*d, def)) {
        return None;
    }
    DI_ATTRS
        .iter()
        .find(|d| std::ptr::eq(**d, def))
        .map(|d| d.mnemonic)
}

macro_rules! di_constraint {
    ($name:ident, $def:ident) => {
        #[doc = concat!("An attribute constraint on `", stringify!($def), "`.")]
        pub const $name: rmlir_ir::op_def::AttrConstraint = rmlir_ir::op_def::AttrConstraint {
            summary: "",
            pred: |c, a| c.as_dialect_attr(a, &$def).is_some(),
            storage: rmlir_ir::op_def::AttrStorage::Dialect(&$def),
            value_type: None,
        };
    };
}

di_constraint!(DI_LOCAL_VARIABLE_ATTR, DI_LOCAL_VARIABLE);
di_constraint!(DI_LABEL_ATTR, DI_LABEL);
di_constraint!(DI_EXPRESSION_ATTR, DI_EXPRESSION);

/// `#llvm.di_expression<>`, the default location expression.
pub fn empty_di_expression(ctx: &Context) -> Attribute {
    ctx.dialect_attr(&DI_EXPRESSION, vec![Param::Bytes(Box::default())])
}
