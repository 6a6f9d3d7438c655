//! The nvvm attributes with parameters: MMA shapes and the GPU target
//! (`#nvvm.target<chip = "sm_90">`).

use rmlir_ir::asm::AsmDiag;
use rmlir_ir::dialect_attr::{AttrDef, DialectAttr};
use rmlir_ir::op_def::{AttrConstraint, AttrStorage};
use rmlir_ir::{Attribute, Context};

use crate::params::{self, Field, Spec};

/// Defines a `struct(params)` attribute and its property constraint.
macro_rules! struct_attr {
    ($(#[$d:meta])* $def:ident, $constraint:ident, $mn:literal, $ods:literal, $summary:literal, $specs:ident, optional: $opt:literal, check: $check:expr) => {
        $(#[$d])*
        pub static $def: AttrDef = AttrDef {
            dialect: "nvvm",
            mnemonic: $mn,
            parse: |p, _| {
                let loc = p.current_loc();
                let ps = params::parse(p, $ods, $specs, $opt)?;
                let a = p.ctx().dialect_attr(&$def, ps);
                let check: fn(&Context, &DialectAttr) -> Result<(), String> = $check;
                if let Some(d) = p.ctx().as_dialect_attr(a, &$def) {
                    check(p.ctx(), d).map_err(|m| -> Box<AsmDiag> { p.emit_error(loc, &m) })?;
                }
                Ok(a)
            },
            print: |_, a, p| params::print(a, $specs, $opt, p),
            attr_type: None,
            enum_param: None,
        };

        #[doc = concat!("`#nvvm.", $mn, "` as a property.")]
        pub const $constraint: AttrConstraint = AttrConstraint {
            summary: $summary,
            pred: |c, a| c.as_dialect_attr(a, &$def).is_some(),
            storage: AttrStorage::Dialect(&$def),
            value_type: None,
        };
    };
}

const MNK: &[Spec] = &[
    ("m", Field::Int(None)),
    ("n", Field::Int(None)),
    ("k", Field::Int(None)),
];
const MN: &[Spec] = &[("m", Field::Int(None)), ("n", Field::Int(None))];

struct_attr!(
    /// `#nvvm.shape<m = 16, n = 8, k = 16>`.
    MMA_SHAPE_DEF, MMA_SHAPE_ATTR, "shape", "NVVM_MMAShapeAttr", "Attribute for MMA operation shape.", MNK,
    optional: false, check: |_, _| Ok(())
);

struct_attr!(
    /// `#nvvm.ld_st_matrix_shape<m = 8, n = 8>`.
    LD_ST_MATRIX_SHAPE_DEF, LD_ST_MATRIX_SHAPE_ATTR, "ld_st_matrix_shape", "LdStMatrixShapeAttr",
    "Matrix shape for ldmatrix and stmatrix", MN, optional: false, check: |_, _| Ok(())
);

/// The parameters of `#nvvm.target`, in declaration order.
pub const TARGET_PARAMS: &[Spec] = &[
    ("O", Field::Int(Some(2))),
    ("triple", Field::Str("nvptx64-nvidia-cuda")),
    ("chip", Field::Str("sm_50")),
    ("features", Field::Str("")),
    ("flags", Field::Attr("DictionaryAttr")),
    ("link", Field::Attr("ArrayAttr")),
    ("verifyTarget", Field::Bool(true)),
];

/// `NVVMTargetAttr::verify`: the checks shared by the GPU target
/// attributes (the rocdl one adds its ABI version).
pub fn verify_target_params(
    ctx: &Context,
    opt: i64,
    triple: &[u8],
    chip: &[u8],
    link: Option<Attribute>,
) -> Result<(), String> {
    if !(0..=3).contains(&opt) {
        return Err("The optimization level must be a number between 0 and 3.".into());
    }
    if triple.is_empty() {
        return Err("The target triple cannot be empty.".into());
    }
    if chip.is_empty() {
        return Err("The target chip cannot be empty.".into());
    }
    if link.is_some_and(|l| !params::all_strings(ctx, l)) {
        return Err("All the elements in the `link` array must be strings.".into());
    }
    Ok(())
}

struct_attr!(
    /// `#nvvm.target<O = 3, chip = "sm_90", ...>`.
    TARGET_DEF, TARGET_ATTR, "target", "NVVM_TargetAttr", "", TARGET_PARAMS, optional: true,
    check: |c, a| verify_target_params(c, a.int(0), params::str_param(a, 1), params::str_param(a, 2), params::attr_param(a, 5))
);

/// The chip of an `#nvvm.target` attribute, and whether its ops are to be
/// checked against it (`verifyTarget`).
pub fn target_chip(ctx: &Context, a: Attribute) -> Option<(&[u8], bool)> {
    let d = ctx.as_dialect_attr(a, &TARGET_DEF)?;
    Some((params::str_param(d, 2), d.int(6) != 0))
}

/// `#llvm.constant_range<i32, 0, 32>` as the `range` of the special
/// register ops, whose formats print it stripped (`range <i32, 0, 32>`):
/// the llvm dialect's attribute (its type, then the bounds).
pub use rmlir_llvm::more_attrs::CONSTANT_RANGE_ATTR_DEF as CONSTANT_RANGE_DEF;

/// `LLVM_ConstantRangeAttr` as a property.
pub const CONSTANT_RANGE_ATTR: AttrConstraint = AttrConstraint {
    summary: "A range of two integers, corresponding to LLVM's ConstantRange",
    pred: |c, a| {
        c.as_dialect_attr(a, &CONSTANT_RANGE_DEF).is_some()
            || matches!(c.attr_kind(a), rmlir_ir::AttrKind::Opaque { data, .. }
                if c.ident_bytes(*data).starts_with(b"constant_range"))
    },
    storage: AttrStorage::Dialect(&CONSTANT_RANGE_DEF),
    value_type: None,
};
