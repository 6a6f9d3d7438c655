//! The `rocdl` dialect (`ROCDLOps.td`): AMD GPU intrinsics on LLVM
//! dialect values (work-item and workgroup ids, barriers, wait counts,
//! MFMA/WMMA matrix instructions, buffer and LDS accesses, ...), the
//! kernel attributes of `llvm.func` (`rocdl.kernel`, ...) and the GPU
//! target `#rocdl.target<...>`.
//!
//! As in the nvvm dialect, the ops are tables generated from upstream's
//! records (`generated.rs`); the building blocks are the nvvm crate's.

mod asm;
#[rustfmt::skip]
pub mod generated;

pub use generated::*;

use rmlir_ir::dialect_attr::AttrDef;
use rmlir_ir::op_def::VerifyResult;
use rmlir_ir::{Attribute, Context, DialectDef, Ir, OpRef, OpView};
use rmlir_nvvm::params::{self, Field, Spec};

/// The parameters of `#rocdl.target`, in declaration order.
const TARGET_PARAMS: &[Spec] = &[
    ("O", Field::Int(Some(2))),
    ("triple", Field::Str("amdgcn-amd-amdhsa")),
    ("chip", Field::Str("gfx900")),
    ("features", Field::Str("")),
    ("abi", Field::Str("600")),
    ("flags", Field::Attr("DictionaryAttr")),
    ("link", Field::Attr("ArrayAttr")),
];

/// `#rocdl.target<chip = "gfx90a", ...>`.
pub static TARGET_DEF: AttrDef = AttrDef {
    dialect: "rocdl",
    mnemonic: "target",
    // Upstream's parser builds it unchecked (`Base::get`): its
    // `verify` does not run on parsed attributes.
    parse: |p, _| {
        let ps = params::parse(p, "ROCDL_TargetAttr", TARGET_PARAMS, true)?;
        Ok(p.ctx().dialect_attr(&TARGET_DEF, ps))
    },
    print: |_, a, p| params::print(a, TARGET_PARAMS, true, p),
    attr_type: None,
    enum_param: None,
};

/// `ROCDLDialect::verifyOperationAttribute`: mlir-opt 22 checks only
/// where `rocdl.kernel` is attached.
fn verify_op_attr(
    ctx: &Context,
    ir: &Ir,
    op: OpRef,
    name: &[u8],
    _value: Attribute,
) -> VerifyResult {
    let view = OpView::new(ctx, ir, op);
    let shown = String::from_utf8_lossy(name);
    if name == b"rocdl.kernel" && view.name_str() != "llvm.func" {
        return Err(view.emit_error(format!("'\"{shown}\"' attribute attached to unexpected op")));
    }
    Ok(())
}

/// The dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: generated::OPS,
    attrs: generated::ATTRS,
    allow_unknown_ops: true,
    // Attributes rmlir does not model yet are kept as written.
    opaque_unknown_attrs: true,
    verify_op_attr: Some(verify_op_attr),
    ..DialectDef::new("rocdl")
};
