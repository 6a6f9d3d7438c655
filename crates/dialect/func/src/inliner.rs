//! The func dialect's inliner interface (upstream's `FuncInlinerInterface`,
//! `Dialect/Func/Extensions/InlinerExtension.cpp`): calls and functions
//! inline unless marked `no_inline`; an inlined `func.return` becomes a
//! `cf.br` to the block after the call, or gives the call's results.

use rmlir_interfaces::inliner::DialectInliner;
use rmlir_ir::body::IrMapping;
use rmlir_ir::{
    BlockId, Body, Context, Ir, OpId, OpRef, OpView, OperationState, RegionRef, Successor, Value,
};

struct FuncInliner;

impl DialectInliner for FuncInliner {
    fn is_legal_to_inline_call(
        &self,
        ctx: &Context,
        ir: &Ir,
        call: OpRef,
        callable: OpRef,
        _would_be_cloned: bool,
    ) -> bool {
        let no_inline = |op: OpRef, name: &str| {
            let v = OpView::new(ctx, ir, op);
            v.name_str() == name && v.prop("no_inline").is_some()
        };
        !no_inline(call, "func.call") && !no_inline(callable, "func.func")
    }

    fn is_legal_to_inline_region(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _dest: RegionRef,
        _src: RegionRef,
        _would_be_cloned: bool,
        _map: &IrMapping,
    ) -> bool {
        true
    }

    fn is_legal_to_inline_op(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _op: OpRef,
        _dest: RegionRef,
        _would_be_cloned: bool,
        _map: &IrMapping,
    ) -> bool {
        true
    }

    fn handle_terminator_with_block(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        dest: BlockId,
    ) {
        if ctx.ident_bytes(body.op(op).name) != b"func.return" {
            return;
        }
        let operands: Vec<Value> = body.operands(op).collect();
        let state = OperationState {
            operands: &operands,
            successors: &[Successor {
                block: dest,
                num_operands: operands.len() as u32,
            }],
            ..OperationState::new(ctx, "cf.br", body.op(op).loc)
        };
        let br = body.create_op(&state);
        body.insert_op_before(op, br);
        body.erase_op(op);
    }

    fn handle_terminator_with_values(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        results: &[Value],
    ) {
        if ctx.ident_bytes(body.op(op).name) != b"func.return" {
            return;
        }
        let operands: Vec<Value> = body.operands(op).collect();
        for (&r, &v) in results.iter().zip(&operands) {
            body.replace_all_uses_with(r, v);
        }
    }
}

static FUNC_INLINER: FuncInliner = FuncInliner;

/// Attaches the func dialect's inliner interface.
pub(crate) fn attach(ctx: &mut Context) {
    ctx.attach_dialect_interface::<dyn DialectInliner>("func", &FUNC_INLINER);
}
