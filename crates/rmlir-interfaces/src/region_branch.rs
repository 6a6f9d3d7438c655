//! Region control flow (upstream's `RegionBranchOpInterface` and
//! `RegionBranchTerminatorOpInterface`): which regions and results control
//! may flow to from the op and from the terminators in its regions, and
//! the verification that values flowing along each edge have the types of
//! the successor's inputs (`verifyRegionBranchOpInterface`).
//!
//! An op describes its edges with a [`RegionBranch`]; terminators are
//! region branch points when their definition has a
//! `region_branch_terminator` interface or the `ReturnLike` trait (which
//! forwards every operand).

use std::ops::Range;

use smallvec::SmallVec;

use rmlir_ir::dialect::OpTraits;
use rmlir_ir::op_def::VerifyResult;
use rmlir_ir::{OpId, OpView, Type};

/// Where control comes from (upstream's `RegionBranchPoint`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BranchPoint {
    /// Entering the op from its parent.
    Parent,
    /// A region branch terminator in region `region` (its index among the
    /// op's regions).
    Terminator {
        /// The region holding the terminator.
        region: usize,
        /// The terminator, in the body holding the op's regions.
        op: OpId,
    },
}

/// Where control goes (upstream's `RegionSuccessor`), with the types of
/// the values it receives there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionSuccessor {
    /// The region entered, or `None` for the op's results.
    pub region: Option<usize>,
    /// The types of the successor inputs (entry block arguments or
    /// results).
    pub inputs: SmallVec<[Type; 4]>,
}

impl RegionSuccessor {
    /// Region `i`, whose entry block arguments from `skip` on are the
    /// inputs (none when the region is empty or out of range).
    pub fn region(op: &OpView<'_>, i: usize, skip: usize) -> RegionSuccessor {
        let inputs = if i < op.num_regions() {
            let r = op.region(i);
            r.entry_args()
                .iter()
                .skip(skip)
                .map(|&v| r.body.value_type(v))
                .collect()
        } else {
            SmallVec::new()
        };
        RegionSuccessor {
            region: Some(i),
            inputs,
        }
    }

    /// Region `i` with no inputs.
    pub fn region_without_inputs(i: usize) -> RegionSuccessor {
        RegionSuccessor {
            region: Some(i),
            inputs: SmallVec::new(),
        }
    }

    /// The op's results, all of them.
    pub fn results(op: &OpView<'_>) -> RegionSuccessor {
        RegionSuccessor {
            region: None,
            inputs: op.result_types(),
        }
    }

    /// Leaving the op without results.
    pub fn parent_without_inputs() -> RegionSuccessor {
        RegionSuccessor {
            region: None,
            inputs: SmallVec::new(),
        }
    }
}

/// What an op tells about its region control flow.
#[derive(Copy, Clone)]
pub struct RegionBranch {
    /// `getSuccessorRegions`: where control may go from `point`.
    pub successors: fn(&OpView<'_>, BranchPoint) -> Vec<RegionSuccessor>,
    /// `getEntrySuccessorOperands`: the operands (indices) the op forwards
    /// when entering `successor`.
    pub entry_operands: fn(&OpView<'_>, &RegionSuccessor) -> Range<usize>,
}

impl std::fmt::Debug for RegionBranch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RegionBranch")
    }
}

/// The default `getEntrySuccessorOperands`: nothing is forwarded.
pub fn no_entry_operands(_: &OpView<'_>, _: &RegionSuccessor) -> Range<usize> {
    0..0
}

/// The operands a terminator forwards to its successors
/// (`RegionBranchTerminatorOpInterface::getSuccessorOperands`), or `None`
/// when it is no region branch terminator.
pub fn terminator_successor_operands(term: &OpView<'_>) -> Option<Range<usize>> {
    let def = term.def?;
    if let Some(f) = def.interfaces.region_branch_terminator {
        let r = f(term);
        let n = term.num_operands();
        return Some(r.start.min(n)..r.end.min(n));
    }
    def.has(OpTraits::RETURN_LIKE)
        .then(|| 0..term.num_operands())
}

/// The region branch points of `op`: the parent, then each block's
/// terminator that is a region branch terminator, in region and block
/// order (`getAllRegionBranchPoints`).
pub fn branch_points(op: &OpView<'_>) -> Vec<BranchPoint> {
    let mut points = vec![BranchPoint::Parent];
    for (ri, r) in op.regions().enumerate() {
        for b in r.blocks() {
            let Some(t) = r.body.last_op(b) else { continue };
            let Some(tv) = op.nested(t) else { continue };
            if terminator_successor_operands(&tv).is_some() {
                points.push(BranchPoint::Terminator { region: ri, op: t });
            }
        }
    }
    points
}

/// The region branch point terminator `op` of region `region` ends, if
/// it is one.
pub fn region_of_point(point: BranchPoint) -> Option<usize> {
    match point {
        BranchPoint::Parent => None,
        BranchPoint::Terminator { region, .. } => Some(region),
    }
}

/// `verifyRegionBranchOpInterface`: along every edge from a branch point
/// to a successor, the forwarded operands match the successor's inputs in
/// number and type.
pub fn verify_region_branch(op: &OpView<'_>, rb: &RegionBranch) -> VerifyResult {
    let ctx = op.ctx;
    for point in branch_points(op) {
        let term = match point {
            BranchPoint::Parent => None,
            BranchPoint::Terminator { op: t, .. } => op.nested(t),
        };
        for succ in (rb.successors)(op, point) {
            let operand_types: Vec<Type> = match &term {
                None => {
                    let r = (rb.entry_operands)(op, &succ);
                    let n = op.num_operands();
                    (r.start.min(n)..r.end.min(n))
                        .map(|i| op.operand_type(i))
                        .collect()
                }
                Some(tv) => terminator_successor_operands(tv)
                    .unwrap_or(0..0)
                    .map(|i| tv.operand_type(i))
                    .collect(),
            };
            let edge_error = |msg: String| {
                let from = match &term {
                    None => "parent".to_string(),
                    Some(tv) => format!("Operation {}", tv.name_str()),
                };
                let to = match succ.region {
                    Some(i) => format!("Region #{i}"),
                    None => "parent".to_string(),
                };
                let mut d = op.emit_op_error(format!(
                    "along control flow edge from {from} to {to}: {msg}"
                ));
                let loc = term.as_ref().map(|t| t.loc()).unwrap_or_else(|| op.loc());
                d.notes.push(rmlir_ir::diagnostics::Diagnostic::note(
                    loc,
                    "region branch point",
                ));
                d
            };
            if operand_types.len() != succ.inputs.len() {
                return Err(edge_error(format!(
                    "region branch point has {} operands, but region successor needs {} inputs",
                    operand_types.len(),
                    succ.inputs.len()
                )));
            }
            for (i, (&from, &to)) in operand_types.iter().zip(&succ.inputs).enumerate() {
                if from != to {
                    return Err(edge_error(format!(
                        "successor operand type #{i} {} should match successor input type #{i} {}",
                        rmlir_ir::op_verify::quoted_type(ctx, from),
                        rmlir_ir::op_verify::quoted_type(ctx, to)
                    )));
                }
            }
        }
    }
    Ok(())
}
