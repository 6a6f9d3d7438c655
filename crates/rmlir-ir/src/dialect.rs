//! The dialect registry: which dialects and operations rmlir knows, and
//! what it knows about them (traits now; parsers, printers and verifiers as
//! dialects arrive).

use rustc_hash::FxHashMap;

use crate::context::Context;
use crate::ir::{Ir, OpRef};

/// The dialects upstream mlir-opt 22 registers, in the order its "Dialect
/// not found" note lists them. Until rmlir models a dialect, this tells
/// where upstream treats its ops as registered (which changes parsing,
/// printing and verification) and where it treats them as unknown.
pub const UPSTREAM_DIALECTS: &[&str] = &[
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arith",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "bufferization",
    "builtin",
    "cf",
    "complex",
    "dlti",
    "emitc",
    "func",
    "gpu",
    "index",
    "irdl",
    "linalg",
    "llvm",
    "math",
    "memref",
    "ml_program",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "ptr",
    "quant",
    "rocdl",
    "scf",
    "shape",
    "shard",
    "smt",
    "sparse_tensor",
    "spirv",
    "tensor",
    "test",
    "test_dyn",
    "test_irdl_to_cpp",
    "tosa",
    "transform",
    "ub",
    "vector",
    "wasmssa",
    "x86vector",
    "xegpu",
    "xevm",
];

/// Whether upstream mlir-opt 22 registers the dialect `name`.
pub fn is_upstream_dialect(name: &[u8]) -> bool {
    UPSTREAM_DIALECTS
        .binary_search_by(|d| d.as_bytes().cmp(name))
        .is_ok()
}

/// Structural traits of an operation, as in MLIR's `OpTrait`s.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct OpTraits(u32);

impl OpTraits {
    /// No traits.
    pub const NONE: OpTraits = OpTraits(0);
    /// `OpTrait::IsIsolatedFromAbove`: regions may not use values defined
    /// outside, and get a body of their own.
    pub const ISOLATED_FROM_ABOVE: OpTraits = OpTraits(1 << 0);
    /// `OpTrait::IsTerminator`: must end its block.
    pub const TERMINATOR: OpTraits = OpTraits(1 << 1);
    /// Single-block regions that need no terminator.
    pub const NO_TERMINATOR: OpTraits = OpTraits(1 << 2);
    /// `OpTrait::SymbolTable`: no two ops in its region define the same
    /// `sym_name`.
    pub const SYMBOL_TABLE: OpTraits = OpTraits(1 << 3);
    /// `SymbolOpInterface`: defines a symbol (`sym_name`).
    pub const SYMBOL: OpTraits = OpTraits(1 << 4);
    /// `OpTrait::SingleBlock`: each region has at most one block.
    pub const SINGLE_BLOCK: OpTraits = OpTraits(1 << 5);
    /// Regions are graph regions (RegionKindInterface says Graph).
    pub const GRAPH_REGIONS: OpTraits = OpTraits(1 << 6);
    /// `OpTrait::ZeroRegions`
    pub const ZERO_REGIONS: OpTraits = OpTraits(1 << 7);
    /// `OpTrait::OneRegion`
    pub const ONE_REGION: OpTraits = OpTraits(1 << 8);
    /// `OpTrait::NoRegionArguments`: entry blocks take no arguments.
    pub const NO_REGION_ARGUMENTS: OpTraits = OpTraits(1 << 9);
    /// `OpTrait::ZeroOperands`
    pub const ZERO_OPERANDS: OpTraits = OpTraits(1 << 10);
    /// `OpTrait::ZeroResults`
    pub const ZERO_RESULTS: OpTraits = OpTraits(1 << 11);
    /// `OpTrait::ZeroSuccessors`
    pub const ZERO_SUCCESSORS: OpTraits = OpTraits(1 << 12);

    /// Both sets of traits (also `|`).
    pub const fn union(self, o: OpTraits) -> OpTraits {
        OpTraits(self.0 | o.0)
    }
    /// Whether every trait of `o` is in `self`.
    pub const fn contains(self, o: OpTraits) -> bool {
        self.0 & o.0 == o.0
    }
}

impl std::ops::BitOr for OpTraits {
    type Output = OpTraits;
    fn bitor(self, o: OpTraits) -> OpTraits {
        self.union(o)
    }
}

/// An op's own verifier (upstream's `verify()` method): runs after the
/// trait invariants hold and returns the message of an `emitOpError`.
pub type VerifyFn = fn(&Context, &Ir, OpRef) -> Result<(), String>;

/// What rmlir knows about one registered operation.
#[derive(Clone, Debug)]
pub struct OpInfo {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    /// The op's structural traits, checked by the verifier.
    pub traits: OpTraits,
    /// The op's own verifier, if any.
    pub verify: Option<VerifyFn>,
}

/// Registered dialects and their operations.
#[derive(Clone, Debug, Default)]
pub struct DialectRegistry {
    dialects: FxHashMap<&'static str, ()>,
    ops: FxHashMap<&'static [u8], OpInfo>,
}

impl DialectRegistry {
    /// A registry with the `builtin` dialect and its ops.
    pub fn with_builtin() -> Self {
        let mut r = DialectRegistry::default();
        r.register_dialect("builtin");
        r.register_op(OpInfo {
            name: "builtin.module",
            traits: OpTraits::ISOLATED_FROM_ABOVE
                | OpTraits::NO_TERMINATOR
                | OpTraits::SYMBOL_TABLE
                | OpTraits::SINGLE_BLOCK
                | OpTraits::ONE_REGION
                | OpTraits::NO_REGION_ARGUMENTS
                | OpTraits::GRAPH_REGIONS
                | OpTraits::ZERO_OPERANDS
                | OpTraits::ZERO_RESULTS
                | OpTraits::ZERO_SUCCESSORS,
            verify: None,
        });
        r.register_op(OpInfo {
            name: "builtin.unrealized_conversion_cast",
            traits: OpTraits::ZERO_REGIONS | OpTraits::ZERO_SUCCESSORS,
            verify: Some(verify_unrealized_conversion_cast),
        });
        r
    }

    /// Registers dialect `name` (its ops are registered separately).
    pub fn register_dialect(&mut self, name: &'static str) {
        self.dialects.insert(name, ());
    }

    /// Registers an op, replacing any earlier info for the same name.
    pub fn register_op(&mut self, info: OpInfo) {
        self.ops.insert(info.name.as_bytes(), info);
    }

    /// Whether dialect `name` is registered.
    pub fn is_dialect_registered(&self, name: &[u8]) -> bool {
        std::str::from_utf8(name).is_ok_and(|n| self.dialects.contains_key(n))
    }

    /// What is known about op `name` (`dialect.op`), if registered.
    pub fn op_info(&self, name: &[u8]) -> Option<&OpInfo> {
        self.ops.get(name)
    }
}

fn verify_unrealized_conversion_cast(_ctx: &Context, ir: &Ir, op: OpRef) -> Result<(), String> {
    if ir.body(op.body).num_results(op.op) == 0 {
        return Err("expected at least one result for cast operation".into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn upstream_dialects_sorted_for_binary_search() {
        assert!(UPSTREAM_DIALECTS
            .windows(2)
            .all(|w| w[0].as_bytes() < w[1].as_bytes()));
        assert!(
            is_upstream_dialect(b"func")
                && is_upstream_dialect(b"xevm")
                && is_upstream_dialect(b"acc")
        );
        assert!(!is_upstream_dialect(b"foo") && !is_upstream_dialect(b""));
    }
}
