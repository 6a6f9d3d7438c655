//! How many times a region-holding op runs each of its regions (upstream's
//! `RegionBranchOpInterface::getRegionInvocationBounds`), as passes query it
//! (control-flow sinking). Ops without an implementation have unknown
//! bounds, as upstream's default.

use rmlir_ir::{Attribute, OpView};

/// The number of times a region may run (upstream's `InvocationBounds`):
/// at least `lower`, at most `upper` (`None`: unknown).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct InvocationBounds {
    /// The least number of invocations.
    pub lower: u32,
    /// The most, if known.
    pub upper: Option<u32>,
}

impl InvocationBounds {
    /// Bounds known to be `[lower, upper]`.
    pub const fn new(lower: u32, upper: u32) -> InvocationBounds {
        InvocationBounds {
            lower,
            upper: Some(upper),
        }
    }

    /// `InvocationBounds::getUnknown`.
    pub const UNKNOWN: InvocationBounds = InvocationBounds {
        lower: 0,
        upper: None,
    };
}

/// `getRegionInvocationBounds`: one bound per region of the op, in order,
/// given the constant values of its operands (`None` where not constant).
/// A dialect attaches it to its ops
/// (`Context::attach_op_interface::<dyn RegionInvocation>`).
pub trait RegionInvocation: Sync {
    /// The bounds of each region.
    fn invocation_bounds(
        &self,
        op: &OpView<'_>,
        operands: &[Option<Attribute>],
    ) -> Vec<InvocationBounds>;
}
