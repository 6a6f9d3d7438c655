//! The remaining attributes of `LLVMAttrDefs.td`: `#llvm.address_space`,
//! `#llvm.constant_range`, `#llvm.target`, `#llvm.mlir.workgroup_attribution`,
//! `#llvm.dependent_libraries`, and the module-flag payloads
//! `#llvm.cgprofile_entry`, `#llvm.profile_summary` and
//! `#llvm.profile_summary_detailed`.

use rmlir_ir::asm::{AsmParser, Punct};
use rmlir_ir::dialect_attr::{AttrDef, Param};
use rmlir_ir::{AttrKind, Attribute, TypeKind};

use crate::debuginfo::{opt, req, Kind};

/// Upstream's second error when a parameter fails to parse.
fn param_error(
    p: &mut dyn AsmParser<'_>,
    mut d: Box<rmlir_ir::asm::AsmDiag>,
    class: &str,
    param: &str,
    cpp: &str,
) -> Box<rmlir_ir::asm::AsmDiag> {
    let at = p.current_loc();
    let second = p.emit_error(
        at,
        &format!("failed to parse {class} parameter '{param}' which is to be a `{cpp}`"),
    );
    d.also.push((at, second.message));
    d
}

/// `#llvm.address_space<n>`.
pub static ADDRESS_SPACE_ATTR_DEF: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "address_space",
    parse: |p, _| {
        p.parse_punct(Punct::Less)?;
        let loc = p.current_loc();
        let v = match p.parse_optional_integer() {
            Ok(Some(v)) if (0..=u32::MAX as i128).contains(&v) => v as i64,
            _ => {
                let d = p.emit_error(loc, "expected integer value");
                return Err(param_error(
                    p,
                    d,
                    "LLVM_AddressSpaceAttr",
                    "addressSpace",
                    "unsigned",
                ));
            }
        };
        p.parse_punct(Punct::Greater)?;
        Ok(p.ctx()
            .dialect_attr(&ADDRESS_SPACE_ATTR_DEF, vec![Param::Int(v)]))
    },
    print: |_, a, p| p.write_str(&format!("<{}>", a.int(0))),
    attr_type: None,
    enum_param: None,
};

/// `#llvm.constant_range<iN, lower, upper>`: the integer type and the
/// bounds, sign-extended from its width (upstream keeps `APInt`s and
/// prints them signed). The nvvm special-register ops use it as `range`.
pub static CONSTANT_RANGE_ATTR_DEF: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "constant_range",
    parse: |p, _| {
        let ctx = p.ctx();
        p.parse_punct(Punct::Less)?;
        let at = p.current_loc();
        let ty = p.parse_type()?;
        let TypeKind::Integer { width, .. } = *ctx.type_kind(ty) else {
            let shown = rmlir_ir::printer::type_to_string(ctx, ty);
            return Err(p.emit_error(
                at,
                &format!(
                    "invalid kind of type specified: expected builtin.integer, but found '{shown}'"
                ),
            ));
        };
        let mut params = vec![Param::Type(ty)];
        for _ in 0..2 {
            p.parse_punct(Punct::Comma)?;
            let v = p.parse_integer()?;
            params.push(Param::Int(sign_extend(v, width)));
        }
        p.parse_punct(Punct::Greater)?;
        Ok(ctx.dialect_attr(&CONSTANT_RANGE_ATTR_DEF, params))
    },
    print: |_, a, p| {
        p.write_str("<");
        if let Some(Param::Type(t)) = a.params.first() {
            p.print_type(*t);
        }
        p.write_str(&format!(", {}, {}>", a.int(1), a.int(2)));
    },
    attr_type: None,
    enum_param: None,
};

/// `v` truncated to `width` bits and sign-extended back.
fn sign_extend(v: i64, width: u32) -> i64 {
    if width == 0 || width >= 64 {
        return v;
    }
    let shift = 64 - width;
    (v << shift) >> shift
}

struct_attr!(
    TARGET_ATTR_DEF,
    "target",
    [
        req("triple", Kind::Str),
        req("chip", Kind::Str),
        opt(
            "features",
            Kind::Stripped(&crate::func_attrs::TARGET_FEATURES_ATTR_DEF)
        ),
    ]
);

/// `#llvm.mlir.workgroup_attribution<count, type>`.
pub static WORKGROUP_ATTRIBUTION_ATTR_DEF: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "mlir.workgroup_attribution",
    parse: |p, _| {
        p.parse_punct(Punct::Less)?;
        let n = p.parse_attribute(None)?;
        p.parse_punct(Punct::Comma)?;
        let t = p.parse_attribute(None)?;
        p.parse_punct(Punct::Greater)?;
        Ok(p.ctx().dialect_attr(
            &WORKGROUP_ATTRIBUTION_ATTR_DEF,
            vec![Param::Attr(n), Param::Attr(t)],
        ))
    },
    print: |_, a, p| {
        p.write_str("<");
        if let Some(n) = a.attr(0) {
            p.print_attribute(n);
        }
        p.write_str(", ");
        if let Some(t) = a.attr(1) {
            p.print_attribute(t);
        }
        p.write_str(">");
    },
    attr_type: None,
    enum_param: None,
};

/// `#llvm.dependent_libraries<"a", "b">`.
pub static DEPENDENT_LIBRARIES_ATTR_DEF: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "dependent_libraries",
    parse: |p, _| {
        const CLASS: &str = "LLVM_DependentLibrariesAttr";
        const CPP: &str = "::llvm::ArrayRef<StringAttr>";
        p.parse_punct(Punct::Less)?;
        let mut libs: Vec<Attribute> = Vec::new();
        loop {
            let loc = p.current_loc();
            let a = match p.parse_optional_attribute(None) {
                Ok(Some(a)) => a,
                Ok(None) => {
                    let d = p.emit_error(loc, "expected attribute value");
                    return Err(param_error(p, d, CLASS, "libs", CPP));
                }
                Err(e) => return Err(e),
            };
            if !matches!(p.ctx().attr_kind(a), AttrKind::String { .. }) {
                let d = p.emit_error(loc, "invalid kind of attribute specified");
                return Err(param_error(p, d, CLASS, "libs", CPP));
            }
            libs.push(a);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::Greater)?;
        Ok(p.ctx().dialect_attr(
            &DEPENDENT_LIBRARIES_ATTR_DEF,
            vec![Param::Attrs(libs.into())],
        ))
    },
    print: |_, a, p| {
        p.write_str("<");
        if let Some(Param::Attrs(libs)) = a.params.first() {
            for (i, &l) in libs.iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                p.print_attribute(l);
            }
        }
        p.write_str(">");
    },
    attr_type: None,
    enum_param: None,
};

struct_attr!(
    CGPROFILE_ENTRY_ATTR_DEF,
    "cgprofile_entry",
    [
        opt("from", Kind::Attr),
        opt("to", Kind::Attr),
        req("count", Kind::UInt),
    ]
);

struct_attr!(
    PROFILE_SUMMARY_DETAILED_ATTR_DEF,
    "profile_summary_detailed",
    [
        req("cut_off", Kind::UInt),
        req("min_count", Kind::UInt),
        req("num_counts", Kind::UInt),
    ]
);

struct_attr!(
    PROFILE_SUMMARY_ATTR_DEF,
    "profile_summary",
    [
        req(
            "format",
            Kind::Enum(&["SampleProfile", "InstrProf", "CSInstrProf"])
        ),
        req("total_count", Kind::UInt),
        req("max_count", Kind::UInt),
        req("max_internal_count", Kind::UInt),
        req("max_function_count", Kind::UInt),
        req("num_counts", Kind::UInt),
        req("num_functions", Kind::UInt),
        opt("is_partial_profile", Kind::PresentUInt),
        opt("partial_profile_ratio", Kind::Attr),
        req(
            "detailed_summary",
            Kind::StrippedAttrs(&PROFILE_SUMMARY_DETAILED_ATTR_DEF)
        ),
    ]
);

/// An attribute whose generated format has no delimiters, so upstream's
/// parser reads its parameter right after the mnemonic; the `<...>` forms
/// people write fail with upstream's two errors.
macro_rules! bare_param_attr {
    ($def:ident, $mn:literal, $first:literal, $class:literal, $param:literal, $cpp:literal,
     $accept:expr) => {
        #[doc = concat!("`#llvm.", $mn, "`.")]
        pub static $def: AttrDef = AttrDef {
            dialect: "llvm",
            mnemonic: $mn,
            parse: |p, _| {
                let loc = p.current_loc();
                let accept: fn(&mut dyn AsmParser<'_>) -> Option<Param> = $accept;
                match accept(p) {
                    Some(v) => Ok(p.ctx().dialect_attr(&$def, vec![v])),
                    None => {
                        let d = p.emit_error(loc, $first);
                        Err(param_error(p, d, $class, $param, $cpp))
                    }
                }
            },
            print: |_, a, p| match a.params.first() {
                Some(Param::Attr(x)) => {
                    p.write_str(" ");
                    p.print_attribute(*x);
                }
                Some(Param::Bytes(b)) => {
                    p.write_str(" ");
                    p.write_str(&String::from_utf8_lossy(b));
                }
                _ => {}
            },
            attr_type: None,
            enum_param: None,
        };
    };
}

bare_param_attr!(
    DSO_LOCAL_EQUIVALENT_ATTR_DEF,
    "dso_local_equivalent",
    "expected attribute value",
    "LLVM_DSOLocalEquivalentAttr",
    "sym",
    "FlatSymbolRefAttr",
    |p| {
        if p.is_punct(Punct::Less) {
            return None;
        }
        p.parse_optional_attribute(None)
            .ok()
            .flatten()
            .map(Param::Attr)
    }
);

bare_param_attr!(
    COMDAT_ATTR_DEF,
    "comdat",
    "expected keyword for LLVM Comdat Types",
    "ComdatAttr",
    "comdat",
    "comdat::Comdat",
    |p| {
        let kw = p.parse_optional_keyword_any()?;
        crate::attrs::COMDAT
            .symbolize(&kw)
            .map(|_| Param::Bytes(kw.into()))
    }
);

bare_param_attr!(
    DI_EXPRESSION_ELEM_ATTR_DEF,
    "di_expression_elem",
    "expected valid keyword",
    "LLVM_DIExpressionElemAttr",
    "opcode",
    "unsigned",
    |p| {
        let kw = p.parse_optional_keyword_any()?;
        kw.starts_with(b"DW_OP_").then(|| Param::Bytes(kw.into()))
    }
);
