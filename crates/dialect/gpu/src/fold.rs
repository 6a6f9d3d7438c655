//! Folders and canonicalization patterns of the gpu dialect.

use rmlir_ir::op_def::{Fold, FoldCtx};
use rmlir_ir::pattern::RewritePattern;

/// `AllReduceOp::fold`: nothing yet.
pub(crate) fn fold_all_reduce(_f: &mut FoldCtx<'_>) -> Fold {
    Fold::Failure
}

/// `SubgroupReduceOp::fold`: nothing yet.
pub(crate) fn fold_subgroup_reduce(_f: &mut FoldCtx<'_>) -> Fold {
    Fold::Failure
}

/// `MemcpyOp::fold`: nothing yet.
pub(crate) fn fold_memcpy(_f: &mut FoldCtx<'_>) -> Fold {
    Fold::Failure
}

/// `MemsetOp::fold`: nothing yet.
pub(crate) fn fold_memset(_f: &mut FoldCtx<'_>) -> Fold {
    Fold::Failure
}

pub(crate) fn launch_patterns(_out: &mut Vec<&'static dyn RewritePattern>) {}
pub(crate) fn barrier_patterns(_out: &mut Vec<&'static dyn RewritePattern>) {}
pub(crate) fn wait_patterns(_out: &mut Vec<&'static dyn RewritePattern>) {}
pub(crate) fn alloc_patterns(_out: &mut Vec<&'static dyn RewritePattern>) {}
pub(crate) fn memcpy_patterns(_out: &mut Vec<&'static dyn RewritePattern>) {}
