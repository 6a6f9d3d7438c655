//! Loop-like ops (upstream's `LoopLikeOpInterface`): the verification that
//! a loop's inits, region iteration arguments, yielded values and results
//! agree in number and type (`verifyLoopLikeOpInterface`), which runs with
//! the region verifiers.

use rmlir_ir::op_def::VerifyResult;
use rmlir_ir::op_verify::quoted_type;
use rmlir_ir::{OpView, Type};

/// The value lists a loop exposes through the interface, as types.
#[derive(Clone, Debug, Default)]
pub struct LoopValues {
    /// `getInits`: the initial values of the iteration arguments.
    pub inits: Vec<Type>,
    /// `getRegionIterArgs`: the region's iteration arguments.
    pub iter_args: Vec<Type>,
    /// `getYieldedValues`: what the body yields to the next iteration
    /// (empty when the loop yields nothing through the interface).
    pub yielded: Vec<Type>,
    /// `getLoopResults`, if the loop exposes them.
    pub results: Option<Vec<Type>>,
}

/// `verifyLoopLikeOpInterface`.
pub fn verify_loop_like(op: &OpView<'_>, v: &LoopValues) -> VerifyResult {
    let ctx = op.ctx;
    if v.inits.len() != v.iter_args.len() {
        return Err(op.emit_op_error(format!(
            "different number of inits and region iter_args: {} != {}",
            v.inits.len(),
            v.iter_args.len()
        )));
    }
    if !v.yielded.is_empty() && v.iter_args.len() != v.yielded.len() {
        return Err(op.emit_op_error(format!(
            "different number of region iter_args and yielded values: {} != {}",
            v.iter_args.len(),
            v.yielded.len()
        )));
    }
    if let Some(results) = &v.results {
        if results.len() != v.iter_args.len() {
            return Err(op.emit_op_error(format!(
                "different number of loop results and region iter_args: {} != {}",
                results.len(),
                v.iter_args.len()
            )));
        }
    }
    for (i, (&init, &arg)) in v.inits.iter().zip(&v.iter_args).enumerate() {
        if init != arg {
            return Err(op.emit_op_error(format!(
                "{i}-th init and {i}-th region iter_arg have different type: {} != {}",
                quoted_type(ctx, init),
                quoted_type(ctx, arg)
            )));
        }
        if let Some(&y) = v.yielded.get(i) {
            if arg != y {
                return Err(op.emit_op_error(format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                    quoted_type(ctx, arg),
                    quoted_type(ctx, y)
                )));
            }
        }
    }
    if let Some(results) = &v.results {
        // Upstream reports every mismatch here as index 0.
        for (&arg, &res) in v.iter_args.iter().zip(results) {
            if arg != res {
                return Err(op.emit_op_error(format!(
                    "0-th region iter_arg and 0-th loop result have different type: {} != {}",
                    quoted_type(ctx, arg),
                    quoted_type(ctx, res)
                )));
            }
        }
    }
    Ok(())
}
