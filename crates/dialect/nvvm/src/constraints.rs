//! Building blocks of the generated tables: type predicates and the
//! enum attribute macro, shared with the rocdl dialect.

use rmlir_ir::float::FloatKind;
use rmlir_ir::{Context, Type, TypeKind};

/// Whether `t` is the float type `k`.
pub fn is_float_kind(c: &Context, t: Type, k: FloatKind) -> bool {
    matches!(c.type_kind(t), TypeKind::Float(f) if *f == k)
}

/// Whether `t` is a 1-D vector whose length is one of `lens` (any length
/// when `lens` is empty) and whose elements satisfy `elem`.
pub fn vector_of(c: &Context, t: Type, lens: &[i64], elem: fn(&Context, Type) -> bool) -> bool {
    match c.type_kind(t) {
        TypeKind::Vector {
            shape,
            elem: e,
            scalable,
            ..
        } => {
            shape.len() == 1
                && !scalable.iter().any(|&s| s)
                && (lens.is_empty() || lens.contains(&shape[0]))
                && elem(c, *e)
        }
        _ => false,
    }
}

/// Parses an enum case keyword as upstream's generated enum parameter
/// parser does, with its two messages.
pub fn parse_enum_case(
    p: &mut dyn rmlir_ir::asm::AsmParser<'_>,
    e: &rmlir_ir::op_def::EnumDef,
    cpp: &str,
    attr: &str,
) -> rmlir_ir::asm::ParseResult<i64> {
    let fail = |p: &mut dyn rmlir_ir::asm::AsmParser<'_>, mut d: Box<rmlir_ir::asm::AsmDiag>| {
        let at = p.current_loc();
        let msg = format!("failed to parse {attr} parameter 'value' which is to be a `{cpp}`");
        d.also.push((at, p.emit_error(at, &msg).message));
        d
    };
    let loc = p.current_loc();
    let Some(kw) = p.parse_optional_keyword_or_string() else {
        let d = p.emit_error(loc, "expected valid keyword or string");
        return Err(fail(p, d));
    };
    match e.symbolize(&kw) {
        Some(v) => Ok(v),
        None => {
            let names: Vec<&str> = e.cases.iter().map(|c| c.0).collect();
            let d = p.emit_error(
                loc,
                &format!("expected {cpp} to be one of: {}", names.join(", ")),
            );
            Err(fail(p, d))
        }
    }
}

/// Parses an enum case keyword as the `FieldParser` ODS generates for an
/// `I32Enum` (named by its `summary`) does, with its two messages.
pub fn parse_enum_field(
    p: &mut dyn rmlir_ir::asm::AsmParser<'_>,
    e: &rmlir_ir::op_def::EnumDef,
    summary: &str,
    cpp: &str,
    attr: &str,
) -> rmlir_ir::asm::ParseResult<i64> {
    let fail = |p: &mut dyn rmlir_ir::asm::AsmParser<'_>, mut d: Box<rmlir_ir::asm::AsmDiag>| {
        let at = p.current_loc();
        let msg = format!("failed to parse {attr} parameter 'value' which is to be a `{cpp}`");
        d.also.push((at, p.emit_error(at, &msg).message));
        d
    };
    let loc = p.current_loc();
    let Some(kw) = p.parse_optional_keyword_any() else {
        let d = p.emit_error(loc, &format!("expected keyword for {summary}"));
        return Err(fail(p, d));
    };
    match e.symbolize(&kw) {
        Some(v) => Ok(v),
        None => {
            let names: Vec<&str> = e.cases.iter().map(|c| c.0).collect();
            let d = p.emit_error(
                loc,
                &format!(
                    "expected one of [{}] for {summary}, got: {}",
                    names.join(", "),
                    String::from_utf8_lossy(&kw)
                ),
            );
            Err(fail(p, d))
        }
    }
}

/// An `EnumAttr` of the dialect: the enum, its `AttrDef` (`angle`: written
/// `#d.name<case>`, else `#d<name case>`), a constructor and the
/// property constraint.
#[macro_export]
macro_rules! enum_attr {
    (
        $base:ident, $def:ident, $make:ident, $constraint:ident, mnemonic: $mn:literal, name: $name:literal, cpp: $cpp:literal,
        attr: $an:literal, summary: $summary:literal, angle: $angle:literal, width: $w:literal, field: $field:literal,
        cases: [$(($c:literal, $v:literal)),* $(,)?]
    ) => {
            #[doc = concat!("The `", $name, "` enum.")]
            pub static $base: ::rmlir_ir::op_def::EnumDef = ::rmlir_ir::op_def::EnumDef {
                name: $name,
                cases: &[$(($c, $v)),*],
                width: $w,
                bit_enum: false,
            };

            #[doc = concat!("`", $an, "`.")]
            pub static $def: ::rmlir_ir::dialect_attr::AttrDef =
                ::rmlir_ir::dialect_attr::AttrDef {
                    dialect: DIALECT_NAME,
                    mnemonic: $mn,
                    parse: |p, _| {
                        if $angle {
                            p.parse_punct(::rmlir_ir::asm::Punct::Less)?;
                        }
                        let v = if $field.is_empty() {
                            $crate::constraints::parse_enum_case(p, &$base, $cpp, $an)?
                        } else {
                            $crate::constraints::parse_enum_field(p, &$base, $field, $cpp, $an)?
                        };
                        if $angle {
                            p.parse_punct(::rmlir_ir::asm::Punct::Greater)?;
                        }
                        Ok($make(p.ctx(), v))
                    },
                    print: |_, a, p| {
                        let name = $base.stringify(a.int(0)).unwrap_or("");
                        if $angle {
                            p.write_str("<");
                            p.write_str(name);
                            p.write_str(">");
                        } else {
                            p.write_str(" ");
                            p.write_str(name);
                        }
                    },
                    attr_type: None,
                    enum_param: Some(::rmlir_ir::op_def::EnumRef::Int(&$base)),
                };

            #[doc = concat!("`", $an, "` of case value `v`.")]
            pub fn $make(ctx: &::rmlir_ir::Context, v: i64) -> ::rmlir_ir::Attribute {
                ctx.dialect_attr(&$def, vec![::rmlir_ir::dialect_attr::Param::Int(v)])
            }

            #[doc = concat!("`", $an, "` as a property.")]
            pub const $constraint: ::rmlir_ir::op_def::AttrConstraint =
                ::rmlir_ir::op_def::AttrConstraint {
                    summary: $summary,
                    pred: |c, a| c.as_dialect_attr(a, &$def).is_some(),
                    storage: ::rmlir_ir::op_def::AttrStorage::Dialect(&$def),
                    value_type: None,
                };
    };
}

/// Whether `t` is a literal LLVM struct whose elements satisfy `elems`.
pub fn struct_of(c: &Context, t: Type, elems: &[fn(&Context, Type) -> bool]) -> bool {
    rmlir_llvm::struct_parts(c, t).is_some_and(|s| {
        s.body.len() == elems.len() && s.body.iter().zip(elems).all(|(&e, f)| f(c, e))
    })
}

/// `I<w>Attr` for the widths `rmlir_ir::constraints` has no constant of.
macro_rules! int_attr {
    ($(#[$d:meta])* $name:ident, $w:literal, $summary:literal) => {
        $(#[$d])*
        pub const $name: rmlir_ir::op_def::AttrConstraint = rmlir_ir::op_def::AttrConstraint {
            summary: $summary,
            pred: |c, a| rmlir_ir::constraints::is_signless_int_attr(c, a, $w),
            storage: rmlir_ir::op_def::AttrStorage::Class(rmlir_ir::op_def::AttrClass::Integer),
            value_type: Some(|c: &Context| c.int_type($w)),
        };
    };
}

int_attr!(
    /// `I1Attr`.
    I1_ATTR, 1, "1-bit signless integer attribute"
);
int_attr!(
    /// `I8Attr`.
    I8_ATTR, 8, "8-bit signless integer attribute"
);
int_attr!(
    /// `I16Attr`.
    I16_ATTR, 16, "16-bit signless integer attribute"
);

/// A floating-point type the LLVM dialect takes.
pub fn is_llvm_float(c: &Context, t: Type) -> bool {
    rmlir_ir::constraints::is_float(c, t) && rmlir_llvm::is_compatible_type(c, t)
}

/// `vector<n x elem>`, the type builder of fixed vector constraints.
pub fn vector_type(c: &Context, n: i64, elem: Type) -> Type {
    c.intern_type(TypeKind::Vector {
        shape: Box::new([n]),
        scalable: Box::new([false]),
        elem,
    })
}
