//! The llvm dialect's constant-like ops as constants: `#llvm.undef`,
//! `#llvm.poison` and `#llvm.zero` (what `llvm.mlir.undef`, `poison` and
//! `zero` fold to, and what the dialect materializes them from), the
//! folds of those ops and of `llvm.mlir.addressof`, and `llvm.icmp`'s fold.

use smallvec::smallvec;

use rmlir_ir::dialect_attr::AttrDef;
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::{Attribute, Context, OpView};

use crate::attrs::enum_value;

/// A parameterless attribute (`#llvm.undef`).
macro_rules! unit_attr {
    ($def:ident, $mn:literal, $make:ident) => {
        #[doc = concat!("`#llvm.", $mn, "`.")]
        pub static $def: AttrDef = AttrDef {
            dialect: "llvm",
            mnemonic: $mn,
            parse: |p, _| Ok($make(p.ctx())),
            print: |_, _, _| {},
            attr_type: None,
            enum_param: None,
        };
        #[doc = concat!("`#llvm.", $mn, "`.")]
        pub fn $make(ctx: &Context) -> Attribute {
            ctx.dialect_attr(&$def, Vec::new())
        }
    };
}

unit_attr!(UNDEF_ATTR_DEF, "undef", undef_attr);
unit_attr!(POISON_ATTR_DEF, "poison", poison_attr);
unit_attr!(ZERO_ATTR_DEF, "zero", zero_attr);

fn result_type(op: &OpView<'_>) -> rmlir_ir::Type {
    op.result_type(0)
}

/// `UndefOp::fold`, `PoisonOp::fold`, `ZeroOp::fold` as constant values:
/// a builtin zero when the type has one, else the dialect's attribute.
pub(crate) fn const_op_value(op: &OpView<'_>) -> Option<Attribute> {
    let ctx = op.ctx;
    match op.name_str().as_ref() {
        "llvm.mlir.undef" => Some(undef_attr(ctx)),
        "llvm.mlir.poison" => Some(poison_attr(ctx)),
        "llvm.mlir.zero" => Some(
            rmlir_ir::common_folders::zero_attr(ctx, result_type(op))
                .unwrap_or_else(|| zero_attr(ctx)),
        ),
        _ => None,
    }
}

pub(crate) fn fold_const_op(fc: &mut FoldCtx<'_>) -> Fold {
    match const_op_value(&fc.view()) {
        Some(a) => Fold::Results(smallvec![FoldResult::Attr(a)]),
        None => Fold::Failure,
    }
}

/// `AddressOfOp::fold`: the symbol.
pub(crate) fn address_of_value(op: &OpView<'_>) -> Option<Attribute> {
    op.prop("global_name")
}

pub(crate) fn fold_address_of(fc: &mut FoldCtx<'_>) -> Fold {
    match address_of_value(&fc.view()) {
        Some(a) => Fold::Results(smallvec![FoldResult::Attr(a)]),
        None => Fold::Failure,
    }
}

/// `ICmpOp::fold`: `eq`/`ne` of a value with itself, and of an alloca with
/// null (the null moved to the right).
pub(crate) fn fold_icmp(fc: &mut FoldCtx<'_>) -> Fold {
    const EQ: i64 = 0;
    const NE: i64 = 1;
    let ctx = fc.ctx;
    let view = fc.view();
    let pred = view
        .prop("predicate")
        .and_then(|a| enum_value(ctx, a))
        .unwrap_or(-1);
    if pred != EQ && pred != NE {
        return Fold::Failure;
    }
    let (lhs, rhs) = (view.operand(0), view.operand(1));
    let ty = view.result_type(0);
    let boolean = |v: bool| match rmlir_ir::common_folders::bool_attr_of_type(ctx, ty, v) {
        Some(a) => Fold::Results(smallvec![FoldResult::Attr(a)]),
        None => Fold::Failure,
    };
    if lhs == rhs {
        return boolean(pred == EQ);
    }
    let def = |v| view.defining_op(v).map(|d| d.name_str().into_owned());
    let (l, r) = (def(lhs), def(rhs));
    match (l.as_deref(), r.as_deref()) {
        (Some("llvm.alloca"), Some("llvm.mlir.zero")) => boolean(pred == NE),
        (Some("llvm.mlir.zero"), Some("llvm.alloca")) => {
            fc.body.set_operand(fc.op, 0, rhs);
            fc.body.set_operand(fc.op, 1, lhs);
            Fold::InPlace
        }
        _ => Fold::Failure,
    }
}

/// `ShuffleVectorOp::fold`: shuffling element 0 of a one-element vector
/// is that vector.
pub(crate) fn fold_shuffle_vector(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    let view = fc.view();
    let v1 = view.operand(0);
    let single = matches!(
        ctx.type_kind(view.body.value_type(v1)),
        rmlir_ir::TypeKind::Vector { shape, .. } if shape.len() == 1 && shape[0] == 1
    );
    let mask = view
        .prop("mask")
        .and_then(|a| ctx.dense_i32_array(a))
        .unwrap_or_default();
    if !single || mask.as_slice() != [0] {
        return Fold::Failure;
    }
    Fold::Results(smallvec![FoldResult::Value(v1)])
}
