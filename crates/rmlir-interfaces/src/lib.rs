//! Implementations shared by several dialects, where upstream keeps them in
//! `mlir/Interfaces` and `mlir/IR`: function-like ops (`FunctionOpInterface`,
//! `function_interface_impl`), view-like ops' mixed static/dynamic index
//! lists (`ViewLikeInterface`), slicing ops' offsets/sizes/strides and
//! rank reduction (`OffsetSizeAndStrideOpInterface`), reassociation-based
//! reshapes (`ReshapeOpsUtils`), region control flow
//! (`RegionBranchOpInterface`) and loops (`LoopLikeOpInterface`).

#![warn(missing_docs)]

pub mod control_flow;
pub mod function;
pub mod inliner;
pub mod loop_like;
pub mod mem_slot;
pub mod region_branch;
pub mod region_invocation;
pub mod reassociation;
pub mod reshape;
pub mod runtime_verification;
pub mod shaped_dim;
pub mod slice;
pub mod subset;
pub mod value_bounds;
pub mod view_like;
