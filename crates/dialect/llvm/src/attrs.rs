//! The llvm dialect's enums (`LLVMEnums.td`): the ones wrapped in a
//! dialect attribute (`#llvm.linkage<internal>`, `#llvm.cconv<ccc>`,
//! `#llvm.fastmath<fast>`, ...) and the ones stored as plain integers
//! (comparison predicates, atomic orderings, visibility, ...).

use rmlir_ir::asm::{AsmParser, AsmPrinter, ParseResult, Punct};
use rmlir_ir::dialect_attr::{AttrDef, BitEnum, DialectAttr, Param};
use rmlir_ir::op_def::{AttrConstraint, AttrStorage, EnumDef, EnumRef};
use rmlir_ir::{AttrKind, Attribute, Context, OpView};

/// Whether `a` is an integer attribute of `e`'s storage type holding one
/// of its values (`I64EnumAttr`'s predicate).
pub fn is_enum_case(ctx: &Context, a: Attribute, e: &EnumDef) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, value } => {
            rmlir_ir::constraints::is_signless_int_of(ctx, *ty, e.width)
                && value.to_i64().is_some_and(|v| e.stringify(v).is_some())
        }
        _ => false,
    }
}

/// The keyword of case `v` of `e` (empty for an unknown value).
pub fn case_name(e: &EnumDef, v: i64) -> &'static str {
    e.cases.iter().find(|c| c.1 == v).map(|c| c.0).unwrap_or("")
}

/// An integer enum as a property: `I64EnumAttr`.
macro_rules! int_enum {
    ($(#[$d:meta])* $enum_:ident, $constraint:ident, $name:literal, $summary:literal,
     [$(($c:literal, $v:literal)),* $(,)?]) => {
        $(#[$d])*
        pub static $enum_: EnumDef = EnumDef {
            name: $name,
            cases: &[$(($c, $v)),*],
            width: 64,
            bit_enum: false,
        };
        #[doc = concat!("`", $name, "` as a property.")]
        pub const $constraint: AttrConstraint = AttrConstraint {
            summary: $summary,
            pred: |c, a| is_enum_case(c, a, &$enum_),
            storage: AttrStorage::Enum(&$enum_),
            value_type: None,
        };
    };
}

int_enum!(
    /// `ICmpPredicate`.
    ICMP_PREDICATE, ICMP_PREDICATE_ATTR, "ICmpPredicate",
    "llvm.icmp comparison predicate",
    [("eq", 0), ("ne", 1), ("slt", 2), ("sle", 3), ("sgt", 4), ("sge", 5), ("ult", 6),
     ("ule", 7), ("ugt", 8), ("uge", 9)]
);

int_enum!(
    /// `FCmpPredicate`.
    FCMP_PREDICATE, FCMP_PREDICATE_ATTR, "FCmpPredicate",
    "llvm.fcmp comparison predicate",
    [("_false", 0), ("oeq", 1), ("ogt", 2), ("oge", 3), ("olt", 4), ("ole", 5), ("one", 6),
     ("ord", 7), ("ueq", 8), ("ugt", 9), ("uge", 10), ("ult", 11), ("ule", 12), ("une", 13),
     ("uno", 14), ("_true", 15)]
);

int_enum!(
    /// `AtomicOrdering`.
    ATOMIC_ORDERING, ATOMIC_ORDERING_ATTR, "AtomicOrdering",
    "Atomic ordering for LLVM's memory model",
    [("not_atomic", 0), ("unordered", 1), ("monotonic", 2), ("acquire", 4), ("release", 5),
     ("acq_rel", 6), ("seq_cst", 7)]
);

int_enum!(
    /// `AtomicBinOp`.
    ATOMIC_BIN_OP, ATOMIC_BIN_OP_ATTR, "AtomicBinOp",
    "llvm.atomicrmw binary operations",
    [("xchg", 0), ("add", 1), ("sub", 2), ("_and", 3), ("nand", 4), ("_or", 5), ("_xor", 6),
     ("max", 7), ("min", 8), ("umax", 9), ("umin", 10), ("fadd", 11), ("fsub", 12),
     ("fmax", 13), ("fmin", 14), ("uinc_wrap", 15), ("udec_wrap", 16), ("usub_cond", 17),
     ("usub_sat", 18), ("fmaximum", 19), ("fminimum", 20)]
);

int_enum!(
    /// `UnnamedAddr`: the `None` case has no keyword.
    UNNAMED_ADDR, UNNAMED_ADDR_ATTR, "UnnamedAddr", "LLVM GlobalValue UnnamedAddr",
    [("", 0), ("local_unnamed_addr", 1), ("unnamed_addr", 2)]
);

int_enum!(
    /// `Comdat` selection kinds.
    COMDAT, COMDAT_ATTR, "Comdat", "LLVM Comdat Types",
    [("any", 0), ("exactmatch", 1), ("largest", 2), ("nodeduplicate", 3), ("samesize", 4)]
);

int_enum!(
    /// `Visibility`: the `Default` case has no keyword.
    VISIBILITY, VISIBILITY_ATTR, "Visibility", "LLVM GlobalValue Visibility",
    [("", 0), ("hidden", 1), ("protected", 2)]
);

/// An enum wrapped in a dialect attribute (`#llvm.linkage<internal>`).
macro_rules! attr_enum {
    ($(#[$d:meta])* $enum_:ident, $def:ident, $constraint:ident, $make:ident,
     mnemonic: $mn:literal, name: $name:literal, summary: $summary:literal,
     field: ($desc:literal, $class:literal, $param:literal, $cpp:literal),
     [$(($c:literal, $v:literal)),* $(,)?]) => {
        $(#[$d])*
        pub static $enum_: EnumDef = EnumDef {
            name: $name,
            cases: &[$(($c, $v)),*],
            width: 64,
            bit_enum: false,
        };
        #[doc = concat!("`#llvm.", $mn, "<...>`.")]
        pub static $def: AttrDef = AttrDef {
            dialect: "llvm",
            mnemonic: $mn,
            parse: |p, _| {
                p.parse_punct(Punct::Less)?;
                let v = $crate::attrs::parse_enum_field(
                    p,
                    &$enum_,
                    ($desc, $class, $param, $cpp),
                )?;
                p.parse_punct(Punct::Greater)?;
                Ok($make(p.ctx(), v))
            },
            print: |_: &Context, a: &DialectAttr, p: &mut dyn AsmPrinter| {
                p.write_str("<");
                $crate::attrs::print_keyword_or_string(p, case_name(&$enum_, a.int(0)));
                p.write_str(">");
            },
            attr_type: None,
            enum_param: Some(EnumRef::Int(&$enum_)),
        };
        #[doc = concat!("`#llvm.", $mn, "<...>` of case value `v`.")]
        pub fn $make(ctx: &Context, v: i64) -> Attribute {
            ctx.dialect_attr(&$def, vec![Param::Int(v)])
        }
        #[doc = concat!("`#llvm.", $mn, "` as a property.")]
        pub const $constraint: AttrConstraint = AttrConstraint {
            summary: $summary,
            pred: |c, a| c.as_dialect_attr(a, &$def).is_some(),
            storage: AttrStorage::Dialect(&$def),
            value_type: None,
        };
    };
}

/// Whether `s` prints as a bare keyword (`[a-zA-Z_][a-zA-Z0-9_$.]*`).
fn is_bare_keyword(s: &str) -> bool {
    let mut chars = s.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.')
}

/// A case name as upstream's enum printer writes it: bare, or quoted.
pub(crate) fn print_keyword_or_string(p: &mut dyn AsmPrinter, s: &str) {
    if is_bare_keyword(s) {
        p.write_str(s);
    } else {
        p.print_string(s.as_bytes());
    }
}

/// The generated `FieldParser` of an enum parameter: a keyword or string
/// naming a case; otherwise upstream's two errors, the cases listed (a
/// quoted case as `"x"x`, as mlir-opt 22 writes them).
pub(crate) fn parse_enum_field(
    p: &mut dyn AsmParser<'_>,
    e: &EnumDef,
    (desc, class, param, cpp): (&str, &str, &str, &str),
) -> ParseResult<i64> {
    let loc = p.current_loc();
    let kw = p.parse_optional_keyword_or_string();
    if let Some(v) = kw.as_deref().and_then(|k| e.symbolize(k)) {
        return Ok(v);
    }
    let first = match kw {
        None => format!("expected keyword for {desc}"),
        Some(k) => {
            let listed: Vec<String> = e
                .cases
                .iter()
                .map(|&(c, _)| {
                    if is_bare_keyword(c) {
                        c.to_string()
                    } else {
                        format!("\"{c}\"{c}")
                    }
                })
                .collect();
            format!(
                "expected one of [{}] for {desc}, got: {}",
                listed.join(", "),
                String::from_utf8_lossy(&k)
            )
        }
    };
    let mut d = p.emit_error(loc, &first);
    let at = p.current_loc();
    let second = p.emit_error(
        at,
        &format!("failed to parse {class} parameter '{param}' which is to be a `{cpp}`"),
    );
    d.also.push((at, second.message));
    Err(d)
}

pub(crate) fn parse_case(p: &mut dyn AsmParser<'_>, e: &EnumDef) -> ParseResult<i64> {
    let loc = p.current_loc();
    let kw = p.parse_keyword_any()?;
    e.symbolize(&kw).ok_or_else(|| {
        p.emit_error(
            loc,
            &format!(
                "invalid {} attribute specification: {}",
                e.name,
                String::from_utf8_lossy(&kw)
            ),
        )
    })
}

attr_enum!(
    /// `Linkage`.
    LINKAGE, LINKAGE_ATTR_DEF, LINKAGE_ATTR, linkage_attr,
    mnemonic: "linkage", name: "Linkage", summary: "LLVM Linkage specification",
    field: ("LLVM linkage types", "LinkageAttr", "linkage", "linkage::Linkage"),
    [("external", 0), ("available_externally", 1), ("linkonce", 2), ("linkonce_odr", 3),
     ("weak", 4), ("weak_odr", 5), ("appending", 6), ("internal", 7), ("private", 8),
     ("extern_weak", 9), ("common", 10)]
);

attr_enum!(
    /// `CConv`.
    CCONV, CCONV_ATTR_DEF, CCONV_ATTR, cconv_attr,
    mnemonic: "cconv", name: "CConv", summary: "LLVM Calling Convention specification",
    field: ("Calling Conventions", "CConvAttr", "CallingConv", "CConv"),
    [("ccc", 0), ("fastcc", 8), ("coldcc", 9), ("cc_10", 10), ("cc_11", 11),
     ("anyregcc", 13), ("preserve_mostcc", 14), ("preserve_allcc", 15), ("swiftcc", 16),
     ("cxx_fast_tlscc", 17), ("tailcc", 18), ("cfguard_checkcc", 19), ("swifttailcc", 20),
     ("x86_stdcallcc", 64), ("x86_fastcallcc", 65), ("arm_apcscc", 66), ("arm_aapcscc", 67),
     ("arm_aapcs_vfpcc", 68), ("msp430_intrcc", 69), ("x86_thiscallcc", 70),
     ("ptx_kernelcc", 71), ("ptx_devicecc", 72), ("spir_funccc", 75), ("spir_kernelcc", 76),
     ("intel_ocl_bicc", 77), ("x86_64_sysvcc", 78), ("win64cc", 79),
     ("x86_vectorcallcc", 80), ("hhvmcc", 81), ("hhvm_ccc", 82), ("x86_intrcc", 83),
     ("avr_intrcc", 84), ("avr_builtincc", 86), ("amdgpu_vscc", 87),
     ("amdgpu_gscc", 88), ("amdgpu_cscc", 90),
     ("amdgpu_kernelcc", 91), ("x86_regcallcc", 92), ("amdgpu_hscc", 93),
     ("msp430_builtincc", 94), ("amdgpu_lscc", 95), ("amdgpu_escc", 96),
     ("aarch64_vectorcallcc", 97), ("aarch64_sve_vectorcallcc", 98),
     ("wasm_emscripten_invokecc", 99), ("amdgpu_gfxcc", 100), ("m68k_intrcc", 101)]
);

attr_enum!(
    /// `TailCallKind`.
    TAIL_CALL_KIND, TAIL_CALL_KIND_ATTR_DEF, TAIL_CALL_KIND_ATTR, tail_call_kind_attr,
    mnemonic: "tailcallkind", name: "TailCallKind", summary: "LLVM Calling Convention specification",
    field: ("Tail Call Kind", "TailCallKindAttr", "tailCallKind", "TailCallKind"),
    [("none", 0), ("notail", 3), ("musttail", 2), ("tail", 1)]
);

attr_enum!(
    /// `FramePointerKind`.
    FRAME_POINTER_KIND, FRAME_POINTER_KIND_ATTR_DEF, FRAME_POINTER_KIND_ATTR, frame_pointer_kind_attr,
    mnemonic: "framePointerKind", name: "FramePointerKind", summary: "LLVM FramePointerKind",
    field: ("LLVM FramePointerKind", "FramePointerKindAttr", "framePointerKind", "framePointerKind::FramePointerKind"),
    [("none", 0), ("non-leaf", 1), ("all", 2), ("reserved", 3), ("non-leaf-no-reserve", 4)]
);

/// `FastmathFlags`.
pub static FASTMATH_FLAGS: BitEnum = BitEnum {
    cpp_name: "::mlir::LLVM::FastmathFlags",
    cases: &[
        ("none", 0),
        ("nnan", 1),
        ("ninf", 2),
        ("nsz", 4),
        ("arcp", 8),
        ("contract", 16),
        ("afn", 32),
        ("reassoc", 64),
        ("fast", 127),
    ],
    separator: ", ",
    print_groups: true,
};

/// `#llvm.fastmath<...>`.
pub static FASTMATH_ATTR_DEF: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "fastmath",
    parse: |p, _| {
        p.parse_punct(Punct::Less)?;
        let v = FASTMATH_FLAGS.parse_value(p, "LLVM_FastmathFlagsAttr")?;
        p.parse_punct(Punct::Greater)?;
        Ok(fastmath_attr(p.ctx(), v))
    },
    print: |_, a, p| {
        p.write_str("<");
        p.write_str(&FASTMATH_FLAGS.stringify(a.int(0) as u64));
        p.write_str(">");
    },
    attr_type: None,
    enum_param: Some(EnumRef::Bit(&FASTMATH_FLAGS)),
};

/// `#llvm.fastmath<flags>`.
pub fn fastmath_attr(ctx: &Context, flags: u64) -> Attribute {
    ctx.dialect_attr(&FASTMATH_ATTR_DEF, vec![Param::Int(flags as i64)])
}

/// `LLVM_FastmathFlagsAttr`.
pub const FASTMATH_ATTR: AttrConstraint = AttrConstraint {
    summary: "LLVM fastmath flags",
    pred: |c, a| c.as_dialect_attr(a, &FASTMATH_ATTR_DEF).is_some(),
    storage: AttrStorage::Dialect(&FASTMATH_ATTR_DEF),
    value_type: None,
};

/// `IntegerOverflowFlags`: stored as an `i32` property, written
/// `overflow<nsw, nuw>` in custom forms.
pub static OVERFLOW_FLAGS: BitEnum = BitEnum {
    cpp_name: "::mlir::LLVM::IntegerOverflowFlags",
    cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
    separator: ", ",
    print_groups: false,
};

/// `ModFlagBehavior`.
pub static MOD_FLAG_BEHAVIOR: EnumDef = EnumDef {
    name: "ModFlagBehavior",
    cases: &[
        ("error", 1),
        ("warning", 2),
        ("require", 3),
        ("override", 4),
        ("append", 5),
        ("append_unique", 6),
        ("max", 7),
        ("min", 8),
    ],
    width: 64,
    bit_enum: false,
};

/// `#llvm.mlir.module_flag<behavior, "key", value>`.
pub static MODULE_FLAG_ATTR_DEF: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "mlir.module_flag",
    parse: |p, _| {
        p.parse_punct(Punct::Less)?;
        let behavior = parse_case(p, &MOD_FLAG_BEHAVIOR)?;
        p.parse_punct(Punct::Comma)?;
        let key = p.parse_attribute(None)?;
        p.parse_punct(Punct::Comma)?;
        let value = p.parse_attribute(None)?;
        p.parse_punct(Punct::Greater)?;
        Ok(p.ctx().dialect_attr(
            &MODULE_FLAG_ATTR_DEF,
            vec![Param::Int(behavior), Param::Attr(key), Param::Attr(value)],
        ))
    },
    print: |_, a, p| {
        p.write_str("<");
        p.write_str(case_name(&MOD_FLAG_BEHAVIOR, a.int(0)));
        for i in 1..3 {
            p.write_str(", ");
            if let Some(v) = a.attr(i) {
                p.print_attribute(v);
            }
        }
        p.write_str(">");
    },
    attr_type: None,
    enum_param: None,
};

/// `#llvm.dereferenceable<bytes = n, mayBeNull = b>` (`mayBeNull`
/// defaults to false).
pub static DEREFERENCEABLE_ATTR_DEF: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "dereferenceable",
    parse: |p, _| {
        p.parse_punct(Punct::Less)?;
        let mut bytes = None;
        let mut may_be_null = false;
        loop {
            let loc = p.current_loc();
            let key = p.parse_keyword_any()?;
            p.parse_punct(Punct::Equal)?;
            match &key[..] {
                b"bytes" if bytes.is_none() => bytes = Some(p.parse_integer()?),
                b"mayBeNull" => {
                    let loc = p.current_loc();
                    may_be_null = match p.parse_keyword_any()?.as_slice() {
                        b"true" => true,
                        b"false" => false,
                        _ => return Err(p.emit_error(loc, "expected 'true' or 'false'")),
                    };
                }
                _ => {
                    return Err(p.emit_error(
                        loc,
                        &format!(
                            "duplicate or unknown struct parameter name: {}",
                            String::from_utf8_lossy(&key)
                        ),
                    ))
                }
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::Greater)?;
        let Some(bytes) = bytes else {
            let loc = p.current_loc();
            return Err(p.emit_error(loc, "struct is missing required parameter: bytes"));
        };
        Ok(p.ctx().dialect_attr(
            &DEREFERENCEABLE_ATTR_DEF,
            vec![Param::Int(bytes), Param::Int(may_be_null as i64)],
        ))
    },
    print: |_, a, p| {
        p.write_str(&format!("<bytes = {}", a.int(0)));
        if a.int(1) != 0 {
            p.write_str(", mayBeNull = true");
        }
        p.write_str(">");
    },
    attr_type: None,
    enum_param: None,
};

/// `LLVM_DereferenceableAttr`.
pub const DEREFERENCEABLE_ATTR: AttrConstraint = AttrConstraint {
    summary: "",
    pred: |c, a| c.as_dialect_attr(a, &DEREFERENCEABLE_ATTR_DEF).is_some(),
    storage: AttrStorage::Dialect(&DEREFERENCEABLE_ATTR_DEF),
    value_type: None,
};

/// `#llvm.mmra_tag<"prefix":"suffix">`: a memory model relaxation
/// annotation.
pub static MMRA_TAG_ATTR_DEF: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "mmra_tag",
    parse: |p, _| {
        p.parse_punct(Punct::Less)?;
        let mut parts = Vec::new();
        for i in 0..2 {
            if i == 1 {
                p.parse_punct(Punct::Colon)?;
            }
            let loc = p.current_loc();
            let Some(s) = p.parse_optional_string() else {
                return Err(p.emit_error(loc, "expected string"));
            };
            parts.push(Param::Bytes(s.into()));
        }
        p.parse_punct(Punct::Greater)?;
        Ok(p.ctx().dialect_attr(&MMRA_TAG_ATTR_DEF, parts))
    },
    print: |_, a, p| {
        p.write_str("<");
        for (i, part) in a.params.iter().enumerate() {
            if i == 1 {
                p.write_str(":");
            }
            if let Param::Bytes(b) = part {
                p.print_string(b);
            }
        }
        p.write_str(">");
    },
    attr_type: None,
    enum_param: None,
};

/// The alias names of the llvm attributes that print under one
/// (`LLVMOpAsmDialectInterface::getAlias`).
pub fn attr_alias(ctx: &Context, a: &DialectAttr) -> Option<&'static str> {
    if std::ptr::eq(a.def.0, &MMRA_TAG_ATTR_DEF) {
        return Some("mmra_tag");
    }
    crate::tbaa::tbaa_alias(ctx, a)
        .or_else(|| crate::debuginfo::di_alias(a))
        .or_else(|| crate::loops::loop_alias(a))
}

/// Every attribute definition, for the dialect.
pub static ATTRS: &[&AttrDef] = &[
    &LINKAGE_ATTR_DEF,
    &CCONV_ATTR_DEF,
    &TAIL_CALL_KIND_ATTR_DEF,
    &FRAME_POINTER_KIND_ATTR_DEF,
    &FASTMATH_ATTR_DEF,
    &MODULE_FLAG_ATTR_DEF,
    &DEREFERENCEABLE_ATTR_DEF,
    &crate::blocks::BLOCK_TAG_ATTR_DEF,
    &crate::blocks::BLOCK_ADDRESS_ATTR_DEF,
    &MMRA_TAG_ATTR_DEF,
    &crate::tbaa::TBAA_ROOT_ATTR_DEF,
    &crate::tbaa::TBAA_MEMBER_ATTR_DEF,
    &crate::tbaa::TBAA_TYPE_DESC_ATTR_DEF,
    &crate::tbaa::TBAA_TAG_ATTR_DEF,
];

/// The integer value of a dialect enum attribute or integer attribute.
pub fn enum_value(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect(d) => Some(d.int(0)),
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// `p.print_optional_attr_dict(&op.all_attrs(), elided)`, without merging
/// the op's properties into its attributes when all of them are elided (as
/// printers elide the properties they print themselves): the merge
/// allocates, and the printer asks once per op and again in the alias walk.
pub(crate) fn print_attr_dict_eliding(
    op: &OpView<'_>,
    p: &mut dyn rmlir_ir::asm::OpAsmPrinter,
    elided: &[&str],
) {
    let ctx = op.ctx;
    let all_elided = op.props().iter().all(|na| {
        let name = ctx.ident_bytes(na.name);
        elided.iter().any(|e| e.as_bytes() == name)
    });
    print_attr_dict_with(op, p, elided, all_elided);
}

/// [`print_attr_dict_eliding`] for a printer that knows whether `elided`
/// covers all of the op's properties.
pub(crate) fn print_attr_dict_with(
    op: &OpView<'_>,
    p: &mut dyn rmlir_ir::asm::OpAsmPrinter,
    elided: &[&str],
    all_props_elided: bool,
) {
    let attrs = op.attrs();
    if all_props_elided {
        // Nothing left to print: an empty dictionary prints nothing.
        if !attrs.is_empty() {
            p.print_optional_attr_dict(attrs, elided);
        }
    } else {
        p.print_optional_attr_dict(&op.all_attrs(), elided);
    }
}

/// `e.stringify(v)`, made once per value for the values below `2^bits`
/// (in `cache`): printers of ops carrying flags ask for every op, twice
/// with the alias walk.
pub(crate) fn bit_enum_text(
    e: &'static rmlir_ir::dialect_attr::BitEnum,
    cache: &'static std::sync::OnceLock<Vec<String>>,
    bits: u32,
    v: u64,
) -> std::borrow::Cow<'static, str> {
    let all = cache.get_or_init(|| (0..1u64 << bits).map(|v| e.stringify(v)).collect());
    match all.get(v as usize) {
        Some(s) => std::borrow::Cow::Borrowed(s),
        None => std::borrow::Cow::Owned(e.stringify(v)),
    }
}

/// `op.prop(name)`, looked for among the properties the op has rather than
/// among those its definition declares: a load or store sets one or two of
/// a dozen, and its verifier asks for several per op.
pub(crate) fn set_prop(op: &OpView<'_>, name: &str) -> Option<Attribute> {
    op.props()
        .iter()
        .find(|na| op.ctx.ident_bytes(na.name) == name.as_bytes())
        .map(|na| na.value)
}

/// `op.any_attr(name)` the way [`set_prop`] looks properties up.
pub(crate) fn set_attr(op: &OpView<'_>, name: &str) -> Option<Attribute> {
    set_prop(op, name).or_else(|| op.attr(name))
}
