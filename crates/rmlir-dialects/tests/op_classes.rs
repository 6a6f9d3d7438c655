//! Op classes in `ops!`: keys a family of ops shares, written once, with
//! parameters; ops add traits and replace other keys.

use rmlir_ir::constraints::{ANY_TYPE, I32};
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::OpTraits;

/// What a binary op of the family computes.
trait Calc {
    const IDENTITY_ON_LHS: bool;
}
struct Keep;
impl Calc for Keep {
    const IDENTITY_ON_LHS: bool = true;
}
struct Never;
impl Calc for Never {
    const IDENTITY_ON_LHS: bool = false;
}

/// A folder shared by the family, specialized by its parameter.
fn fold_lhs<C: Calc>(fc: &mut FoldCtx<'_>) -> Fold {
    if C::IDENTITY_ON_LHS {
        let lhs = fc.body.operand(fc.op, 0);
        return FoldCtx::single(FoldResult::Value(lhs));
    }
    Fold::Failure
}

rmlir_ods::ops! {
    dialect = "cls";

    class Base {
        traits: [PURE],
        results: [result: ANY_TYPE],
    }

    class Binary<C> : Base {
        traits: [SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [lhs: ANY_TYPE, rhs: ANY_TYPE],
        format: "$lhs `,` $rhs attr-dict `:` type($result)",
        fold: fold_lhs::<C>,
    }

    /// Adds a trait and keeps everything else.
    op KeepOp = "keep" : Binary<Keep> { traits: [COMMUTATIVE] }

    /// Replaces the operands' constraint.
    op NeverOp = "never" : Binary<Never> {
        operands: [lhs: I32, rhs: I32],
    }
}

#[test]
fn classes_give_their_keys_and_ops_extend_them() {
    assert!(KEEP_OP.has(OpTraits::PURE));
    assert!(KEEP_OP.has(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE));
    assert!(KEEP_OP.has(OpTraits::COMMUTATIVE));
    assert!(!NEVER_OP.has(OpTraits::COMMUTATIVE));
    assert_eq!(KEEP_OP.assembly_format, NEVER_OP.assembly_format);
    assert_eq!(KEEP_OP.operands[0].constraint.summary, "any type");
    assert_eq!(NEVER_OP.operands[0].constraint.summary, I32.summary);
    assert!(KEEP_OP.fold.is_some() && NEVER_OP.fold.is_some());
    assert_eq!(OPS.len(), 2);
}

#[test]
fn a_parameter_specializes_the_shared_folder() {
    let mut ctx = rmlir_ir::Context::new();
    static DIALECT: rmlir_ir::DialectDef = rmlir_ir::DialectDef {
        ops: OPS,
        ..rmlir_ir::DialectDef::new("cls")
    };
    ctx.register_dialect(&DIALECT);
    let i32t = ctx.int_type(32);
    let loc = ctx.unknown_loc();
    let mut m = rmlir_ir::builder::ModuleBuilder::new(&ctx, loc);
    let body_id = m.body_id();
    let mut b = m.builder(&ctx);
    let x = b.create_simple("t.x", loc, &[], &[i32t], None);
    let v = b.body.result(x, 0);
    let keep = KeepOp::build(&mut b, loc, i32t, v, v);
    let never = NeverOp::build(&mut b, loc, i32t, v, v);
    let mut ir = m.finish();
    let body = ir.body_mut(body_id);
    for (op, want) in [(keep.id(), true), (never.id(), false)] {
        let def = ctx.op_def(body.op(op).name).unwrap();
        let mut fc = FoldCtx {
            ctx: &ctx,
            body,
            body_id,
            op,
            owner: None,
            operands: &[None, None],
            symbols: None,
        };
        let folded = (def.fold.unwrap())(&mut fc);
        assert_eq!(folded != Fold::Failure, want);
    }
}
