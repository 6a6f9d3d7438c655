//! Applying rewrite patterns (MLIR's `mlir/Rewrite` and the rewriting parts
//! of `mlir/Transforms/Utils`): the greedy driver with folding and constant
//! uniquing, and region simplification.

#![warn(missing_docs)]

pub mod block_merge;
pub mod conversion;
pub mod branch;
pub mod cse;
pub mod effects;
pub mod fold;
pub mod greedy;
pub mod licm;
pub mod patterns;
pub mod region;
pub mod region_dce;

pub use greedy::{apply_patterns_greedily, GreedyResult, GreedyRewriteConfig, RegionSimplify, Strictness};
pub use patterns::FrozenPatternSet;
