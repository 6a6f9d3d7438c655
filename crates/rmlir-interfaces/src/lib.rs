//! Implementations shared by several dialects, where upstream keeps them in
//! `mlir/Interfaces` and `mlir/IR`: function-like ops (`FunctionOpInterface`,
//! `function_interface_impl`), view-like ops' mixed static/dynamic index
//! lists (`ViewLikeInterface`), region control flow
//! (`RegionBranchOpInterface`) and loops (`LoopLikeOpInterface`).

#![warn(missing_docs)]

pub mod function;
pub mod loop_like;
pub mod region_branch;
pub mod view_like;
